import { z } from "zod";
import { ContentError } from "../../core/errors";
import charactersJson from "./content/characters.json";
import effectsJson from "./content/effects.json";
import trapsJson from "./content/traps.json";
import decksJson from "./content/decks.json";
import rulesJson from "./content/rules.json";
import relationsJson from "./content/relations.json";
import { ATTRS, type Attr, type Kind } from "./types";

/**
 * Content files (relation table, the 64-card pool, ready decks, rule numbers), validated with zod at load. The
 * JSON writes attributes as the game's characters (金木水火草); the engine uses the ids of `ATTRS`.
 */
export const ATTR_ZH: Record<Attr, string> = { metal: "金", wood: "木", water: "水", fire: "火", grass: "草" };
export const ATTR_EN: Record<Attr, string> = { metal: "Metal", wood: "Wood", water: "Water", fire: "Fire", grass: "Grass" };
const ZH_TO_ATTR: Record<string, Attr> = { 金: "metal", 木: "wood", 水: "water", 火: "fire", 草: "grass" };
const AttrZh = z.enum(["金", "木", "水", "火", "草"]).transform((a) => ZH_TO_ATTR[a]);
const Rarity = z.enum(["N", "R", "SR"]);
export type Rarity = z.infer<typeof Rarity>;
const Text = z.object({ zh: z.string().min(1), en: z.string().min(1) }).strict();
const Id = z.string().regex(/^[a-z][a-z0-9-]*$/);

const SkillSchema = z
  .object({
    code: z.string(),
    name: z.string().min(1),
    en: z.string().min(1),
    text: Text,
    params: z
      .object({ guard: z.number().int(), heal: z.number().int(), damage: z.number().int(), atk: z.number().int(), heart: z.number().int(), attacks: z.number().int(), draw: z.number().int(), maxHeart: z.number().int(), attr: AttrZh })
      .partial()
      .strict(),
  })
  .strict();
export type SkillDef = z.infer<typeof SkillSchema>;

/** Skill codes the engine has handlers for (a content file naming another one is refused at load). */
export const SKILL_CODES = ["iron-wall", "precision", "forge", "regrowth", "thorns", "shelter", "freeze", "undertow", "backflow", "charge", "burst", "double-strike", "entangle", "seeding", "flourish"] as const;
export const SPECIAL_CODES = ["halt", "rejuvenate", "high-tide", "sky-burn", "myriad-blossoms"] as const;
export type SkillCode = (typeof SKILL_CODES)[number];
export type SpecialCode = (typeof SPECIAL_CODES)[number];

const CharacterSchema = z
  .object({
    id: Id,
    name: z.string().min(1),
    en: z.string().min(1),
    attr: AttrZh,
    rarity: Rarity,
    series: z.string().min(1),
    atk: z.number().int().min(0),
    heart: z.number().int().min(1),
    skill: SkillSchema.nullable(),
    special: SkillSchema.nullable(),
    source: z.string().min(1),
  })
  .strict()
  .superRefine((c, ctx) => {
    // [SEED 卡面] N: no skill; R: a skill; SR: a skill and a special skill.
    if ((c.rarity === "N") !== (c.skill === null)) ctx.addIssue({ code: "custom", message: `${c.id}: only N characters have no skill` });
    if ((c.rarity === "SR") !== (c.special !== null)) ctx.addIssue({ code: "custom", message: `${c.id}: only SR characters have a special skill` });
    if (c.skill && !(SKILL_CODES as readonly string[]).includes(c.skill.code)) ctx.addIssue({ code: "custom", message: `${c.id}: unknown skill ${c.skill.code}` });
    if (c.special && !(SPECIAL_CODES as readonly string[]).includes(c.special.code)) ctx.addIssue({ code: "custom", message: `${c.id}: unknown special ${c.special.code}` });
  });
export type CharacterDef = z.infer<typeof CharacterSchema> & { kind: "character" };

const EffectSchema = z
  .object({
    id: Id,
    name: z.string().min(1),
    en: z.string().min(1),
    attr: AttrZh,
    rarity: Rarity,
    on: z.enum(["character", "player"]),
    oneShot: z.boolean(),
    /** 咒: made to be attached to an enemy (a hint for players and bots; the attribute rule still applies). */
    curse: z.boolean(),
    // Continuous, on a character:
    atk: z.number().int().optional(),
    heart: z.number().int().optional(),
    guard: z.number().int().min(0).optional(),
    regen: z.number().int().min(0).optional(),
    freezeOnHit: z.boolean().optional(),
    attacks: z.number().int().min(1).optional(),
    whileOther: z.object({ attr: AttrZh, atk: z.number().int(), heart: z.number().int() }).strict().optional(),
    // Continuous, on a player:
    teamGuard: z.number().int().min(0).optional(),
    teamHeart: z.number().int().optional(),
    handSize: z.number().int().min(0).optional(),
    // One-shot:
    heal: z.number().int().min(0).optional(),
    fullHeal: z.boolean().optional(),
    damage: z.number().int().min(0).optional(),
    draw: z.number().int().min(0).optional(),
    timeCatchUp: z.number().int().min(0).optional(),
    text: Text,
    source: z.string().min(1),
  })
  .strict()
  .superRefine((e, ctx) => {
    const oneShotFields = [e.heal, e.fullHeal, e.damage, e.draw, e.timeCatchUp].some((x) => x !== undefined);
    if (oneShotFields !== e.oneShot) ctx.addIssue({ code: "custom", message: `${e.id}: one-shot fields (heal, damage, draw, time) go with oneShot: true` });
    const playerFields = [e.teamGuard, e.teamHeart, e.handSize].some((x) => x !== undefined);
    if (playerFields && e.on !== "player") ctx.addIssue({ code: "custom", message: `${e.id}: team fields need on: "player"` });
    if (e.timeCatchUp !== undefined && e.on !== "player") ctx.addIssue({ code: "custom", message: `${e.id}: time goes to a player` });
  });
