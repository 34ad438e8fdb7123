import { z } from "zod";
import { HUMAN_PASS_MS } from "../../shared/src/protocol/autoPass";

/** Every setting comes from the environment and is validated here; a bad value stops start-up with one clear line. */
const bool = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

export const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(2567),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  REDIS_URL: z.string().regex(/^rediss?:\/\/.+/, "a redis:// or rediss:// URL").optional(),
  /** Records, accounts and ratings in PostgreSQL (several hosts share them); unset: SQLite in DATA_DIR, as always. */
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\/.+/, "a postgres:// or postgresql:// URL").optional(),
  /** How long a PostgreSQL query may take before it counts as storage unavailable. */
  DATABASE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  PUBLIC_ADDRESS: z.string().min(1).optional(),
  MONITOR_PASSWORD: z.string().min(8, "at least 8 characters").optional(),
  ALLOWED_ORIGINS: z.string().default("").transform((v) => v.split(",").map((s) => s.trim()).filter(Boolean)),
  RECONNECT_SECONDS: z.coerce.number().int().min(5).max(3600).default(120),
  MAX_SPECTATORS: z.coerce.number().int().min(50).max(1000).default(100),
  BOT_DELAY_MS: z.coerce.number().int().min(0).max(10_000).default(600),
  /**
   * A rated game in which a player has not made their first move this many seconds after it became theirs to make
   * is aborted: no winner, no rating change (lichess aborts the same way).
   */
  FIRST_MOVE_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  /**
   * The longest a bot waits, on top of BOT_DELAY_MS, for the table to watch a move's replay (弒魔戰爭's army turn,
   * ≈ 7 s); 0: bots never wait. Capped because an extra turn puts two army turns in one move, and past ~12 s the
   * table feels stalled (the replay speeds up when turns pile up anyway).
   */
  REPLAY_WAIT_MAX_MS: z.coerce.number().int().min(0).max(60_000).default(12_000),
  /**
   * How often, at most, the lobby hears that a table's turn number moved (0: at every turn). Seats, status and
   * spectators reach it at once; told of every turn, 400 public 活俠決鬥者 tables sent each lobby tab 108 updates a
   * second (server/src/rooms/lobbyListing.ts).
   */
  LOBBY_TURN_SECONDS: z.coerce.number().int().min(0).max(600).default(10),
  /** Messages per second each connection may send (refilled), and the burst it may send at once (rate_limited beyond). */
  MESSAGES_PER_SECOND: z.coerce.number().int().min(1).max(100_000).default(10),
  MESSAGE_BURST: z.coerce.number().int().min(1).max(100_000).default(30),
  /**
   * The pause before an auto-pass (a player's "pass when I cannot answer" preference), as "min-max" ms: random in that
   * range, like a person's, so nobody can tell an automatic pass from a click.
   */
  AUTO_PASS_MS: z
    .string()
    .regex(/^\d{1,5}-\d{1,5}$/, "two whole numbers of milliseconds, min-max, e.g. 700-2200")
    .default(HUMAN_PASS_MS.join("-"))
    .transform((v) => v.split("-").map(Number) as [number, number])
    .refine(([lo, hi]) => lo <= hi, "min must not exceed max"),
  /** Live game tables this process holds at once, and per client address (restored games count, but are never refused). */
  MAX_TABLES: z.coerce.number().int().min(1).max(100_000).default(500),
  MAX_TABLES_PER_ADDRESS: z.coerce.number().int().min(1).max(1000).default(10),
  /** Seats reserved by matchmaking whose client has not connected yet, per address (a reservation lapses after 15 s). */
  MAX_PENDING_SEATS_PER_ADDRESS: z.coerce.number().int().min(1).max(1000).default(10),
  // Below the rooms' RESERVATION_HEADROOM (64): phantom reservations from many addresses never reach the lock.
  MAX_PENDING_SEATS_PER_TABLE: z.coerce.number().int().min(1).max(48).default(32),
  /**
   * Addresses the per-address matchmaking limits do not apply to ("none" for no exception): by default the machine
   * itself, where the operator's tools run (npm run bench / selfplay, bots on the host).
   */
  UNLIMITED_ADDRESSES: z.string().default("127.0.0.1,::1").transform((v) => (v.trim() === "none" ? [] : v.split(",").map((s) => s.trim()).filter(Boolean))),
  /** Take the client address from X-Real-IP / X-Forwarded-For (only behind a proxy that overwrites them). */
  TRUST_PROXY: bool.default("false"),
  /**
   * SQLite: the actions accepted during one turn of the event loop share one commit, and each is confirmed once that
   * commit is durable (false: a commit per action, confirmed at once).
   */
  GROUP_COMMIT: bool.default("true"),
  /** How often the WAL is copied into games.sqlite (besides after every finished game). */
  CHECKPOINT_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /**
   * How long start-up keeps retrying a database it cannot open for now (full disk, a lock held by another process)
   * before it exits with the cause; a damaged file is moved aside instead (docs/operations.md).
   */
  STORAGE_OPEN_RETRY_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** Signs account session tokens; unset: a secret generated once and kept in DATA_DIR/account-secret. */
  ACCOUNT_SECRET: z.string().min(32, "at least 32 characters").optional(),
  /** scrypt cost as log2 N (memory 128 × 8 × 2^cost bytes per hash); new passwords use it, old hashes keep theirs. */
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(15),
  CLIENT_DIR: z.string().min(1).optional(),
  SERVE_CLIENT: bool.default("true"),
});
export type Config = z.infer<typeof ConfigSchema>;

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const relevant = Object.fromEntries(Object.keys(ConfigSchema.shape).map((k) => [k, env[k] === "" ? undefined : env[k]]));
  const parsed = ConfigSchema.safeParse(relevant);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const name = String(issue.path[0]);
  throw new ConfigError(`Invalid environment variable ${name}=${JSON.stringify(env[name])}: ${describe(issue)}`);
}

function describe(issue: z.ZodIssue): string {
  switch (issue.code) {
    case "invalid_enum_value":
      return `must be one of ${issue.options.join(", ")}`;
    case "too_small":
      return issue.type === "string" ? issue.message : `must be at least ${issue.minimum}`;
    case "too_big":
      return `must be at most ${issue.maximum}`;
    case "invalid_type":
      return issue.expected === "number" ? "must be a number" : `must be a ${issue.expected}`;
    default:
      return issue.message === "Expected number, received nan" ? "must be a number" : issue.message;
  }
}
