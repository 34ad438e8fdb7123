import { act, engine, heart, names, onField, pos } from "./helpers";

/** §5 test 12 — 時間停滯 cancels the attack; it still counts as that character's attack. */
test("時空戰士・鋼 attacks 林間斥候 guarded by 時間停滯: cancelled, 林間斥候 stays at 5, the trap goes to P1's 回收場", () => {
  const s = pos({ players: [{ attr: "金", field: ["時空戰士・鋼", "齒輪衛兵"] }, { attr: "木", field: ["林間斥候"], traps: ["時間停滯"] }], phase: "attack" });
  const { state, events } = act(s, 0, { type: "attack", attacker: "時空戰士・鋼", target: "林間斥候" });
  expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(["attack", "trap", "attack_cancelled"]));
  expect(heart(state, 1, "林間斥候")).toBe(5);
  expect(state.players[1].traps).toEqual([]);
  expect(names(state, state.players[1].graveyard)).toEqual(["time-stop"]);
  expect(onField(state, 0, "時空戰士・鋼")!.attacks).toBe(1);
  expect(state.phase).toBe("attack"); // 齒輪衛兵 may still attack
  expect(engine.legalActions(state, 0).some((a) => a.type === "attack" && a.attacker === onField(state, 0, "時空戰士・鋼")!.uid)).toBe(false);
});
