/**
 * 弒魔戰爭 on the wire, beyond the generic cases of wire.test.ts: hidden data the team shares (teammates' hands,
 * 偵查之眼's army cards) reaches every seat in the team's one secret and nobody else, and with private hands each seat
 * gets its own hand alone; every decoded state, after every frame, names no card its viewer may not see (the scan is
 * proven by planting one).
 */
import { Rng } from "../../../shared/src/core/rng";
import { splitLists, splitNumbers } from "../../../shared/src/core/wire";
import { HIDDEN } from "../../../shared/src/games/cfe/types";
import { buildSlayingPosition, hiddenCardIds, slayingEngine as engine, SlayingOptionsSchema, type SlayingState } from "../../../shared/src/games/slaying";
import { slayingWire } from "../../../shared/src/games/slaying/wire";
import { CARD_KEYS, cardsNamed, hiddenNamed } from "../../support/slayingLeaks";
import { WireHarness, type WireViewer } from "../../support/wire";

/** Numeric fields of the schema that are not cards (HP, counters, positions …). */
const NOT_CARDS = new Set(["seats", "deckCount", "current", "pendingSeat", "pendingCount", "turn", "extraTurns", "shield", "passiveCount", "cannotAct", "cannotDraw", "zone", "hp", "maxHp", "positions", "residualLevel", "turns", "remaining", "fetter", "scorchPerTick", "scorchTicks", "points", "weakHits", "seat", "stage", "attackBonus", "drawBonus", "base", "shards", "total", "alignment", "seq", "virtualSeat", "clockSeat", "turnSeconds", "responseSeconds", "turnDeadline", "spectators", "activeSeats"]);

function numericKeys(x: unknown, out = new Set<string>(), key = ""): Set<string> {
  if (Array.isArray(x)) x.forEach((v) => numericKeys(v, out, key));
  else if (x && typeof x === "object") for (const [k, v] of Object.entries(x)) numericKeys(v, out, k);
  else if (typeof x === "number") out.add(key);
  return out;
}

const decoded = (v: WireViewer) => v.decoder.state.toJSON() as { game: Record<string, any> };

function harness(state: SlayingState, viewers: (number | "spectator")[]) {
  const h = new WireHarness<SlayingState>(slayingWire);
  for (const v of viewers) h.join(v);
  h.sync(state);
  h.patch();
  return h;
}

/** The secret a seated viewer reads (the team's, or its own with private hands), as fromWire picks it. */
const secretOf = (game: Record<string, any>, seat: number) => (game.privateHands ? game.players[seat].secret : game.teammates.secret);

describe("shared hidden data: one team secret for every seat, none for spectators", () => {
  const options = (o: Record<string, unknown>) => SlayingOptionsSchema.parse(o);
  const scouted = (o: Record<string, unknown>) =>
    buildSlayingPosition({ zone: 1, cell: "B3", hands: [["金1", "木2"], ["水1"], ["火3", "土2"]], army: { hand: ["金3", "木2", "水1", "水4", "木5"], faceUp: 2 }, team: { tokens: ["scout_eye"] } }, { seats: 3, seed: "scout", options: options(o) });

  test("偵查之眼: every player decodes the army's face-down cards in the team's secret; the spectator gets card backs", () => {
    const s = scouted({});
    const h = harness(s, [0, 1, 2, "spectator"]);
    for (const v of h.viewers) {
      const game = decoded(v).game;
      game.players.forEach((p: { secret?: unknown }, seat: number) => {
        if (seat !== v.viewer) expect(p.secret).toBeUndefined();
      });
      if (v.viewer === "spectator") expect(game.teammates.secret).toBeUndefined();
      expect(h.seen(v)).toEqual(engine.view(s, v.viewer));
      // Public fields carry card backs only; the face-down cards are in this seat's secret alone.
      expect(splitNumbers(game.army.hand).slice(2)).toEqual([HIDDEN, HIDDEN, HIDDEN]);
      if (v.viewer === "spectator") expect(h.seen(v).army.hand.slice(2).every((c) => c.card === HIDDEN)).toBe(true);
      else expect(splitNumbers(secretOf(game, v.viewer).armyHand)).toEqual(s.army.hand.map((c) => c.card));
    }
  });

  test("hands: teammates all hold the team's secret with every hand; with private hands, each only its own", () => {
    for (const privateHands of [false, true]) {
      const s = scouted({ privateHands });
      const h = harness(s, [0, 1, 2, "spectator"]);
      for (const v of h.viewers.filter((x) => x.viewer !== "spectator")) {
        const seat = v.viewer as number;
        const game = decoded(v).game;
        const secret = secretOf(game, seat) as { handsSeen: string; hands: string };
        // The secret not in use is absent.
        expect(privateHands ? game.teammates.secret : game.players[seat].secret).toBeUndefined();
        const sees = s.players.map((_, other) => other === seat || !privateHands);
        expect(splitNumbers(secret.handsSeen)).toEqual(s.players.flatMap((_, other) => (sees[other] ? [other] : [])));
        expect(splitLists(secret.hands)).toEqual(s.players.map((p, other) => (sees[other] ? p.hand : [])));
      }
      const spectator = h.viewers.find((x) => x.viewer === "spectator")!;
      expect(decoded(spectator).game.players.every((p: { secret?: unknown }) => p.secret === undefined)).toBe(true);
      expect(decoded(spectator).game.teammates.secret).toBeUndefined();
    }
  });
});

