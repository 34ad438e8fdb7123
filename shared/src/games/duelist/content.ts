import { z } from "zod";
import { ContentError } from "../../core/errors";
import type { LocalText } from "../../core/text";
import unitsJson from "./content/units.json";
import secretsJson from "./content/secrets.json";
import rulesJson from "./content/rules.json";
import decksJson from "./content/decks.json";
import keywordsJson from "./content/keywords.json";
import botJson from "./content/bot.json";
import type { Keyword, Keywords } from "./types";

/** Content files of the Duelist (card pool, 秘笈, parameters, starter decks, bot weights), validated with zod at load. */
export const KEYWORDS: readonly Keyword[] = ["tactics", "dart", "study", "heal", "poison", "rally", "chase", "agility", "ultimate", "lime", "courage", "bell"];
const KeywordSchema = z.enum(KEYWORDS as [Keyword, ...Keyword[]]);
const Magnitude = z.number().int().min(1).max(3);
const CardRef = z.object({ id: z.string(), n: z.number().int().min(1).max(3) }).strict();
const Cite = z.string().min(1);

const UnitDefSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    zh: z.string().min(1),
    en: z.string().min(1),
    cost: z.number().int().min(0).max(10),
    zui: z.number().int().min(0),
    an: z.number().int().min(0),
    /** Printed 捅人 ≥ 1 (design §3.1): nothing lowers 捅人 below 1. */
    tong: z.number().int().min(1),
    abilities: z.record(KeywordSchema, Magnitude),
    /** 呼出: units called when this one is summoned or generated. */
    call: z.array(CardRef).default([]),
    /** 傳授: 秘笈 cards put into the hand when this one is summoned or generated. */
    teach: z.array(CardRef).default([]),
    legend: z.boolean().default(false),
    token: z.boolean().default(false),
    uniqueOnBoard: z.boolean().default(false),
    copyLimit: z.number().int().min(1).optional(),
    cite: Cite,
  })
  .strict();
export type UnitDef = z.infer<typeof UnitDefSchema> & { kind: "unit"; kw: Keywords };

const SecretDefSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    zh: z.string().min(1),
    en: z.string().min(1),
    cost: z.number().int().min(0).max(10),
    text: z.object({ zh: z.string().min(1), en: z.string().min(1) }).strict(),
    cite: Cite,
  })
  .strict();
export type SecretDef = z.infer<typeof SecretDefSchema> & { kind: "secret" };
export type CardDef = UnitDef | SecretDef;

const Param = <T extends z.ZodRawShape>(shape: T) => z.object({ ...shape, cite: Cite }).strict();
const Int = z.number().int().min(0);
const RulesSchema = z
  .object({
    clause: z.string(),
    slots: Param({ value: z.number().int().min(2).max(8) }),
    baseHp: Param({ value: z.number().int().min(1) }),
    deckSize: Param({ value: z.number().int().min(1) }),
    copyLimit: Param({ value: z.number().int().min(1), legend: z.number().int().min(1) }),
    openingHand: Param({ first: Int, second: Int }),
    mulligan: Param({ value: z.boolean() }),
    startingMana: Param({ first: Int, second: Int }),
    maxManaCap: Param({ value: Int }),
    manaGrowth: Param({ value: Int, fromOwnTurn: z.number().int().min(1) }),
    drawPerTurn: Param({ value: Int }),
    handLimit: Param({ value: z.number().int().min(1) }),
    fatigue: Param({ start: Int, step: Int }),
    turnCap: Param({ value: z.number().int().min(2) }),
    healAtZeroMana: Param({ value: z.number().int().min(1) }),
    hpPerMana: Param({ value: z.number().int().min(1) }),
    summoningSickness: Param({ value: z.literal(false) }),
    limeFloor: Param({ tong: z.literal(1), an: z.literal(0) }),
    baseDartDivisor: Param({ value: z.number().int().min(1) }),
    firstPlayerNoAttackTurn1: Param({ value: z.boolean() }),
    randomPoolMinCost: Param({ dailyProgress: Int, finalBattle: Int }),
    lowKickMaxCost: Param({ value: Int }),
  })
  .strict();
export type DuelRules = z.infer<typeof RulesSchema>;

const DeckEntrySchema = z.object({ card: z.string().min(1), count: z.number().int().min(1) }).strict();
export type DeckEntry = z.infer<typeof DeckEntrySchema>;
const StarterSchema = z.object({ id: z.string(), zh: z.string(), en: z.string(), cite: Cite, cards: z.array(DeckEntrySchema) }).strict();
export type StarterDeck = z.infer<typeof StarterSchema>;

const KeywordInfoSchema = z
  .object({ key: KeywordSchema, zh: z.string(), en: z.string(), stacking: z.boolean(), endOfTurn: z.number().int().min(1).max(4).optional(), cite: Cite })
  .strict();

const Weights = z.record(KeywordSchema, z.number());
const BotSchema = z
  .object({
    clause: z.string(),
    evaluate: z
      .object({
        base: z.number(), hand: z.number(), handCap: z.number(), maxMana: z.number(), openBoardTong: z.number(),
        unit: z.object({ hp: z.number(), tong: z.number(), an: z.number(), zui: z.number() }).strict(),
        keyword: Weights,
        courage: z.object({ perHp: z.number(), flat: z.number() }).strict(),
        rally: z.number(),
        win: z.number(),
      })
      .strict(),
    greedy: z.object({ margin: z.number(), randomSamples: z.number().int().min(1), lethalBudget: z.number().int().min(0), lethalMaxSecretCost: Int }).strict(),
    mulligan: z.object({ returnMinCost: Int }).strict(),
    search: z
      .object({
        iterations: z.number().int().min(1), maxWork: z.number().int().min(1), work: z.object({ cast: z.number().int().min(1), sample: z.number().int().min(0) }).strict(), c: z.number().min(0), widening: z.number().min(0), squash: z.number().min(1),
        epsilon: z.number().min(0).max(1), turns: z.number().int().min(1), rolloutMaxSteps: z.number().int().min(1),
      })
      .strict(),
  })
  .strict();
