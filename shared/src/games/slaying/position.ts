import { z } from "zod";
import { ContentError, ruleErrorFrom } from "../../core/errors";
import { cardElement, cardLevel, parseFace } from "../cfe/cards";
import type { CardId } from "../cfe/types";
import { professionById } from "../cfe/professions";
import { armyMoveById, moveElement } from "./army/moves";
import { MODES, opponentOfZone, SHOP } from "./content";
import { cell, isCell } from "./map";
import { SLAYING_ERRORS, type SlayingErrorCode } from "./errors";
import { setupSlaying, type SlayingOptions } from "./setup";
import type { Element, SlayingState } from "./types";

/**
 * Build a fixed position from a readable spec (tests, the scenario CLI). Cards are faces ("金3", "metal3"); each face
 * takes a physical card of that face from the dealt game, so the 90 cards stay exact. Anything not given keeps the
 * seeded setup (with the zone's opponent at full HP and R as the mode gives it).
 */
const Face = z.string();
export const SlayingPositionSchema = z
  .object({
    /** 1–3 a 魔使's zone, 4 魔王城: the opponent of that zone is on the field. */
    zone: z.number().int().min(1).max(4).optional(),
    /** The team token's cell (default: the zone's ☆ start or first column, row 3). */
    cell: z.string().optional(),
    current: z.number().int().min(0).optional(),
    remaining: z.number().int().min(0).optional(),
    /** Player hands by seat (default: dealt from the seeded deck). */
    hands: z.array(z.array(Face).max(5)).optional(),
    shields: z.array(z.number().int().min(0)).optional(),
    passives: z.array(z.union([z.null(), z.object({ formation: z.string(), cards: z.array(Face) }).strict()])).optional(),
    cannotAct: z.array(z.number().int().min(0)).optional(),
    cannotDraw: z.array(z.number().int().min(0)).optional(),
    /** Each seat's profession id (英雄學派, e.g. "martial_artist"), null for none. */
    professions: z.array(z.string().nullable()).optional(),
    /** 星辰圖記: the team's star ("metal" … or 金 木 水 火 土), null for none; needs the stars module. */
    star: z.string().nullable().optional(),
    /** 星辰圖記: the star kinds each seat has summoned itself (五星連珠 counts them; it never wins in co-op). */
    summoned: z.array(z.array(z.string())).optional(),
    /** 五方傳說: the environment ("water", 水 …), null for none; needs the legends module. */
    environment: z.string().nullable().optional(),
    army: z
      .object({
        /** Position 1 first. */
        hand: z.array(Face).max(5).optional(),
        /** How many cards from the left are face up (default: none). */
        faceUp: z.number().int().min(0).max(5).optional(),
        hp: z.number().int().min(0).optional(),
        shield: z.number().int().min(0).optional(),
        alive: z.boolean().optional(),
        cannotAct: z.number().int().min(0).optional(),
        cannotDraw: z.number().int().min(0).optional(),
        /** The army's action in the army turn just before (for 相生/相剋, 幻化, 餘行/餘級). */
        lastAction: z.object({ move: z.string(), cards: z.array(Face).min(1).max(5) }).strict().nullable().optional(),
      })
      .strict()
      .optional(),
    team: z
      .object({
        hp: z.number().int().min(0).optional(),
        fetter: z.number().int().min(0).optional(),
        scorch: z.object({ perTick: z.number().int().min(1), ticks: z.number().int().min(1) }).strict().nullable().optional(),
        points: z.number().int().min(0).optional(),
        tokens: z.array(z.string()).optional(),
        shards: z.array(z.object({ card: Face, used: z.boolean().default(false), site: z.string() }).strict()).optional(),
        weakHits: z.number().int().min(0).optional(),
      })
      .strict()
      .optional(),
    /** Faces put on top of the deck, first = top. */
    deckTop: z.array(Face).optional(),
    discard: z.array(Face).optional(),
    extraTurns: z.number().int().min(0).optional(),
  })
  .strict();
export type SlayingPositionSpec = z.input<typeof SlayingPositionSchema>;

const DEFAULT_CELL: Record<number, string> = { 1: "A3", 2: "E2", 3: "J3", 4: "N3" };

