import { z } from "zod";
import type { GameEvent } from "../../core/engine";
import { ContentError } from "../../core/errors";
import { Rng, seedRng } from "../../core/rng";
import { ATTR_EN, ATTR_ZH, compensationFor, READY_DECKS, ROLL_TO_ATTR, RULES } from "./content";
import { DeckChoiceSchema, deckCards, deckProblems, type DeckChoice } from "./decks";
import { advance } from "./flow";
import { emit, nameEn, nameZh, seatEn, seatZh } from "./text";
import { SEAT_SLOTS, type Ctx } from "./state";
import type { ChronoState, PlayerState } from "./types";

/** Table options. `{}` = every seat gets a different ready deck dealt by the RNG, and the d6 decides who starts. */
export const ChronoOptionsSchema = z
  .object({
    /** Per seat: a ready deck id, "random", or a custom list; missing seats get "random". */
    decks: z.array(DeckChoiceSchema).max(8).default([]),
    /** Seat that goes first, when agreed beforehand (measurements, rematches); the attribute roll still happens. */
    firstPlayer: z.number().int().min(0).max(7).optional(),
  })
  .strict()
  .superRefine((o, ctx) => {
    o.decks.forEach((d, seat) => deckProblems(d).forEach((p) => ctx.addIssue({ code: "custom", path: ["decks", seat], message: `seat ${seat + 1}: ${p.code}: ${p.en} / ${p.zh}` })));
  });
export type ChronoOptions = z.infer<typeof ChronoOptionsSchema>;

/** A custom deck list is its owner's secret until its cards show; ready deck ids are public content. */
export function publicOptions(o: ChronoOptions): unknown {
  return { ...o, decks: o.decks.map((d) => (typeof d === "string" ? d : "custom")) };
}

/**
 * The first player [SEED 遊玩 3]: the lowest roll; players tied for it re-roll among themselves until one is lowest
 * (the online 猜拳, AMB-10). Only the order is re-rolled; attributes stay from the first roll.
 */
export function decideFirst(rolls: readonly number[], rollDie: () => number): { first: number; rerolls: number[][] } {
  const low = Math.min(...rolls);
  let tied = rolls.flatMap((r, seat) => (r === low ? [seat] : []));
  const rerolls: number[][] = [];
  while (tied.length > 1) {
    const again = tied.map(() => rollDie());
    rerolls.push(again);
    const min = Math.min(...again);
    tied = tied.filter((_, i) => again[i] === min);
  }
  return { first: tied[0], rerolls };
}

export function setupChrono(options: ChronoOptions, seed: string, seatCount: number): ChronoState {
  return setupWithEvents(options, seed, seatCount).state;
}

export function setupWithEvents(options: ChronoOptions, seed: string, seatCount: number): { state: ChronoState; events: GameEvent[] } {
  if (!Number.isInteger(seatCount) || seatCount < 2 || seatCount > 8) throw new RangeError(`時序之戰 is played by 2–8 players, not ${seatCount}`);
  if (options.decks.length > seatCount) throw new ContentError("chrono_invalid_deck", [`${options.decks.length} deck lists for ${seatCount} seats`]);
  if (options.firstPlayer !== undefined && options.firstPlayer >= seatCount) throw new ContentError("chrono_bad_options", [`firstPlayer ${options.firstPlayer} with ${seatCount} seats`]);
  const rngState = seedRng(seed);
  const rng = new Rng(rngState);
  const dealt = rng.shuffle(READY_DECKS.map((d) => d.id));
  const choices: DeckChoice[] = Array.from({ length: seatCount }, (_, seat) => {
    const c = options.decks[seat] ?? "random";
    return c === "random" ? dealt[seat % dealt.length] : c;
  });
  const cards: string[] = new Array(seatCount * SEAT_SLOTS).fill("");
  const players: PlayerState[] = choices.map((choice, seat) => {
    const [chars, effects, traps] = deckCards(choice);
    let next = seat * SEAT_SLOTS;
    // Ids are given in a shuffled order, so a card id says nothing about a custom list's order or its deck position.
    const make = (ids: string[]) => rng.shuffle([...ids]).map((id) => { cards[next] = id; return next++; });
    return {
      attr: null,
      roll: 0,
      time: RULES.startTime.value,
      alive: true,
      position: 0,
      hand: [],
      decks: { character: rng.shuffle(make(chars)), effect: rng.shuffle(make(effects)), trap: rng.shuffle(make(traps)) },
      field: [],
      traps: [],
      playerEffects: [],
      graveyard: [],
      owedDraws: 0,
    };
  });
  const s: ChronoState = { game: "chrono", seats: seatCount, cards, players, sealed: [], specialUsed: [], rerolls: [], firstSeat: 0, round: 0, turn: 0, current: 0, phase: "attr", fog: 0, nextUid: 0, winners: [], endReason: null, rng: rngState };
  const x: Ctx = { s, events: [] };
  // [SEED 遊玩 2] one d6 each: 1 金 2 木 3 水 4 火 5 草, 6 = the player chooses.
  players.forEach((p, seat) => {
    p.roll = rng.die(6);
    p.attr = p.roll === RULES.rollAnyAttr.value ? null : ROLL_TO_ATTR[String(p.roll)];
    emit(x, "roll", `${seatZh(seat)}擲出 ${p.roll}：${p.attr ? `${ATTR_ZH[p.attr]}屬性` : "可任選屬性"}。`, `${seatEn(seat)} rolls ${p.roll}: ${p.attr ? ATTR_EN[p.attr] : "free choice of attribute"}.`, { seat, roll: p.roll, attr: p.attr }, { seat });
  });
  const order = options.firstPlayer !== undefined ? { first: options.firstPlayer, rerolls: [] } : decideFirst(players.map((p) => p.roll), () => rng.die(6));
  s.firstSeat = order.first;
  s.rerolls = order.rerolls;
  emit(x, "first_player", `${seatZh(s.firstSeat)}先攻，依座位順時針進行。`, `${seatEn(s.firstSeat)} goes first; play goes clockwise.`, { seat: s.firstSeat, rerolls: s.rerolls }, { seat: s.firstSeat });
  players.forEach((p, seat) => {
    p.position = (seat - s.firstSeat + seatCount) % seatCount;
    const comp = compensationFor(seatCount, p.position);
    p.time += comp.extraTime ?? 0;
    for (let i = 0; i < (comp.freeTraps ?? 0) && p.decks.trap.length > 0; i++) p.traps.push(p.decks.trap.shift()!);
    for (let i = 0; i < (comp.startCharacters ?? 0) && p.decks.character.length > 0; i++) {
      const card = p.decks.character.shift()!;
      p.field.push({ uid: s.nextUid++, card, damage: 0, effects: [], atkPenalty: 0, frozen: false, attacks: 0 });
      emit(x, "placed", `${seatZh(seat)}（座位補償）以${nameZh(s, card)}開局。`, `${seatEn(seat)} (seat compensation) starts with ${nameEn(s, card)} on the field.`, { seat, card, auto: true }, { seat });
    }
    if (comp.freeTraps) emit(x, "set_trap", `${seatZh(seat)}（座位補償）覆蓋了 ${p.traps.length} 張陷阱卡。`, `${seatEn(seat)} (seat compensation) starts with ${p.traps.length} trap${p.traps.length === 1 ? "" : "s"} set.`, { seat, count: p.traps.length }, { seat });
  });
  s.current = s.firstSeat;
  advance(x);
  return { state: s, events: x.events };
}

