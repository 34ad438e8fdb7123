/**
 * `npm run scenario -- file.json` for 生剋棋: build a position from a readable description (cards by name, cells
 * as "c3"), apply a list of actions, and report the resulting position and events, or the typed error.
 * Format: docs/scenarios.md.
 */
import { z } from "zod";
import { ELEMENTS, type Element } from "../../core/elements";
import { ContentError, isRuleError, issueLines } from "../../core/errors";
import type { GameEvent } from "../../core/engine";
import type { ScenarioOutput } from "../../core/scenario";
import { shengkeActionSchema, type ShengkeAction } from "./actions";
import { applyAction } from "./apply";
import { FACING_NAMES, cellName, defaultFacing, parseCell } from "./board";
import { CURSE_BY_ID } from "./content";
import { dieElement, finalScores } from "./flow";
import { shengkeOptionsSchema } from "./options";
import { setupState } from "./setup";
import { PHASES, type Facing, type ShengkeState } from "./types";

const element = z.enum(ELEMENTS);
const cellRef = z.union([z.string().regex(/^[a-e][1-5]$/), z.number().int().min(0).max(24)]);
const counts = z.object({ wood: z.number().int(), fire: z.number().int(), earth: z.number().int(), metal: z.number().int(), water: z.number().int() }).partial().strict();
const perElement = z.object({ wood: z.array(z.string()), fire: z.array(z.string()), earth: z.array(z.string()), metal: z.array(z.string()), water: z.array(z.string()) }).partial().strict();

const playerSchema = z.object({
  hand: z.array(z.string()).default([]),
  piles: perElement.optional(),
  discards: perElement.default({}),
  soul: counts.optional(),
  spirit: counts.optional(),
  curseHand: z.array(z.string()).optional(),
  curseDiscard: z.array(z.string()).optional(),
  /** Where this player's cards that the scenario does not mention go: the bottom of their piles (default) or their discards. */
  rest: z.enum(["pile", "discard"]).default("pile"),
}).strict();

export const scenarioSchema = z.object({
  game: z.literal("shengke"),
  name: z.string().optional(),
  description: z.string().optional(),
  options: z.unknown().optional(),
  seed: z.string().default("scenario"),
  position: z.object({
    first: z.union([z.literal(0), z.literal(1)]).default(0),
    turn: z.number().int().min(1).default(1),
    phase: z.enum(PHASES).default("start"),
    dice: z.tuple([z.number().int().min(1).max(6), z.number().int().min(1).max(6)]).optional(),
    dieElements: z.tuple([element.nullable(), element.nullable()]).optional(),
    diceUsed: z.tuple([z.boolean(), z.boolean()]).optional(),
    tokenTaken: z.boolean().optional(),
    drawn: z.boolean().optional(),
    judged: z.boolean().optional(),
    board: z.array(z.object({ cell: cellRef, card: z.string(), owner: z.union([z.literal(0), z.literal(1)]), facing: z.enum(FACING_NAMES).optional() }).strict()).default([]),
    /** Cells whose cards count as placed this turn (judged at <4>, bound by the adjacency rule). */
    placed: z.array(cellRef).default([]),
    players: z.tuple([playerSchema, playerSchema]).optional(),
  }).strict().default({}),
  actions: z.array(z.object({ seat: z.union([z.literal(0), z.literal(1)]) }).passthrough()).default([]),
}).strict();
export type ShengkeScenario = z.infer<typeof scenarioSchema>;

const toCell = (c: string | number) => (typeof c === "number" ? c : parseCell(c));

