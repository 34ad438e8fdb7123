/**
 * Content as data: the range table, the default decks, the 咒術卡 list, the default loadouts and the table rules.
 * Everything is validated with zod when this module loads, so a bad edit to a JSON file fails at startup (and in
 * the tests) with a ContentError naming the entry, never in the middle of a game.
 */
import { z } from "zod";
import { ELEMENTS, type Element } from "../../core/elements";
import { ContentError } from "../../core/errors";
import rangesJson from "./content/ranges.json";
import rulesJson from "./content/rules.json";
import decksJson from "./content/decks.json";
import cursesJson from "./content/curses.json";
import loadoutsJson from "./content/loadouts.json";
import radicalsJson from "./content/radicals.json";
import { PHASES, type BeastDef, type TableRules } from "./types";
import { EFFECT_IDS } from "./curses/effect-ids";

const element = z.enum(ELEMENTS);
const counts = z.object({ wood: z.number().int().min(0), fire: z.number().int().min(0), earth: z.number().int().min(0), metal: z.number().int().min(0), water: z.number().int().min(0) }).strict();
const localText = z.object({ zh: z.string().min(1), en: z.string().min(1) }).strict();

export const DIRECTIONS = ["F", "FR", "R", "BR", "B", "BL", "L", "FL"] as const;
export type Direction = (typeof DIRECTIONS)[number];

const rangesSchema = z.object({
  _comment: z.string().optional(),
  directions: z.record(z.enum(DIRECTIONS), z.object({ zh: z.string(), dx: z.number().int().min(-1).max(1), dy: z.number().int().min(-1).max(1) }).strict()),
  ranges: z.record(z.string().regex(/^[1-8]$/), z.array(z.enum(DIRECTIONS))),
}).strict();

export const tableRulesSchema = z.object({
  boardSize: z.literal(5),
  turns: z.number().int().min(2).max(100),
  firstPlayerBonus: z.number().int().min(0),
  tokenCap: z.number().int().min(1).max(99),
  startingSouls: counts,
  startingSpirits: counts,
  deckSize: z.number().int().min(5),
  cardsPerElement: z.number().int().min(1),
  cornerMin: z.number().int().min(1),
  cornerMax: z.number().int().max(8),
  cornerSum: z.number().int().min(1),
  nameMinChars: z.number().int().min(1),
  nameMaxChars: z.number().int().min(1),
  loadoutSize: z.number().int().min(5),
  curseHandSize: z.literal(5),
  maxCopiesPerCurse: z.number().int().min(1),
  specialDeckMax: z.number().int().min(0),
  handLimit: z.number().int().min(1).nullable(),
  dieFaces: z.object({ "1": element, "2": element, "3": element, "4": element, "5": element, "6": z.union([element, z.literal("any")]) }).strict(),
  affectOwnCards: z.boolean(),
  emptyPileDraw: z.literal("skip"),
  placementAdjacency: z.literal("placed_pair_only"),
  judgementRewardPerNeighbour: z.boolean(),
  opponentPhaseWindows: z.boolean(),
  specialDeck: z.boolean(),
  avatarSummon: z.boolean(),
}).strict();

export const beastDefSchema = z.object({
  zh: z.string(),
  en: z.string(),
  element,
  in: z.number(),
  out: z.number(),
}).strict();

const deckSchema = z.object({ id: z.string().regex(/^[a-z0-9_]+$/), zh: z.string(), en: z.string(), style: localText, cards: z.array(beastDefSchema) }).strict();

/** A name condition: a board card whose name contains `char`, or a character of `radical` (部首). */
export const nameCondSchema = z.union([
  z.object({ char: z.string().length(1), count: z.number().int().min(1).default(1) }).strict(),
  z.object({ radical: z.string().length(1), count: z.number().int().min(1).default(1) }).strict(),
]);
export type NameCond = z.infer<typeof nameCondSchema>;

const sideSchema = z.object({
  id: z.string().regex(/^[a-z0-9_]+$/),
  zh: z.string().min(1),
  en: z.string().min(1),
  effect: z.enum(EFFECT_IDS),
  params: z.object({
    elements: z.array(element).optional(),
    chars: z.array(z.string().length(1)).optional(),
    owner: z.enum(["any", "own", "opponent"]).optional(),
    kind: z.enum(["soul", "spirit"]).optional(),
    amount: z.number().int().min(1).max(6).optional(),
    count: z.number().int().min(1).max(5).optional(),
  }).strict(),
  text: localText,
}).strict();
export type CurseSide = z.infer<typeof sideSchema>;

export const curseDefSchema = z.object({
  id: z.string().regex(/^[a-z0-9_]+$/),
  zh: z.string().min(1),
  en: z.string().min(1),
  cost: z.object({ souls: z.record(element, z.number().int().min(1).max(6)), names: z.array(nameCondSchema) }).strict(),
  reduction: z.object({ mode: z.enum(["all", "any"]), conds: z.array(nameCondSchema) }).strict(),
  timing: z.array(z.enum(PHASES)).min(1),
  sides: z.array(sideSchema).min(1).max(2),
}).strict().superRefine((c, ctx) => {
  if (Object.keys(c.cost.souls).length === 0) ctx.addIssue({ code: "custom", message: `${c.zh} (${c.id}): 發動條件 must name at least one element (it decides the 咒術卡區 zone)` });
  if (new Set(c.sides.map((s) => s.id)).size !== c.sides.length) ctx.addIssue({ code: "custom", message: `${c.zh} (${c.id}): side ids must differ` });
});
export type CurseDef = z.infer<typeof curseDefSchema>;

