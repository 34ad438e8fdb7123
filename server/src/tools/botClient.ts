import { Client, type Room } from "colyseus.js";
import type { AnyEngine, BotLevel } from "../../../shared/src/core/engine";
import { Rng } from "../../../shared/src/core/rng";
import { WIRES } from "../../../shared/src/games/wires";

/**
 * A bot that plays over the wire like any third-party client: it rebuilds its own seat's view from the decoded
 * state (the mode's `fromWire`, as the web client does), asks the shared engine's bot for a move, and sends `{ seq, action }`. Used by `npm run selfplay`, the
 * room tests and the benchmarks. It measures the time from sending an action to the patch that shows it.
 */
export interface BotClientOptions {
  engine: AnyEngine;
  level?: BotLevel;
  seed?: string;
  /** Called with every message (type, payload) and every decoded state change, e.g. for leak scans. */
  onMessage?: (type: string, message: unknown, seq: number) => void;
  /** Think this long before each move (load runs: one action per table per pace); 0 = at once. */
  paceMs?: number;
  /** Each think drawn from `paceMs` × [1 − jitter, 1 + jitter] (0: exactly `paceMs`); see `thinkMs`. */
  paceJitter?: number;
  /** Stop moving once the table's seq reaches this (memory probes of tables mid-game); unset = play to the end. */
  untilSeq?: number;
}

/**
 * A think time around `paceMs`, uniform in ±`jitter` of it (the mean stays `paceMs`). Paced load runs need it: with
 * every client thinking exactly `paceMs`, the moves answered in one burst (after a GC pause, say) come back as one
 * burst a pace later, and again a pace after that, so one stall echoes through every later second; people do not
 * think in lockstep (docs/operations.md, Capacity).
 */
export function thinkMs(paceMs: number, jitter: number, rng: Rng): number {
  return paceMs * (1 - jitter + 2 * jitter * rng.float());
}

export class BotClient {
  room!: Room;
  seat = -1;
  seatToken?: string;
  readonly latenciesMs: number[] = [];
  readonly errors: { code: string; message: unknown; data?: unknown }[] = [];
  /** The table log as this client received it (the backlog on joining, then every `events` message). */
  /** The whole game as revealed at its end (the `final` message). */
  finalView: unknown = null;
  log: { seq: number; seat: number; type: string; zh: string; en: string; private?: boolean }[] = [];
  actions = 0;
  private refusedInRow = 0;
  private pending?: { seq: number; sentAt: number };
  private rng: Rng;
  /** Think times come from their own stream, so a jittered run plays the moves an exact one would. */
  private thinkRng: Rng;
  private dropping = false;
  private thinking = false;
  private resolveDone!: () => void;
  private readonly finished = new Promise<void>((resolve) => (this.resolveDone = resolve));

  constructor(readonly client: Client, private readonly opts: BotClientOptions) {
    this.rng = Rng.fromSeed(opts.seed ?? `bot-${Math.random()}`);
    this.thinkRng = Rng.fromSeed(`${opts.seed ?? Math.random()}:think`);
  }

  async create(mode: string, name: string, table: Record<string, unknown>): Promise<this> {
    return this.attach(await this.client.create(mode, { name, table }));
  }

  async join(code: string, name: string): Promise<this> {
    return this.attach(await this.client.joinById(code, { name }));
  }

  private attach(room: Room): this {
    this.room = room;
    room.onMessage("*", (type, message) => {
      if (type === "seat") {
        this.seat = (message as { seat: number }).seat;
        this.seatToken = (message as { seatToken?: string }).seatToken ?? this.seatToken;
      }
      if (type === "error") this.onError(message as BotClient["errors"][number]);
      if (type === "final") this.finalView = message;
      if (type === "log") this.log = [...(message as { lines: BotClient["log"] }).lines];
      if (type === "events") this.log.push(...(message as { events: BotClient["log"] }).events);
      this.opts.onMessage?.(String(type), message, room.state?.seq ?? -1);
    });
    room.onStateChange((state) => {
      // A patch can still arrive on the connection being dropped; only the current one counts.
      if (room !== this.room) return;
      if (this.pending && state.seq > this.pending.seq) {
        this.latenciesMs.push(performance.now() - this.pending.sentAt);
        this.pending = undefined;
        this.refusedInRow = 0;
      }
      if (state.status === "finished") this.resolveDone();
      else this.maybeAct();
    });
    room.onLeave(() => {
      if (!this.dropping) this.resolveDone();
    });
    return this;
  }

  /** Cut the connection like a network failure would, then come back with the reconnection token. */
  async dropAndReconnect(pauseMs = 200): Promise<void> {
    const token = this.room.reconnectionToken;
    this.dropping = true;
    this.pending = undefined;
    this.room.connection.transport.close();
    await new Promise((r) => setTimeout(r, pauseMs));
    this.attach(await this.reconnectWithin(token, 5_000));
    this.dropping = false;
    this.maybeAct();
  }