export type EffectDef = z.infer<typeof EffectSchema> & { kind: "effect" };

export const TRAP_TRIGGERS = [
  "attack-declared",
  "superior-attack-declared",
  "strong-attack-on-my-character",
  "attack-on-me",
  "my-character-survived-hit",
  "my-character-defeated-by-attack",
  "my-character-defeated",
  "my-last-character-left",
  "enemy-placed",
  "enemy-placed-rare",
  "enemy-chose-attack",
  "enemy-attached-own",
  "i-lost-time-to-attack",
  "round-start-low-enemy",
] as const;
export type TrapTrigger = (typeof TRAP_TRIGGERS)[number];
export const TRAP_EFFECTS = ["cancel-attack", "reverse-relation", "mirror-damage", "zero-damage", "counter-damage", "attacker-owner-loses-time", "return-to-hand", "place-from-hand", "damage-placed", "seal", "fog", "negate-effect", "regain-time", "low-enemies-lose-time"] as const;
export type TrapEffect = (typeof TRAP_EFFECTS)[number];

const TrapSchema = z
  .object({
    id: Id,
    name: z.string().min(1),
    en: z.string().min(1),
    trigger: z.enum(TRAP_TRIGGERS),
    effect: z.enum(TRAP_EFFECTS),
    params: z.object({ time: z.number().int().min(0), damage: z.number().int().min(0), amount: z.number().int().min(0), minAtk: z.number().int().min(0), threshold: z.number().int().min(0) }).partial().strict(),
    limit: z.number().int().min(1),
    /** The 時 traps move 生存時間 (the score), so decks hold at most one of each (spec §2). */
    timeTrap: z.boolean(),
    text: Text,
    source: z.string().min(1),
  })
  .strict();
export type TrapDef = z.infer<typeof TrapSchema> & { kind: "trap" };

export type CardDef = CharacterDef | EffectDef | TrapDef;

const DeckSchema = z
  .object({ id: Id, name: z.string().min(1), en: z.string().min(1), style: z.string(), characters: z.array(Id), effects: z.array(Id), traps: z.array(Id), source: z.string().min(1) })
  .strict();
export type ReadyDeck = z.infer<typeof DeckSchema>;

const PerRarity = z.object({ N: z.number().int().min(1), R: z.number().int().min(1), SR: z.number().int().min(1) }).strict();
const Param = z.object({ value: z.number().int().min(0), source: z.string().min(1) }).strict();
const Compensation = z
  .object({
    /** Extra 生存時間 at the start. */
    extraTime: z.number().int().min(-3).max(3).optional(),
    /** Cards from the top of the trap deck set face-down at setup. */
    freeTraps: z.number().int().min(0).max(3).optional(),
    /** Skip the 備戰 phase in round 1. */
    skipPrepareRound1: z.boolean().optional(),
    /** Every character of this player has +n 心等 (a standing blessing; it counts in the final 心等 comparison). */
    heartBonus: z.number().int().min(0).max(3).optional(),
    /** No 出場 phase (no placing, no attacking) while the player has 1 生存時間 left: no last word before the clock. */
    noDeployAtOne: z.boolean().optional(),
    /** Extra cards in the opening hand (may exceed the hand size; trimmed at the end of the first turn). */
    extraOpening: z.number().int().min(0).max(3).optional(),
    /** Characters from the top of the character deck put onto the field at setup (no trap fires, no special). */
    startCharacters: z.number().int().min(0).max(3).optional(),
  })
  .strict();
export type SeatCompensation = z.infer<typeof Compensation>;

