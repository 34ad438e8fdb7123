import { z } from "zod";
import type { AnyEngine, GameEvent } from "../../../shared/src/core/engine";
import { RuleError } from "../../../shared/src/core/errors";
import type { RecordedAction } from "../../../shared/src/core/record";
import { StorageUnavailableError } from "../../../server/src/records/errors";
import type { GameRow, NewGame, StoredSeat } from "../../../server/src/records/store";
import type { GameRecords } from "../../../server/src/rooms/recorder";
import { hostedModes } from "../../../server/src/modes";

/** Timers that only move when the test says so. */
export class FakeClock {
  now = 1_000_000;
  private timers: { at: number; fn: () => void; cleared: boolean }[] = [];

  later = (fn: () => void, ms: number) => {
    const timer = { at: this.now + ms, fn, cleared: false };
    this.timers.push(timer);
    return { clear: () => void (timer.cleared = true) };
  };

  /** Runs every timer due within `ms`, in order (timers they set run too when due). */
  advance(ms: number) {
    const end = this.now + ms;
    for (;;) {
      const due = this.timers.filter((t) => !t.cleared && t.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      due.cleared = true;
      this.now = Math.max(this.now, due.at);
      due.fn();
    }
    this.now = end;
  }

  pending(): number {
    return this.timers.filter((t) => !t.cleared).length;
  }
}

/** Records in memory; `failing` makes every write throw what SQLite's "database is locked" becomes. */
export class FakeStore implements GameRecords {
  games = new Map<string, GameRow>();
  actions = new Map<string, RecordedAction[]>();
  failing = false;
  writes = 0;

  private write(operation: string) {
    this.writes += 1;
    if (this.failing) throw new StorageUnavailableError(operation, Object.assign(new Error("database is locked"), { code: "SQLITE_BUSY" }));
  }

  createGame(g: NewGame) {
    this.write("createGame");
    this.games.set(g.id, { ...g, status: "playing", result: null, finishedAt: null, finalHash: null } as unknown as GameRow);
    this.actions.set(g.id, []);
  }
  getGame(id: string) {
    return this.games.get(id);
  }
  getActions(gameId: string) {
    return (this.actions.get(gameId) ?? []) as ReturnType<GameRecords["getActions"]>;
  }
  appendAction(gameId: string, a: RecordedAction) {
    this.write("appendAction");
    this.actions.get(gameId)!.push(a);
  }
  updateSeats(gameId: string, seats: StoredSeat[]) {
    this.write("updateSeats");
    this.games.get(gameId)!.seats = seats;
  }
  finishGame(gameId: string, result: unknown) {
    this.write("finishGame");
    Object.assign(this.games.get(gameId)!, { status: "finished", result });
  }
  abortGame(gameId: string) {
    this.write("abortGame");
    Object.assign(this.games.get(gameId)!, { status: "aborted" });
  }
}

/**
 * An asynchronous store, as PostgreSQL is: every write waits until the test lets it land (`next()`) or fail
 * (`next(true)`, with the StorageUnavailableError a lost connection becomes); then it lands in `inner`.
 */
export class GatedStore implements GameRecords {
  readonly waiting: { operation: string; land(): void; fail(): void }[] = [];

  constructor(readonly inner: FakeStore) {}

  private gate(operation: string, write: () => void): Promise<void> {
    return new Promise((resolve, reject) =>
      this.waiting.push({
        operation,
        land: () => {
          write();
          resolve();
        },
        fail: () => reject(new StorageUnavailableError(operation, new Error("Connection terminated unexpectedly"))),
      }),
    );
  }

  /** The operations of the writes waiting, oldest first. */
  get pending(): string[] {
    return this.waiting.map((w) => w.operation);
  }

  /** The oldest waiting write lands (or fails); then whatever waited on it has run. */
  async next(fail = false): Promise<void> {
    const w = this.waiting.shift();
    if (!w) throw new Error("no write is waiting");
    if (fail) w.fail();
    else w.land();
    await new Promise((r) => setImmediate(r));
  }

  createGame(g: NewGame) {
    return this.gate("createGame", () => this.inner.createGame(g));
  }
  getGame(id: string) {
    return Promise.resolve(this.inner.getGame(id));
  }
  getActions(gameId: string) {
    return Promise.resolve(this.inner.getActions(gameId) as RecordedAction[]);
  }
  appendAction(gameId: string, a: RecordedAction) {
    return this.gate("appendAction", () => this.inner.appendAction(gameId, a));
  }
  updateSeats(gameId: string, seats: StoredSeat[]) {
    return this.gate("updateSeats", () => this.inner.updateSeats(gameId, seats));
  }
  finishGame(gameId: string, result: unknown) {
    return this.gate("finishGame", () => this.inner.finishGame(gameId, result));
  }
  abortGame(gameId: string) {
    return this.gate("abortGame", () => this.inner.abortGame(gameId));
  }
}

export const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

interface CountState {
  turn: number;
  next: number;
  total: number;
  target: number;
  seats: number;
}

/**
 * A tiny game for driving the room's collaborators: seats take turns adding 1 (or 2) to a total; whoever reaches
 * the target wins. Bots always add 1.
 */
export const countEngine: AnyEngine = {
  id: "count",
  version: "1",
  names: { zh: "數數", en: "Count" },
  seatCounts: [2, 3],
  optionsSchema: z.object({ target: z.number().int().min(1).default(4) }),
  errors: {},
  actionSchema: z.object({ n: z.union([z.literal(1), z.literal(2)]) }),
  setup: (o: { target: number }, _seed: string, seats: number): CountState => ({ turn: 1, next: 0, total: 0, target: o.target, seats }),
  activeSeats: (s: CountState) => (s.total >= s.target ? [] : [s.next]),
  apply(s: CountState, seat: number, a: { n: number }) {
    if (seat !== s.next) throw new RuleError("not_your_turn", "還沒輪到你。", "It is not your turn.");
    const state = { ...s, total: s.total + a.n, next: (s.next + 1) % s.seats, turn: s.turn + 1 };
    const events: GameEvent[] = [{ type: "add", seat, zh: `{p${seat}} 加 ${a.n}`, en: `{p${seat}} adds ${a.n}` }];
    return { state, events };
  },
  legalActions: () => [{ n: 1 }, { n: 2 }],
  view: (s: CountState) => s,
  result: (s: CountState) =>
    s.total >= s.target ? { winners: [(s.next + s.seats - 1) % s.seats], draw: false, summary: { zh: "到了", en: "reached" } } : null,
  bot: () => ({ n: 1 }),
  invariants: () => [],
  turnNumber: (s: CountState) => s.turn,
};

/** A table's generic fields, as a mode's schema state holds them (the seats list needs its parent to set items). */
export function tableFields() {
  return new (hostedModes()[0].State)();
}
