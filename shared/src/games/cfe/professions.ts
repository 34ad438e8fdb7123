/**
 * 英雄學派 Hero Schools (rules §10.3): the 18 professions, their abilities, 轉職 and the queries other rules ask.
 *
 * API (for the engine and for modes built on 五行戰鬥牌, e.g. 弒魔戰爭):
 *   PROFESSIONS, ABILITIES, professionById(id), abilityById(id)  — the data (content/professions.json, zod-checked)
 *   professionOf(s, seat)              → the seat's profession data, or null (none held, or the module is off)
 *   abilitiesOf(s, seat)               → the ability data in effect, inheritance applied (§10.3 tiers; 仙者/聖者 keep nothing)
 *   hasAbility(s, seat, abilityId)     /  hooksOf(s, seat, hook) → the effects of one hook kind in effect
 *   canUseProfessionFormation(s, seat, formation)  — a profession formation is usable by its profession and the tiers above
 *   checkChange(s, seat, professionId, cards)      → { ok: true, route } | { ok: false, code, reason } (no state change)
 *   changeOptions(s, seat)             → every { profession, cards, route } change the seat's hand allows now
 *   previewChange(s, seat, professionId, cards?)   → what the change needs and what it gives / takes away
 *   changeProfession(s, seat, professionId, cards, events)
 *                                      → validates (RuleError) then changes and discards the cards. It does NOT flip
 *                                        上家's passive, record the turn or end it: the 轉職 action (apply.ts) does that
 *                                        around it; a mode may call it directly for a change outside the normal turn
 *                                        (弒魔戰爭's 整備 rest). applyChange(…, discard) does the same on any
 *                                        ProfessionHolder (a mode's own state), putting the cards where `discard` says.
 *   immunities(s, seat)                → { resists, halvesPhysical, immuneTo } (元素抗性, 卸勁, 影遁)
 *   isImmuneTo(s, seat, "radiance" | "chaos")  /  resistsElement(s, seat, element)
 *   breakProfessions(s, keepLegendary, events) — 虛空返璞術
 * Every query answers "nothing" when the 英雄學派 module is off, so callers need no module checks of their own.
 */
import type { GameEvent } from "../../core/engine";
import { ELEMENT_EN, ELEMENT_ZH, type Element } from "../../core/elements";
import type { LocalText } from "../../core/text";
import { moduleOn } from "./advanced";
import { cardElement, cardLevel, cardsEn, cardsZh, CFE_ELEMENTS, isVirtualCard } from "./cards";
import { signature } from "./formations/patterns";
import { CFE_ERRORS, ruleError, type CfeErrorCode } from "./errors";
import type { Formation } from "./formations";
import { subsets } from "./subsets";
import { MODULE_CONTENT, type AbilityData, type AbilityEffect, type ProfessionData, type Requirement } from "./moduleContent";
import { discardTo, removeFromHand, seatEn, seatZh } from "./state";
import type { CardId, CfeState } from "./types";

/**
 * What the 轉職 functions read: the module state and the players' hands. A CfeState is one; so is the state of a
 * mode built on this game (弒魔戰爭), which keeps its own seats and piles.
 */
export type ProfessionHolder = Pick<CfeState, "advanced"> & { players: readonly { hand: CardId[] }[] };

export type { AbilityData, AbilityEffect, ProfessionData, Requirement } from "./moduleContent";

export const PROFESSIONS: readonly ProfessionData[] = MODULE_CONTENT.professions;
export const ABILITIES: readonly AbilityData[] = MODULE_CONTENT.abilities;
const PROF_BY_ID = new Map(PROFESSIONS.map((p) => [p.id, p]));
const ABILITY_BY_ID = new Map(ABILITIES.map((a) => [a.id, a]));

export function professionById(id: string): ProfessionData | undefined {
  return PROF_BY_ID.get(id);
}
export function abilityById(id: string): AbilityData | undefined {
  return ABILITY_BY_ID.get(id);
}

/** The profession and every one it inherits from, itself first (§10.3: a tier keeps the lower tiers' abilities). */
export function lineage(p: ProfessionData): ProfessionData[] {
  const out = [p];
  let cur = p;
  while (cur.inherits && cur.from.kind === "profession") {
    const parent = PROF_BY_ID.get(cur.from.id);
    if (!parent) break;
    out.push(parent);
    cur = parent;
  }
  return out;
}

export function professionOf(s: Pick<CfeState, "advanced">, seat: number): ProfessionData | null {
  if (!moduleOn(s, "heroes")) return null;
  const id = s.advanced!.profession[seat];
  return id ? PROF_BY_ID.get(id) ?? null : null;
}

