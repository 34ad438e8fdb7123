import { z } from "zod";
import { ContentError } from "../../core/errors";
import formationsJson from "./content/formations.json";
import rulesJson from "./content/rules.json";
import preconJson from "./content/preconstructed-deck.json";

/** Content files (formation table, rule numbers, the preconstructed deck), validated with zod at load. */
const ElementSchema = z.enum(["metal", "wood", "water", "fire", "earth"]);

export const PointsSchema = z.union([
  z.object({ mul: z.number().int().min(0), add: z.number().int() }).strict(),
  z.object({ perTargetHandCard: z.number().int().min(0) }).strict(),
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
]);
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
    optional: z.object({ recycle: z.boolean(), personalDeck: z.boolean() }).strict(),
    recycleCostPerLevel: z.number().int().min(0),
    personalDeck: z.object({ size: z.number().int().min(1), maxTotalLevel: z.number().int().min(1), copyLimit: LevelMap }).strict(),
  })
  .strict();
export type CfeRules = z.infer<typeof RulesSchema>;

const PreconSchema = z.object({ clause: z.string(), perElement: LevelMap }).strict();

function parseOrThrow<T>(schema: z.ZodType<T, z.ZodTypeDef, unknown>, data: unknown, code: string): T {
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
export const CFE_RULES: CfeRules = parseOrThrow(RulesSchema, rulesJson, "cfe_bad_rules");
export const PRECONSTRUCTED_PER_ELEMENT: Record<number, number> = (() => {
  const p = parseOrThrow(PreconSchema, preconJson, "cfe_bad_precon").perElement;
  return { 1: p["1"], 2: p["2"], 3: p["3"], 4: p["4"], 5: p["5"] };
})();
