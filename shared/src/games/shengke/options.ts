/**
 * Table options: which 靈獸卡 deck and 咒術卡 loadout each seat uses (a default id or a custom list), the opening
 * curse hand, the special decks, and the opt-in rules. Custom lists are validated here with errors naming the card.
 */
import { z } from "zod";
import { ELEMENTS } from "../../core/elements";
import { DEFAULT_DECKS, DEFAULT_LOADOUTS, RULES } from "./content";
import { beastProblems, deckProblems, loadoutProblems } from "./deck";

// Raw length caps keep error messages (which quote names and ids) short; deck.ts checks the real limits.
const text = z.string().max(100);
const id = z.string().max(64);
const beastInput = z.object({ zh: text, en: text, element: z.enum(ELEMENTS), in: z.number(), out: z.number() }).strict();
const deckChoice = z.union([id, z.array(beastInput)]);
const loadoutChoice = z.union([id, z.array(id)]);

export const ruleOverridesSchema = z.object({
  turns: z.number().int().min(2).max(40).refine((n) => n % 2 === 0, "turns must be even (the same count for both players)"),
  firstPlayerBonus: z.number().int().min(0).max(10),
  tokenCap: z.number().int().min(1).max(6),
  handLimit: z.number().int().min(1).max(50).nullable(),
  affectOwnCards: z.boolean(),
  opponentPhaseWindows: z.boolean(),
  judgementRewardPerNeighbour: z.boolean(),
  specialDeck: z.boolean(),
  avatarSummon: z.boolean(),
}).partial().strict();

export const shengkeOptionsSchema = z.object({
  /** Per seat (seat 0, seat 1): a default deck id or 25 custom cards. */
  decks: z.tuple([deckChoice, deckChoice]).default([DEFAULT_DECKS[0].id, DEFAULT_DECKS[1].id]),
  /** Per seat: a default loadout id or 10 curse ids. */
  loadouts: z.tuple([loadoutChoice, loadoutChoice]).default([DEFAULT_LOADOUTS[0].id, DEFAULT_LOADOUTS[1].id]),
  /** Per seat: the five opening curses (one per element), or null to take the first valid five of the loadout. */
  curseHands: z.tuple([z.array(id).nullable(), z.array(id).nullable()]).default([null, null]),
  /** Per seat: the special deck (only used when rules.specialDeck); null = the default for that seat's deck. */
  specialDecks: z.tuple([z.array(beastInput).nullable(), z.array(beastInput).nullable()]).default([null, null]),
  rules: ruleOverridesSchema.default({}),
  /** Who goes first when agreed beforehand (a rematch swaps it); absent: the roll-off decides. */
  firstPlayer: z.union([z.literal(0), z.literal(1)]).optional(),
}).strict().superRefine((o, ctx) => {
  const rules = { ...RULES, ...o.rules };
  for (const seat of [0, 1] as const) {
    const d = o.decks[seat];
    if (typeof d === "string") {
      if (!DEFAULT_DECKS.some((x) => x.id === d)) ctx.addIssue({ code: "custom", path: ["decks", seat], message: `unknown deck "${d}" (known: ${DEFAULT_DECKS.map((x) => x.id).join(", ")}) / 沒有這個牌組` });
    } else for (const m of deckProblems(d, rules, `seat ${seat + 1} deck`)) ctx.addIssue({ code: "custom", path: ["decks", seat], message: m });
    const l = o.loadouts[seat];
    let ids: string[] | null = null;
    if (typeof l === "string") {
      const found = DEFAULT_LOADOUTS.find((x) => x.id === l);
      if (!found) ctx.addIssue({ code: "custom", path: ["loadouts", seat], message: `unknown loadout "${l}" (known: ${DEFAULT_LOADOUTS.map((x) => x.id).join(", ")}) / 沒有這個咒術卡組` });
      else ids = found.cards;
    } else ids = l;
    if (ids) for (const m of loadoutProblems(ids, rules, `seat ${seat + 1} loadout`, o.curseHands[seat] ?? undefined)) ctx.addIssue({ code: "custom", path: ["loadouts", seat], message: m });
    const sp = o.specialDecks[seat];
    if (sp) {
      if (sp.length > rules.specialDeckMax) ctx.addIssue({ code: "custom", path: ["specialDecks", seat], message: `seat ${seat + 1} special deck: at most ${rules.specialDeckMax} cards, has ${sp.length} / 特殊牌組最多 ${rules.specialDeckMax} 張` });
      sp.forEach((c, i) => beastProblems(c, rules, `seat ${seat + 1} special card ${i + 1} 「${c.zh}」`).forEach((m) => ctx.addIssue({ code: "custom", path: ["specialDecks", seat, i], message: m })));
    }
  }
});
export type ShengkeOptions = z.infer<typeof shengkeOptionsSchema>;
