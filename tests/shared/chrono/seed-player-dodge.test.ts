import { act, pos } from "./helpers";

/** §5 test 3 — the seed's example: an unguarded 上位 player dodges 1 point of a 下位 character's attack. */
test("熔岩犬 5/2 (火) attacks the 水 player, who has no characters: 5 − 1 = 4, 生存時間 12 → 8", () => {
  const s = pos({ players: [{ attr: "水" }, { attr: "火", field: ["熔岩犬"] }], firstSeat: 1, current: 1, phase: "attack" });
  const { state, events } = act(s, 1, { type: "attackPlayer", attacker: "熔岩犬", seat: 0 });
  expect(events.find((e) => e.type === "time")!.data).toMatchObject({ seat: 0, delta: -4, time: 8, cause: "attack" });
  expect(state.players[0].time).toBe(8);
});
