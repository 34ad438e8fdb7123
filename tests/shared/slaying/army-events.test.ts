/**
 * The army's turn as live tables receive it (the engine sets `liveEventData`, so every line's data goes out): each
 * step is a line with structured data that agrees with the position (the move chosen from the cards at the
 * positions it names, why, the HP it leaves), the text reads in both languages, and no line's data names a card its
 * readers may not see — the public lines none hidden from a spectator, a private line none hidden from its seats.
 */
import type { GameEvent } from "../../../shared/src/core/engine";
import { Rng } from "../../../shared/src/core/rng";
import { slayingEngine as engine, SlayingOptionsSchema, type SlayingState } from "../../../shared/src/games/slaying";
import { healTeam } from "../../../shared/src/games/slaying/hp";
import { cardsNamed, leakedInLine } from "../../support/slayingLeaks";

const STEP_TYPES = ["army_turn", "army_select", "army_draw", "army_turn_end"];
const CJK_PUNCTUATION = /[，。：；（）、！？「」]/;

interface Tally {
  armyTurns: number;
  selects: number;
  lines: number;
  cardsInData: number;
  types: Set<string>;
  reasons: Set<string>;
}

function playGame(seats: number, options: Record<string, unknown>, seed: string, tally: Tally): void {
  let s: SlayingState = engine.setup(SlayingOptionsSchema.parse(options), seed, seats);
  const rng = Rng.fromSeed(`${seed}/bots`);
  let teamHp = s.team.hp;
  for (let n = 0; n < 5000 && engine.activeSeats(s).length; n++) {
    const seat = engine.activeSeats(s)[0];
    const before = s;
    const { state, events } = engine.apply(s, seat, engine.bot(s, seat, rng, n % 7 === 0 ? "random" : "greedy"));
    s = state;
    let inArmyTurn = false;
    events.forEach((e: GameEvent, i) => {
      const where = `${seed} action ${n} line ${i} (${e.type})`;
      tally.lines++;
      tally.types.add(e.type);
      expect({ where, zh: e.zh.length > 0, en: e.en.length > 0, enPunctuation: CJK_PUNCTUATION.test(e.en) }).toEqual({ where, zh: true, en: true, enPunctuation: false });
      // Live data: public lines name nothing a spectator may not see; private lines nothing their seats may not see.
      const readers = e.visibleTo ?? ["spectator" as const];
      for (const viewer of readers) expect({ where, viewer, leaked: leakedInLine(e, before, s, viewer, events) }).toEqual({ where, viewer, leaked: [] });
      tally.cardsInData += cardsNamed(e.data).length;
      if (e.type === "team_hp") teamHp = (e.data as { hp: number }).hp;
      if (e.type === "army_turn") {
        inArmyTurn = true;
        tally.armyTurns++;
      }
      if (!inArmyTurn) return;
      expect({ where, data: !!e.data }).toEqual({ where, data: true });
      if (e.type === "army_select") checkSelect(e, before, where, tally);
      if (e.type === "army_turn_end") {
        inArmyTurn = false;
        expect({ where, teamHp: (e.data as { teamHp: number }).teamHp }).toEqual({ where, teamHp });
      }
    });
  }
  expect(engine.result(s)).not.toBeNull();
}

/** The chosen move's cards are the army's hand at the named positions (1-based), and it says why. */
function checkSelect(e: GameEvent, before: SlayingState, where: string, tally: Tally): void {
  const d = e.data as { hand: number[]; positions: number[]; cards: number[]; move: string; reason: string; candidates: { move: string; positions: number[] }[] };
  tally.selects++;
  tally.reasons.add(d.reason);
  expect({ where, hand: d.hand }).toEqual({ where, hand: before.army.hand.map((c) => c.card) });
  expect({ where, cards: d.cards }).toEqual({ where, cards: d.positions.map((p) => d.hand[p - 1]) });
  if (d.reason !== "no_match") expect({ where, chosenAmongCandidates: d.candidates.some((c) => c.move === d.move && c.positions.join() === d.positions.join()) }).toEqual({ where, chosenAmongCandidates: true });
}

test("every army step is a line with data that agrees with the position; no live line names a card its readers may not see", () => {
  const tally: Tally = { armyTurns: 0, selects: 0, lines: 0, cardsInData: 0, types: new Set(), reasons: new Set() };
  const games: [number, Record<string, unknown>][] = [
    [1, {}],
    [3, {}],
    [3, { privateHands: true }],
    [5, { difficulty: "hero" }],
  ];
  games.forEach(([seats, options], g) => playGame(seats, options, `army-events/${g}`, tally));
  for (const type of STEP_TYPES) expect(tally.types).toContain(type);
  expect(tally.armyTurns).toBeGreaterThan(60);
  expect(tally.selects).toBeGreaterThan(40);
  expect(tally.reasons.size).toBeGreaterThan(2);
  // The data do name cards (the army's revealed hand, formations): the leak check has something to look at.
  expect(tally.cardsInData).toBeGreaterThan(300);
});

test("the scan catches a deck card named in a line's data (positive control)", () => {
  const s = engine.setup(SlayingOptionsSchema.parse({}), "army-events/control", 3);
  const line = { type: "army_draw", zh: "", en: "", data: { cards: [s.pile.deck[0]] } };
  expect(leakedInLine(line, s, s, "spectator")).toEqual([s.pile.deck[0]]);
  expect(leakedInLine(line, s, s, 0)).toEqual([s.pile.deck[0]]);
});

test("a heal at full HP says so instead of '+0'; a heal below the maximum gives the gain", () => {
  const s = engine.setup(SlayingOptionsSchema.parse({}), "army-events/full", 1);
  const events: GameEvent[] = [];
  const cause = { zh: "霜爪（相生）", en: "Frost Claw (generating)" };
  expect(healTeam(s, 10, events, cause)).toBe(0);
  expect([events[0].zh, events[0].en]).toEqual(["霜爪（相生）：隊伍生命已滿（200/200）。", "Frost Claw (generating): team HP already full (200/200)."]);
  s.team.hp = 195;
  expect(healTeam(s, 10, events, cause)).toBe(5);
  expect([events[1].zh, events[1].en]).toEqual(["霜爪（相生）：隊伍生命 +5（200/200）。", "Frost Claw (generating): team HP +5 (200/200)."]);
});
