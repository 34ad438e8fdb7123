import { act, heart, pos } from "./helpers";

/** §5 test 18 — 反擊之刻: your character survives an enemy attack → it deals its 攻擊力 to the attacker. */
test("時空戰士・森 4/4 (木) attacks 林間斥候 3/5 (木) with 反擊之刻 set: 4 → 林間斥候 at 1; it strikes back for 3 → attacker at 1", () => {
  const s = pos({ players: [{ attr: "木", field: ["時空戰士・森"] }, { attr: "木", field: ["林間斥候"], traps: ["反擊之刻"] }], phase: "attack" });
  const state = act(s, 0, { type: "attack", attacker: "時空戰士・森", target: "林間斥候" }).state;
  expect(heart(state, 1, "林間斥候")).toBe(1);
  expect(heart(state, 0, "時空戰士・森")).toBe(1);
});