export type BotParams = z.infer<typeof BotSchema>;

function parseOrThrow<T>(schema: z.ZodType<T, z.ZodTypeDef, unknown>, data: unknown, code: string): T {
  const r = schema.safeParse(data);
  if (!r.success) throw new ContentError(code, r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`));
  return r.data;
}

export function zeroKeywords(): Keywords {
  return { tactics: 0, dart: 0, study: 0, heal: 0, poison: 0, rally: 0, chase: 0, agility: 0, ultimate: 0, lime: 0, courage: 0, bell: 0 };
}

/** Load and cross-check the card pool: unique ids, every 呼出 / 傳授 / 秘笈 reference exists (design §3.5). */
export function loadPool(unitsData: unknown, secretsData: unknown): Map<string, CardDef> {
  const units = parseOrThrow(z.object({ clause: z.string(), units: z.array(UnitDefSchema).min(1) }).strict(), unitsData, "duelist_bad_units").units;
  const secrets = parseOrThrow(z.object({ clause: z.string(), secrets: z.array(SecretDefSchema).min(1) }).strict(), secretsData, "duelist_bad_secrets").secrets;
  const pool = new Map<string, CardDef>();
  const problems: string[] = [];
  for (const u of units) {
    if (pool.has(u.id)) problems.push(`duplicate card id ${u.id}`);
    pool.set(u.id, { ...u, kind: "unit", kw: { ...zeroKeywords(), ...u.abilities } });
  }
  for (const s of secrets) {
    if (pool.has(s.id)) problems.push(`duplicate card id ${s.id}`);
    pool.set(s.id, { ...s, kind: "secret" });
  }
  for (const u of units) {
    for (const c of u.call) if (pool.get(c.id)?.kind !== "unit") problems.push(`${u.id}: 呼出 names ${c.id}, which is no 江湖人`);
    for (const t of u.teach) if (pool.get(t.id)?.kind !== "secret") problems.push(`${u.id}: 傳授 names ${t.id}, which is no 秘笈`);
  }
  for (const id of NAMED_BY_SECRETS) if (pool.get(id)?.kind !== "unit") problems.push(`a 秘笈 names ${id}, which is missing from the pool`);
  if (problems.length) throw new ContentError("duelist_bad_pool", problems);
  return pool;
}

/** The 江湖人 the 秘笈 texts name (SEED §7): 趙活, 唐默鈴, 郁竹, 虞小梅, 百萬趙活. */
export const UNIT_IDS = { zhaoHuo: "zhao-huo", tangMoling: "tang-moling", yuZhu: "yu-zhu", yuXiaomei: "yu-xiaomei", megaZhaoHuo: "mega-zhao-huo" } as const;
const NAMED_BY_SECRETS = Object.values(UNIT_IDS);

export const POOL: ReadonlyMap<string, CardDef> = loadPool(unitsJson, secretsJson);
export const RULES: DuelRules = parseOrThrow(RulesSchema, rulesJson, "duelist_bad_rules");
export const BOT: BotParams = parseOrThrow(BotSchema, botJson, "duelist_bad_bot");
export const KEYWORD_INFO: Readonly<Record<Keyword, { zh: string; en: string; stacking: boolean; endOfTurn?: number }>> = (() => {
  const list = parseOrThrow(z.object({ clause: z.string(), keywords: z.array(KeywordInfoSchema) }).strict(), keywordsJson, "duelist_bad_keywords").keywords;
  const out = {} as Record<Keyword, { zh: string; en: string; stacking: boolean; endOfTurn?: number }>;
  for (const k of list) out[k.key] = k;
  const missing = KEYWORDS.filter((k) => !out[k]);
  if (missing.length) throw new ContentError("duelist_bad_keywords", missing.map((k) => `no entry for ${k}`));
  return out;
})();
export const STARTER_DECKS: readonly StarterDeck[] = parseOrThrow(z.object({ clause: z.string(), decks: z.array(StarterSchema).min(2) }).strict(), decksJson, "duelist_bad_decks").decks;

export function cardDef(id: string): CardDef {
  const d = POOL.get(id);
  if (!d) throw new Error(`unknown Duelist card ${id}`);
  return d;
}
export function unitDef(id: string): UnitDef {
  const d = cardDef(id);
  if (d.kind !== "unit") throw new Error(`${id} is not a 江湖人`);
  return d;
}
export const isUnitDef = (id: string): boolean => POOL.get(id)?.kind === "unit";
export const cardName = (id: string): LocalText => {
  const d = POOL.get(id);
  return d ? { zh: d.zh, en: d.en } : { zh: "？", en: "?" };
};

/** The collectible 江湖人 (tokens excluded): the pool of every "random 江湖人" (AMB-15), in content order. */
export const COLLECTIBLE_UNITS: readonly UnitDef[] = [...POOL.values()].filter((d): d is UnitDef => d.kind === "unit" && !d.token);
/** Copy limit of a card name in a deck (design §2); 0 = may not be in a deck. */
export function copyLimit(d: CardDef): number {
  if (d.kind === "unit" && d.token) return 0;
  if (d.kind === "unit" && d.copyLimit !== undefined) return d.copyLimit;
  if (d.kind === "unit" && d.legend) return RULES.copyLimit.legend;
  return RULES.copyLimit.value;
}
