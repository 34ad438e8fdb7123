import { z } from "zod";
import { ContentError } from "../../core/errors";
import { generated, overcome, type Element } from "../../core/elements";
import { ADVANCED_FORMATIONS, BASE_FORMATIONS, ElementSchema, parseOrThrow, PatternSchema } from "./content";
import starsJson from "./content/stars.json";
import environmentsJson from "./content/environments.json";
import professionsJson from "./content/professions.json";

/**
 * The data of the three advanced modules (§10), validated with zod at load like the formation table:
 * the five stars (星辰圖記), the five environments and their sacred beasts (五方傳說), and the 18 professions with
 * their abilities (英雄學派). Cross-references (formation ids, ability ids, the 生/剋 cycles) are checked here too.
 */
const Text = z.object({ zh: z.string().min(1), en: z.string().min(1) }).strict();

// ——— 星辰圖記 ———
const StarSchema = z
  .object({
    element: ElementSchema,
    zh: z.string(),
    en: z.string(),
    /** The three-card strike that summons it with enough points. */
    summonedBy: z.string(),
    strike: z.string(),
    formation: z.string(),
    /** One card of this element may count as the star's element (星辰變牌): the element that generates it. */
    substitute: ElementSchema,
    /** The star it breaks when summoned: the one its element overcomes. */
    breaks: ElementSchema,
    clause: z.string().min(1),
  })
  .strict();
export type StarData = z.infer<typeof StarSchema>;
const StarsFileSchema = z.object({ clause: z.string(), summonPoints: z.number().int().min(0), stars: z.array(StarSchema).length(5) }).strict();

// ——— 五方傳說 ———
const EnvironmentSchema = z.object({ element: ElementSchema, zh: z.string(), en: z.string(), beast: z.string(), disables: z.array(z.string()).min(1), clause: z.string().min(1) }).strict();
export type EnvironmentData = z.infer<typeof EnvironmentSchema>;
const EnvironmentsFileSchema = z.object({ clause: z.string(), damageMultiplier: z.number().int().min(1), environments: z.array(EnvironmentSchema).length(5) }).strict();

// ——— 英雄學派 ———
export const SchoolSchema = z.enum(["warrior", "seeker", "mesmer", "mage", "windwalker", "unaffiliated"]);
export type School = z.infer<typeof SchoolSchema>;

/** Which profession a player must hold to change to this one. */
const FromSchema = z.discriminatedUnion("kind", [
  /** Anyone (a first-tier profession; it replaces whatever is held). */
  z.object({ kind: z.literal("any") }).strict(),
  /** Nothing held (初行客). */
  z.object({ kind: z.literal("none_held") }).strict(),
  /** This exact profession (the next tier of a school). */
  z.object({ kind: z.literal("profession"), id: z.string() }).strict(),
  /** Any profession of this school tier (仙者 / 聖者: any second tier). */
  z.object({ kind: z.literal("tier"), tier: z.number().int().min(1).max(3) }).strict(),
]);
/** The cards shown for the change. */
const RequirementSchema = z.discriminatedUnion("kind", [
  /** Any number of cards, all of `element`, levels adding up to at least `min`. */
  z.object({ kind: z.literal("element_sum"), element: ElementSchema, min: z.number().int().min(1) }).strict(),
  /** Exactly `count` cards, each of level `level`. */
  z.object({ kind: z.literal("levels"), level: z.number().int().min(1).max(5), count: z.number().int().min(1).max(5) }).strict(),
]);
export type Requirement = z.infer<typeof RequirementSchema>;

const ProfessionSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9_]+$/),
    zh: z.string(),
    en: z.string(),
    school: SchoolSchema,
    /** 1–3 within a school; 0 for the unaffiliated ones. */
    tier: z.number().int().min(0).max(3),
    clause: z.string(),
    from: FromSchema,
    requirement: RequirementSchema,
    /** Keeps the abilities (and formations) of the tiers below it (§10.3: 仙者 and 聖者 do not). */
    inherits: z.boolean(),
    abilities: z.array(z.string()),
    formations: z.array(z.string()),
  })
  .strict();
export type ProfessionData = z.infer<typeof ProfessionSchema> & { legendary: boolean };

const ProficiencySchema = z.object({ formation: z.string(), pattern: PatternSchema, pointsDelta: z.number().int().optional() }).strict();
export type ProficiencyData = z.infer<typeof ProficiencySchema>;

/** What an ability does, by hook: the engine reads these at the points of the rules they name. */
export const AbilityEffectSchema = z.discriminatedUnion("hook", [
  // 普通能力 (always on)
  z.object({ hook: z.literal("halve_physical") }).strict(),
  z.object({ hook: z.literal("resist"), element: ElementSchema }).strict(),
  z.object({ hook: z.literal("draw_on_play"), formations: z.array(z.string()).min(1), amount: z.number().int().min(1) }).strict(),
  z.object({ hook: z.literal("others_cannot_act_on_play"), formations: z.array(z.string()).min(1), turns: z.number().int().min(1) }).strict(),
  z.object({ hook: z.literal("recycle_discount") }).strict(),
  z.object({ hook: z.literal("spell_ward"), counters: z.array(z.enum(["seal", "spell_seal"])).min(1) }).strict(),
  z.object({ hook: z.literal("counter_ward"), maxPoints: z.number().int().min(0) }).strict(),
  z.object({ hook: z.literal("immune"), effects: z.array(z.enum(["radiance", "chaos"])).min(1) }).strict(),
  z.object({ hook: z.literal("proficiency_summons") }).strict(),
  z.object({ hook: z.literal("illusion_mastery"), maxLevel: z.number().int().min(1).max(5), amount: z.number().int().min(1) }).strict(),
  z.object({ hook: z.literal("choice") }).strict(),
  z.object({ hook: z.literal("breakthrough") }).strict(),
  z.object({ hook: z.literal("sacred_art"), minLevel: z.number().int().min(1).max(5) }).strict(),
  // 專精能力 (alternative patterns for existing formations)
  z.object({ hook: z.literal("proficiency"), patterns: z.array(ProficiencySchema).min(1) }).strict(),
  // 發動能力 (the active-effect window)
  z.object({ hook: z.literal("illusion"), discard: z.number().int().min(1), scope: z.enum(["strike", "basic"]) }).strict(),
  z.object({ hook: z.literal("shadow_cut"), discard: z.number().int().min(1), perLevel: z.number().int().min(1) }).strict(),
  z.object({ hook: z.literal("meditation"), minLevel: z.number().int().min(1).max(5), amount: z.number().int().min(1) }).strict(),
  z.object({ hook: z.literal("revelation"), minLevel: z.number().int().min(1).max(5), look: z.number().int().min(1) }).strict(),
]);
export type AbilityEffect = z.infer<typeof AbilityEffectSchema>;
const ACTIVATED_HOOKS = new Set(["illusion", "shadow_cut", "meditation", "revelation"]);

