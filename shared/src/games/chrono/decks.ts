import { z } from "zod";
import { findDef as lookup, READY_DECK_BY_ID, READY_DECKS, RULES, type CardDef } from "./content";
import { KIND_A_EN, KIND_EN, KIND_ZH } from "./cards";
import type { Kind } from "./types";

/**
 * Deck lists (spec §2, §3.5): a ready deck id, "random" (a ready deck dealt by the RNG), or a custom list of card
 * ids (or zh / en names) per deck. Custom lists are checked here; every problem names the card and the limit.
 */
export const DeckListSchema = z.object({ characters: z.array(z.string()).max(64), effects: z.array(z.string()).max(64), traps: z.array(z.string()).max(64) }).strict();
export type DeckList = z.infer<typeof DeckListSchema>;
export const DeckChoiceSchema = z.union([z.string(), DeckListSchema]);
export type DeckChoice = z.infer<typeof DeckChoiceSchema>;

export interface DeckProblem {
  code: "deck_unknown" | "deck_unknown_card" | "deck_wrong_kind" | "deck_size" | "deck_copy_limit" | "deck_rarity_limit";
  zh: string;
  en: string;
}

const LIST_KIND: Record<keyof DeckList, Kind> = { characters: "character", effects: "effect", traps: "trap" };


export function deckProblems(choice: DeckChoice): DeckProblem[] {
  if (typeof choice === "string") {
    if (choice === "random" || READY_DECK_BY_ID[choice]) return [];
    return [{ code: "deck_unknown", zh: `沒有「${choice}」這副預組牌組（可用：${READY_DECKS.map((d) => d.id).join("、")}、random）。`, en: `There is no ready deck "${choice}" (known: ${READY_DECKS.map((d) => d.id).join(", ")}, random).` }];
  }
  const problems: DeckProblem[] = [];
  for (const key of Object.keys(LIST_KIND) as (keyof DeckList)[]) {
    const kind = LIST_KIND[key];
    const refs = choice[key];
    const size = RULES.deckSizes[kind];
    if (refs.length !== size) problems.push({ code: "deck_size", zh: `${KIND_ZH[kind]}牌庫必須剛好 ${size} 張（目前 ${refs.length} 張）。`, en: `The ${KIND_EN[kind]} deck needs exactly ${size} cards (found ${refs.length}).` });
    const copies = new Map<CardDef, number>();
    for (const ref of refs) {
      const d = lookup(ref);
      if (!d) { problems.push({ code: "deck_unknown_card", zh: `沒有「${ref}」這張卡。`, en: `There is no card "${ref}".` }); continue; }
      if (d.kind !== kind) { problems.push({ code: "deck_wrong_kind", zh: `「${d.name}」是${KIND_ZH[d.kind]}，不能放進${KIND_ZH[kind]}牌庫。`, en: `${d.en} is ${KIND_A_EN[d.kind]}, not ${KIND_A_EN[kind]}.` }); continue; }
      copies.set(d, (copies.get(d) ?? 0) + 1);
    }
    const rarity = { R: 0, SR: 0 };
    for (const [d, n] of copies) {
      const limit = d.kind === "trap" ? (d.timeTrap ? RULES.copyLimits.timeTrap : RULES.copyLimits.trap) : RULES.copyLimits[d.kind][d.rarity];
      if (n > limit) problems.push({ code: "deck_copy_limit", zh: `「${d.name}」最多 ${limit} 張（目前 ${n} 張）。`, en: `At most ${limit} ${limit === 1 ? "copy" : "copies"} of ${d.en} (found ${n}).` });
      if (d.kind !== "trap" && d.rarity !== "N") rarity[d.rarity] += n;
    }
    if (kind !== "trap") {
      for (const r of ["R", "SR"] as const) {
        const limit = RULES.rarityLimits[kind][r];
        if (rarity[r] > limit) problems.push({ code: "deck_rarity_limit", zh: `${KIND_ZH[kind]}牌庫最多 ${limit} 張 ${r}（目前 ${rarity[r]} 張）。`, en: `The ${KIND_EN[kind]} deck may hold at most ${limit} ${r} cards (found ${rarity[r]}).` });
      }
    }
  }
  return problems;
}

/** The definition ids of a valid deck choice, as [characters, effects, traps]; "random" must be resolved first. */
export function deckCards(choice: DeckChoice): [string[], string[], string[]] {
  if (typeof choice === "string") {
    const d = READY_DECK_BY_ID[choice];
    return [[...d.characters], [...d.effects], [...d.traps]];
  }
  const ids = (refs: string[]) => refs.map((r) => lookup(r)!.id);
  return [ids(choice.characters), ids(choice.effects), ids(choice.traps)];
}
