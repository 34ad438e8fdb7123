import type { Element } from "../../core/elements";
import { formationTable } from "./advanced";
import { CFE_ELEMENTS, cardElement, cardLevel, isVirtualCard } from "./cards";
import type { Formation, FormationRegistry } from "./formations";
import { compilePattern, signature, type CompiledPattern } from "./formations/patterns";
import { abilitiesOf, hooksOf, professionLineage, professionOf } from "./professions";
import { starOf } from "./stars";
import type { CardId, CfeState } from "./types";

/**
 * Card interpretation: which formations a player's cards make right now. Besides the printed faces (§7) the
 * advanced modules add, for that player only: 星辰變牌 (one card of the element generating the team's star counts as
 * the star's element, for basic formations, §10.1), 專精 proficiencies (alternative patterns for existing formations,
 * keeping the formation's identity, §10.3), 聖術 (a level ≥4 card counting as two in a basic 4-card formation), and
 * the 幻術 / 幻朧 virtual card. Formations of a module are offered only when it is on, star formations only to a side
 * holding the star, profession formations only to their profession (and the tiers above it).
 */
export type Via =
  | { kind: "printed" }
  /** 星辰變牌: `card` counts as `as` (§10.1). */
  | { kind: "substitution"; card: CardId; as: Element }
  /** 聖術: `card` fills two places of a basic 4-card formation; its level counts once (§10.3). */
  | { kind: "sacred_art"; card: CardId }
  /** A proficiency of `ability`; attack points change by `pointsDelta` (法師 −6, 法導 −15). */
  | { kind: "proficiency"; ability: string; pointsDelta: number };

export interface PlayMatch {
  formation: Formation;
  via: Via;
}

const PRINTED_VIA: Via = { kind: "printed" };

type Entry = ReturnType<FormationRegistry["entries"]>[number];
/** Per card count (index 0–5): the formations a player may make, and the basic ones only. */
interface Buckets { any: (readonly Entry[])[]; basic: (readonly Entry[])[] }
const bucketCache = new WeakMap<FormationRegistry, Map<string, Buckets>>();

/**
 * The formations a player may make: star formations only with that star, profession formations only for that
 * profession's line; the basic ones (for 星辰變牌 and 聖術) apart. Cached per table and situation.
 */
function bucketsFor(table: FormationRegistry, star: Element | null, prof: string | null): Buckets {
  let byKey = bucketCache.get(table);
  if (!byKey) bucketCache.set(table, (byKey = new Map()));
  const key = `${star ?? ""}|${prof ?? ""}`;
  let b = byKey.get(key);
  if (!b) {
    const lineageIds = prof ? professionLineage(prof) : new Set<string>();
    const sizes = [0, 1, 2, 3, 4, 5];
    b = {
      any: sizes.map((n) => table.entries(n).filter(({ f }) => (!f.star || f.star === star) && (!f.profession || lineageIds.has(f.profession)))),
      basic: sizes.map((n) => table.entries(n).filter(({ f }) => f.basic)),
    };
    byKey.set(key, b);
  }
  return b;
}

/** The seat's proficiency patterns, compiled once per profession. */
interface Proficiency { ability: string; formation: string; test: CompiledPattern; pointsDelta: number }
const proficiencies = new Map<string, Proficiency[]>();
function proficienciesOf(s: Pick<CfeState, "advanced">, seat: number): Proficiency[] {
  const p = professionOf(s, seat);
  if (!p) return [];
  let list = proficiencies.get(p.id);
  if (!list) {
    list = abilitiesOf(s, seat).flatMap((a) => (a.effect.hook === "proficiency" ? a.effect.patterns.map((pp) => ({ ability: a.id, formation: pp.formation, test: compilePattern(pp.pattern), pointsDelta: pp.pointsDelta ?? 0 })) : []));
    proficiencies.set(p.id, list);
  }
  return list;
}

/** The same card with another element (for matching only): the id's element digit is swapped. */
function asElement(c: CardId, e: Element): CardId {
  return c + (CFE_ELEMENTS.indexOf(e) - CFE_ELEMENTS.indexOf(cardElement(c))) * 100;
}

function distinctFaces(cards: readonly CardId[], keep: (c: CardId) => boolean): CardId[] {
  const seen = new Set<number>();
  return cards.filter((c) => {
    const face = Math.floor(c / 10) % 100;
    if (!keep(c) || seen.has(face)) return false;
    seen.add(face);
    return true;
  });
}

/**
 * Every formation these cards make for `seat` now, each with how it is made. One entry per formation: the printed
 * faces win over a substitution, which wins over 聖術, which wins over a proficiency (the reading that changes least).
 */
export function matchPlay(reg: FormationRegistry, s: Pick<CfeState, "advanced"> & { teamOf?: readonly number[] }, seat: number, cards: readonly CardId[]): PlayMatch[] {
  const table = formationTable(reg, s);
  if (cards.length === 0) return [];
  if (!s.advanced) return table.match(cards).map((formation) => ({ formation, via: PRINTED_VIA }));
  const a = s.advanced;
  const star = a.stars ? a.teamStar[s.teamOf?.[seat] ?? 0] : null;
  const prof = a.heroes ? a.profession[seat] : null;
  const sig = signature(cards);
  const out: PlayMatch[] = [];
  const b = bucketsFor(table, star, prof);
  for (const e of b.any[cards.length] ?? []) if (e.test(sig)) out.push({ formation: e.f, via: PRINTED_VIA });
  const has = (id: string) => out.some((m) => m.formation.id === id);

  if (star) {
    const data = starOf(star);
    for (const c of distinctFaces(cards, (x) => !isVirtualCard(x) && cardElement(x) === data.substitute)) {
      const swapped = signature(cards.map((x) => (x === c ? asElement(c, star) : x)));
      for (const e of b.basic[cards.length] ?? []) if (!has(e.f.id) && e.test(swapped)) out.push({ formation: e.f, via: { kind: "substitution", card: c, as: star } });
    }
  }
  if (cards.length === 3) {
    for (const art of hooksOf(s, seat, "sacred_art")) {
      for (const c of distinctFaces(cards, (x) => !isVirtualCard(x) && cardLevel(x) >= art.minLevel)) {
        const doubled = signature([...cards, c]);
        for (const e of b.basic[4]) if (!has(e.f.id) && e.test(doubled)) out.push({ formation: e.f, via: { kind: "sacred_art", card: c } });
      }
    }
  }
  for (const pr of proficienciesOf(s, seat)) {
    if (has(pr.formation) || !pr.test(sig)) continue;
    const f = table.get(pr.formation);
    if (f) out.push({ formation: f, via: { kind: "proficiency", ability: pr.ability, pointsDelta: pr.pointsDelta } });
  }
  const v = a.virtual && a.virtual.seat === seat && cards.includes(a.virtual.card) ? a.virtual : null;
  if (!v) return out;
  // A 幻術 card makes only its own element's single strike; a 幻朧 card any basic formation (§10.3).
  return out.filter((m) => m.formation.basic && (v.scope === "basic" || (cards.length === 1 && m.formation.category === "attack" && m.formation.attackKind === "elemental" && m.formation.element === cardElement(v.card))));
}

