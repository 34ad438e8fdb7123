import { z } from "zod";
import { ContentError } from "../../core/errors";
import formationsJson from "./content/formations.json";
import rulesJson from "./content/rules.json";
import preconJson from "./content/preconstructed-deck.json";
import advancedFormationsJson from "./content/advanced-formations.json";

/** Content files (formation table, rule numbers, the preconstructed deck), validated with zod at load. */
export const ElementSchema = z.enum(["metal", "wood", "water", "fire", "earth"]);

export const PointsSchema = z.union([
  z.object({ mul: z.number().int().min(0), add: z.number().int() }).strict(),
  z.object({ perTargetHandCard: z.number().int().min(0) }).strict(),
  /** The product of the levels of the cards of one element, × mul (魔法反光閃). */
  z.object({ productOf: ElementSchema, mul: z.number().int().min(0) }).strict(),
  /** The level of the card standing apart from the chain, × mul (轉生術: the standalone 木). */
  z.object({ standalone: ElementSchema, mul: z.number().int().min(0) }).strict(),
]);
export type Points = z.infer<typeof PointsSchema>;

export const PatternSchema = z.discriminatedUnion("kind", [
  /** Exactly these elements, as a multiset. */
  z.object({ kind: z.literal("elements"), elements: z.array(ElementSchema).min(1).max(5) }).strict(),
  /** `size` cards, pairwise different elements. */
  z.object({ kind: z.literal("distinct_elements"), size: z.number().int().min(2).max(5) }).strict(),
  /** `size` cards of one level, any elements. */
  z.object({ kind: z.literal("same_level"), size: z.number().int().min(1).max(5) }).strict(),
  /** `size` cards forming a consecutive generating / overcoming chain. */
  z.object({ kind: z.literal("chain"), cycle: z.enum(["generate", "overcome"]), size: z.number().int().min(2).max(5) }).strict(),
  /** `size` cards among which at least these elements (a multiset); the rest are any cards (proficiencies: "金＋任意牌"). */
  z.object({ kind: z.literal("contains"), size: z.number().int().min(1).max(5), elements: z.array(ElementSchema).min(1).max(5) }).strict(),
  /** Two cards of one level, at least one of them of `element` (神兵 / 道禦 / 幻印 / 法震 / 影襲: "金＋同級牌"). */
  z.object({ kind: z.literal("element_same_level"), element: ElementSchema }).strict(),
  /** Any number of cards, all of `element`, levels adding up to at least `min` (刃影瞬殺). */
  z.object({ kind: z.literal("element_sum"), element: ElementSchema, min: z.number().int().min(1) }).strict(),
  /** One card of `element` plus `chainSize` cards forming a consecutive chain whose levels add up to `minChainSum` (轉生術). */
  z.object({ kind: z.literal("standalone_chain"), element: ElementSchema, cycle: z.enum(["generate", "overcome"]), chainSize: z.number().int().min(2).max(4), minChainSum: z.number().int().min(0) }).strict(),
  /** `size` cards of which exactly `count` are of `element` (魔法反光閃: 火火 + two non-火). */
  z.object({ kind: z.literal("exact_count"), size: z.number().int().min(1).max(5), element: ElementSchema, count: z.number().int().min(0).max(5) }).strict(),
  /** `size` cards, each of one of these levels (天弓嘯 555, 聖風 444, 聖光破 one even level). */
  z.object({ kind: z.literal("levels"), size: z.number().int().min(1).max(5), levels: z.array(z.number().int().min(1).max(5)).min(1) }).strict(),
]);
export type Pattern = z.infer<typeof PatternSchema>;

export const EffectSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("attack"), points: PointsSchema, drawBonus: z.number().int().min(0).optional() }).strict(),
  z.object({ kind: z.literal("counter"), counter: z.enum(["defence", "seal", "counter", "none"]) }).strict(),
  z.object({ kind: z.literal("mimic") }).strict(),
  z.object({ kind: z.literal("heal"), points: PointsSchema }).strict(),
  z.object({ kind: z.literal("shield"), points: PointsSchema }).strict(),
  z.object({ kind: z.literal("shield_break"), points: PointsSchema }).strict(),
  z.object({ kind: z.literal("radiance"), turns: z.number().int().min(1) }).strict(),
  z.object({ kind: z.literal("chaos"), count: z.number().int().min(1) }).strict(),
  z.object({ kind: z.literal("swap_hp") }).strict(),
  /** A side loses HP directly (not an attack: no shield, no counters): 影襲. */
  z.object({ kind: z.literal("hp_loss"), target: z.enum(["upper", "lower"]), points: PointsSchema }).strict(),
  /** A side's HP is halved, rounded down (刃影瞬殺). */
  z.object({ kind: z.literal("halve_hp"), target: z.enum(["upper", "lower"]) }).strict(),
  /** 聖風: 下家's side loses `hpLoss` and the caster takes one of 下家's highest-level cards. */
  z.object({ kind: z.literal("holy_wind"), hpLoss: z.number().int().min(0) }).strict(),
  /** The 虛空 spells: break every star / the environment / every profession, with the HP cost each states. */
  z.object({ kind: z.literal("void"), breaks: z.enum(["stars", "environment", "professions"]), hpLoss: z.number().int().min(0), keepLegendaryAtLevels: z.array(z.number().int().min(1).max(5)).optional() }).strict(),
]);

/** Counter effects (§5.4, §10.3): what a flipped passive or a public counter does to 下家's next action. */
export const CounterKindSchema = z.enum(["defence", "seal", "counter", "spell_seal", "reveal", "none"]);
export type CounterKind = z.infer<typeof CounterKindSchema>;
export type Effect = z.infer<typeof EffectSchema>;

