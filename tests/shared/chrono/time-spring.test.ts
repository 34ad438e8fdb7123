import { act, pos } from "./helpers";

/** §5 test 19 — 時之泉: +1 生存時間, never above the highest clock among the other living players (catch-up). */
const players = (hand: number) => [
  { attr: "水" as const, time: 8, hand: hand === 0 ? ["時之泉"] : [] },
  { attr: "木" as const, time: 9, hand: hand === 1 ? ["時之泉"] : [] },
  { attr: "火" as const, time: 9 },
];

test("P0 (水) at 8 among 8 / 9 / 9 attaches it to itself: 8 → 9", () => {
  const s = pos({ players: players(0), phase: "prepare" });
  expect(act(s, 0, { type: "blessPlayer", card: "時之泉", seat: 0 }).state.players[0].time).toBe(9);
});

test("P1 (木) at 9 attaches it to itself: stays 9 (10 would exceed the others' max of 9)", () => {
  const s = pos({ players: players(1), current: 1, phase: "prepare" });
  const { state, events } = act(s, 1, { type: "blessPlayer", card: "時之泉", seat: 1 });
  expect(state.players[1].time).toBe(9);
  expect(events.some((e) => e.type === "time")).toBe(false);
  expect(state.players[1].graveyard.map((c) => state.cards[c])).toEqual(["time-spring"]);
});
