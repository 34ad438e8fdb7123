import { z } from "zod";
import { RecordedActionSchema, type RecordedAction } from "../../../shared/src/core/record";

/**
 * The columns of a stored game, parsed one row at a time: a row that does not parse (a hand edit, a bug, a damaged
 * page) is reported as one problem instead of an exception that would stop a listing or the start-up restore.
 */
export interface StoredSeat {
  name: string;
  bot: boolean;
  replacedByBot?: boolean;
  /** SHA-256 of the seat token the player's client keeps, so a seat can be reclaimed after a restart. */
  tokenHash?: string;
}

export interface NewGame {
  id: string;
  code: string;
  mode: string;
  engineVersion: string;
  options: unknown;
  table: unknown;
  seats: StoredSeat[];
  seed: string;
  commitment: string;
  createdAt: number;
}

export interface GameRow extends NewGame {
  status: "playing" | "finished" | "aborted";
  result: unknown;
  finishedAt: number | null;
  finalStateHash: string | null;
}

// Unknown seat fields pass through: a newer room may store more about a seat than this file knows.
const StoredSeatSchema = z.object({ name: z.string(), bot: z.boolean(), replacedByBot: z.boolean().optional(), tokenHash: z.string().optional() }).passthrough();

const RowSchema = z.object({
  id: z.string(),
  code: z.string(),
  mode: z.string(),
  engine_version: z.string(),
  options: z.string(),
  table_json: z.string(),
  seats: z.string(),
  seed: z.string(),
  commitment: z.string(),
  status: z.enum(["playing", "finished", "aborted"]),
  result: z.string().nullable(),
  created_at: z.number(),
  finished_at: z.number().nullable(),
  final_hash: z.string().nullable(),
});

export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: string };

function json(column: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new Error(`${column} is not JSON (${(e as Error).message})`);
  }
}

export function parseGameRow(raw: unknown): Parsed<GameRow> {
  const r = RowSchema.safeParse(raw);
  if (!r.success) return { ok: false, problem: r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ") };
  const row = r.data;
  try {
    const seats = z.array(StoredSeatSchema).min(1).safeParse(json("seats", row.seats));
    if (!seats.success) return { ok: false, problem: `seats: ${seats.error.issues[0]?.message}` };
    return {
      ok: true,
      value: {
        id: row.id,
        code: row.code,
        mode: row.mode,
        engineVersion: row.engine_version,
        options: json("options", row.options),
        table: json("table_json", row.table_json),
        seats: seats.data as StoredSeat[],
        seed: row.seed,
        commitment: row.commitment,
        status: row.status,
        result: row.result == null ? null : json("result", row.result),
        createdAt: row.created_at,
        finishedAt: row.finished_at,
        finalStateHash: row.final_hash,
      },
    };
  } catch (e) {
    return { ok: false, problem: (e as Error).message };
  }
}

export interface ActionRow {
  seq: number;
  seat: number;
  action: string;
  by: string;
  t: number;
}

export function parseActionRow(r: ActionRow): Parsed<RecordedAction> {
  let action: unknown;
  try {
    action = json(`action ${r.seq}`, r.action);
  } catch (e) {
    return { ok: false, problem: (e as Error).message };
  }
  const parsed = RecordedActionSchema.safeParse({ seq: r.seq, seat: r.seat, action, by: r.by, t: r.t });
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, problem: `action ${r.seq}: ${parsed.error.issues[0]?.message}` };
}
