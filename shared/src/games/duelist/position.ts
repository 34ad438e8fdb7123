import { z } from "zod";
import { ContentError } from "../../core/errors";
import { seedRng } from "../../core/rng";
import { KEYWORDS, RULES, cardDef, unitDef } from "./content";
import { findCard } from "./deck";
import { hpFor } from "./mechanics";
import type { Card, DuelState, Keywords, PlayerState, Unit } from "./types";

/**
 * Positions for tests and scenario files: a main-phase position written by card names, with any stat of a hero on
 * the field set directly (design §5 "custom" test heroes are a pool card with its numbers overridden). Card ids are
 * given in order: seat 0's deck, hand, field, discard, then seat 1's.
 */
const CardSpec = z.union([z.string(), z.object({ card: z.string(), cost: z.number().int().min(0).optional() }).strict()]);
const KeywordsSpec = z.object(Object.fromEntries(KEYWORDS.map((k) => [k, z.number().int().min(0).optional()])) as Record<keyof Keywords, z.ZodOptional<z.ZodNumber>>).strict();
const UnitSpec = z.union([
  z.string(),
  z
    .object({
      card: z.string(),
      slot: z.number().int().min(0).optional(),
      /** The 命運 it entered with (default printed); 生命 follows from it unless given. */
      cost: z.number().int().min(0).optional(),
      hp: z.number().int().min(1).optional(),
      maxHp: z.number().int().min(1).optional(),
      zui: z.number().int().min(0).optional(),
      an: z.number().int().min(0).optional(),
      tong: z.number().int().min(1).optional(),
      /** Abilities to set (the printed ones stay unless overridden). */
      kw: KeywordsSpec.optional(),
      attacksLeft: z.number().int().min(0).optional(),
    })
    .strict(),
]);
const PlayerSpec = z
  .object({
    base: z.number().int().min(1).optional(),
    mana: z.number().int().min(0).max(10).optional(),
    maxMana: z.number().int().min(0).max(10).optional(),
    hand: z.array(CardSpec).max(10).default([]),
    /** Top first. */
    deck: z.array(CardSpec).default([]),
    board: z.array(UnitSpec.nullable()).max(8).default([]),
    discard: z.array(CardSpec).default([]),
    turnsTaken: z.number().int().min(0).optional(),
    fatigue: z.number().int().min(0).optional(),
    deckName: z.string().optional(),
  })
  .strict();
export const PositionSchema = z
  .object({
    first: z.union([z.literal(0), z.literal(1)]).default(0),
    active: z.union([z.literal(0), z.literal(1)]).default(0),
    /** Turns started so far (both players). */
    turn: z.number().int().min(1).optional(),
    players: z.tuple([PlayerSpec, PlayerSpec]).default([{}, {}] as never),
  })
  .strict();
export type PositionSpec = z.input<typeof PositionSchema>;

export function buildPosition(spec: PositionSpec, seed = "position"): DuelState {
  const parsed = PositionSchema.safeParse(spec);
  if (!parsed.success) throw new ContentError("duelist_bad_position", parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`));
  const pos = parsed.data;
  let nextId = 0;
  const problems: string[] = [];
  const def = (name: string, where: string): string => {
    const d = findCard(name);
    if (!d) problems.push(`${where}: no card "${name}"`);
    return d?.id ?? "tang-jiaojiao";
  };
  const card = (c: z.infer<typeof CardSpec>, where: string): Card => {
    const name = typeof c === "string" ? c : c.card;
    const id = def(name, where);
    return { id: nextId++, def: id, cost: typeof c === "string" || c.cost === undefined ? cardDef(id).cost : c.cost };
  };
  const players = pos.players.map((ps, seat): PlayerState => {
    const idBase = nextId;
    const deck = ps.deck.map((c, i) => card(c, `seat ${seat} deck ${i}`));
    const hand = ps.hand.map((c, i) => card(c, `seat ${seat} hand ${i}`));
    const board: (Unit | null)[] = Array.from({ length: RULES.slots.value }, () => null);
    ps.board.forEach((us, i) => {
      if (us === null) return;
      const u = unit(typeof us === "string" ? { card: us } : us, nextId++, `seat ${seat} field ${i}`);
      const slot = typeof us === "string" || us.slot === undefined ? i : us.slot;
      if (slot >= board.length || board[slot]) problems.push(`seat ${seat}: slot ${slot} is taken or missing`);
      else board[slot] = u;
    });
    const discard = ps.discard.map((c, i) => card(c, `seat ${seat} discard ${i}`));
    const turnsTaken = ps.turnsTaken ?? 3;
    const maxMana = ps.maxMana ?? ps.mana ?? RULES.maxManaCap.value;
    return {
      base: ps.base ?? RULES.baseHp.value, maxMana, mana: ps.mana ?? maxMana, deck, hand, board, discard, turnsTaken, fatigue: ps.fatigue ?? 0,
      deckName: ps.deckName ?? "custom", idBase, deckCards: nextId - idBase, created: 0, ready: true,
    };
  });
  function unit(u: Exclude<z.infer<typeof UnitSpec>, string>, id: number, where: string): Unit {
    const d = unitDef(def(u.card, where));
    const cost = u.cost ?? d.cost;
    const hp = u.hp ?? hpFor(cost);
    const kw = { ...d.kw, ...Object.fromEntries(Object.entries(u.kw ?? {}).filter(([, v]) => v !== undefined)) } as Keywords;
    return { id, def: d.id, cost, hp, maxHp: u.maxHp ?? Math.max(hp, hpFor(cost)), zui: u.zui ?? d.zui, an: u.an ?? d.an, tong: u.tong ?? d.tong, kw, attacksLeft: u.attacksLeft ?? 1 + kw.chase, r1Zui: 0, r1Tong: 0 };
  }
  if (problems.length) throw new ContentError("duelist_bad_position", problems);
  const turn = pos.turn ?? players[0].turnsTaken + players[1].turnsTaken;
  return { game: "duelist", phase: "main", first: pos.first, active: pos.active, turn, players, nextId, winner: null, draw: false, endReason: null, rng: seedRng(seed) };
}
