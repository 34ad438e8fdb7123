import { act, pos } from "./helpers";

/** §5 test 4 — a 上位 attack on an unguarded player: +1 攻擊力, and damage to a player is 生存時間 (AMB-4). */
test("時空戰士・潮 4/4 (水) attacks the 火 player: 4 + 1 = 5, 生存時間 12 → 7", () => {
  const s = pos({ players: [{ attr: "水", field: ["時空戰士・潮"] }, { attr: "火" }], phase: "attack" });
  const state = act(s, 0, { type: "attackPlayer", attacker: "時空戰士・潮", seat: 1 }).state;
  expect(state.players[1].time).toBe(7);
});