export const FormationDataSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9_]+$/),
    zh: z.string().min(1),
    en: z.string().min(1),
    clause: z.string().min(1),
    category: z.enum(["attack", "active", "passive"]),
    attackKind: z.enum(["elemental", "physical", "special"]).optional(),
    element: ElementSchema.optional(),
    pattern: PatternSchema,
    effect: EffectSchema,
    /** Basic-rule formation (幻化 copies only these, §8.1). Defaults to true for the base table. */
    basic: z.boolean().default(true),
    /** Advanced module that provides it (§10); only in play when the table has that module on. */
    module: z.enum(["stars", "legends", "heroes"]).optional(),
    /** A profession formation: usable by this profession and the professions that inherit from it (§10.3). */
    profession: z.string().optional(),
    /** A star formation: usable while the performer's side holds this star (§10.1). */
    star: ElementSchema.optional(),
    /** After resolving, the performer holds this counter effect publicly against 下家's next action (道禦, 幻印, 法震, 聖光破). */
    counter: CounterKindSchema.optional(),
    /** Breaks the performer's own star after resolving, even when its damage is prevented (§10.1 star formations). */
    breaksOwnStar: z.boolean().optional(),
    /** After the damage (under the old environment), the environment becomes this element (§10.2 sacred beasts). */
    setsEnvironment: ElementSchema.optional(),
    /** Unaffected by other formations' effects: passives and counters flip with no effect (§10.2 sacred beasts). */
    unaffected: z.boolean().optional(),
    /** The performer cannot draw this turn (魔法反光閃). */
    selfCannotDraw: z.boolean().optional(),
  })
  .strict()
  .superRefine((f, ctx) => {
    if ((f.category === "attack") !== (f.effect.kind === "attack")) ctx.addIssue({ code: "custom", message: `${f.id}: attack category and attack effect go together` });
    if (f.category === "attack" && !f.attackKind) ctx.addIssue({ code: "custom", message: `${f.id}: an attack needs attackKind` });
    if (f.attackKind === "elemental" && !f.element) ctx.addIssue({ code: "custom", message: `${f.id}: an elemental attack needs an element` });
    if ((f.category === "passive") !== (f.effect.kind === "counter")) ctx.addIssue({ code: "custom", message: `${f.id}: passives are counter effects` });
  });
export type FormationData = z.infer<typeof FormationDataSchema>;

const FormationFileSchema = z.object({ version: z.string(), formations: z.array(FormationDataSchema).min(1) }).strict();

const LevelMap = z.object({ "1": z.number().int().min(0), "2": z.number().int().min(0), "3": z.number().int().min(0), "4": z.number().int().min(0), "5": z.number().int().min(0) }).strict();

export const RulesSchema = z
  .object({
    clause: z.string(),
    handLimit: z.number().int().min(1),
    baseDraw: z.number().int().min(0),
    startingHand: z.object({ first: z.number().int().min(0), others: z.number().int().min(0) }).strict(),
    hp: z.object({ "1v1": z.number().int().min(1), "2v2": z.number().int().min(1) }).strict(),
    /** §2: with any advanced module the sides start (and are capped) higher. */
    hpAdvanced: z.object({ "1v1": z.number().int().min(1), "2v2": z.number().int().min(1) }).strict(),
    optional: z.object({ recycle: z.boolean(), personalDeck: z.boolean() }).strict(),
    recycleCostPerLevel: z.number().int().min(0),
    personalDeck: z.object({ size: z.number().int().min(1), maxTotalLevel: z.number().int().min(1), copyLimit: LevelMap }).strict(),
  })
  .strict();
export type CfeRules = z.infer<typeof RulesSchema>;

const PreconSchema = z.object({ clause: z.string(), perElement: LevelMap }).strict();

export function parseOrThrow<T>(schema: z.ZodType<T, z.ZodTypeDef, unknown>, data: unknown, code: string): T {
  const r = schema.safeParse(data);
  if (!r.success) throw new ContentError(code, r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`));
  return r.data;
}

export function loadFormationData(data: unknown): FormationData[] {
  const file = parseOrThrow(FormationFileSchema, data, "cfe_bad_formations");
  const ids = new Set<string>();
  for (const f of file.formations) {
    if (ids.has(f.id)) throw new ContentError("cfe_bad_formations", [`duplicate formation id ${f.id}`]);
    ids.add(f.id);
  }
  return file.formations;
}

export const BASE_FORMATIONS: readonly FormationData[] = loadFormationData(formationsJson);
/** The formations of the three advanced modules (§10), each tagged with its module. */
export const ADVANCED_FORMATIONS: readonly FormationData[] = (() => {
  const list = loadFormationData(advancedFormationsJson);
  const missing = list.filter((f) => !f.module).map((f) => `${f.id} has no module`);
  const base = new Set(BASE_FORMATIONS.map((f) => f.id));
  const dup = list.filter((f) => base.has(f.id)).map((f) => `${f.id} is a basic formation id`);
  if (missing.length || dup.length) throw new ContentError("cfe_bad_formations", [...missing, ...dup]);
  return list;
})();
export const CFE_RULES: CfeRules = parseOrThrow(RulesSchema, rulesJson, "cfe_bad_rules");
export const PRECONSTRUCTED_PER_ELEMENT: Record<number, number> = (() => {
  const p = parseOrThrow(PreconSchema, preconJson, "cfe_bad_precon").perElement;
  return { 1: p["1"], 2: p["2"], 3: p["3"], 4: p["4"], 5: p["5"] };
})();
