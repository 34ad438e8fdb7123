/** Every action a player can send, as a zod schema (the room validates the wire format with it). */
import { z } from "zod";
import { ELEMENTS } from "../../core/elements";

const element = z.enum(ELEMENTS);
const cell = z.number().int().min(0).max(24);
const id = z.string().min(1).max(32);

export const shengkeActionSchema = z.discriminatedUnion("type", [
  /** <1> must: name the element of a die showing 6. */
  z.object({ type: z.literal("chooseDie"), die: z.union([z.literal(0), z.literal(1)]), element }).strict(),
  /** <1> must: add one 魂 or 魄 of any element. */
  z.object({ type: z.literal("token"), kind: z.enum(["soul", "spirit"]), element }).strict(),
  /** <2> must: draw the top card of each rolled element's pile. */
  z.object({ type: z.literal("draw") }).strict(),
  /** <3> must: 召喚 a card of an unused rolled element. */
  z.object({ type: z.literal("summon"), card: id, cell }).strict(),
  /** <4> must: run the judgement. */
  z.object({ type: z.literal("judge") }).strict(),
  /** The turn's player closes the phase (after its must-actions). */
  z.object({ type: z.literal("endPhase") }).strict(),
  /** In a response or phase window: do nothing more. */
  z.object({ type: z.literal("pass") }).strict(),
  /** <2>–<5> may: spend `count` 魂 of `element` to draw that many from its pile. */
  z.object({ type: z.literal("soulDraw"), element, count: z.number().int().min(1).max(6) }).strict(),
  /** <2>–<5> may: spend one 魄 of the card's element to put a discarded 靈獸卡 at the bottom of its pile. */
  z.object({ type: z.literal("returnBeast"), card: id }).strict(),
  /** <2>–<5> may: 回收 — pay a curse's 發動條件 in 魄 to take it from the curse discard into hand. */
  z.object({ type: z.literal("reclaim"), curse: id }).strict(),
  /** Activate a 咒術卡: name, side, zone, optional 減免 element, and the targets its effect reads. */
  z.object({
    type: z.literal("curse"),
    curse: id,
    side: z.string().min(1).max(32),
    zone: element,
    waive: element.optional(),
    cell: cell.optional(),
    cell2: cell.optional(),
    card: id.optional(),
    element: element.optional(),
    turns: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
  }).strict(),
  /** 化身召喚 (opt-in table rule): swap a board card with an anagram card of equal 入+出 from hand, discard or 特殊牌組. */
  z.object({ type: z.literal("avatar"), card: id, target: cell }).strict(),
]);
export type ShengkeAction = z.infer<typeof shengkeActionSchema>;
