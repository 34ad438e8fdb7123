import { DEF_BY_ID, type CardDef, type CharacterDef, type EffectDef, type TrapDef } from "./content";
import { HIDDEN_KIND, type CardId, type ChronoState, type Kind } from "./types";

/**
 * Card lookups through the state's catalogue. A hidden card (placeholder, or "" in a view) has no definition.
 * A catalogue never changes once made, so its definitions are resolved once per catalogue array (two are kept: a
 * game's own and the view a bot is simulating on).
 */
const resolved: { cards: readonly string[]; defs: (CardDef | undefined)[] }[] = [];
function defsOf(cards: readonly string[]): (CardDef | undefined)[] {
  for (const r of resolved) if (r.cards === cards) return r.defs;
  const defs = cards.map((id) => DEF_BY_ID.get(id));
  resolved.unshift({ cards, defs });
  if (resolved.length > 2) resolved.pop();
  return defs;
}
export function defOf(s: Pick<ChronoState, "cards">, id: CardId): CardDef | undefined {
  return id >= 0 ? defsOf(s.cards)[id] : undefined;
}
export function charDef(s: Pick<ChronoState, "cards">, id: CardId): CharacterDef {
  const d = defOf(s, id);
  if (!d || d.kind !== "character") throw new Error(`card ${id} is not a known character`);
  return d;
}
export function effectDef(s: Pick<ChronoState, "cards">, id: CardId): EffectDef | undefined {
  const d = defOf(s, id);
  return d && d.kind === "effect" ? d : undefined;
}
export function trapDef(s: Pick<ChronoState, "cards">, id: CardId): TrapDef | undefined {
  const d = defOf(s, id);
  return d && d.kind === "trap" ? d : undefined;
}
/** The kind of a card, also for a placeholder; undefined only for an unknown id. */
export function kindOf(s: Pick<ChronoState, "cards">, id: CardId): Kind | undefined {
  return id < 0 ? HIDDEN_KIND[id] : defOf(s, id)?.kind;
}

export function cardZh(s: Pick<ChronoState, "cards">, id: CardId): string {
  const d = defOf(s, id);
  return d ? d.name : "🂠";
}
export function cardEn(s: Pick<ChronoState, "cards">, id: CardId): string {
  const d = defOf(s, id);
  return d ? d.en : "a face-down card";
}

export const KIND_ZH: Record<Kind, string> = { character: "角色卡", effect: "效果卡", trap: "陷阱卡" };
export const KIND_EN: Record<Kind, string> = { character: "character", effect: "effect", trap: "trap" };
/** "a character card", "an effect card". */
export const KIND_A_EN: Record<Kind, string> = { character: "a character card", effect: "an effect card", trap: "a trap card" };
