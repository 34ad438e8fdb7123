import { z } from "zod";
import { ContentError } from "../../core/errors";
import { professionById } from "../cfe/professions";
import type { Element } from "../../core/elements";
import opponentsJson from "./content/opponents.json";
import mapJson from "./content/map.json";
import terrainJson from "./content/terrain.json";
import modesJson from "./content/modes.json";
import shopJson from "./content/shop.json";
import shardsJson from "./content/shards.json";
import rulesJson from "./content/rules.json";

/**
 * The 弒魔戰爭 content (spec §5–§10, Appendix A): the army's move tables, the map, terrain, the mode table, the shop,
 * the shards and the fixed numbers of the seed. All of it is data validated here at load; the engine reads only
 * these exports, so tuning a number never touches code.
 */
const ElementSchema = z.enum(["metal", "wood", "water", "fire", "earth"]);
const ElementCount = z.object({ metal: z.number().int().min(0), wood: z.number().int().min(0), water: z.number().int().min(0), fire: z.number().int().min(0), earth: z.number().int().min(0) }).partial().strict();

/** §4.1 the pattern language of army moves. Card order never matters for matching. */
export const ArmyPatternSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("elements"), elements: z.array(ElementSchema).min(1).max(5) }).strict(),
  z.object({ kind: z.literal("pool"), elements: z.array(ElementSchema).min(1), size: z.number().int().min(1).max(5), min: ElementCount }).strict(),
  z.object({ kind: z.literal("pairOf"), elements: z.array(ElementSchema).min(1) }).strict(),
  z.object({ kind: z.literal("twoPlusOne"), a: ElementSchema, b: ElementSchema, elements: z.array(ElementSchema).min(1) }).strict(),
  z.object({ kind: z.literal("sameLevel"), size: z.number().int().min(2).max(5) }).strict(),
  z.object({ kind: z.literal("distinct"), size: z.number().int().min(2).max(5) }).strict(),
]);
export type ArmyPattern = z.infer<typeof ArmyPatternSchema>;

/** Σ × perLevelSum + flat (Σ = the levels of the cards used). */
export const MovePointsSchema = z.object({ perLevelSum: z.number().int().min(0), flat: z.number().int() }).strict();
export type MovePoints = z.infer<typeof MovePointsSchema>;

/**
 * §4.7 riders. `target` says whom they touch, which is what a 幻化 copy re-aims (§11.1): "team" stays on the team
 * (the seed's warning about 鐵鎖術/燒灼術/地裂術), "next" is 下家 (the army for a copy), "self" the mover (the copier
 * for a copy), "opponent" the other side, "players" every player.
 */
export const RiderSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("knockback"), target: z.literal("team"), steps: z.number().int().min(1) }).strict(),
  z.object({ kind: z.literal("fetter"), target: z.literal("team"), turns: z.number().int().min(1) }).strict(),
  z.object({ kind: z.literal("scorch"), target: z.literal("team"), perTick: z.number().int().min(1), ticks: z.number().int().min(1) }).strict(),
  z.object({ kind: z.literal("lock"), target: z.literal("next"), turns: z.number().int().min(1) }).strict(),
  z.object({ kind: z.literal("bury"), target: z.literal("next"), count: z.number().int().min(1) }).strict(),
  z.object({ kind: z.literal("burn"), target: z.literal("next"), count: z.number().int().min(1) }).strict(),
  z.object({ kind: z.literal("drain"), target: z.literal("opponent"), points: MovePointsSchema }).strict(),
  z.object({ kind: z.literal("guard"), target: z.literal("self"), points: MovePointsSchema }).strict(),
  z.object({ kind: z.literal("heal"), target: z.literal("self"), points: MovePointsSchema }).strict(),
  z.object({ kind: z.literal("shieldBreak"), target: z.literal("players"), before: z.boolean().optional() }).strict(),
  z.object({ kind: z.literal("teamLoss"), target: z.literal("team"), points: MovePointsSchema }).strict(),
]);
export type Rider = z.infer<typeof RiderSchema>;

export type MoveCategory = "elemental" | "physical" | "special" | "spell";