  /**
   * The server accepts the token only once it has seen the old connection close; on a busy machine that can take
   * longer than the pause, so an "expired" answer is retried until the deadline (the seat is kept far longer).
   */
  private async reconnectWithin(token: string, deadlineMs: number): Promise<Room> {
    const giveUpAt = performance.now() + deadlineMs;
    for (;;) {
      try {
        return await this.client.reconnect(token);
      } catch (e) {
        if (!/expired/.test(String((e as Error).message)) || performance.now() > giveUpAt) throw e;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  }

  /** Resolves when the game is over (or the connection closed). */
  done(): Promise<void> {
    return this.finished;
  }

  /** Asks for a rematch (sent again if the message allowance refused it). */
  rematch(): void {
    this.room.send("rematch", {});
  }

  /**
   * A refused message is sent again: a rate-limited one once the allowance has refilled (expected at bot speed: the
   * refusal names the message and the wait), a refused action at once; ten refused actions in a row mean a bug.
   */
  private onError(error: BotClient["errors"][number]) {
    const limited = error.code === "rate_limited" ? (error.data as { type: string; retryAfterMs: number }) : undefined;
    if (!limited) this.errors.push(error);
    if (limited?.type === "rematch") return void setTimeout(() => this.rematch(), limited.retryAfterMs);
    if (!this.pending) return;
    this.pending = undefined;
    if (++this.refusedInRow > 10) return void this.room.leave(true);
    setTimeout(() => this.maybeAct(), limited ? limited.retryAfterMs : 20);
  }

  private maybeAct() {
    if (!this.opts.paceMs) return this.act();
    if (this.thinking) return;
    this.thinking = true;
    setTimeout(() => {
      this.thinking = false;
      this.act();
    }, thinkMs(this.opts.paceMs, this.opts.paceJitter ?? 0, this.thinkRng));
  }

  private act() {
    const s = this.room.state;
    if (this.dropping || s.status !== "playing" || this.seat < 0 || this.pending) return;
    if (this.opts.untilSeq !== undefined && s.seq >= this.opts.untilSeq) return;
    if (!Array.from(s.activeSeats as ArrayLike<number>).includes(this.seat)) return;
    const view = WIRES[this.opts.engine.id].fromWire(s.game, this.seat);
    const action = this.opts.engine.bot(view, this.seat, this.rng, this.opts.level ?? "greedy");
    this.pending = { seq: s.seq, sentAt: performance.now() };
    this.actions++;
    this.room.send("action", { seq: s.seq, action });
  }

  leave() {
    return this.room.leave(true);
  }
}

export interface GameRun {
  completed: boolean;
  bots: BotClient[];
  gameId: string;
}

/** One full game through the server: the first bot creates the table, the others join, the host starts. */
export async function playOneGame(url: string, engine: AnyEngine, opts: { seats?: number; seed: string; timeoutMs?: number; onMessage?: (seat: number, type: string, message: unknown, seq: number) => void }): Promise<GameRun> {
  const seats = opts.seats ?? engine.seatCounts[0];
  const bots: BotClient[] = [];
  for (let i = 0; i < seats; i++) {
    bots.push(new BotClient(new Client(url), { engine, seed: `${opts.seed}:${i}`, level: i % 2 ? "random" : "greedy", onMessage: (t, m, seq) => opts.onMessage?.(i, t, m, seq) }));
  }
  // Players to the server (names reading as "Bot" are reserved for the server's own bots).
  await bots[0].create(engine.id, "Wire 1", { seats, private: true });
  for (let i = 1; i < seats; i++) await bots[i].join(bots[0].room.roomId, `Wire ${i + 1}`);
  await waitUntil(() => bots.every((b) => b.seat >= 0) && bots[0].room.state.seats?.every((s: { occupied: boolean }) => s.occupied), 10_000);
  bots[0].room.send("start", {});
  const timeout = new Promise<"timeout">((r) => setTimeout(() => r("timeout"), opts.timeoutMs ?? 120_000).unref());
  const outcome = await Promise.race([Promise.all(bots.map((b) => b.done())).then(() => "done" as const), timeout]);
  const gameId = bots[0].room.state.gameId;
  const completed = outcome === "done" && bots[0].room.state.status === "finished";
  await Promise.all(bots.map((b) => b.leave().catch(() => undefined)));
  return { completed, bots, gameId };
}

async function waitUntil(check: () => boolean, ms: number) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out waiting for the table to fill");
    await new Promise((r) => setTimeout(r, 5));
  }
}
