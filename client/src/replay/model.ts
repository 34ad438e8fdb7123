import type { RecordedAction } from "../../../shared/src/core/record";
import type { AnyEngine, GameEvent, GameResult } from "../../../shared/src/core/engine";
import { GameRecordSchema, type GameRecord } from "../../../shared/src/core/record";
import { replayRecord } from "../../../shared/src/core/replay";
import type { GameEventMessage, SeatInfo, TableSession, TableSnapshot } from "../net";

/**
 * A finished record replayed locally with the shared engine: one position before any move (index 0) and one after
 * each recorded action (index i = after i actions).
 */
export interface Position {
  index: number;
  state: unknown;
  /** engine.turnNumber(state). */
  turn: number;
  /** Who acted to reach this position (-1 for the start). */
  seat: number;
  action: unknown;
  events: GameEvent[];
  by?: RecordedAction["by"];
  t?: number;
}

export interface TurnEntry {
  turn: number;
  /** First and last position index of this turn. */
  first: number;
  last: number;
  seats: number[];
}

export interface ReplayModel {
  record: GameRecord & { seed: string };
  engine: AnyEngine;
  positions: Position[];
  turns: TurnEntry[];
  result: GameResult | null;
}

export type BuildProblem =
  | { problem: "bad_record"; detail: string }
  | { problem: "unknown_mode"; mode: string }
  | { problem: "version"; record: string; build: string }
  | { problem: "replay_failed"; detail: string };

/** The mode a raw record names (before it is validated), to load its engine. */
export function recordMode(raw: unknown): string {
  const mode = (raw as { mode?: unknown } | null)?.mode;
  return typeof mode === "string" ? mode : "";
}

/** `engines`: the engines loaded for this record's mode (games/index.ts loads them on demand). */
export function buildReplay(raw: unknown, engines: Record<string, AnyEngine>): { model: ReplayModel } | BuildProblem {
  const parsed = GameRecordSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { problem: "bad_record", detail: `${issue.path.join(".") || "(root)"}: ${issue.message}` };
  }
  const record = parsed.data;
  if (!record.seed) return { problem: "bad_record", detail: "seed not revealed" };
  const engine = Object.prototype.hasOwnProperty.call(engines, record.mode) ? engines[record.mode] : undefined;
  if (!engine) return { problem: "unknown_mode", mode: record.mode };
  if (engine.version !== record.engineVersion) return { problem: "version", record: record.engineVersion, build: engine.version };
  let replay: ReturnType<typeof replayRecord>;
  try {
    replay = replayRecord(engine, { ...record, seed: record.seed }, true);
  } catch (e) {
    const err = e as { code?: string; en?: string; message?: string };
    return { problem: "replay_failed", detail: err.code ? `${err.code}: ${err.en ?? ""}` : String(err.message ?? e) };
  }
  const positions: Position[] = [{ index: 0, state: replay.initial, turn: safeTurn(engine, replay.initial), seat: -1, action: null, events: [] }];
  replay.steps.forEach((s, i) => {
    const rec = record.actions[i];
    positions.push({ index: i + 1, state: s.state, turn: safeTurn(engine, s.state), seat: s.seat, action: s.action, events: s.events, by: rec?.by, t: rec?.t });
  });
  return { model: { record: { ...record, seed: record.seed }, engine, positions, turns: turnsOf(positions), result: safeResult(engine, replay.state) } };
}

function safeTurn(engine: AnyEngine, state: unknown): number {
  try {
    const n = engine.turnNumber(state);
    return Number.isFinite(n) ? n : 0;
  } catch {
    return 0;
  }
}

function safeResult(engine: AnyEngine, state: unknown): GameResult | null {
  try {
    return engine.result(state);
  } catch {
    return null;
  }
}

/** Positions grouped by turn number, in order (a turn can span several actions, e.g. a move and its follow-ups). */
export function turnsOf(positions: Position[]): TurnEntry[] {
  const turns: TurnEntry[] = [];
  for (const p of positions) {
    const last = turns[turns.length - 1];
    if (last && last.turn === p.turn) {
      last.last = p.index;
      if (p.seat >= 0 && !last.seats.includes(p.seat)) last.seats.push(p.seat);
    } else {
      turns.push({ turn: p.turn, first: p.index, last: p.index, seats: p.seat >= 0 ? [p.seat] : [] });
    }
  }
  return turns;
}