export const ArmyMoveSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9_]+$/),
    zh: z.string().min(1),
    en: z.string().min(1),
    priority: z.number().int().min(0),
    clause: z.string().min(1),
    pattern: ArmyPatternSchema,
    category: z.enum(["elemental", "physical", "special", "spell"]),
    /** An elemental move's element; "ofPair" = the element of the pair it matched (霜爪, 幽影爪, 熔爪). */
    element: z.union([ElementSchema, z.literal("ofPair")]).optional(),
    points: MovePointsSchema.optional(),
    riders: z.array(RiderSchema),
    /** Professions unaffected by this move's effects (seed §9-5: the 武者). */
    exemptProfessions: z.array(z.string()).optional(),
  })
  .strict()
  .superRefine((m, ctx) => {
    const attack = m.category !== "spell";
    if (attack !== (m.points !== undefined)) ctx.addIssue({ code: "custom", message: `${m.id}: attacks have points, spells have none` });
    if ((m.category === "elemental") !== (m.element !== undefined)) ctx.addIssue({ code: "custom", message: `${m.id}: an element goes with an elemental attack` });
    if (m.element === "ofPair" && m.pattern.kind !== "pairOf") ctx.addIssue({ code: "custom", message: `${m.id}: "ofPair" needs a pairOf pattern` });
  });
export type ArmyMove = z.infer<typeof ArmyMoveSchema>;

const OpponentSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9_]+$/),
    zh: z.string(),
    en: z.string(),
    zone: z.number().int().min(1).max(4),
    draw: z.number().int().min(1),
    lair: z.string().regex(/^[A-O][1-5]$/),
    clause: z.string(),
    basicStrike: z.object({ id: z.string(), zh: z.string(), en: z.string(), bonus: z.number().int(), clause: z.string() }).strict(),
    moves: z.array(ArmyMoveSchema).min(1).max(8),
    heroRow: ArmyMoveSchema,
  })
  .strict();
export type Opponent = z.infer<typeof OpponentSchema>;

const TerrainSchema = z
  .object({
    id: z.string(),
    zh: z.string(),
    en: z.string(),
    clause: z.string(),
    shop: z.boolean().optional(),
    turnStartTeamHp: z.number().int().optional(),
    armyAttackPoints: z.number().int().optional(),
    allAttackPoints: z.number().int().optional(),
    elementBonus: z.object({ element: ElementSchema, points: z.number().int() }).strict().optional(),
    voluntaryEntryTurnCost: z.number().int().min(0).optional(),
    healingFactor: z.number().min(0).max(1).optional(),
    impassable: z.boolean().optional(),
  })
  .strict();
export type Terrain = z.infer<typeof TerrainSchema>;

const MapSchema = z
  .object({
    clause: z.string(),
    columns: z.string().min(1),
    rows: z.number().int().min(1),
    legend: z.string(),
    grid: z.array(z.string()),
    zones: z.array(z.object({ zone: z.number().int().min(1), from: z.string().length(1), to: z.string().length(1), zh: z.string(), en: z.string() }).strict()),
    start: z.string(),
    arrows: z.record(z.enum(["N", "S", "W", "E"])),
    digSites: z.record(z.number().int().min(1)),
  })
  .strict();

export type Difficulty = "簡易" | "普通" | "困難" | "英雄";
export const DIFFICULTIES: readonly Difficulty[] = ["簡易", "普通", "困難", "英雄"];

const ModeSchema = z
  .object({
    en: z.string(),
    extraTurns: z.number().int().min(0),
    hp: z.record(z.number().int().min(1)),
    armyAttackMod: z.number().int(),
    heroRows: z.boolean(),
    startPoints: z.number().int().min(0),
    baseScore: z.number().int().min(0),
  })
  .strict();
export type ModeParams = z.infer<typeof ModeSchema>;
const ModesSchema = z.object({ clause: z.string(), modes: z.object({ 簡易: ModeSchema, 普通: ModeSchema, 困難: ModeSchema, 英雄: ModeSchema }).strict() }).strict();

export const ShopEffectSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("teamHeal"), amount: z.number().int().min(1) }).strict(),
  z.object({ kind: z.literal("userShieldAtLeast"), amount: z.number().int().min(1) }).strict(),
  z.object({ kind: z.literal("redraw"), max: z.number().int().min(1) }).strict(),
  z.object({ kind: z.literal("attackBonus"), amount: z.number().int().min(1) }).strict(),
  z.object({ kind: z.literal("cleanse") }).strict(),
  z.object({ kind: z.literal("turns"), amount: z.number().int().min(1) }).strict(),
  z.object({ kind: z.literal("revealArmyHand") }).strict(),
  z.object({ kind: z.literal("surviveAtOne") }).strict(),
  z.object({ kind: z.literal("restoreShard") }).strict(),
]);
const ShopItemSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9_]+$/),
    zh: z.string(),
    en: z.string(),
    price: z.number().int().min(1),
    kind: z.enum(["consumable", "function"]),
    until: z.enum(["zoneEnd", "triggered"]).optional(),
    clause: z.string(),
    effect: ShopEffectSchema,
  })
  .strict()
  .superRefine((i, ctx) => {
    if ((i.kind === "function") !== (i.until !== undefined)) ctx.addIssue({ code: "custom", message: `${i.id}: a function item says until when it lasts` });
  });
