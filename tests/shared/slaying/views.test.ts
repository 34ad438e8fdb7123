import { HIDDEN } from "../../../shared/src/games/cfe/types";
import { hiddenCardIds, visibleCardIds, type SlayingState } from "../../../shared/src/games/slaying";
import { act, engine, play, pos } from "./helpers";

/** Redaction (spec §3.4, §12, I16): same shape as the state; hidden cards become HIDDEN; the RNG is zeroed. */
const view = (s: SlayingState, viewer: number | "spectator" | "all") => engine.view(s, viewer) as SlayingState;

describe("views", () => {
  const s = engine.setup(engine.optionsSchema.parse({}), "views", 3);

  test("the army's face-down cards, the deck order and the RNG are hidden from everyone", () => {
    for (const viewer of [0, 1, 2, "spectator" as const]) {
      const v = view(s, viewer);
      expect(v.army.hand).toEqual(s.army.hand.map(() => ({ card: HIDDEN, faceUp: false })));
      expect(v.pile.deck.every((c) => c === HIDDEN)).toBe(true);
      expect(v.pile.deck).toHaveLength(s.pile.deck.length);
      expect(v.rng).toEqual([0, 0, 0, 0]);
      expect(Object.keys(v).sort()).toEqual(Object.keys(s).sort());
    }
    expect(view(s, "all").army.hand).toEqual(s.army.hand);
  });

  test("teammates see each other's hands by default; spectators see none", () => {
    expect(view(s, 1).players[0].hand).toEqual(s.players[0].hand);
    expect(view(s, "spectator").players.every((p) => p.hand.every((c) => c === HIDDEN))).toBe(true);
  });

  test("with private hands each player sees only their own", () => {
    const p = engine.setup(engine.optionsSchema.parse({ privateHands: true }), "views", 3);
    expect(view(p, 1).players[1].hand).toEqual(p.players[1].hand);
    expect(view(p, 1).players[0].hand.every((c) => c === HIDDEN)).toBe(true);
    for (const viewer of [0, 1, 2, "spectator" as const]) {
      const hidden = new Set(hiddenCardIds(p, viewer));
      expect(visibleCardIds(view(p, viewer)).filter((c) => hidden.has(c))).toEqual([]);
    }
  });

  test("face-up army cards are public; 偵查之眼 shows the face-down ones to players, never to spectators", () => {
    const base = pos({ zone: 1, cell: "B3", hands: [["金1"], ["木1"]], army: { hand: ["金3", "木2", "水1", "水4", "木5"], faceUp: 2 } });
    expect(view(base, 0).army.hand.map((c) => c.card)).toEqual([...base.army.hand.slice(0, 2).map((c) => c.card), HIDDEN, HIDDEN, HIDDEN]);
    const scout = pos({ zone: 1, cell: "B3", hands: [["金1"], ["木1"]], army: { hand: ["金3", "木2", "水1", "水4", "木5"], faceUp: 2 }, team: { tokens: ["scout_eye"] } });
    expect(view(scout, 1).army.hand).toEqual(scout.army.hand);
    expect(view(scout, "spectator").army.hand.slice(2).every((c) => c.card === HIDDEN)).toBe(true);
    expect(hiddenCardIds(scout, 1)).not.toContain(scout.army.hand[4].card);
    expect(hiddenCardIds(scout, "spectator")).toContain(scout.army.hand[4].card);
  });

  test("a covered passive is a card back to spectators and visible to the team", () => {
    const s2 = pos({ zone: 1, cell: "B3", hands: [["木1", "木2", "金3"], ["木3"]], army: { cannotAct: 1 } });
    const r = act(s2, 0, { type: "play", cards: ["木1", "木2"] });
    expect(view(r.state, "spectator").players[0].passive).toEqual({ formation: "hidden", cards: [HIDDEN, HIDDEN], covered: true });
    expect(view(r.state, 1).players[0].passive!.formation).toBe("defence");
  });

  test("legal actions and previews run on a seat's view exactly as on the state", () => {
    let st = pos({ zone: 1, cell: "C2", hands: [["金1", "木2", "水3", "火4"], ["土1", "土2"]], army: { hand: ["金3", "木2", "水1"], faceUp: 3 } });
    expect(engine.legalActions(view(st, 0), 0)).toEqual(engine.legalActions(st, 0));
    st = play(st, 0, ["金1"]).state;
    expect(engine.legalActions(view(st, 1), 1)).toEqual(engine.legalActions(st, 1));
    const drawing = act(st, 1, { type: "play", cards: ["土1"] }).state;
    expect(drawing.phase).toBe("draw");
    expect(engine.legalActions(view(drawing, 1), 1)).toEqual(engine.legalActions(drawing, 1));
    expect(view(drawing, "spectator").pending).toMatchObject({ kind: "draw", cards: [HIDDEN, HIDDEN, HIDDEN] });
  });

  test("public events carry counts, not cards, when the army or a player draws", () => {
    const r = play(pos({ zone: 1, cell: "B3", hands: [["金1", "金1", "水1"], ["木1"]] }), 0, ["金1", "金1"]);
    for (const e of r.events.filter((x) => x.type === "army_draw" || x.type === "draw")) expect(Object.keys(e.data!)).not.toContain("cards");
    for (const e of r.events.filter((x) => x.type === "drew")) expect(e.visibleTo).toEqual([0, 1]);
  });
});
