import { z } from "zod";
import { ContentError } from "../../core/errors";
import { Rng, seedRng } from "../../core/rng";
import { ATTR_ZH, findDef, READY_DECK_BY_ID } from "./content";
import { SEAT_SLOTS } from "./state";
import { ATTRS, type Attr, type CardId, type ChronoState, type Kind, type Phase, type PlayerState } from "./types";

/**
 * A fixed position from a readable spec (tests, perft, scenario files). Cards are named (id, zh or en name); each
 * named card is a new physical card of its seat, so the card count stays exact. Decks are empty unless a ready deck
 * is named (then shuffled with the seed). Defaults: round 3, seat 0 first and to play, the 出場 phase.
 */
const Name = z.string().min(1);
const AttrRef = z.union([z.enum(ATTRS), z.enum(["金", "木", "水", "火", "草"])]);
const FieldSpec = z
  .object({ card: Name, effects: z.array(Name).default([]), damage: z.number().int().min(0).default(0), frozen: z.boolean().default(false), atkPenalty: z.number().int().min(0).default(0), attacks: z.number().int().min(0).default(0), sealed: z.boolean().default(false) })
  .strict();
const PlayerSpec = z
  .object({
    attr: AttrRef,
    time: z.number().int().min(0).default(12),
    hand: z.array(Name).default([]),
    field: z.array(z.union([Name, FieldSpec])).default([]),
    traps: z.array(Name).default([]),
    playerEffects: z.array(Name).default([]),
    graveyard: z.array(Name).default([]),
    /** A ready deck id (shuffled with the seed) or "empty" (the default). */
    deck: z.string().default("empty"),
  })
  .strict();
export const PositionSchema = z
  .object({
    players: z.array(PlayerSpec).min(2).max(8),
    firstSeat: z.number().int().min(0).default(0),
    current: z.number().int().min(0).default(0),
    round: z.number().int().min(1).default(3),
    phase: z.enum(["discard", "draw", "deploy", "attack", "prepare", "trim"]).default("deploy"),
  })
  .strict();
export type PositionSpec = z.input<typeof PositionSchema>;

const toAttr = (a: z.infer<typeof AttrRef>): Attr => (ATTRS as readonly string[]).includes(a) ? (a as Attr) : ATTRS.find((x) => ATTR_ZH[x] === a)!;

export function buildPosition(spec: PositionSpec, seed = "position"): ChronoState {
  const p = PositionSchema.parse(spec);
  const seats = p.players.length;
  const rng = new Rng(seedRng(seed));
  const cards: string[] = new Array(seats * SEAT_SLOTS).fill("");
  const problems: string[] = [];
  let uid = 0;
  const sealed: CardId[] = [];
  const players: PlayerState[] = p.players.map((ps, seat) => {
    let next = seat * SEAT_SLOTS;
    const make = (ref: string, kind?: Kind): CardId => {
      const d = findDef(ref);
      if (!d) problems.push(`seat ${seat}: no card "${ref}"`);
      else if (kind && d.kind !== kind) problems.push(`seat ${seat}: "${ref}" is not a ${kind} card`);
      if (next >= (seat + 1) * SEAT_SLOTS) problems.push(`seat ${seat}: more than ${SEAT_SLOTS} cards`);
      cards[next] = d?.id ?? "";
      return next++;
    };
    const deck = ps.deck === "empty" ? undefined : READY_DECK_BY_ID[ps.deck];
    if (ps.deck !== "empty" && !deck) problems.push(`seat ${seat}: no ready deck "${ps.deck}"`);
    const decks = { character: rng.shuffle((deck?.characters ?? []).map((c) => make(c))), effect: rng.shuffle((deck?.effects ?? []).map((c) => make(c))), trap: rng.shuffle((deck?.traps ?? []).map((c) => make(c))) };
    const field = ps.field.map((f) => {
      const fs = typeof f === "string" ? FieldSpec.parse({ card: f }) : f;
      const card = make(fs.card, "character");
      if (fs.sealed) sealed.push(card);
      return { uid: uid++, card, damage: fs.damage, effects: fs.effects.map((e) => make(e, "effect")), atkPenalty: fs.atkPenalty, frozen: fs.frozen, attacks: fs.attacks };
    });
    return {
      attr: toAttr(ps.attr),
      roll: ATTRS.indexOf(toAttr(ps.attr)) + 1,
      time: ps.time,
      alive: ps.time > 0,
      position: (seat - p.firstSeat + seats) % seats,
      hand: ps.hand.map((c) => make(c)),
      decks,
      field,
      traps: ps.traps.map((c) => make(c, "trap")),
      playerEffects: ps.playerEffects.map((c) => make(c, "effect")),
      graveyard: ps.graveyard.map((c) => make(c)),
      owedDraws: 0,
    };
  });
  if (problems.length) throw new ContentError("chrono_bad_position", problems);
  if (p.current >= seats || p.firstSeat >= seats) throw new ContentError("chrono_bad_position", ["current / firstSeat is not a seat"]);
  const s: ChronoState = {
    game: "chrono",
    seats,
    cards,
    players,
    sealed,
    specialUsed: [],
    rerolls: [],
    firstSeat: p.firstSeat,
    round: p.round,
    turn: p.round * seats,
    current: p.current,
    phase: p.phase as Phase,
    fog: 0,
    nextUid: uid,
    winners: [],
    endReason: null,
    rng: seedRng(`${seed}:rng`),
  };
  return s;
}