export type ShopItem = z.infer<typeof ShopItemSchema>;
const ShopSchema = z
  .object({
    clause: z.string(),
    pointSources: z.object({ clause: z.string(), defeat: z.record(z.number().int().min(0)), shardFound: z.number().int().min(0), weakHit: z.number().int().min(0), weakHitsPerZone: z.number().int().min(0) }).strict(),
    items: z.array(ShopItemSchema).min(1),
  })
  .strict();

export const ShardEffectSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("attackBonus"), amount: z.number().int().min(1) }).strict(),
  z.object({ kind: z.literal("ignoreArmyShield") }).strict(),
  z.object({ kind: z.literal("teamHeal"), amount: z.number().int().min(1) }).strict(),
  z.object({ kind: z.literal("cleanse") }).strict(),
  z.object({ kind: z.literal("revealArmyHand") }).strict(),
  z.object({ kind: z.literal("lockArmy"), turns: z.number().int().min(1) }).strict(),
  z.object({ kind: z.literal("armyHpLoss"), amount: z.number().int().min(1) }).strict(),
  z.object({ kind: z.literal("armyShield"), set: z.number().int().min(0) }).strict(),
  z.object({ kind: z.literal("allShieldsAtLeast"), amount: z.number().int().min(1) }).strict(),
]);
export type ShardEffect = z.infer<typeof ShardEffectSchema>;
const ShardSchema = z.object({ zh: z.string(), en: z.string(), clause: z.string(), effects: z.array(ShardEffectSchema).min(1) }).strict();
const ShardsSchema = z
  .object({
    clause: z.string(),
    sites: z.object({ clause: z.string(), zone: z.number().int().min(1).max(4) }).strict(),
    dig: z.object({ clause: z.string(), draw: z.number().int().min(1), level: z.number().int().min(1).max(5), heal: z.number().int().min(0), maxHpGain: z.number().int().min(0) }).strict(),
    shards: z.object({ metal: ShardSchema, wood: ShardSchema, water: ShardSchema, fire: ShardSchema, earth: ShardSchema }).strict(),
  })
  .strict();

const Clause = z.object({ clause: z.string() });
const RulesSchema = z
  .object({
    clause: z.string(),
    teamHp: z.number().int().min(1),
    maxTeamHp: z.number().int().min(1),
    startingHand: z.object({ first: z.number().int().min(0), others: z.number().int().min(0), army: z.number().int().min(0) }).strict(),
    handLimit: z.number().int().min(1),
    turns: z.object({ start: z.number().int().min(1), zoneGrant: z.record(z.number().int().min(0)) }).strict(),
    cycle: Clause.extend({ heal: z.number().int().min(0), armyLoss: z.number().int().min(0) }).strict(),
    radiance: Clause.extend({ armyTurns: z.number().int().min(1) }).strict(),
    chaos: Clause.extend({ count: z.number().int().min(1) }).strict(),
    outrightWinThreshold: Clause.extend({ hp: z.number().int().min(0) }).strict(),
    starRuleCapFraction: Clause.extend({ numerator: z.number().int().min(0), denominator: z.number().int().min(1) }).strict(),
    prepare: Clause.extend({ min: z.number().int().min(1), max: z.number().int().min(1) }).strict(),
    tableClock: Clause.extend({ turnSeconds: z.number().int().min(10).max(600) }).strict(),
  })
  .strict();
export type SlayingRules = z.infer<typeof RulesSchema>;