describe("no decoded state names a card its viewer may not see", () => {
  /** Seeded games through the harness (1–3 actions a patch, a late joiner), every viewer scanned after every patch. */
  function play(seats: number, opts: Record<string, unknown>, seed: string, check: (v: WireViewer, s: SlayingState) => void) {
    let s = engine.setup(SlayingOptionsSchema.parse(opts), seed, seats);
    const rng = Rng.fromSeed(`${seed}/bots`);
    const h = harness(s, [...Array.from({ length: seats }, (_, i) => i), "spectator"]);
    let n = 0;
    while (engine.activeSeats(s).length && n < 5000) {
      for (let k = 1 + rng.int(3); k > 0 && engine.activeSeats(s).length; k--, n++) {
        const seat = engine.activeSeats(s)[0];
        s = engine.apply(s, seat, engine.bot(s, seat, rng, n % 4 ? "greedy" : "random")).state;
        h.sync(s);
      }
      h.patch();
      if (n > 40 && h.viewers.length === seats + 1) h.join("spectator");
      for (const v of h.viewers) check(v, s);
    }
    return s;
  }

  test.each([
    [3, {}, "three players"],
    [4, { privateHands: true, difficulty: "easy" }, "four players, private hands"],
    [5, { difficulty: "hero" }, "five players, 英雄"],
  ])("%i seats (%s)", (seats, opts, label) => {
    let scanned = 0;
    let teammateCards = 0;
    const final = play(seats, opts, `slaying-wire/${label}`, (v, s) => {
      const json = decoded(v);
      // Checked in plain code at every patch and viewer; jest's matchers (a stack captured per call) run only on a
      // failure, for their message. The cards named are collected once per check rather than once per teammate card.
      const leaked = hiddenNamed(json.game, s, v.viewer);
      if (leaked.length) expect({ viewer: v.viewer, seq: s.turn, leaked }).toEqual({ viewer: v.viewer, seq: s.turn, leaked: [] });
      const namedList = cardsNamed(json.game);
      scanned += namedList.length;
      const named = new Set(namedList);
      if (typeof v.viewer === "number" && !s.options.privateHands) teammateCards += s.players.filter((_, i) => i !== v.viewer).flatMap((p) => p.hand).filter((c) => named.has(c)).length;
      for (const key of numericKeys(json)) if (!CARD_KEYS.has(key) && !NOT_CARDS.has(key)) expect(NOT_CARDS).toContain(key);
    });
    expect(engine.result(final)).not.toBeNull();
    expect(scanned).toBeGreaterThan(1000);
    if (!(opts as { privateHands?: boolean }).privateHands) expect(teammateCards).toBeGreaterThan(100);
  });

  test("positive control: a face-down army card or a deck card planted in a public field is found", () => {
    const s = engine.setup(SlayingOptionsSchema.parse({}), "plant", 3);
    const h = harness(s, [0, "spectator"]);
    const [player, spectator] = h.viewers;
    expect(hiddenNamed(decoded(spectator).game, s, "spectator")).toEqual([]);
    const faceDown = s.army.hand[2].card;
    const deckCard = s.pile.deck[7];
    h.root.game.army.hand = splitNumbers(h.root.game.army.hand).map((c, i) => (i === 2 ? faceDown : c)).join(",");
    h.root.game.discard.push(deckCard);
    h.patch();
    expect(hiddenNamed(decoded(spectator).game, s, "spectator").sort()).toEqual([faceDown, deckCard].sort());
    expect(hiddenNamed(decoded(player).game, s, 0).sort()).toEqual([faceDown, deckCard].sort());
    expect(hiddenCardIds(s, 0)).toContain(faceDown);
  });
});
