import { z } from "zod";

/** Player actions (zod). Cards and heroes are named by card id (a hero on the field keeps the id of its card). */
const Id = z.number().int().min(0);

export const DuelActionSchema = z.discriminatedUnion("type", [
  /** Opening mulligan (design §1.1): the cards of the opening hand to shuffle back (any number, once). */
  z.object({ type: z.literal("mulligan"), cards: z.array(Id).max(10) }).strict(),
  /** 召喚 a 江湖人 card from the hand into an empty slot (0-based), paying its current 命運. */
  z.object({ type: z.literal("summon"), card: Id, slot: z.number().int().min(0).max(7) }).strict(),
  /** Use a 秘笈 card from the hand (it resolves or fails: SEED §8). */
  z.object({ type: z.literal("cast"), card: Id }).strict(),
  /** Attack with a hero: an enemy hero's id (交鋒), or the 本陣 by stab (empty enemy field) or darts. */
  z.object({ type: z.literal("attack"), unit: Id, target: z.union([Id, z.literal("base-stab"), z.literal("base-dart")]) }).strict(),
  /** End the turn; each 醫術 holder may name the friendly hero it heals (default: the one missing most 生命). */
  z.object({ type: z.literal("endTurn"), heal: z.array(z.object({ holder: Id, target: Id }).strict()).min(1).max(8).optional() }).strict(),
  /** Give up (design §1.15): allowed at any time, for either seat. */
  z.object({ type: z.literal("concede") }).strict(),
]);
export type DuelAction = z.infer<typeof DuelActionSchema>;