/** Per profession: the abilities in effect (its own and, when it inherits, the lower tiers'), and by hook. */
const IN_EFFECT = new Map(PROFESSIONS.map((p) => [p.id, lineage(p).flatMap((x) => x.abilities.map((id) => ABILITY_BY_ID.get(id)!))]));
const BY_HOOK = new Map(
  [...IN_EFFECT].map(([id, list]) => {
    const m = new Map<string, AbilityEffect[]>();
    for (const a of list) m.set(a.effect.hook, [...(m.get(a.effect.hook) ?? []), a.effect]);
    return [id, m];
  }),
);
const NONE: never[] = [];

export function abilitiesOf(s: Pick<CfeState, "advanced">, seat: number): AbilityData[] {
  const p = professionOf(s, seat);
  return p ? IN_EFFECT.get(p.id)! : NONE;
}

export function hasAbility(s: Pick<CfeState, "advanced">, seat: number, abilityId: string): boolean {
  return abilitiesOf(s, seat).some((a) => a.id === abilityId);
}

export function hooksOf<H extends AbilityEffect["hook"]>(s: Pick<CfeState, "advanced">, seat: number, hook: H): Extract<AbilityEffect, { hook: H }>[] {
  const p = professionOf(s, seat);
  return ((p && BY_HOOK.get(p.id)!.get(hook)) ?? NONE) as Extract<AbilityEffect, { hook: H }>[];
}

const LINEAGE_IDS = new Map(PROFESSIONS.map((p) => [p.id, new Set(lineage(p).map((x) => x.id))]));
/** The ids of a profession and of those it inherits from (whose formations it may use). */
export function professionLineage(id: string): ReadonlySet<string> {
  return LINEAGE_IDS.get(id) ?? new Set();
}

export function canUseProfessionFormation(s: Pick<CfeState, "advanced">, seat: number, f: Formation): boolean {
  if (!f.profession) return true;
  const p = professionOf(s, seat);
  return !!p && LINEAGE_IDS.get(p.id)!.has(f.profession);
}

// ——— queries other rules ask ———

export interface Immunities {
  /** 元素抗性: damage of these elements taken by this player is void (§10.3). */
  resists: Element[];
  /** 卸勁: physical damage taken is halved, rounded up. */
  halvesPhysical: boolean;
  /** 影遁: 光芒 / 混沌 (and 幻化 copies of them) do not affect this player. */
  immuneTo: ("radiance" | "chaos")[];
}
export function immunities(s: Pick<CfeState, "advanced">, seat: number): Immunities {
  return {
    resists: hooksOf(s, seat, "resist").map((h) => h.element),
    halvesPhysical: hooksOf(s, seat, "halve_physical").length > 0,
    immuneTo: hooksOf(s, seat, "immune").flatMap((h) => h.effects),
  };
}
export function isImmuneTo(s: Pick<CfeState, "advanced">, seat: number, effect: "radiance" | "chaos"): boolean {
  return immunities(s, seat).immuneTo.includes(effect);
}
export function resistsElement(s: Pick<CfeState, "advanced">, seat: number, e: Element): boolean {
  return immunities(s, seat).resists.includes(e);
}

// ——— 轉職 ———

/** How a change is allowed: the profession's own requirement, or 初行客's 抉擇 / 突破. */
export type ChangeRoute = "requirement" | "choice" | "breakthrough";
export type ChangeCheck = { ok: true; route: ChangeRoute } | { ok: false; code: CfeErrorCode; reason: LocalText };

export function meetsRequirement(r: Requirement, cards: readonly CardId[]): boolean {
  if (cards.length === 0) return false;
  if (r.kind === "levels") return cards.length === r.count && cards.every((c) => cardLevel(c) === r.level);
  return cards.every((c) => cardElement(c) === r.element) && cards.reduce((n, c) => n + cardLevel(c), 0) >= r.min;
}

/** Does the seat's current profession allow changing to `p` by its own requirement? */
function fromAllows(cur: ProfessionData | null, p: ProfessionData): boolean {
  switch (p.from.kind) {
    case "any":
      return true;
    case "none_held":
      return cur === null;
    case "profession":
      return cur?.id === p.from.id;
    case "tier":
      return !!cur && cur.school !== "unaffiliated" && cur.tier === p.from.tier;
  }
}

function fail(code: CfeErrorCode): ChangeCheck {
  return { ok: false, code, reason: CFE_ERRORS[code] };
}