/** Build the position. Cards are named by their zh name (or id) and taken from the owner's deck. */
export function buildPosition(input: ShengkeScenario): ShengkeState {
  const opts = shengkeOptionsSchema.safeParse(input.options ?? {});
  if (!opts.success) throw new ContentError("invalid_scenario", issueLines(opts.error.issues, "options"));
  const options = opts.data;
  const s = setupState(options, input.seed);
  const pos = input.position;
  const problems: string[] = [];
  const free: Record<number, string[]> = { 0: [], 1: [] };
  for (const id of Object.keys(s.cards).sort()) if (!s.cards[id].special) free[s.cards[id].owner].push(id);
  const take = (seat: number, name: string, where: string): string | null => {
    const list = free[seat];
    let i = list.indexOf(name);
    if (i < 0) i = list.findIndex((id) => s.cards[id].zh === name || s.cards[id].en === name);
    if (i < 0) { problems.push(`${where}: seat ${seat} has no unused card named "${name}" / 找不到這張卡`); return null; }
    return list.splice(i, 1)[0];
  };
  // Start from empty zones.
  s.board = s.board.map(() => null);
  for (const p of s.players) for (const e of ELEMENTS) { p.piles[e] = []; p.discards[e] = []; }
  for (const p of s.players) p.hand = [];
  const placedCells = new Set(pos.placed.map(toCell));
  const placed: string[] = [];
  for (const b of pos.board) {
    const cell = toCell(b.cell);
    const id = take(b.owner, b.card, `board ${b.cell}`);
    if (!id) continue;
    if (s.board[cell]) problems.push(`board ${b.cell}: two cards on one cell`);
    s.board[cell] = { id, owner: b.owner, facing: (b.facing ? FACING_NAMES.indexOf(b.facing) : defaultFacing(b.owner)) as Facing };
    if (placedCells.has(cell)) placed.push(id);
  }
  const ps = pos.players ?? [playerSchema.parse({}), playerSchema.parse({})];
  ps.forEach((ip, seat) => {
    const p = s.players[seat];
    for (const n of ip.hand) { const id = take(seat, n, "hand"); if (id) p.hand.push(id); }
    for (const e of ELEMENTS) for (const n of ip.discards[e] ?? []) { const id = take(seat, n, `${e} discard`); if (id) p.discards[e].push(id); }
    for (const e of ELEMENTS) for (const n of ip.piles?.[e] ?? []) { const id = take(seat, n, `${e} pile`); if (id) p.piles[e].push(id); }
    if (ip.soul) Object.assign(p.soul, ip.soul);
    if (ip.spirit) Object.assign(p.spirit, ip.spirit);
    if (ip.curseHand || ip.curseDiscard) {
      const all = [...p.curseHand, ...p.curseDiscard];
      const pick = (ref: string, where: string) => {
        const i = all.findIndex((id) => s.curses[id].def === ref || CURSE_BY_ID[s.curses[id].def].zh === ref || id === ref);
        if (i < 0) { problems.push(`${where}: seat ${seat}'s loadout has no curse "${ref}"`); return null; }
        return all.splice(i, 1)[0];
      };
      const hand = (ip.curseHand ?? []).map((r) => pick(r, "curseHand")).filter((x): x is string => !!x);
      const disc = (ip.curseDiscard ?? []).map((r) => pick(r, "curseDiscard")).filter((x): x is string => !!x);
      p.curseHand = hand;
      p.curseDiscard = [...disc, ...all];
    }
  });
  for (const seat of [0, 1]) for (const id of free[seat]) {
    const c = s.cards[id];
    (ps[seat].rest === "discard" ? s.players[seat].discards : s.players[seat].piles)[c.element].push(id);
  }
  if (problems.length) throw new ContentError("invalid_scenario", problems);

  s.first = pos.first;
  s.turn = pos.turn;
  s.active = pos.turn % 2 === 1 ? pos.first : 1 - pos.first;
  s.phase = pos.phase;
  const dice = pos.dice ?? s.t.dice;
  s.t = {
    dice: [dice[0], dice[1]],
    dieElements: pos.dieElements ?? [dieElement(s, dice[0]), dieElement(s, dice[1])],
    tokenTaken: pos.tokenTaken ?? pos.phase !== "start",
    drawn: pos.drawn ?? (pos.phase !== "start" && pos.phase !== "draw"),
    diceUsed: pos.diceUsed ?? [false, false],
    placed,
    judged: pos.judged ?? pos.phase === "end",
    protected: [],
    avatarNames: [],
    counted: null,
  };
  s.priority = { mode: "main", seat: s.active, returnTo: "main" };
  return s;
}

