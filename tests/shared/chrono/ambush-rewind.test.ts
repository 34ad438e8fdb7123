import { act, engine, names, onField, pos } from "./helpers";

/**
 * §5 test 21 — 時光倒流 then 伏兵: a defeat fires "defeated" traps first, then 伏兵 when that was the last character;
 * 伏兵 places the hand character with the highest printed 心等.
 */
test("林間斥候 defeated: 時光倒流 returns it to hand; 伏兵 places 苔蘚巨像 2/8, not 林間斥候 3/5", () => {
  const s = pos({ players: [{ attr: "金", field: ["時空戰士・鋼"] }, { attr: "木", field: ["林間斥候"], hand: ["苔蘚巨像"], traps: ["時光倒流", "伏兵"] }], phase: "attack" });
  const { state, events } = act(s, 0, { type: "attack", attacker: "時空戰士・鋼", target: "林間斥候" });
  expect(events.filter((e) => e.type === "trap").map((e) => e.data!.trap)).toEqual(["rewind", "ambush"]);
  expect(names(state, state.players[1].hand)).toEqual(["forest-scout"]);
  expect(names(state, state.players[1].field.map((c) => c.card))).toEqual(["moss-colossus"]);
  expect(onField(state, 1, "苔蘚巨像")!.damage).toBe(0);
  // P1 is still guarded: the attack on the player is not offered.
  expect(engine.legalActions(state, 0).some((a) => a.type === "attackPlayer")).toBe(false);
});
