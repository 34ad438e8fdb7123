import type { GameRecord } from "../../../shared/src/core/record";
import type { LocalText } from "../i18n";

/** The records API (server/src/http/records.ts, docs/protocol.md): recent finished games and whole records. */

export interface RecordResult {
  winners: number[];
  draw: boolean;
  scores?: number[];
  summary: LocalText;
  replacedByBot?: boolean[];
}

export interface RecentGame {
  id: string;
  code: string;
  mode: string;
  players: { name: string; bot: boolean; replacedByBot?: boolean; botFromMove?: number }[];
  result: RecordResult | null;
  createdAt: number;
  finishedAt: number | null;
}

export interface RunningGame {
  id: string;
  mode: string;
  seats: { name: string; bot: boolean }[];
  commitment: string;
  createdAt: number;
  actionCount: number;
  /** Not sent by the server today; used for the "watch it live" link when it is. */
  code?: string;
}

export type RecordLoad =
  | { kind: "finished"; record: GameRecord }
  | { kind: "playing"; game: RunningGame; view: unknown }
  | { kind: "aborted"; game: RunningGame }
  | { kind: "error"; error: "not_found" | "bad_id" | "network" | "server"; status?: number };

export const replayPath = (id: string, step?: number) => `/replay/${encodeURIComponent(id)}${step !== undefined ? `?step=${step}` : ""}`;

export async function fetchRecord(id: string, signal?: AbortSignal): Promise<RecordLoad> {
  if (!/^[A-Za-z0-9-]{1,64}$/.test(id)) return { kind: "error", error: "bad_id" };
  let res: Response;
  try {
    res = await fetch(`/api/records/${encodeURIComponent(id)}`, { signal, headers: { accept: "application/json" } });
  } catch (e) {
    if ((e as Error)?.name === "AbortError") throw e;
    return { kind: "error", error: "network" };
  }
  if (res.status === 404) return { kind: "error", error: "not_found" };
  if (res.status === 400) return { kind: "error", error: "bad_id" };
  if (!res.ok) return { kind: "error", error: "server", status: res.status };
  let body: { status?: string; record?: unknown; view?: unknown };
  try {
    body = (await res.json()) as typeof body;
  } catch {
    return { kind: "error", error: "server", status: res.status };
  }
  if (!body || typeof body !== "object" || Array.isArray(body) || !body.record) return { kind: "error", error: "server", status: res.status };
  if (body.status === "finished") return { kind: "finished", record: body.record as GameRecord };
  if (body.status === "aborted") return { kind: "aborted", game: body.record as RunningGame };
  return { kind: "playing", game: body.record as RunningGame, view: body.view ?? null };
}

export async function fetchRecent(mode: string | null, limit = 12, signal?: AbortSignal): Promise<RecentGame[]> {
  const q = new URLSearchParams({ limit: String(limit) });
  if (mode) q.set("mode", mode);
  const res = await fetch(`/api/records?${q}`, { signal, headers: { accept: "application/json" } });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const list = (await res.json()) as RecentGame[];
  return Array.isArray(list) ? list : [];
}