/** Turn names into ids in an action ("白牙龍" → its id; "c3" → 12). */
function resolveAction(s: ShengkeState, seat: number, raw: Record<string, unknown>): ShengkeAction {
  const a: Record<string, unknown> = { ...raw };
  delete a.seat;
  for (const k of ["cell", "cell2", "target"]) if (typeof a[k] === "string") a[k] = parseCell(a[k] as string);
  const p = s.players[seat];
  const byName = (name: string, pools: string[][]) => {
    if (s.cards[name]) return name;
    for (const pool of pools) for (const id of pool) if (s.cards[id]?.zh === name || s.cards[id]?.en === name) return id;
    return name;
  };
  const discards = ELEMENTS.map((e) => p.discards[e]);
  if (typeof a.card === "string") a.card = byName(a.card, [p.hand, ...discards, p.specialDeck, p.specialDiscard]);
  const curseRef = (ref: string, pools: string[][]) => {
    for (const pool of pools) for (const id of pool) if (id === ref || s.curses[id]?.def === ref || CURSE_BY_ID[s.curses[id]?.def]?.zh === ref) return id;
    return ref;
  };
  if (typeof a.curse === "string") a.curse = curseRef(a.curse, a.type === "reclaim" ? [p.curseDiscard] : [p.curseHand]);
  return shengkeActionSchema.parse(a);
}

/** A readable summary of a position, for people checking a ruling. */
export function summarize(s: ShengkeState) {
  const name = (id: string) => s.cards[id]?.zh ?? id;
  return {
    turn: s.turn, phase: s.phase, active: s.active, first: s.first, priority: s.priority, dice: s.t.dice, dieElements: s.t.dieElements, over: s.over,
    board: s.board.flatMap((c, i) => (c ? [{ cell: cellName(i), card: name(c.id), owner: c.owner, facing: FACING_NAMES[c.facing] }] : [])),
    players: s.players.map((p) => ({
      hand: p.hand.map(name),
      soul: p.soul,
      spirit: p.spirit,
      piles: Object.fromEntries(ELEMENTS.map((e) => [e, p.piles[e].length])),
      discards: Object.fromEntries(ELEMENTS.map((e) => [e, p.discards[e].map(name)])),
      curseHand: p.curseHand.map((id) => CURSE_BY_ID[s.curses[id].def].zh),
      curseDiscard: p.curseDiscard.map((id) => CURSE_BY_ID[s.curses[id].def].zh),
    })),
    result: s.over ? finalScores(s) : null,
  };
}

export function runShengkeScenario(input: unknown): ScenarioOutput & { summary: ReturnType<typeof summarize> } {
  const parsed = scenarioSchema.safeParse(input);
  if (!parsed.success) throw new ContentError("invalid_scenario", issueLines(parsed.error.issues));
  const s = buildPosition(parsed.data);
  const events: GameEvent[] = [];
  for (let i = 0; i < parsed.data.actions.length; i++) {
    const raw = parsed.data.actions[i] as Record<string, unknown> & { seat: number };
    try {
      const action = resolveAction(s, raw.seat, raw);
      applyAction(s, raw.seat, action, events);
    } catch (e) {
      if (isRuleError(e)) return { state: s, events, error: { index: i, code: e.code, zh: e.zh, en: e.en }, summary: summarize(s) };
      if (e instanceof z.ZodError) return { state: s, events, error: { index: i, code: "bad_action", zh: "無法辨識的動作。", en: e.issues.map((x) => `${x.path.join(".")}: ${x.message}`).join("; ") }, summary: summarize(s) };
      throw e;
    }
  }
  return { state: s, events, summary: summarize(s) };
}

export type { Element };
