import { POOL, RULES, STARTER_DECKS, copyLimit, type CardDef, type DeckEntry } from "./content";

/**
 * Deck validation (design §2): exactly 30 cards; at most 2 copies of a name, 1 of a 傳說, 4 of 趙活; tokens may not
 * be put in a deck. Every problem is reported at once, each naming the card and the limit, in zh and en.
 */
export interface DeckProblem {
  code: "deck_size" | "deck_unknown_card" | "deck_token" | "deck_copy_limit" | "deck_duplicate_entry" | "deck_unknown_starter";
  zh: string;
  en: string;
}

/** A card named by id ("tang-moling") or by its Chinese name ("唐默鈴"). */
export function findCard(name: string): CardDef | undefined {
  return POOL.get(name) ?? [...POOL.values()].find((d) => d.zh === name);
}

export function starterDeck(id: string) {
  return STARTER_DECKS.find((d) => d.id === id);
}

export function deckProblems(entries: readonly DeckEntry[]): DeckProblem[] {
  const problems: DeckProblem[] = [];
  const seen = new Set<string>();
  let size = 0;
  for (const e of entries) {
    size += e.count;
    const d = findCard(e.card);
    if (!d) {
      problems.push({ code: "deck_unknown_card", zh: `沒有「${e.card}」這張卡牌。`, en: `There is no card "${e.card}".` });
      continue;
    }
    if (seen.has(d.id)) problems.push({ code: "deck_duplicate_entry", zh: `「${d.zh}」重複列出，請合併成一行。`, en: `${d.en} (${d.zh}) is listed twice; merge the lines.` });
    seen.add(d.id);
    const limit = copyLimit(d);
    if (limit === 0) problems.push({ code: "deck_token", zh: `「${d.zh}」是衍生卡，不能放入牌組。`, en: `${d.en} (${d.zh}) is a token and cannot be put in a deck.` });
    else if (e.count > limit) {
      const why = d.kind === "unit" && d.legend ? { zh: "傳說", en: "legend" } : { zh: "同名卡", en: "card" };
      problems.push({ code: "deck_copy_limit", zh: `「${d.zh}」（${why.zh}）最多 ${limit} 張，目前 ${e.count} 張。`, en: `At most ${limit} ${limit === 1 ? "copy" : "copies"} of ${d.en} (${d.zh}, ${why.en}); found ${e.count}.` });
    }
  }
  const want = RULES.deckSize.value;
  if (size !== want) problems.push({ code: "deck_size", zh: `牌組必須剛好 ${want} 張，目前 ${size} 張。`, en: `A deck has exactly ${want} cards; found ${size}.` });
  return problems;
}

/** Problems with a deck choice: a starter deck id or a custom list. */
export function deckChoiceProblems(choice: string | readonly DeckEntry[]): DeckProblem[] {
  if (typeof choice === "string") {
    if (starterDeck(choice)) return [];
    const known = STARTER_DECKS.map((d) => d.id).join(", ");
    return [{ code: "deck_unknown_starter", zh: `沒有「${choice}」這副起始牌組（可選：${known}）。`, en: `There is no starter deck "${choice}" (known: ${known}).` }];
  }
  return deckProblems(choice);
}

/** The card ids of a valid deck choice, in list order (a fresh array). */
export function deckCardIds(choice: string | readonly DeckEntry[]): string[] {
  if (typeof choice === "string") return starterIds(choice).slice();
  return choice.flatMap((e) => Array.from({ length: e.count }, () => findCard(e.card)!.id));
}

const STARTER_IDS = new Map<string, string[]>();
function starterIds(id: string): string[] {
  let ids = STARTER_IDS.get(id);
  if (!ids) STARTER_IDS.set(id, (ids = starterDeck(id)!.cards.flatMap((e) => Array.from({ length: e.count }, () => findCard(e.card)!.id))));
  return ids;
}
