import { z } from "zod";
import { ATTRS, KINDS } from "./types";

/**
 * Player actions (zod). Cards are card ids (a seat's own hand), characters on the field are uids. A turn is a
 * chain of small decisions (spec §4.1): discard any cards one by one, draw card by card naming the deck, then one
 * 出場 option (place / attack / skip; attacking is a sequence of attacks), then one 備戰 option.
 */
const Card = z.number().int().min(0);
const Uid = z.number().int().min(0);
const Seat = z.number().int().min(0).max(7);

export const ChronoActionSchema = z.discriminatedUnion("type", [
  /** Setup: a player who rolled 6 picks their attribute [SEED 遊玩 2]. */
  z.object({ type: z.literal("chooseAttr"), attr: z.enum(ATTRS) }).strict(),
  /** The opening hand, the 抽牌 phase and effect draws: one card from the named deck (AMB-9). */
  z.object({ type: z.literal("draw"), deck: z.enum(KINDS) }).strict(),
  /** 棄牌 phase (any number, one at a time), or down to 7 at the end of the turn. */
  z.object({ type: z.literal("discard"), card: Card }).strict(),
  z.object({ type: z.literal("endDiscard") }).strict(),
  /** 出場 (1): place a character; `target` names the pick of its 出場時 special when it has one (停擺, 漲潮). */
  z.object({ type: z.literal("place"), card: Card, target: Uid.optional() }).strict(),
  /** 出場 (2): choose to attack (迷霧 may fire), then attack one by one. */
  z.object({ type: z.literal("beginAttack") }).strict(),
  z.object({ type: z.literal("attack"), attacker: Uid, target: Uid }).strict(),
  z.object({ type: z.literal("attackPlayer"), attacker: Uid, seat: Seat }).strict(),
  z.object({ type: z.literal("endAttack") }).strict(),
  /** 備戰 (1): 加持 an effect on a character or on a player. */
  z.object({ type: z.literal("bless"), card: Card, target: Uid }).strict(),
  z.object({ type: z.literal("blessPlayer"), card: Card, seat: Seat }).strict(),
  /** 備戰 (2): set a trap face-down. */
  z.object({ type: z.literal("setTrap"), card: Card }).strict(),
  /** 出場 (3) / 備戰 (3): skip the phase. */
  z.object({ type: z.literal("skip") }).strict(),
]);
export type ChronoAction = z.infer<typeof ChronoActionSchema>;
