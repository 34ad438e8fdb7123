import { drawCount } from "../../../shared/src/games/cfe";
import { engine, pos, play, act } from "./helpers";

/** §3.2–3.3: draw N+1 keep N, N = min(2 + bonuses, 5 − hand); no draw with a full hand; short deck → discard under. */
describe("the turn draw", () => {
  test("the formula", () => {
    expect([0, 1, 2, 3, 4, 5].map((h) => drawCount(h, 0))).toEqual([2, 2, 2, 2, 1, 0]);
    expect([0, 1, 2, 3, 4, 5].map((h) => drawCount(h, 1))).toEqual([3, 3, 3, 2, 1, 0]);
  });
  test("hand 3 after the action: draw 3, keep 2", () => {
    const s = play(pos({ hands: [["金1", "木2", "水3", "火4"], ["金1"]] }), 0, ["金1"]).state;
    expect(s.phase).toBe("draw");
    const drawn = (s.pending as { cards: number[] }).cards;
    expect(drawn).toHaveLength(3);
    const r = engine.apply(s, 0, { type: "discard", card: drawn[1] }).state;
    expect(r.players[0].hand).toHaveLength(5);
    expect(r.players[0].hand).toEqual(expect.arrayContaining([drawn[0], drawn[2]]));
    expect(r.piles[0].discard).toContain(drawn[1]);
    expect(r.prevTurn!.drawDiscard).toBe(drawn[1]);
    expect(r.current).toBe(1);
  });
  test("hand 4 after the action: draw 2, keep 1", () => {
    const s = play(pos({ hands: [["金1", "木2", "水3", "火4", "土5"], ["金1"]] }), 0, ["金1"]).state;
    expect((s.pending as { cards: number[] }).cards).toHaveLength(2);
  });
  test("hand 5 after the action: no draw at all", () => {
    // Impossible after a play in the base game (every play spends a card), so test it through a pass at 5 under Cannot Act.
    const s = pos({ hands: [["金1", "木2", "水3", "火4", "土5"], ["金1"]], cannotAct: [1, 0] });
    const { state, events } = act(s, 0, { type: "pass" });
    expect(events.find((e) => e.type === "no_draw")!.data).toMatchObject({ reason: "full_hand" });
    expect(state.players[0].hand).toHaveLength(5);
    expect(state.current).toBe(1);
  });
  test("only a newly drawn card may be discarded", () => {
    const s = play(pos({ hands: [["金1", "木2"], ["金1"]] }), 0, ["金1"]).state;
    expect(() => engine.apply(s, 0, { type: "discard", card: s.players[0].hand[0] })).toThrow(expect.objectContaining({ code: "not_drawn_card" }));
  });
  test("a short deck: the discard pile is shuffled under the deck first", () => {
    const s = pos({ hands: [["金1", "木2"], ["金1"]], deckCount: 1 });
    const top = s.piles[0].deck[0];
    const discardBefore = s.piles[0].discard.length;
    const { state, events } = play(s, 0, ["金1"]);
    expect(events.some((e) => e.type === "reshuffle")).toBe(true);
    const drawn = (state.pending as { cards: number[] }).cards;
    expect(drawn[0]).toBe(top); // the remaining deck card comes first
    expect(drawn).toHaveLength(3);
    expect(state.piles[0].deck.length).toBe(1 + discardBefore + 1 - 3); // + the played 金1
    expect(state.piles[0].discard).toHaveLength(0);
  });
  test("Cannot Draw skips the draw", () => {
    const s = pos({ hands: [["金1", "木2"], ["金1"]], cannotAct: [2, 0], cannotDraw: [2, 0] });
    const r = act(s, 0, { type: "pass" }).state;
    expect(r.players[0].hand).toHaveLength(2);
    expect(r.players[0]).toMatchObject({ cannotAct: 1, cannotDraw: 1 });
  });
  test("an empty hand passes and draws 3 keep 2", () => {
    const r = act(pos({ hands: [[], ["金1"]] }), 0, { type: "pass" }).state;
    expect((r.pending as { cards: number[] }).cards).toHaveLength(3);
  });
});