const AbilitySchema = z
  .object({
    id: z.string().regex(/^[a-z0-9_]+$/),
    zh: z.string(),
    en: z.string(),
    /** 普通 (always on) / 專精 (proficiency) / 發動 (activated in the active-effect window). */
    kind: z.enum(["passive", "proficiency", "activated"]),
    clause: z.string(),
    text: Text,
    effect: AbilityEffectSchema,
  })
  .strict()
  .superRefine((a, ctx) => {
    if ((a.kind === "proficiency") !== (a.effect.hook === "proficiency")) ctx.addIssue({ code: "custom", message: `${a.id}: proficiencies and the proficiency hook go together` });
    if ((a.kind === "activated") !== ACTIVATED_HOOKS.has(a.effect.hook)) ctx.addIssue({ code: "custom", message: `${a.id}: activated abilities and their hooks go together` });
  });
export type AbilityData = z.infer<typeof AbilitySchema>;

const ProfessionsFileSchema = z.object({ clause: z.string(), legendary: z.array(z.string()), professions: z.array(ProfessionSchema).min(1), abilities: z.array(AbilitySchema).min(1) }).strict();

function load() {
  const stars = parseOrThrow(StarsFileSchema, starsJson, "cfe_bad_stars");
  const envs = parseOrThrow(EnvironmentsFileSchema, environmentsJson, "cfe_bad_environments");
  const heroes = parseOrThrow(ProfessionsFileSchema, professionsJson, "cfe_bad_professions");
  const formations = new Map([...BASE_FORMATIONS, ...ADVANCED_FORMATIONS].map((f) => [f.id, f]));
  const problems: string[] = [];
  const needFormation = (id: string, where: string) => formations.has(id) || problems.push(`${where}: unknown formation ${id}`);

  const elements = new Set<Element>();
  for (const st of stars.stars) {
    elements.add(st.element);
    [st.summonedBy, st.strike, st.formation].forEach((id) => needFormation(id, `star ${st.element}`));
    if (generated(st.substitute) !== st.element) problems.push(`star ${st.element}: substitute ${st.substitute} does not generate it`);
    if (overcome(st.element) !== st.breaks) problems.push(`star ${st.element}: it overcomes ${overcome(st.element)}, not ${st.breaks}`);
    if (formations.get(st.strike)?.star !== st.element || formations.get(st.formation)?.star !== st.element) problems.push(`star ${st.element}: its formations must name it`);
  }
  if (elements.size !== 5) problems.push("stars: one per element");

  const envElements = new Set<Element>();
  for (const en of envs.environments) {
    envElements.add(en.element);
    needFormation(en.beast, `environment ${en.element}`);
    en.disables.forEach((id) => needFormation(id, `environment ${en.element}`));
    if (formations.get(en.beast)?.setsEnvironment !== en.element) problems.push(`environment ${en.element}: beast ${en.beast} must set it`);
  }
  if (envElements.size !== 5) problems.push("environments: one per element");

  const abilityIds = new Set(heroes.abilities.map((a) => a.id));
  const profIds = new Set(heroes.professions.map((p) => p.id));
  for (const a of heroes.abilities) if (a.effect.hook === "proficiency") a.effect.patterns.forEach((pp) => needFormation(pp.formation, `ability ${a.id}`));
  for (const p of heroes.professions) {
    p.abilities.forEach((id) => abilityIds.has(id) || problems.push(`profession ${p.id}: unknown ability ${id}`));
    p.formations.forEach((id) => {
      needFormation(id, `profession ${p.id}`);
      if (formations.get(id)?.profession !== p.id) problems.push(`profession ${p.id}: formation ${id} must name it`);
    });
    if (p.from.kind === "profession" && !profIds.has(p.from.id)) problems.push(`profession ${p.id}: unknown prerequisite ${p.from.id}`);
  }
  for (const id of heroes.legendary) if (!profIds.has(id)) problems.push(`legendary: unknown profession ${id}`);
  for (const f of ADVANCED_FORMATIONS) if (f.profession && !profIds.has(f.profession)) problems.push(`formation ${f.id}: unknown profession ${f.profession}`);
  if (problems.length) throw new ContentError("cfe_bad_modules", problems);

  const legendary = new Set(heroes.legendary);
  return {
    stars: { summonPoints: stars.summonPoints, list: stars.stars },
    environments: { damageMultiplier: envs.damageMultiplier, list: envs.environments },
    professions: heroes.professions.map((p): ProfessionData => ({ ...p, legendary: legendary.has(p.id) })),
    abilities: heroes.abilities,
  };
}

export const MODULE_CONTENT = load();