/** The route by which a holder of `cur` may change to `p` with these cards, or the reason it may not (no card checks). */
function routeFor(s: ProfessionHolder, seat: number, cur: ProfessionData | null, p: ProfessionData, cards: readonly CardId[]): ChangeRoute | CfeErrorCode {
  const allowed = fromAllows(cur, p);
  if (allowed && meetsRequirement(p.requirement, cards)) return "requirement";
  // 初行客: 抉擇 (any first tier with one level-1 card) and 突破 (any second tier with a level-1 card + its usual cards).
  const school = p.school !== "unaffiliated";
  const choice = school && p.tier === 1 && hooksOf(s, seat, "choice").length > 0;
  const breakthrough = school && p.tier === 2 && hooksOf(s, seat, "breakthrough").length > 0;
  if (choice && cards.length === 1 && cardLevel(cards[0]) === 1) return "choice";
  if (breakthrough && cards.some((c, i) => cardLevel(c) === 1 && meetsRequirement(p.requirement, cards.filter((_, j) => j !== i)))) return "breakthrough";
  return allowed || choice || breakthrough ? "profession_cards" : "profession_prerequisite";
}

const ROUTES = new Set<string>(["requirement", "choice", "breakthrough"]);

/** Whether `seat` may change to `professionId` with these (hand) cards now, and by which route. Changes nothing. */
export function checkChange(s: ProfessionHolder, seat: number, professionId: string, cards: readonly CardId[]): ChangeCheck {
  if (!moduleOn(s, "heroes")) return fail("module_off");
  const p = PROF_BY_ID.get(professionId);
  if (!p) return fail("unknown_profession");
  const cur = professionOf(s, seat);
  if (cur?.id === p.id) return fail("same_profession");
  if (cards.length === 0) return fail("no_cards");
  if (new Set(cards).size !== cards.length) return fail("duplicate_card");
  const hand = s.players[seat].hand;
  if (cards.some((c) => isVirtualCard(c) || !hand.includes(c))) return fail("card_not_in_hand");
  const r = routeFor(s, seat, cur, p, cards);
  return ROUTES.has(r) ? { ok: true, route: r as ChangeRoute } : fail(r as CfeErrorCode);
}

export interface ChangeOption {
  profession: string;
  cards: CardId[];
  route: ChangeRoute;
}

/** Every change the seat's hand allows now (each profession × each set of cards that meets it). */
export function changeOptions(s: ProfessionHolder, seat: number): ChangeOption[] {
  if (!moduleOn(s, "heroes")) return [];
  const out: ChangeOption[] = [];
  const sets = subsets(s.players[seat].hand.filter((c) => c >= 0)).map((cards) => ({ cards, sig: signature(cards) }));
  const cur = professionOf(s, seat);
  const wanderer = hooksOf(s, seat, "choice").length > 0 || hooksOf(s, seat, "breakthrough").length > 0;
  for (const p of PROFESSIONS) {
    if (cur?.id === p.id || (!fromAllows(cur, p) && !(wanderer && p.school !== "unaffiliated" && p.tier <= 2))) continue;
    const r = p.requirement;
    const e = r.kind === "element_sum" ? CFE_ELEMENTS.indexOf(r.element) : -1;
    for (const { cards, sig } of sets) {
      // A quick look at the cards' signature first: most sets cannot meet any route of this profession.
      const maybe = r.kind === "levels" ? (sig.n === r.count && sig.levelMask === 1 << r.level) || (wanderer && sig.n === 1 && sig.levelMask === 2) : sig.counts[e] >= sig.n - (wanderer ? 1 : 0);
      if (!maybe) continue;
      const route = routeFor(s, seat, cur, p, cards);
      if (ROUTES.has(route)) out.push({ profession: p.id, cards, route: route as ChangeRoute });
    }
  }
  return out;
}

export function requirementText(p: ProfessionData): LocalText {
  const r = p.requirement;
  const card: LocalText =
    r.kind === "levels"
      ? { zh: `${r.count} 張 ${r.level} 級牌`, en: `${r.count === 1 ? "one" : r.count === 3 ? "three" : r.count} level-${r.level} card${r.count > 1 ? "s" : ""}` }
      : { zh: `任意張${ELEMENT_ZH[r.element]}行牌，等級總和 ${r.min} 以上`, en: `any number of ${ELEMENT_EN[r.element]} cards whose levels add up to ${r.min} or more` };
  const from: LocalText | null =
    p.from.kind === "profession"
      ? { zh: `須為${PROF_BY_ID.get(p.from.id)!.zh}`, en: `must be ${PROF_BY_ID.get(p.from.id)!.en}` }
      : p.from.kind === "tier"
        ? { zh: `須為任一學派的${p.from.tier}階職業`, en: `must hold a tier-${p.from.tier} school profession` }
        : p.from.kind === "none_held"
          ? { zh: "須尚無職業", en: "must hold no profession" }
          : null;
  return from ? { zh: `${from.zh}；${card.zh}`, en: `${from.en}; ${card.en}` } : card;
}

