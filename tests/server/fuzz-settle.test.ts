/**
 * When the fuzzer may take a table as settled (issue 20 item 7, the last `state_changes_on_refusal` under load).
 *
 * Found with `npm run fuzz -- --game slaying` while the server process was paused now and then (a loaded machine, or
 * SIGSTOP/SIGCONT): a bot's patch for seq 34 reached both clients, its log lines 131 ms later. The room wrote both
 * in one tick (the patch, then the lines queued behind it: tests/server/rooms/log-outbox.test.ts), but as two socket
 * writes, and the process was paused between them. The fuzzer took 70 ms of silence as "nothing more is coming",
 * closed the window and sent a message to be refused; the lines arrived while it was in flight and were counted as
 * a change on refusal. Silence proves nothing about a paused server; a round trip does: a probe on each connection
 * is answered behind everything the server had written to it.
 *
 * The server here is a fake with a fake clock: each connection a FIFO of frames in transit.
 */
import { FuzzReport } from "../../server/src/tools/fuzz/report";
import { FuzzTable, type Budget, type TableSetup } from "../../server/src/tools/fuzz/table";
import { DEFAULT_RATE, Pacer, type FuzzClient } from "../../server/src/tools/fuzz/client";

type Frame = { patch: Record<string, unknown> } | { type: string; message: unknown };

/** A connection as the table sees it, fed by the fake server in order. */
class FakeConnection {
  seat: number;
  readonly pacer = new Pacer(DEFAULT_RATE);
  errors: unknown[] = [];
  closedWith: number | null = null;
  baseline = "";
  json = "";
  get hasState() {
    return this.json !== "";
  }
  eventsSeq = -1;
  state: Record<string, unknown> | undefined;
  readonly recent: string[] = [];
  readonly open = true;
  probesDue = 0;
  sent = 0;
  /** When the last frame already in transit to this connection lands (a reply queues behind it). */
  private lastLanding = 0;

  constructor(readonly spectator: boolean, seat: number, private readonly table: () => FuzzTable) {
    this.seat = seat;
  }

  /**
   * The server wrote `frames`; they land `at` ms from now on the fake clock, in order behind earlier ones, and are
   * read together (one network read).
   */
  write(frames: Frame | Frame[], at: number) {
    const landing = Math.max(Date.now() + at, this.lastLanding + 1);
    this.lastLanding = landing;
    setTimeout(() => [frames].flat().forEach((f) => this.land(f)), landing - Date.now());
  }

  private land(frame: Frame) {
    if ("patch" in frame) {
      this.state = { ...this.state, ...frame.patch };
      this.json = JSON.stringify(this.state);
      this.recent.push(`patch ${this.state.seq}`);
      return this.table().state(this as unknown as FuzzClient);
    }
    if (frame.type === "error") this.errors.push(frame.message);
    if (frame.type === "events") this.eventsSeq = (frame.message as { seq: number }).seq;
    this.recent.push(frame.type);
    this.table().message(this as unknown as FuzzClient, frame.type, frame.message);
  }

  /** Every message the fuzzer sends here is refused (the server reads it after what it already wrote). */
  send(): "sent" {
    this.sent++;
    this.write({ type: "error", message: { code: "unknown_message", message: { zh: "未知的訊息", en: "unknown message" } } }, 1);
    return "sent";
  }
}

const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ occupied: true, connected: true, bot: i === n - 1, host: i === 0 }));

beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
afterEach(() => jest.useRealTimers());

/** A 2-seat table of fakes (seat 0 a player, a spectator watching), with or without a bot at seat 1. */
function fakeTable(bot: boolean, seed: string) {
  const report = new FuzzReport("slaying");
  const budget: Budget = { take: () => true, refund: () => undefined, stopped: false, remaining: () => 1, serverAlive: async () => true };
  const setup = { engine: { id: "slaying", errors: {} }, wire: {}, url: "", seats: 2, spectators: 1, bot, seed, rate: DEFAULT_RATE } as unknown as TableSetup;
  const table = new FuzzTable(setup, report, budget);
  const player = new FakeConnection(false, 0, () => table);
  const watcher = new FakeConnection(true, -1, () => table);
  table.players.push(player as unknown as FuzzClient);
  table.spectators.push(watcher as unknown as FuzzClient);
  return { report, table, player, watcher };
}

