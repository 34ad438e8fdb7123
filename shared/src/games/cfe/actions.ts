import { z } from "zod";

/** Player actions (zod). Card ids as in cards.ts. */
const CardIdSchema = z.number().int().min(0);

export const CfeActionSchema = z.discriminatedUnion("type", [
  /** Perform a formation with these cards; `formation` names it (required when the cards make several). */
  z.object({ type: z.literal("play"), cards: z.array(CardIdSchema).min(1).max(5), formation: z.string().optional() }).strict(),
  /** Only with an empty hand or under Cannot Act (§3.1). */
  z.object({ type: z.literal("pass") }).strict(),
  /** 棄牌回收 (optional rule §9.1), in the active window before the action. */
  z.object({ type: z.literal("recycle") }).strict(),
  /** 混沌: the cards of 下家's hand to put on top of the deck, first = top (§8.3). */
  z.object({ type: z.literal("chaos_pick"), cards: z.array(CardIdSchema).max(5) }).strict(),
  /** The turn draw: which newly drawn card to discard (§3.2). */
  z.object({ type: z.literal("discard"), card: CardIdSchema }).strict(),
]);
export type CfeAction = z.infer<typeof CfeActionSchema>;