const loadoutSchema = z.object({ id: z.string().regex(/^[a-z0-9_]+$/), zh: z.string(), en: z.string(), cards: z.array(z.string()) }).strict();

function parse<T>(schema: z.ZodType<T, z.ZodTypeDef, unknown>, data: unknown, what: string): T {
  const r = schema.safeParse(data);
  if (!r.success) throw new ContentError("shengke_content_invalid", r.error.issues.map((i) => `${what} ${i.path.join(".")}: ${i.message}`));
  return r.data;
}

export const RULES: TableRules = parse(tableRulesSchema, (({ _comment, ...r }) => r)(rulesJson as Record<string, unknown>), "rules.json");

const ranges = parse(rangesSchema, rangesJson, "ranges.json");
for (let n = 1; n <= 8; n++) if (!ranges.ranges[String(n)]) throw new ContentError("shengke_content_invalid", [`ranges.json: number ${n} has no directions`]);
export const DIRECTION_DEFS = ranges.directions as Record<Direction, { zh: string; dx: number; dy: number }>;
/** number 1..8 → directions in the card's own frame. */
export const RANGE_TABLE: Record<number, readonly Direction[]> = Object.fromEntries(Object.entries(ranges.ranges).map(([k, v]) => [Number(k), v]));

export const RADICALS: Record<string, string[]> = parse(z.record(z.string(), z.union([z.string(), z.array(z.string())])), radicalsJson, "radicals.json") as never;
delete (RADICALS as Record<string, unknown>)._comment;

export const CURSE_DEFS: readonly CurseDef[] = parse(z.object({ _comment: z.string().optional(), curses: z.array(curseDefSchema).min(20) }).strict(), cursesJson, "curses.json").curses;
export const CURSE_BY_ID: Record<string, CurseDef> = Object.fromEntries(CURSE_DEFS.map((c) => [c.id, c]));
if (Object.keys(CURSE_BY_ID).length !== CURSE_DEFS.length) throw new ContentError("shengke_content_invalid", ["curses.json: duplicate curse id"]);

export interface DeckContent { id: string; zh: string; en: string; style: { zh: string; en: string }; cards: BeastDef[] }
export const DEFAULT_DECKS: readonly DeckContent[] = parse(z.object({ _comment: z.string().optional(), decks: z.array(deckSchema).min(2) }).strict(), decksJson, "decks.json").decks;
export const DEFAULT_LOADOUTS = parse(z.object({ _comment: z.string().optional(), loadouts: z.array(loadoutSchema).min(2) }).strict(), loadoutsJson, "loadouts.json").loadouts;

/** Elements a curse's 發動條件 names, in the canonical order: the zones it may be placed in, and its 回收 cost. */
export function curseElements(def: CurseDef): Element[] {
  return curseElementsOf(def).slice();
}

const curseElementsMemo = new WeakMap<CurseDef, readonly Element[]>();
/** curseElements, cached per definition (definitions never change): only for reading. */
export function curseElementsOf(def: CurseDef): readonly Element[] {
  let els = curseElementsMemo.get(def);
  if (!els) curseElementsMemo.set(def, (els = ELEMENTS.filter((e) => (def.cost.souls[e] ?? 0) > 0)));
  return els;
}

/** Does `name` satisfy a single-character or radical condition? */
/** name → radical → matches (a pure cache). */
const radicalMemo = new Map<string, Map<string, boolean>>();
export function nameMatches(name: string, cond: NameCond): boolean {
  if ("char" in cond) return name.includes(cond.char);
  let memo = radicalMemo.get(name);
  if (!memo) {
    memo = new Map();
    if (radicalMemo.size < 10_000) radicalMemo.set(name, memo);
  }
  let hit = memo.get(cond.radical);
  if (hit === undefined) memo.set(cond.radical, (hit = radicalMatch(name, cond.radical)));
  return hit;
}

function radicalMatch(name: string, radical: string): boolean {
  const cond = { radical };
  const chars = RADICALS[cond.radical];
  if (!chars) return name.includes(cond.radical);
  for (const ch of name) if (chars.includes(ch)) return true;
  return false;
}

export function condText(cond: NameCond): { zh: string; en: string } {
  if ("char" in cond) return { zh: `${cond.count > 1 ? cond.count : "一"}「${cond.char}」`, en: `${cond.count}× name with 「${cond.char}」` };
  return { zh: `「${cond.radical}」部首`, en: `a name with the radical 「${cond.radical}」` };
}

import specialJson from "./content/special.json";
import customCardsJson from "./content/custom-cards.json";
const specialSchema = z.object({ _comment: z.string().optional(), specialDecks: z.array(z.object({ id: z.string(), deck: z.string(), cards: z.array(beastDefSchema).max(10) }).strict()) }).strict();
export const DEFAULT_SPECIAL_DECKS = parse(specialSchema, specialJson, "special.json").specialDecks;

/** Limits on custom cards that are design decisions, not seed rules (content/custom-cards.json). */
export const CUSTOM_CARDS = parse(z.object({ _comment: z.string().optional(), enNameMaxChars: z.number().int().min(1).max(200) }).strict(), customCardsJson, "custom-cards.json");
