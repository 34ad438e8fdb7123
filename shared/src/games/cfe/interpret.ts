import type { Element } from "../../core/elements";
import { formationTable } from "./advanced";
import { CFE_ELEMENTS, cardElement, cardLevel, isVirtualCard } from "./cards";
import type { Pattern } from "./content";
import type { Formation, FormationRegistry } from "./formations";
import { compilePattern, signature, type CompiledPattern } from "./formations/patterns";
import { abilitiesOf, canUseProfessionFormation, hooksOf } from "./professions";
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

const compiled = new WeakMap<Pattern, CompiledPattern>();
function test(p: Pattern): CompiledPattern {
  let t = compiled.get(p);
  if (!t) compiled.set(p, (t = compilePattern(p)));
  return t;
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
  if (!s.advanced) return table.match(cards).map((formation) => ({ formation, via: { kind: "printed" } }));
  const a = s.advanced;
  const star = a.stars ? a.teamStar[s.teamOf?.[seat] ?? 0] : null;
  const available = (f: Formation) => (!f.star || f.star === star) && canUseProfessionFormation(s, seat, f);
  const out: PlayMatch[] = table.match(cards, available).map((formation) => ({ formation, via: { kind: "printed" } }));
  const has = (id: string) => out.some((m) => m.formation.id === id);
  const basicOnly = (f: Formation) => f.basic && available(f) && !has(f.id);

  if (star) {
    const data = starOf(star);
    for (const c of distinctFaces(cards, (x) => !isVirtualCard(x) && cardElement(x) === data.substitute)) {
      const swapped = cards.map((x) => (x === c ? asElement(c, star) : x));
      for (const f of table.match(swapped, basicOnly)) out.push({ formation: f, via: { kind: "substitution", card: c, as: star } });
    }
  }
  for (const art of hooksOf(s, seat, "sacred_art")) {
    if (cards.length !== 3) break;
    for (const c of distinctFaces(cards, (x) => !isVirtualCard(x) && cardLevel(x) >= art.minLevel)) {
      for (const f of table.match([...cards, c], basicOnly)) out.push({ formation: f, via: { kind: "sacred_art", card: c } });
    }
  }
  const proficiencies = abilitiesOf(s, seat).filter((x) => x.effect.hook === "proficiency");
  if (proficiencies.length) {
    const sig = signature(cards);
    for (const ability of proficiencies) {
      if (ability.effect.hook !== "proficiency") continue;
      for (const pp of ability.effect.patterns) {
        const f = table.get(pp.formation);
        if (!f || has(f.id) || !available(f) || !test(pp.pattern)(sig)) continue;
        out.push({ formation: f, via: { kind: "proficiency", ability: ability.id, pointsDelta: pp.pointsDelta ?? 0 } });
      }
    }
  }
  const v = a.virtual && a.virtual.seat === seat && cards.includes(a.virtual.card) ? a.virtual : null;
  if (!v) return out;
  // A 幻術 card makes only its own element's single strike; a 幻朧 card any basic formation (§10.3).
  return out.filter((m) => m.formation.basic && (v.scope === "basic" || (cards.length === 1 && m.formation.category === "attack" && m.formation.attackKind === "elemental" && m.formation.element === cardElement(v.card))));
}