export function turnIndexOf(turns: TurnEntry[], position: number): number {
  const i = turns.findIndex((t) => position >= t.first && position <= t.last);
  return i < 0 ? 0 : i;
}

export function clampStep(n: number, max: number): number {
  return Number.isFinite(n) ? Math.max(0, Math.min(max, Math.trunc(n))) : 0;
}

/**
 * The seat a replay is seen from: `?seat=N` when the link asks for one, else the first human player (a game
 * against bots opens on the person's side, not the bot's), else seat 0.
 */
export function viewSeatOf(record: Pick<GameRecord, "seats">, search: string): number {
  const asked = new URLSearchParams(search).get("seat");
  const n = asked !== null && /^\d+$/.test(asked) ? Number(asked) - 1 : -1;
  if (n >= 0 && n < record.seats.length) return n;
  const human = record.seats.findIndex((s) => !s.bot);
  return human >= 0 ? human : 0;
}

/** The view of a position with every hand visible. */
export function fullView(model: ReplayModel, index: number): unknown {
  return model.engine.view(model.positions[index].state, "all");
}

/**
 * A read-only table snapshot for the mode's own board, as a spectator of a finished game would get, but built from
 * the record (seats, names) and the replayed state of this position.
 */
export function snapshotAt(model: ReplayModel, index: number, publicView: unknown): TableSnapshot {
  const { record, engine } = model;
  const p = model.positions[index];
  const result = engine.result(p.state);
  const recorded = (record.result ?? null) as { replacedByBot?: boolean[] } | null;
  const seats: SeatInfo[] = record.seats.map((s, i) => ({
    index: i,
    name: s.name,
    occupied: true,
    connected: true,
    bot: s.bot,
    botLevel: "",
    replacedByBot: !!s.replacedByBot,
    host: i === 0,
    away: false,
    rating: 0,
    provisional: false,
    returnDeadline: 0,
    botVotes: 0,
  }));
  const last = index === model.positions.length - 1;
  return {
    mode: record.mode,
    code: "",
    status: result || last ? "finished" : "playing",
    isPrivate: false,
    turnSeconds: 0,
    responseSeconds: 0,
    turnDeadline: 0,
    clockSeat: -1,
    clockKind: null,
    seq: index,
    turn: p.turn,
    seats,
    activeSeats: safeActive(engine, p.state),
    spectators: 0,
    publicView,
    myView: null,
    options: { private: false, watchable: true, seats: record.seats.length, turnSeconds: 0, options: record.options },
    commitment: record.commitment,
    seed: result || last ? record.seed : "",
    result: result ? { ...result, replacedByBot: recorded?.replacedByBot } : null,
    gameId: record.id,
    log: model.positions
      .slice(1, index + 1)
      .flatMap((pos) => pos.events.filter((e) => !e.visibleTo).map((e) => ({ seq: pos.index - 1, seat: e.seat ?? -1, type: e.type, zh: e.zh, en: e.en })))
      .slice(-200),
  };
}

function safeActive(engine: AnyEngine, state: unknown): number[] {
  try {
    return engine.activeSeats(state);
  } catch {
    return [];
  }
}

export function sessionFor(table: TableSnapshot, p: Position): TableSession {
  const lastEvents: GameEventMessage | null = p.index > 0 ? { seq: p.index - 1, events: p.events.map(({ type, seat, zh, en, data }) => ({ seq: p.index - 1, type, seat: seat ?? -1, zh, en, data })) } : null;
  return {
    code: "",
    role: "spectator",
    seat: null,
    phase: "connected",
    attempt: 0,
    table,
    error: null,
    rematch: [],
    pending: false,
    lastEvents,
    autoPass: null,
    ratings: null,
  };
}

/** A short label for a position's move: its first public event, else the action's type. */
export function moveLabel(p: Position, pick: (t: { zh: string; en: string }) => string): string {
  const e = p.events.find((x) => !x.visibleTo) ?? p.events[0];
  if (e) return pick(e);
  const a = p.action as { type?: unknown } | null;
  return a && typeof a.type === "string" ? a.type : JSON.stringify(p.action);
}