export function buildSlayingPosition(spec: SlayingPositionSpec, opts: { seed?: string; seats?: number; options: SlayingOptions }): SlayingState {
  const p = SlayingPositionSchema.parse(spec);
  const seats = opts.seats ?? 1;
  const s = setupSlaying(opts.options, opts.seed ?? "position", seats);
  const problems: string[] = [];
  const pool: CardId[] = [...s.players.flatMap((pl) => pl.hand), ...s.army.hand.map((c) => c.card), ...s.pile.deck];
  s.players.forEach((pl) => (pl.hand = []));
  s.army.hand = [];
  s.pile.deck = [];
  const take = (face: string): CardId => {
    const f = parseFace(face);
    if (!f) throw new ContentError("slaying_bad_position", [`not a card: ${JSON.stringify(face)}`]);
    const i = pool.findIndex((c) => cardElement(c) === f.element && cardLevel(c) === f.level);
    if (i < 0) throw new ContentError("slaying_bad_position", [`no ${face} left in the deck`]);
    return pool.splice(i, 1)[0];
  };
  const zone = p.zone ?? 1;
  const o = opponentOfZone(zone);
  const mode = MODES[s.options.difficulty];
  // The hands named in the spec first, so that cards dealt by default cannot take the faces they need.
  const hands = (p.hands ?? []).map((h) => h.map(take));
  const armyHand = p.army?.hand?.map(take);
  const lastCards = p.army?.lastAction?.cards.map(take);
  const passiveCards = (p.passives ?? []).map((ps) => (ps ? ps.cards.map(take) : []));
  const shardCards = (p.team?.shards ?? []).map((x) => take(x.card));
  const top = (p.deckTop ?? []).map(take);
  const discard = [...(p.discard ?? []).map(take), ...(lastCards ?? [])];
  s.players.forEach((pl, i) => (pl.hand = hands[i] ?? pool.splice(0, i === 0 && zone === 1 && !p.cell ? 4 : 5)));
  const faceUp = p.army?.faceUp ?? 0;
  const aHand = armyHand ?? pool.splice(0, 5);
  s.army.hand = aHand.map((card, i) => ({ card, faceUp: i < faceUp }));
  s.pile.deck = [...top, ...pool];
  s.pile.discard = discard;
  const a = s.army;
  a.zone = zone;
  a.opponent = o.id;
  a.maxHp = mode.hp[o.id];
  a.hp = Math.min(p.army?.hp ?? a.maxHp, a.maxHp);
  a.shield = p.army?.shield ?? 0;
  a.cannotAct = p.army?.cannotAct ?? 0;
  a.cannotDraw = p.army?.cannotDraw ?? 0;
  a.alive = p.army?.alive ?? true;
  if (!a.alive) {
    s.pile.discard.push(...a.hand.map((c) => c.card));
    a.hand = [];
    a.hp = 0;
  }
  if (p.army?.lastAction && lastCards) {
    const found = armyMoveById(p.army.lastAction.move);
    if (!found) problems.push(`unknown army move ${p.army.lastAction.move}`);
    else {
      const last = lastCards[lastCards.length - 1];
      a.lastAction = { move: found.move.id, cards: lastCards, positions: lastCards.map((_, i) => i + 1), category: found.move.category, element: moveElement(found.move, lastCards), residual: { element: cardElement(last), level: cardLevel(last) } };
    }
  }
  const t = s.team;
  t.cell = p.cell ?? DEFAULT_CELL[zone];
  if (!isCell(t.cell) || cell(t.cell).zone !== zone) problems.push(`cell ${t.cell} is not in zone ${zone}`);
  t.frozen = zone === 4;
  if (p.remaining !== undefined) t.remaining = p.remaining;
  t.shards = (p.team?.shards ?? []).map((x, i) => ({ element: cardElement(shardCards[i]), card: shardCards[i], used: x.used, site: x.site }));
  t.maxHp += 20 * t.shards.length;
  t.hp = Math.min(p.team?.hp ?? t.maxHp, t.maxHp);
  t.fetter = p.team?.fetter ?? 0;
  t.scorch = p.team?.scorch ?? null;
  t.points = p.team?.points ?? t.points;
  t.tokens = p.team?.tokens ?? [];
  for (const id of t.tokens) if (!SHOP.items.some((i) => i.id === id)) problems.push(`unknown shop item ${id}`);
  t.weakHits = p.team?.weakHits ?? 0;
  p.shields?.forEach((v, i) => (s.players[i].shield = v));
  p.cannotAct?.forEach((v, i) => (s.players[i].cannotAct = v));
  p.cannotDraw?.forEach((v, i) => (s.players[i].cannotDraw = v));
  (p.passives ?? []).forEach((ps, i) => {
    if (ps) s.players[i].passive = { formation: ps.formation, cards: passiveCards[i], covered: passiveCards[i].length > 0 };
  });
  if (p.current !== undefined) {
    if (p.current >= seats) problems.push(`no seat ${p.current}`);
    s.current = p.current;
    s.turnState.seat = p.current;
  }
  s.extraTurns = p.extraTurns ?? 0;
  p.professions?.forEach((id, i) => {
    if (id !== null && !professionById(id)) problems.push(`unknown profession ${id}`);
    if (!s.advanced.heroes && id !== null) problems.push("professions need the professions module");
    s.advanced.profession[i] = id;
  });
  placeModules(s, p, problems);
  if (problems.length) throw new ContentError("slaying_bad_position", problems);
  return s;
}

