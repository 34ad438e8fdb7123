import { ELEMENT_EN, ELEMENT_ZH } from "../../core/elements";
import { CFE_ELEMENTS, LEVELS, STANDARD_COPIES, VIRTUAL_OWNER } from "./cards";
import { ADVANCED_FORMATIONS, BASE_FORMATIONS, type FormationData } from "./content";
import { MODULE_CONTENT } from "./moduleContent";
import { ABILITIES, PROFESSIONS } from "./professions";

/**
 * What a client of 五行戰鬥牌 (and of 弒魔戰爭, which plays the same cards) needs to read a card number and name a
 * formation, profession or ability: served by `GET /api/games/cfe/content` and documented in docs/protocol.md.
 */
export function cardNumbering() {
  return {
    formula: "owner × 1000 + element × 100 + level × 10 + copy",
    elements: CFE_ELEMENTS.map((id, index) => ({ index, id, zh: ELEMENT_ZH[id], en: ELEMENT_EN[id] })),
    levels: [...LEVELS],
    copiesPerLevel: STANDARD_COPIES,
    owners: { "0": "the shared deck", "k (1–4)": "the personal deck of seat k − 1", [String(VIRTUAL_OWNER)]: "a virtual card (幻術 / 幻朧); never in a pile" },
    hidden: -1,
  };
}

export function formationEntry(f: FormationData) {
  return {
    id: f.id,
    zh: f.zh,
    en: f.en,
    category: f.category,
    ...(f.attackKind ? { attackKind: f.attackKind } : {}),
    ...(f.element ? { element: f.element } : {}),
    basic: f.basic,
    ...(f.module ? { module: f.module } : {}),
    ...(f.profession ? { profession: f.profession } : {}),
    ...(f.star ? { star: f.star } : {}),
  };
}

export function heroesContent() {
  return {
    professions: PROFESSIONS.map((p) => ({ id: p.id, zh: p.zh, en: p.en, school: p.school, tier: p.tier, legendary: p.legendary, from: p.from, requirement: p.requirement, inherits: p.inherits, abilities: p.abilities, formations: p.formations })),
    abilities: ABILITIES.map((a) => ({ id: a.id, zh: a.zh, en: a.en, kind: a.kind, text: a.text })),
  };
}

export function cfeContent() {
  return {
    cards: cardNumbering(),
    formations: [...BASE_FORMATIONS, ...ADVANCED_FORMATIONS].map(formationEntry),
    ...heroesContent(),
    stars: MODULE_CONTENT.stars.list.map((s) => ({ element: s.element, zh: s.zh, en: s.en, summonedBy: s.summonedBy, strike: s.strike, formation: s.formation })),
    environments: MODULE_CONTENT.environments.list.map((e) => ({ element: e.element, zh: e.zh, en: e.en, beast: e.beast, disables: e.disables })),
  };
}
