import { act, heart, pos } from "./helpers";

/** §5 test 16 — 鐵壁 takes 1 off each attack; the 上位 +1 still applies. */
test("時空戰士・焰 4/4 (火) attacks 銅鐘守衛 2/5 (金): 5 − 1 = 4 → 銅鐘守衛 at 1", () => {
  const s = pos({ players: [{ attr: "火", field: ["時空戰士・焰"] }, { attr: "金", field: ["銅鐘守衛"] }], phase: "attack" });
  const state = act(s, 0, { type: "attack", attacker: "時空戰士・焰", target: "銅鐘守衛" }).state;
  expect(heart(state, 1, "銅鐘守衛")).toBe(1);
});