const RulesSchema = z
  .object({
    source: z.string(),
    startTime: Param,
    handSize: Param,
    openingHand: Param,
    endHandLimit: Param,
    fieldLimit: Param,
    trapLimit: Param,
    roundCap: Param,
    deckSizes: z.object({ character: z.number().int().min(1), effect: z.number().int().min(1), trap: z.number().int().min(1), source: z.string() }).strict(),
    copyLimits: z
      .object({ character: PerRarity, effect: PerRarity, trap: z.number().int().min(1), timeTrap: z.number().int().min(1), source: z.string() })
      .strict(),
    rarityLimits: z.object({ character: z.object({ R: z.number().int(), SR: z.number().int() }).strict(), effect: z.object({ R: z.number().int(), SR: z.number().int() }).strict(), source: z.string() }).strict(),
    rollAnyAttr: Param,
    seatCompensation: z
      .object({ source: z.string(), bySeats: z.record(z.string().regex(/^[2-8]$/), z.array(Compensation)) })
      .strict()
      .superRefine((t, ctx) => {
        for (const [k, v] of Object.entries(t.bySeats)) if (v.length !== Number(k)) ctx.addIssue({ code: "custom", message: `seatCompensation.bySeats.${k} needs ${k} entries` });
      }),
  })
  .strict();
export type ChronoRules = z.infer<typeof RulesSchema>;

const AttrMap = z
  .object({ 金: AttrZh, 木: AttrZh, 水: AttrZh, 火: AttrZh, 草: AttrZh })
  .strict()
  .transform((m): Record<Attr, Attr> => ({ metal: m.金, wood: m.木, water: m.水, fire: m.火, grass: m.草 }));
const RelationsSchema = z
  .object({
    source: z.string(),
    generates: AttrMap,
    overcomes: AttrMap,
    rollToAttr: z.object({ "1": AttrZh, "2": AttrZh, "3": AttrZh, "4": AttrZh, "5": AttrZh }).strict(),
  })
  .strict();

function parseOrThrow<T>(schema: z.ZodType<T, z.ZodTypeDef, unknown>, data: unknown, code: string): T {
  const r = schema.safeParse(data);
  if (!r.success) throw new ContentError(code, r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`));
  return r.data;
}

const relations = parseOrThrow(RelationsSchema, relationsJson, "chrono_bad_relations");
/** X 生 GENERATES[X] and X 剋 OVERCOMES[X] (spec §1.1). */
export const GENERATES: Readonly<Record<Attr, Attr>> = relations.generates;
export const OVERCOMES: Readonly<Record<Attr, Attr>> = relations.overcomes;
export const ROLL_TO_ATTR: Readonly<Record<string, Attr>> = relations.rollToAttr;
for (const table of [GENERATES, OVERCOMES]) {
  // Each must be a 5-cycle over all attributes, or some pair would stand in no relation.
  let a: Attr = "metal";
  const seen = new Set<Attr>();
  for (let i = 0; i < ATTRS.length; i++) { seen.add(a); a = table[a]; }
  if (seen.size !== ATTRS.length || a !== "metal") throw new ContentError("chrono_bad_relations", ["generates and overcomes must each be a cycle through all five attributes"]);
}

export const RULES: ChronoRules = parseOrThrow(RulesSchema, rulesJson, "chrono_bad_rules");

export const CHARACTERS: readonly CharacterDef[] = parseOrThrow(z.object({ source: z.string(), characters: z.array(CharacterSchema) }).strict(), charactersJson, "chrono_bad_characters").characters.map((c) => ({ ...c, kind: "character" as const }));
export const EFFECTS: readonly EffectDef[] = parseOrThrow(z.object({ source: z.string(), effects: z.array(EffectSchema) }).strict(), effectsJson, "chrono_bad_effects").effects.map((e) => ({ ...e, kind: "effect" as const }));
export const TRAPS: readonly TrapDef[] = parseOrThrow(z.object({ source: z.string(), traps: z.array(TrapSchema) }).strict(), trapsJson, "chrono_bad_traps").traps.map((t) => ({ ...t, kind: "trap" as const }));
export const READY_DECKS: readonly ReadyDeck[] = parseOrThrow(z.object({ source: z.string(), decks: z.array(DeckSchema).min(1) }).strict(), decksJson, "chrono_bad_decks").decks;

export const CARD_DEFS: Readonly<Record<string, CardDef>> = (() => {
  const out: Record<string, CardDef> = {};
  for (const d of [...CHARACTERS, ...EFFECTS, ...TRAPS]) {
    if (out[d.id]) throw new ContentError("chrono_bad_cards", [`duplicate card id ${d.id}`]);
    out[d.id] = d;
  }
  return out;
})();
/** The same, as a Map: card lookups are the engine's hottest path. */
export const DEF_BY_ID: ReadonlyMap<string, CardDef> = new Map(Object.entries(CARD_DEFS));
export const READY_DECK_BY_ID: Readonly<Record<string, ReadyDeck>> = Object.fromEntries(READY_DECKS.map((d) => [d.id, d]));

/** A card definition by id or by its zh / en name (position specs, scenario files and deck lists use either). */
export function findDef(ref: string): CardDef | undefined {
  return CARD_DEFS[ref] ?? Object.values(CARD_DEFS).find((d) => d.name === ref || d.en === ref);
}

export function kindOfDef(d: CardDef): Kind {
  return d.kind;
}

/** The compensation of the player at turn `position` in a `seats`-player game (spec §3.7). */
export function compensationFor(seats: number, position: number): SeatCompensation {
  const table: SeatCompensation[] | undefined = RULES.seatCompensation.bySeats[String(seats)];
  return table?.[position] ?? {};
}