/** A bot table (seat 0 a player, seat 1 the bot) with a spectator; seat 0 has moved (seq 33), the bot is to move. */
async function tableAfterAMove() {
  const { report, table, player, watcher } = fakeTable(true, "settle");
  // No clock shows a person waited for: the room is to move.
  const at33 = { status: "playing", gameId: "g1", seq: 33, activeSeats: [1], clockSeat: -1, spectators: 1, seats: seats(2) };
  for (const c of [player, watcher]) c.write({ patch: at33 }, 0);
  await jest.advanceTimersByTimeAsync(5);
  // The table waits for the move's change to settle, as after an accepted move (deliver).
  const settling = (table as unknown as { changing(change: () => Promise<void>, settled: () => boolean, linesOf: () => number): Promise<void> }).changing(
    async () => undefined,
    () => [player, watcher].every((c) => Number(c.state?.seq) > 32),
    () => Number(watcher.state?.seq),
  );
  let closedAt = 0;
  const closed = settling.then(() => (closedAt = Date.now()));
  /** The bot's move: its patch lands after 10 ms; its lines in the same read, or `pausedMs` later. */
  const botMoves = (pausedMs: number) => {
    const patch: Frame = { patch: { seq: 34, activeSeats: [0], clockSeat: 0 } };
    const lines: Frame = { type: "events", message: { seq: 34, events: [{ seq: 34, type: "turn_end", zh: "回合結束", en: "turn ends" }] } };
    for (const c of [player, watcher]) {
      if (pausedMs === 0) c.write([patch, lines], 10);
      else {
        c.write(patch, 10);
        c.write(lines, 10 + pausedMs);
      }
    }
  };
  return { report, player, watcher, botMoves, closed: () => closed.then(() => closedAt) };
}

test("a window closes only once every connection has what the server wrote before it, however long the server pauses", async () => {
  const { report, player, watcher, botMoves, closed } = await tableAfterAMove();
  // The server process is paused for 140 ms between writing the patch and writing its lines.
  const moved = Date.now();
  botMoves(140);
  await jest.advanceTimersByTimeAsync(1_000);
  const closedAt = await closed();

  expect(report.details.examples).toEqual({});
  expect(report.totals.state_changes_on_refusal).toBe(0);
  expect(closedAt - moved).toBeGreaterThanOrEqual(150);
  expect([player.eventsSeq, watcher.eventsSeq]).toEqual([34, 34]);
  // The probes' answers were checked (typed) but are not counted among the refusals' codes.
  expect([player.probesDue, watcher.probesDue]).toEqual([0, 0]);
  expect(report.details.codes).toEqual({});
});

test("once every connection has the change's lines (the last thing the room writes for it), no round trip is needed", async () => {
  const { report, player, watcher, botMoves, closed } = await tableAfterAMove();
  const moved = Date.now();
  botMoves(0);
  await jest.advanceTimersByTimeAsync(1_000);
  expect((await closed()) - moved).toBeLessThan(20);
  expect([player.sent, watcher.sent]).toEqual([0, 0]);
  expect(report.totals.state_changes_on_refusal).toBe(0);
});

/**
 * A patch that lands while a message is in flight is judged once its outcome is known (the fuzzer no longer
 * serialises every state a move reaches): a change is a fault after a refusal, the move's own after an acceptance.
 */
describe("a patch during a message in flight", () => {
  type Flight = { takeOff(what: string): void; land(outcome: "error" | "accepted", after: () => string): void; window: boolean };
  async function settledTable() {
    const { report, table, player, watcher } = fakeTable(false, "flight");
    const at5 = { status: "playing", gameId: "g1", seq: 5, activeSeats: [0], clockSeat: 0, spectators: 1, seats: seats(2), hand: 3 };
    for (const c of [player, watcher]) c.write({ patch: at5 }, 0);
    await jest.advanceTimersByTimeAsync(5);
    const flight = table as unknown as Flight;
    flight.window = false;
    for (const c of [player, watcher]) c.baseline = c.json;
    return { report, player, flight };
  }

  test.each([
    ["refused", "error", { hand: 4 }, 1],
    ["refused, the patch leaving the state as it was", "error", { hand: 3 }, 0],
    ["accepted", "accepted", { seq: 6, hand: 4 }, 0],
  ] as const)("%s", async (_name, outcome, patch, faults) => {
    const { report, player, flight } = await settledTable();
    flight.takeOff("junk action");
    player.write({ patch }, 2);
    await jest.advanceTimersByTimeAsync(5);
    // Not judged before the outcome is known.
    expect(report.totals.state_changes_on_refusal).toBe(0);
    flight.land(outcome, () => "a junk action");
    expect(report.totals.state_changes_on_refusal).toBe(faults);
    if (faults) expect(report.details.examples.state_changes_on_refusal[0]).toMatch(/seat 0: its decoded state changed \(state\.hand: 3 → 4\).* after a junk action/);
  });
});
