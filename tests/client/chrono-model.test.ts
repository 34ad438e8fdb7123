/**
 * The 時序之戰 view's link to the engine (client/src/games/chrono/model.ts), without a browser: on positions from
 * seeded bot games, every legal move that starts from a hand card or a character is reachable through the board's
 * "pick a source, pick a lit target" interaction (and nothing else is lit as legal), previews pass the engine's
 * numbers through, and sprung traps are read from the events (with or without event data).
 */
import { Rng } from "../../shared/src/core/rng";
import { chronoEngine as engine } from "../../shared/src/games/chrono/engine";
import { previewAttack } from "../../shared/src/games/chrono/preview";
import type { ChronoAction } from "../../shared/src/games/chrono/actions";
import type { ChronoState } from "../../shared/src/games/chrono/types";
import { actionFor, actorOf, asChronoView, legal, previewFor, sortHand, targetKey, targetsFor, trapReveals, turnPhaseOf, type Source, type TargetRef } from "../../client/src/games/chrono/model";

/** Seeded bot games, stopping at each decision of the seat to move: (view of that seat, seat). */
function* positions(games: number, seats: number): Generator<{ v: ChronoState; seat: number }> {
  for (let g = 0; g < games; g++) {
    let s = engine.setup({ decks: [] }, `chrono-model-${seats}-${g}`, seats);
    const rng = Rng.fromSeed(`chrono-model-bots-${g}`);
    for (let step = 0; step < 300 && s.phase !== "over"; step++) {
      const seat = engine.activeSeats(s)[0];
      yield { v: engine.view(s, seat) as ChronoState, seat };
      s = engine.apply(s, seat, engine.bot(s, seat, rng, step % 3 === 0 ? "random" : "greedy")).state;
    }
  }
}

/** The board's source for an action (what the player clicks first), and its target, or null for buttons. */
function sourceOf(a: ChronoAction, v: ChronoState): { src: Source; target: TargetRef | null } | null {
  const owner = (uid: number) => v.players.findIndex((p) => p.field.some((c) => c.uid === uid));
  switch (a.type) {
    case "attack":
      return { src: { kind: "attacker", uid: a.attacker }, target: { kind: "character", seat: owner(a.target), uid: a.target } };
    case "attackPlayer":
      return { src: { kind: "attacker", uid: a.attacker }, target: { kind: "player", seat: a.seat } };
    case "bless":
      return { src: { kind: "card", card: a.card }, target: { kind: "character", seat: owner(a.target), uid: a.target } };
    case "blessPlayer":
      return { src: { kind: "card", card: a.card }, target: { kind: "player", seat: a.seat } };
    case "place":
      return { src: { kind: "card", card: a.card }, target: a.target === undefined ? null : { kind: "character", seat: owner(a.target), uid: a.target } };
    case "setTrap":
      return { src: { kind: "card", card: a.card }, target: null };
    default:
      return null;
  }
}

test("asChronoView accepts a chrono view and nothing else", () => {
  const s = engine.setup({ decks: [] }, "parse", 3);
  expect(asChronoView(engine.view(s, 0))).not.toBeNull();
  expect(asChronoView(JSON.parse(JSON.stringify(engine.view(s, "spectator"))))).not.toBeNull();
  expect(asChronoView({ game: "cfe", players: [] })).toBeNull();
  expect(asChronoView(null)).toBeNull();
});

