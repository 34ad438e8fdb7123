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
  /** 轉職 (英雄學派 §10.3): change to `profession`, showing these hand cards. An action, not a formation. */
  z.object({ type: z.literal("change"), profession: z.string().min(1), cards: z.array(CardIdSchema).min(1).max(5) }).strict(),
  /**
   * 發動 an activated profession ability (§10.3) in the active-effect window, before the action: `cards` are the cards
   * it discards; 幻術 / 幻朧 also name the virtual card's `element` and `level`.
   */
  z
    .object({
      type: z.literal("ability"),
      ability: z.string().min(1),
      cards: z.array(CardIdSchema).max(5),
      element: z.enum(["metal", "wood", "water", "fire", "earth"]).optional(),
      level: z.number().int().min(1).max(5).optional(),
    })
    .strict(),
  /** 啟示: which of the cards just drawn to keep (the rest are discarded). */
  z.object({ type: z.literal("revelation_pick"), card: CardIdSchema }).strict(),
]);
export type CfeAction = z.infer<typeof CfeActionSchema>;
