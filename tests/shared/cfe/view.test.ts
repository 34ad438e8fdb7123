import { HIDDEN, hiddenCardIds, visibleCardIds, type CfeState } from "../../../shared/src/games/cfe";
import { engine, pos, play } from "./helpers";

/** Redacted views: same shape as the state; hidden things become placeholders; 光芒/混沌 reveal only to the caster. */
describe("views", () => {
  test("other hands are placeholders with the count kept; the deck order is hidden; rng is zeroed", () => {
    const s = engine.setup(engine.optionsSchema.parse({}), "v", 2);
    const v = engine.view(s, 0) as CfeState;
    expect(v.players[0].hand).toEqual(s.players[0].hand);
    expect(v.players[1].hand).toEqual([HIDDEN, HIDDEN, HIDDEN, HIDDEN, HIDDEN]);
    expect(v.piles[0].deck.every((c) => c === HIDDEN)).toBe(true);
    expect(v.piles[0].deck).toHaveLength(s.piles[0].deck.length);
    expect(v.rng).toEqual([0, 0, 0, 0]);
    expect(Object.keys(v).sort()).toEqual(Object.keys(s).sort());
    const spectator = engine.view(s, "spectator") as CfeState;
    expect(spectator.players.every((p) => p.hand.every((c) => c === HIDDEN))).toBe(true);
    expect((engine.view(s, "all") as CfeState).players[1].hand).toEqual(s.players[1].hand);
  });
  test("a covered passive is a card back to others, visible to its owner", () => {
    const s = play(pos({ hands: [["木1", "木2", "金3"], ["金1"]] }), 0, ["木1", "木2"]).state;
    const other = engine.view(s, 1) as CfeState;
    expect(other.players[0].passive).toEqual({ formation: "hidden", cards: [HIDDEN, HIDDEN], covered: true, sealed: false });
    expect(other.thisTurn.played).toBe("hidden");
    expect((engine.view(s, 0) as CfeState).players[0].passive!.formation).toBe("defence");
  });
  test("the pending draw is seen by the drawer only", () => {
    const s = play(pos({ hands: [["金1", "木2"], ["金1"]] }), 0, ["金1"]).state;
    expect((engine.view(s, 1) as CfeState).pending).toMatchObject({ kind: "draw", cards: [HIDDEN, HIDDEN, HIDDEN] });
    expect(engine.legalActions(engine.view(s, 0) as CfeState, 0)).toEqual(engine.legalActions(s, 0));
  });
  test("光芒: only the caster sees the target's hand", () => {
    const s = pos({ hands: [["金1", "金2", "火3", "水4"], ["木1", "木2", "土3"]] }, 4 === 4 ? 2 : 2);
    const r = play(s, 0, ["金1", "金2", "火3", "水4"]).state;
    expect((engine.view(r, 0) as CfeState).players[1].hand).toEqual(r.players[1].hand);
    expect((engine.view(r, "spectator") as CfeState).players[1].hand.every((c) => c === HIDDEN)).toBe(true);
  });
  test("光芒 in 2v2: the caster's teammate does not see the hand", () => {
    const s = pos({ current: 0, hands: [["金1", "金2", "火3", "水4"], ["木1", "木2"], ["金3"], ["金4"]] }, 4);
    const r = play(s, 0, ["金1", "金2", "火3", "水4"]).state;
    expect((engine.view(r, 0) as CfeState).players[1].hand).toEqual(r.players[1].hand);
    expect((engine.view(r, 2) as CfeState).players[1].hand.every((c) => c === HIDDEN)).toBe(true);
    for (const viewer of [0, 1, 2, 3, "spectator" as const]) {
      const hidden = new Set(hiddenCardIds(r, viewer));
      expect(visibleCardIds(engine.view(r, viewer) as CfeState).filter((c) => hidden.has(c))).toEqual([]);
    }
  });
  test("混沌 pick runs on the caster's view", () => {
    const s = pos({ hands: [["土1", "土2", "木3", "金4"], ["火1", "火2", "水3"]] });
    const r = play(s, 0, ["土1", "土2", "木3", "金4"]).state;
    expect(engine.legalActions(engine.view(r, 0) as CfeState, 0)).toEqual(engine.legalActions(r, 0));
  });
});
