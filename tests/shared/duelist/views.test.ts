import { HIDDEN_DEF, HIDDEN_ID, POOL, hiddenCardIds, visibleCardIds, type DuelState } from "../../../shared/src/games/duelist";
import { act, engine, pos } from "./helpers";

/** Redaction: same shape as the state; other hands, every deck order and the RNG are hidden. */
describe("views", () => {
  const s = engine.setup(engine.optionsSchema.parse({ mulligan: false }), "view", 2);

  test("the other hand is placeholders (count kept), decks are card backs, the RNG is zeroed", () => {
    const v = engine.view(s, 0) as DuelState;
    expect(Object.keys(v).sort()).toEqual(Object.keys(s).sort());
    expect(v.players[0].hand).toEqual(s.players[0].hand);
    expect(v.players[1].hand).toHaveLength(s.players[1].hand.length);
    expect(v.players[1].hand.every((c) => c.id === HIDDEN_ID && c.def === HIDDEN_DEF && c.cost === 0)).toBe(true);
    expect(v.players[1].deck.every((c) => c.def === HIDDEN_DEF)).toBe(true);
    expect(v.rng).toEqual([0, 0, 0, 0]);
    const spectator = engine.view(s, "spectator") as DuelState;
    expect(spectator.players.every((p) => p.hand.every((c) => c.def === HIDDEN_DEF))).toBe(true);
    expect((engine.view(s, "all") as DuelState).players[1].hand).toEqual(s.players[1].hand);
  });

  test("a seat sees what its own deck holds, never its order", () => {
    const v = engine.view(s, 0) as DuelState;
    const sorted = s.players[0].deck.map((c) => c.def).sort();
    expect(v.players[0].deck.map((c) => c.def).sort()).toEqual(sorted);
    const order = [...POOL.keys()];
    const idx = v.players[0].deck.map((c) => order.indexOf(c.def));
    expect(idx).toEqual([...idx].sort((a, b) => a - b));
    expect(v.players[0].deck.every((c) => c.id === HIDDEN_ID)).toBe(true);
    const shuffled = structuredClone(s);
    shuffled.players[0].deck.reverse();
    expect(engine.view(shuffled, 0)).toEqual(v);
  });

  test("no view holds a hidden card id; the field and the discards are public", () => {
    const mid = act(pos({ players: [{ board: ["趙活"], hand: ["轢鐵", "郁竹"], deck: ["唐衫"], discard: ["龍淵"] }, { board: ["唐衫"], hand: ["宋悲"], deck: ["孟瞋"] }] }), 0, { type: "cast", card: "轢鐵" }).state;
    for (const viewer of [0, 1, "spectator" as const]) {
      const v = engine.view(mid, viewer) as DuelState;
      const hidden = new Set(hiddenCardIds(mid, viewer));
      expect(visibleCardIds(v).filter((id) => hidden.has(id))).toEqual([]);
      expect(v.players[0].discard.map((c) => c.def)).toEqual(["long-yuan", "li-tie"]);
      expect(v.players[1].board[0]!.def).toBe("tang-shan");
    }
    expect(hiddenCardIds(mid, "all")).toEqual([]);
  });

  test("legalActions and previews run on a seat's own view and agree with the state", () => {
    const mid = pos({ players: [{ board: ["趙活"], hand: ["轢鐵", "郁竹"], deck: ["唐衫"] }, { board: ["唐衫"], hand: ["宋悲"] }] });
    expect(engine.legalActions(engine.view(mid, 0) as DuelState, 0)).toEqual(engine.legalActions(mid, 0));
    expect(engine.legalActions(engine.view(mid, 1) as DuelState, 1)).toEqual(engine.legalActions(mid, 1));
  });
});
