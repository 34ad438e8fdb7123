import { z } from "zod";
import { RULES, STARTER_DECKS } from "./content";
import { deckChoiceProblems } from "./deck";

const DeckEntryInput = z.object({ card: z.string().min(1).max(40), count: z.number().int().min(1).max(30) }).strict();
/** A starter deck id ("tang", "kongtong") or a custom list of { card, count } (card = id or Chinese name). */
export const DeckChoiceSchema = z.union([z.string().max(40), z.array(DeckEntryInput).max(60)]);
export type DeckChoice = z.infer<typeof DeckChoiceSchema>;

export const DuelOptionsSchema = z
  .object({
    /** Per seat (seat 0, seat 1). */
    decks: z.tuple([DeckChoiceSchema, DeckChoiceSchema]).default([STARTER_DECKS[0].id, STARTER_DECKS[1].id]),
    /** The opening mulligan (design §1.1). */
    mulligan: z.boolean().default(RULES.mulligan.value),
    /** Who goes first when agreed beforehand (a rematch swaps it); absent: decided at random (SEED §2). */
    firstPlayer: z.union([z.literal(0), z.literal(1)]).optional(),
  })
  .strict()
  .superRefine((o, ctx) => {
    o.decks.forEach((d, seat) => {
      for (const p of deckChoiceProblems(d)) ctx.addIssue({ code: "custom", path: ["decks", seat], message: `seat ${seat + 1}: ${p.en} / ${p.zh}` });
    });
  });
export type DuelOptions = z.infer<typeof DuelOptionsSchema>;

/** What the table shows of its options: starter deck ids stay (public content), a custom list becomes "custom". */
export function publicOptions(o: DuelOptions): unknown {
  return { ...o, decks: o.decks.map((d) => (typeof d === "string" ? d : "custom")) };
}