const ELEMENT_NAMES: Record<string, Element> = { 金: "metal", 木: "wood", 水: "water", 火: "fire", 土: "earth", metal: "metal", wood: "wood", water: "water", fire: "fire", earth: "earth" };

/** The team's star, each seat's summoned stars and the environment (星辰圖記, 五方傳說), checked against the modules. */
function placeModules(s: SlayingState, p: z.infer<typeof SlayingPositionSchema>, problems: string[]): void {
  const element = (x: string): Element | null => {
    const e = ELEMENT_NAMES[x];
    if (!e) problems.push(`unknown element ${x}`);
    return e ?? null;
  };
  const a = s.advanced;
  if ((p.star != null || p.summoned) && !a.stars) problems.push("a star needs the stars module");
  if (p.environment != null && !a.legends) problems.push("an environment needs the legends module");
  if (p.star != null) a.teamStar[0] = element(p.star);
  p.summoned?.forEach((list, i) => {
    if (i >= s.seats) problems.push(`no seat ${i} for summoned stars`);
    else a.summoned[i] = [...new Set(list.map(element).filter((e): e is Element => e !== null))];
  });
  if (p.environment != null) a.environment = element(p.environment);
}

/**
 * Replace card faces ("金3") in an action by matching card ids from where the action takes them. A face with no
 * matching card there is refused with the typed error the engine gives that mistake, naming the face (a scenario
 * file's author sees "金3 is not in your hand", not a schema complaint about −1).
 */
export function resolveSlayingFaces(s: SlayingState, seat: number, action: unknown): unknown {
  if (!action || typeof action !== "object") return action;
  const a = { ...(action as Record<string, unknown>) };
  const from: { pool: CardId[]; code: SlayingErrorCode } =
    a.type === "discard" && s.pending?.kind === "draw"
      ? { pool: [...s.pending.cards], code: "not_drawn_card" }
      : a.type === "dig_pick" && s.pending?.kind === "dig"
        ? { pool: [...s.pending.cards], code: "not_a_shard_card" }
        : a.type === "chaos_pick"
          ? { pool: s.army.hand.map((c) => c.card), code: "chaos_pick_card" }
          : { pool: [...(s.players[seat]?.hand ?? [])], code: "card_not_in_hand" };
  const pool = from.pool;
  const pick = (x: unknown): unknown => {
    if (typeof x !== "string") return x;
    const f = parseFace(x);
    if (!f) return x;
    const i = pool.findIndex((c) => cardElement(c) === f.element && cardLevel(c) === f.level);
    if (i < 0) throw ruleErrorFrom(SLAYING_ERRORS, from.code, { zh: `沒有可用的「${x}」`, en: `no "${x}" left there` });
    return pool.splice(i, 1)[0];
  };
  if (Array.isArray(a.cards)) a.cards = a.cards.map(pick);
  if ("card" in a) a.card = pick(a.card);
  return a;
}
