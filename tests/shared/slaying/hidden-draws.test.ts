import { HIDDEN } from "../../../shared/src/games/cfe/types";
import { hiddenCardIds, optionsLabel, SlayingOptionsSchema, visibleCardIds, type SlayingState } from "../../../shared/src/games/slaying";
import { act, engine, ev, evs, faces, play, pos } from "./helpers";

/** Draws and reveals as the table sees them (spec §12; base §10.3 啟示), and the 混沌 pick's order. */
const view = (s: SlayingState, viewer: number | "spectator") => engine.view(s, viewer) as SlayingState;

describe("啟示 draws are seen like the hand they join", () => {
  const cast = (options: Record<string, unknown>) =>
    act(pos({ zone: 1, cell: "D2", hands: [["金4", "木1"], ["水1"], ["火1"]], professions: ["saint", null, null] }, 3, options), 0, { type: "ability", ability: "revelation", cards: ["金4"] }).state;

  test("teammates see the three cards, spectators see card backs", () => {
    const s = cast({});
    expect(s.phase).toBe("revelation");
    expect(view(s, 1).pending).toEqual(s.pending);
    expect(view(s, "spectator").pending).toEqual({ kind: "revelation", seat: 0, cards: [HIDDEN, HIDDEN, HIDDEN] });
    expect(hiddenCardIds(s, "spectator")).toEqual(expect.arrayContaining((s.pending as { cards: number[] }).cards));
  });

  test("with private hands only the caster sees them; every viewer's view holds no card hidden from it", () => {
    const s = cast({ privateHands: true });
    expect(view(s, 0).pending).toEqual(s.pending);
    expect(view(s, 1).pending).toMatchObject({ cards: [HIDDEN, HIDDEN, HIDDEN] });
    for (const viewer of [0, 1, 2, "spectator" as const]) {
      const hidden = new Set(hiddenCardIds(s, viewer));
      expect(visibleCardIds(view(s, viewer)).filter((c) => hidden.has(c))).toEqual([]);
    }
    // The legal picks run on the caster's own view.
    expect(engine.legalActions(view(s, 0), 0)).toEqual(engine.legalActions(s, 0));
  });
});

describe("黑暗埋塵 reveals 下家's hand to the players, not to spectators", () => {
  test("the players' line names the whole hand; the public line only the two cards that go on the deck", () => {
    const s = pos({ zone: 2, cell: "E2", hands: [["金1", "水1"], ["水3", "木5", "火3", "土5", "金1"]], army: { hand: ["土1", "土2", "水2"] } });
    const r = play(s, 0, ["金1"]);
    const reveal = ev(r.events, "bury_reveal")!;
    expect(reveal.visibleTo).toEqual([0, 1]);
    expect(faces(reveal.data!.hand as number[])).toEqual(["水3", "木5", "火3", "土5", "金1"]);
    const pub = ev(r.events, "bury")!;
    expect(pub.visibleTo).toBeUndefined();
    expect(faces(pub.data!.cards as number[])).toEqual(["木5", "土5"]);
    expect(Object.keys(pub.data!)).not.toContain("hand");
  });
});

describe("混沌's pick: the order is the player's choice (the first card goes on top)", () => {
  test("both orders of each pair are legal, and each puts its first card on top", () => {
    const s = pos({ zone: 2, cell: "E2", hands: [["土1", "土2", "木3", "金4"], ["水5"]], army: { hand: ["土3", "金2", "水1"], faceUp: 3 } });
    const r = act(s, 0, { type: "play", cards: ["土1", "土2", "木3", "金4"] });
    expect(r.state.phase).toBe("chaos");
    const picks = engine.legalActions(r.state, 0);
    expect(picks).toHaveLength(6);
    const [a, b] = r.state.army.hand.map((c) => c.card);
    for (const cards of [[a, b], [b, a]]) {
      expect(picks).toContainEqual({ type: "chaos_pick", cards });
      const after = engine.apply(r.state, 0, { type: "chaos_pick", cards });
      expect(evs(after.events, "chaos_pick")[0].data).toEqual({ cards });
    }
  });
});

test("the lobby's label: the difficulty, then what differs from the defaults", () => {
  expect(optionsLabel(SlayingOptionsSchema.parse({}))).toEqual({ zh: "普通", en: "Normal" });
  expect(optionsLabel(SlayingOptionsSchema.parse({ difficulty: "hero", privateHands: true, modules: { professions: false, yanwang: true } }))).toEqual({
    zh: "英雄・無英雄學派・閻王令・手牌不公開",
    en: "Hero · no professions · King of Hell's Decree · private hands",
  });
  expect(engine.optionsLabel).toBe(optionsLabel);
});