function parseOrThrow<T>(schema: z.ZodType<T, z.ZodTypeDef, unknown>, data: unknown, code: string): T {
  const r = schema.safeParse(data);
  if (!r.success) throw new ContentError(code, r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`));
  return r.data;
}

// ——— The map, as cells (§6.4). ———

export type Direction = "N" | "S" | "W" | "E";
export interface Cell {
  id: string;
  col: number;
  row: number;
  zone: number;
  terrain: Terrain;
  code: string;
  arrow: Direction | null;
  digSite: number | null;
}

export interface GameMap {
  columns: string;
  rows: number;
  cells: Record<string, Cell>;
  zones: { zone: number; from: number; to: number; zh: string; en: string }[];
  start: string;
}

function buildMap(raw: unknown, terrainRaw: unknown): GameMap {
  const m = parseOrThrow(MapSchema, raw, "slaying_bad_map");
  const t = parseOrThrow(z.object({ clause: z.string(), terrain: z.record(TerrainSchema) }).strict(), terrainRaw, "slaying_bad_terrain").terrain;
  const problems: string[] = [];
  if (m.grid.length !== m.rows) problems.push(`grid has ${m.grid.length} rows, expected ${m.rows}`);
  const zones = m.zones.map((z) => ({ ...z, from: m.columns.indexOf(z.from), to: m.columns.indexOf(z.to) }));
  const cells: Record<string, Cell> = {};
  m.grid.forEach((line, r) => {
    if ([...line].length !== m.columns.length) problems.push(`row ${r + 1} has ${[...line].length} cells`);
    [...line].forEach((code, c) => {
      const terrain = t[code];
      if (!terrain) { problems.push(`unknown terrain code ${code}`); return; }
      const id = `${m.columns[c]}${r + 1}`;
      const zone = zones.find((z) => c >= z.from && c <= z.to)?.zone;
      if (!zone) { problems.push(`${id} is in no zone`); return; }
      cells[id] = { id, col: c, row: r + 1, zone, terrain, code, arrow: (m.arrows[id] as Direction | undefined) ?? null, digSite: m.digSites[id] ?? null };
    });
  });
  for (const id of [...Object.keys(m.arrows), ...Object.keys(m.digSites), m.start]) if (!cells[id]) problems.push(`${id} is not a cell`);
  if (cells[m.start] && !cells[m.start].terrain.shop) problems.push("the ☆ start is a town (seed §3-2)");
  if (problems.length) throw new ContentError("slaying_bad_map", problems);
  return { columns: m.columns, rows: m.rows, cells, zones, start: m.start };
}

export const MAP: GameMap = buildMap(mapJson, terrainJson);
export const OPPONENTS: readonly Opponent[] = (() => {
  const list = parseOrThrow(z.object({ clause: z.string(), opponents: z.array(OpponentSchema).length(4) }).strict(), opponentsJson, "slaying_bad_opponents").opponents;
  const problems: string[] = [];
  list.forEach((o, i) => {
    if (o.zone !== i + 1) problems.push(`${o.id} should be the opponent of zone ${i + 1}`);
    const cell = MAP.cells[o.lair];
    if (!cell || cell.zone !== o.zone) problems.push(`${o.id}: lair ${o.lair} is not in its zone`);
    const ids = new Set<string>();
    for (const mv of [...o.moves, o.heroRow]) {
      for (const p of mv.exemptProfessions ?? []) if (!professionById(p)) problems.push(`${o.id}/${mv.id}: unknown profession ${p}`);
      if (ids.has(mv.id)) problems.push(`${o.id}: duplicate move ${mv.id}`);
      ids.add(mv.id);
    }
    const prios = o.moves.map((m) => m.priority);
    if (new Set(prios).size !== prios.length || prios.some((p) => p < 1)) problems.push(`${o.id}: table priorities must be distinct and ≥ 1`);
    if (o.heroRow.priority !== 0) problems.push(`${o.id}: the 英雄 row sits at priority 0 (spec §5.5)`);
  });
  if (problems.length) throw new ContentError("slaying_bad_opponents", problems);
  return list;
})();
export const MODES: Record<Difficulty, ModeParams> = (() => {
  const modes = parseOrThrow(ModesSchema, modesJson, "slaying_bad_modes").modes;
  const problems = DIFFICULTIES.flatMap((d) => OPPONENTS.filter((o) => !(o.id in modes[d].hp)).map((o) => `${d}: no HP for ${o.id}`));
  if (problems.length) throw new ContentError("slaying_bad_modes", problems);
  return modes;
})();
export const SHOP = (() => {
  const shop = parseOrThrow(ShopSchema, shopJson, "slaying_bad_shop");
  const ids = shop.items.map((i) => i.id);
  if (new Set(ids).size !== ids.length) throw new ContentError("slaying_bad_shop", ["duplicate item id"]);
  return shop;
})();
export const SHARDS = parseOrThrow(ShardsSchema, shardsJson, "slaying_bad_shards");
export const RULES: SlayingRules = parseOrThrow(RulesSchema, rulesJson, "slaying_bad_rules");

export function opponentOfZone(zone: number): Opponent {
  return OPPONENTS[zone - 1];
}
export function opponentById(id: string): Opponent | undefined {
  return OPPONENTS.find((o) => o.id === id);
}
export function shopItem(id: string): ShopItem | undefined {
  return SHOP.items.find((i) => i.id === id);
}
export function shardOf(e: Element) {
  return SHARDS.shards[e];
}
/** The table the army uses in this mode: the 英雄 row joins at priority 0 (§5.5). */
export function movesFor(o: Opponent, heroRows: boolean): ArmyMove[] {
  return heroRows ? [o.heroRow, ...o.moves] : [...o.moves];
}
