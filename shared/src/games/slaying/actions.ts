import { z } from "zod";

/** Player actions (zod), in the order of the turn (spec §7.1). Card ids are the 五行戰鬥牌 ids. */
const CardIdSchema = z.number().int().min(0);
const ElementSchema = z.enum(["metal", "wood", "water", "fire", "earth"]);

export const SlayingActionSchema = z.discriminatedUnion("type", [
  /** T3: move the team token one edge-adjacent cell (seed §4-2). */
  z.object({ type: z.literal("move"), cell: z.string().regex(/^[A-O][1-5]$/) }).strict(),
  /** T4: dig for a shard on a zone-2 ruins cell (seed §8). */
  z.object({ type: z.literal("dig") }).strict(),
  /** The digger's choice among several qualifying level-5 cards. */
  z.object({ type: z.literal("dig_pick"), card: CardIdSchema }).strict(),
  /** T5: buy a shop item in a town (spec §9). */
  z.object({ type: z.literal("buy"), item: z.string() }).strict(),
  /** T6: use a consumable; 換牌卷 names the cards to redraw, 神器修復 the shard's element. */
  z.object({ type: z.literal("use_item"), item: z.string(), cards: z.array(CardIdSchema).max(5).optional(), element: ElementSchema.optional() }).strict(),
  /** T6: use an artifact shard; `card` becomes a level-5 card of its element this turn (seed §8-4). */
  z.object({ type: z.literal("use_shard"), element: ElementSchema, card: CardIdSchema }).strict(),
  /** T6: a 發動 profession ability (幻術 / 幻朧 name the virtual card's element and level). */
  z.object({ type: z.literal("ability"), ability: z.string(), cards: z.array(CardIdSchema).max(5), element: ElementSchema.optional(), level: z.number().int().min(1).max(5).optional() }).strict(),
  /** 啟示: which of the cards just drawn to keep. */
  z.object({ type: z.literal("revelation_pick"), card: CardIdSchema }).strict(),
  /** T7: 轉職, a profession change (an action, also during rest). */
  z.object({ type: z.literal("change"), profession: z.string(), cards: z.array(CardIdSchema).min(1).max(5) }).strict(),
  /** T7: perform a formation (a 幻術 card may be among the cards); `formation` names it when the cards make several. */
  z.object({ type: z.literal("play"), cards: z.array(CardIdSchema).min(1).max(5), formation: z.string().optional() }).strict(),
  /** T7 during rest: 整備, discard 1–5 hand cards as the action (spec §7.3). */
  z.object({ type: z.literal("prepare"), cards: z.array(CardIdSchema).min(1).max(5) }).strict(),
  /** T7: only with an empty hand or under Cannot Act. */
  z.object({ type: z.literal("pass") }).strict(),
  /** 混沌: the army cards to put on top of the deck, first = top. */
  z.object({ type: z.literal("chaos_pick"), cards: z.array(CardIdSchema).max(5) }).strict(),
  /**
   * 棄牌回收 (base §9.1) is an optional rule of the base game that this mode does not use (spec §13): the action is
   * understood so that it is refused with `disabled_in_mode` rather than as a malformed message.
   */
  z.object({ type: z.literal("recycle") }).strict(),
  /** T8: which newly drawn card to discard. */
  z.object({ type: z.literal("discard"), card: CardIdSchema }).strict(),
]);
export type SlayingAction = z.infer<typeof SlayingActionSchema>;