export interface ChangePreview {
  profession: string;
  zh: string;
  en: string;
  /** What the change needs (its requirement as text). */
  needs: LocalText;
  /** With the given cards (or the best the hand allows): can it be done now, and how. */
  ok: boolean;
  route?: ChangeRoute;
  reason?: LocalText;
  /** Example cards from the hand that would do, when `cards` was not given. */
  cards?: CardId[];
  /** Ability ids gained and lost, and the profession formations it makes usable. */
  gains: string[];
  loses: string[];
  formations: string[];
}

/** What changing to `professionId` needs and gives, for the client's 轉職 panel and for bots. */
export function previewChange(s: ProfessionHolder, seat: number, professionId: string, cards?: readonly CardId[]): ChangePreview {
  const p = PROF_BY_ID.get(professionId);
  if (!p) {
    const f = fail("unknown_profession") as Extract<ChangeCheck, { ok: false }>;
    return { profession: professionId, zh: professionId, en: professionId, needs: { zh: "", en: "" }, ok: false, reason: f.reason, gains: [], loses: [], formations: [] };
  }
  const before = new Set(abilitiesOf(s, seat).map((a) => a.id));
  const afterList = lineage(p).flatMap((x) => x.abilities);
  const after = new Set(afterList);
  const formations = lineage(p).flatMap((x) => x.formations);
  const base = { profession: p.id, zh: p.zh, en: p.en, needs: requirementText(p), gains: afterList.filter((a) => !before.has(a)), loses: [...before].filter((a) => !after.has(a)), formations };
  if (cards) {
    const r = checkChange(s, seat, p.id, cards);
    return r.ok ? { ...base, ok: true, route: r.route, cards: [...cards] } : { ...base, ok: false, reason: r.reason };
  }
  const option = changeOptions(s, seat)
    .filter((o) => o.profession === p.id)
    .sort((a, b) => a.cards.length - b.cards.length || a.cards.reduce((n, c) => n + cardLevel(c), 0) - b.cards.reduce((n, c) => n + cardLevel(c), 0))[0];
  if (option) return { ...base, ok: true, route: option.route, cards: option.cards };
  const r = checkChange(s, seat, p.id, s.players[seat].hand.filter((c) => c >= 0));
  return { ...base, ok: false, reason: r.ok ? undefined : r.reason };
}

/**
 * Change `seat`'s profession to `professionId` with these hand cards: validate (throws RuleError), then change and
 * discard the cards (§10.3 steps 4–5). The caller handles the action around it (declare/reveal events, 上家's passive).
 */
export function changeProfession(s: CfeState, seat: number, professionId: string, cards: readonly CardId[], events: GameEvent[]): ChangeRoute {
  return applyChange(s, seat, professionId, cards, events, (c) => discardTo(s, c));
}

/** changeProfession for any ProfessionHolder: `discard` puts the shown cards where that game's used cards go. */
export function applyChange(s: ProfessionHolder, seat: number, professionId: string, cards: readonly CardId[], events: GameEvent[], discard: (cards: readonly CardId[]) => void): ChangeRoute {
  const r = checkChange(s, seat, professionId, cards);
  if (!r.ok) throw ruleError(r.code);
  const p = PROF_BY_ID.get(professionId)!;
  const old = professionOf(s, seat);
  removeFromHand(s.players[seat].hand, cards);
  s.advanced!.profession[seat] = p.id;
  discard(cards);
  const how = r.route === "choice" ? { zh: "（抉擇）", en: " (Choice)" } : r.route === "breakthrough" ? { zh: "（突破）", en: " (Breakthrough)" } : { zh: "", en: "" };
  events.push({
    type: "profession_change",
    seat,
    zh: `${seatZh(seat)}以${cardsZh(cards)}轉職為${p.zh}${how.zh}${old ? `（原為${old.zh}）` : ""}。`,
    en: `${seatEn(seat)} shows ${cardsEn(cards)} and becomes ${p.en}${how.en}${old ? ` (was ${old.en})` : ""}.`,
    data: { profession: p.id, from: old?.id ?? null, cards: [...cards], route: r.route },
  });
  return r.route;
}

/** 虛空返璞術: every profession breaks; with `keepLegendary`, legendary ones survive (§10.3). */
export function breakProfessions(s: Pick<CfeState, "advanced">, keepLegendary: boolean, events: GameEvent[]): number[] {
  if (!moduleOn(s, "heroes")) return [];
  const broken: number[] = [];
  s.advanced!.profession.forEach((id, seat) => {
    const p = id ? PROF_BY_ID.get(id) : undefined;
    if (!p || (keepLegendary && p.legendary)) return;
    s.advanced!.profession[seat] = null;
    broken.push(seat);
    events.push({ type: "profession_broken", seat, zh: `${seatZh(seat)}的職業${p.zh}被破除。`, en: `${seatEn(seat)}'s profession ${p.en} is broken.`, data: { profession: p.id } });
  });
  return broken;
}