test.each([2, 4, 6])("%i seats: every legal move with a source is one click on a lit target (or one button), and only legal moves are lit as legal", (seats) => {
  let checked = 0;
  let attacks = 0;
  for (const { v, seat } of positions(seats === 2 ? 3 : 1, seats)) {
    const actions = legal(v, seat);
    expect(actions).toEqual(engine.legalActions(v, seat));
    expect(actorOf(v)).toBe(seat);
    const sources = new Map<string, Source>();
    for (const a of actions) {
      const way = sourceOf(a, v);
      if (!way) continue;
      sources.set(JSON.stringify(way.src), way.src);
      if (way.target) {
        const lit = targetsFor(v, seat, way.src, actions).find((t) => targetKey(t.target) === targetKey(way.target!));
        expect(lit).toEqual({ target: way.target, legal: true });
      }
      expect(actionFor(actions, way.src, way.target)).toEqual(a);
      checked++;
      if (a.type === "attack" || a.type === "attackPlayer") attacks++;
    }
    // The other way round: whatever the board lights as legal is an action the engine lists.
    for (const src of sources.values())
      for (const t of targetsFor(v, seat, src, actions)) {
        const a = actionFor(actions, src, t.target);
        expect(t.legal).toBe(a !== null);
        if (a) expect(actions).toContainEqual(a);
      }
  }
  expect(checked).toBeGreaterThan(100);
  expect(attacks).toBeGreaterThan(0);
});

test("attack previews are the engine's own numbers, on the seat's view", () => {
  let seen = 0;
  for (const { v, seat } of positions(2, 3)) {
    for (const a of legal(v, seat)) {
      if (a.type !== "attack" && a.type !== "attackPlayer") continue;
      const target: TargetRef = a.type === "attack" ? { kind: "character", seat: v.players.findIndex((p) => p.field.some((c) => c.uid === a.target)), uid: a.target } : { kind: "player", seat: a.seat };
      expect(previewFor(v, seat, { kind: "attacker", uid: a.attacker }, target)).toEqual({ attack: previewAttack(v, seat, a.attacker, target) });
      seen++;
    }
  }
  expect(seen).toBeGreaterThan(0);
});

test("the six phases of the turn light in order", () => {
  expect(["discard", "draw", "deploy", "attack", "prepare", "trim", "opening", "attr", "over"].map((p) => turnPhaseOf(p as ChronoState["phase"]))).toEqual(["discard", "draw", "deploy", "deploy", "prepare", "end", null, null, null]);
});

test("hands sort characters, then effects, then traps", () => {
  const s = engine.setup({ decks: [] }, "sort", 2);
  const all = [...s.players[0].decks.trap.slice(0, 2), ...s.players[0].decks.effect.slice(0, 2), ...s.players[0].decks.character.slice(0, 2)];
  const kinds = sortHand(s, all).map((c) => (c % 64 < 16 ? "c" : c % 64 < 28 ? "e" : "t"));
  expect(kinds).toEqual(["c", "c", "e", "e", "t", "t"]);
});

test("sprung traps: named by the event data, else the newest trap cards in the owner's 回收場", () => {
  // Find a position right after a trap sprang in a seeded game.
  for (let g = 0; g < 20; g++) {
    let s = engine.setup({ decks: [] }, `trap-${g}`, 4);
    const rng = Rng.fromSeed(`trap-bots-${g}`);
    for (let step = 0; step < 600 && s.phase !== "over"; step++) {
      const seat = engine.activeSeats(s)[0];
      const r = engine.apply(s, seat, engine.bot(s, seat, rng, "greedy"));
      s = r.state;
      const lines = r.events.filter((e) => !e.visibleTo).map((e) => ({ seq: 7, type: e.type, seat: e.seat ?? -1, zh: e.zh, en: e.en, ...(e.data ? { data: e.data } : {}) }));
      const sprung = lines.filter((l) => l.type === "trap");
      if (sprung.length === 0) continue;
      const expected = sprung.map((l) => ({ seat: l.seat, trap: (l.data as { trap: string }).trap }));
      const view = engine.view(s, "spectator") as ChronoState;
      const withData = trapReveals({ seq: 7, events: lines }, view);
      expect(withData.map(({ seat, trap }) => ({ seat, trap }))).toEqual(expected);
      const withoutData = trapReveals({ seq: 7, events: lines.map(({ data: _drop, ...l }) => l) }, view);
      expect(withoutData.map(({ seat, trap }) => ({ seat, trap }))).toEqual(expected);
      expect(new Set(withData.map((r) => r.key)).size).toBe(withData.length);
      return;
    }
  }
  throw new Error("no trap sprang in 20 seeded games");
});
