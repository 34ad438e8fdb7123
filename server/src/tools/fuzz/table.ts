import type { AnyEngine } from "../../../../shared/src/core/engine";
import { Rng } from "../../../../shared/src/core/rng";
import type { WireBinding } from "../../../../shared/src/core/wire";
import { ROOM_ERRORS } from "../../../../shared/src/protocol/messages";
import { FuzzClient, type ClientEvents, type Rate } from "./client";
import { MAX_FRAME_BYTES, type RawFrame } from "./frames";
import { printable } from "./junk";
import { Planner, type Outgoing, type Sender, type TableView } from "./plan";
import type { FuzzReport } from "./report";

/** How long an answer may take before the message counts as unanswered (generous: the box may be loaded). */
const ANSWER_MS = 10_000;
/** Share of a playing table's steps that play the engine bot's move (default), so games progress, end and restart. */
export const PROGRESS_SHARE = 0.3;
/** Fuzz messages sent at a finished table before the players ask for a rematch. */
const AFTER_GAME_MESSAGES = 12;
/** Fuzz messages sent while the table waits for its start. */
const BEFORE_START_MESSAGES = 6;

export interface TableSetup {
  engine: AnyEngine;
  wire: WireBinding;
  url: string;
  seats: number;
  spectators: number;
  /** A server bot in the last seat (the room's automation runs between the fuzzer's messages). */
  bot: boolean;
  seed: string;
  /** The server's message allowance per connection. */
  rate: Rate;
  /** Share of a playing table's steps that are legal moves (PROGRESS_SHARE unless a run asks for shorter games). */
  progressShare?: number;
}

/** A table's share of the run's messages, and the run's stop flag. */
export interface Budget {
  /** Reserve `n` messages; false once the budget is spent. */
  take(n?: number): boolean;
  /** Give back messages reserved but not sent. */
  refund(n: number): void;
  /** Set when the run must stop at once (the server crashed). */
  readonly stopped: boolean;
  remaining(): number;
  /** Whether the server is still up (after a connection closed: a crash closes every connection). */
  serverAlive(): Promise<boolean>;
}

type Outcome = { kind: "error"; error: unknown } | { kind: "accepted" } | { kind: "closed"; code: number } | { kind: "timeout" };

/**
 * One fuzzed table: its players and spectators, and a loop that sends one message at a time (so every answer and
 * every change is attributed) and checks what came back. A refused message must be answered with a typed `error`,
 * leave every client's decoded state as it was and bring no other message; only accepted moves (and the rematches,
 * joins and reconnections the table makes on purpose, inside a "change window") may change anything.
 */
export class FuzzTable implements ClientEvents {
  readonly players: FuzzClient[] = [];
  readonly spectators: FuzzClient[] = [];
  private readonly rng: Rng;
  private readonly planner: Planner;
  private readonly codes: Set<string>;
  private code = "";
  /** Inside a change window the table may change; outside, any change or message other than `error` is a fault. */
  private window = true;
  /**
   * While a message whose outcome is not known yet is in flight: the messages that arrived meanwhile (described once
   * the outcome says they are faults) and the clients a patch reached (compared with their baselines only then: most
   * messages in flight are accepted, and serialising every state a move reaches is the fuzzer's costliest step).
   */
  private inFlight: { what: string; changes: (() => string)[]; patched: Set<FuzzClient> } | null = null;
  private progressDebt = 0;
  /** Each seat's view rebuilt from its holder's state, kept until that state is patched (most messages are refused). */
  private readonly views = new Map<number, { holder: FuzzClient; patches: number; spectator: boolean; view: unknown }>();
  /** What the table did lately, for reports. */
  private history: string[] = [];
  private set lastEvent(what: string) {
    this.history.push(what);
    if (this.history.length > 6) this.history.shift();
  }
  private get lastEvent(): string {
    return this.history.join(" → ");
  }
  private wake: (() => void)[] = [];

  constructor(private readonly setup: TableSetup, private readonly report: FuzzReport, private readonly budget: Budget) {
    this.rng = Rng.fromSeed(setup.seed);
    this.planner = new Planner(setup.engine, setup.wire, Rng.fromSeed(`${setup.seed}/plan`));
    this.codes = new Set([...Object.keys(ROOM_ERRORS), ...Object.keys(setup.engine.errors)]);
  }

  get clients(): FuzzClient[] {
    return [...this.players, ...this.spectators];
  }

  /** The client whose decoded state stands for the table (a spectator: it sees only what is public). */
  private get observer(): FuzzClient {
    return this.spectators.find((c) => c.open) ?? this.players.find((c) => c.open)!;
  }

  // ───────────── events from the clients ─────────────

  state(c: FuzzClient) {
    if (this.window) return this.poke();
    if (this.inFlight) this.inFlight.patched.add(c);
    else this.compareWithBaseline(c);
    this.poke();
  }

  /** A state that differs from its baseline outside a window is a change (a patch may leave the state as it was). */
  private compareWithBaseline(c: FuzzClient, refused?: () => string) {
    if (c.json === c.baseline) return;
    const [before, after] = [c.baseline, c.json];
    this.unexpectedChange(c, () => `its decoded state changed (${difference(before, after)})`, refused);
  }

  message(c: FuzzClient, type: string, message: unknown) {
    if (type === "error") this.checkError(c, message);
    else if (!this.window) this.unexpectedChange(c, () => `a "${type}" message arrived: ${printable(message).slice(0, 300)}`);
    this.poke();
  }

  closed(_c: FuzzClient, _code: number) {
    this.poke();
  }

  decodeError(c: FuzzClient, text: string) {
    this.report.problem("decode_errors", `${this.setup.engine.id} table ${this.code}, ${c.spectator ? "spectator" : `seat ${c.seat}`} (last: ${this.lastEvent}): ${text.slice(0, 120)}`);
  }

  /**
   * A change outside a window. While a message is in flight it is a fault only if that message is refused, and most
   * are accepted: the description (a JSON diff) is written only when it is reported.
   */
  private unexpectedChange(c: FuzzClient, what: () => string, refused: () => string = () => "a refused message") {
    const s = c.state;
    const baseline = c.baseline;
    const at = s ? { seq: s.seq, active: [...(s.activeSeats ?? [])].join(","), bots: [...(s.seats ?? [])].map((x: { bot: boolean }) => (x.bot ? 1 : 0)).join("") } : null;
    const received = c.recent.join(" | ");
    const who = c.spectator ? "spectator" : `seat ${c.seat}`;
    const text = () => {
      let was = "";
      try {
        const b = JSON.parse(baseline);
        was = ` (was seq ${b.seq}, active ${b.activeSeats.join(",")})`;
      } catch {
        // no baseline yet
      }
      const where = at ? ` [seq ${at.seq}, active ${at.active}, bots ${at.bots}${was}]` : "";
      return `${this.setup.engine.id} table ${this.code}: ${who}: ${what()}${where} {received: ${received}}`;
    };
    if (this.inFlight) return void this.inFlight.changes.push(text);
    // Later changes are told apart from this one (in flight, the baseline stays: land() compares with it).
    c.baseline = c.json;
    this.report.problem("state_changes_on_refusal", `${text()} after ${refused()} (lately: ${this.lastEvent})`);
  }

  private checkError(c: FuzzClient, e: unknown) {
    const m = e as { code?: unknown; message?: { zh?: unknown; en?: unknown } } | null;
    const typed =
      !!m &&
      typeof m === "object" &&
      typeof m.code === "string" &&
      this.codes.has(m.code) &&
      !!m.message &&
      typeof m.message.zh === "string" &&
      typeof m.message.en === "string" &&
      m.message.zh.length > 0 &&
      m.message.en.length > 0 &&
      // `data` (docs/protocol.md: a refusal's machine-readable details, e.g. ambiguous_formation's candidates).
      Object.keys(m).every((k) => k === "code" || k === "message" || (k === "data" && typeof (m as { data?: unknown }).data === "object"));
    // A settling probe's answer (roundTrip) must be typed like any other, but its code is not counted: it would swamp the rest.
    const probe = c.probesDue > 0;
    if (probe) c.probesDue--;
    if (!typed) this.report.problem("untyped_errors", `${this.setup.engine.id}: ${printable(e).slice(0, 300)}`);
    else if (!probe) this.report.code(m!.code as string);
    if (m?.code === "rate_limited") c.pacer.drain();
  }

  // ───────────── waiting ─────────────

  private poke() {
    const w = this.wake;
    this.wake = [];
    for (const f of w) f();
  }

  /** Resolves with check()'s first non-undefined value, re-checked on every event at the table, or "timeout". */
  private until<T>(check: () => T | undefined, ms: number): Promise<T | "timeout"> {
    return new Promise((resolve) => {
      const end = Date.now() + ms;
      const timer = setTimeout(() => resolve(check() ?? "timeout"), ms);
      const test = () => {
        const v = check();
        if (v !== undefined) {
          clearTimeout(timer);
          resolve(v);
        } else if (Date.now() < end) this.wake.push(test);
      };
      test();
    });
  }

  private sleep(ms: number) {
    return new Promise<void>((r) => setTimeout(r, ms));
  }

  /**
   * Everything the server wrote to each open connection before now has arrived: each sends a probe and waits for its
   * answer, which the server writes behind whatever it had already written there. Silence would prove nothing: the
   * server writes a patch and its log lines in one tick but as two socket writes, and a process paused in between (a
   * loaded machine) is silent for as long as it is paused (tests/server/fuzz-settle.test.ts).
   */
  private async roundTrip() {
    const open = this.clients.filter((c) => c.open);
    await Promise.all(
      open.map(async (c) => {
        await this.paced(c);
        const before = c.errors.length;
        c.probesDue++;
        if (!this.send(c, "fuzz_probe", {})) return void c.probesDue--;
        const answered = await this.until(() => (c.errors.length > before || !c.open ? true : undefined), ANSWER_MS);
        if (answered === "timeout") this.report.problem("unanswered", `${this.setup.engine.id} table ${this.code}: a probe got no answer in ${ANSWER_MS} ms`);
      }),
    );
  }

  private async paced(c: FuzzClient, n = 1) {
    return this.report.timed("pacing", this.pacedNow(c, n));
  }

  private async pacedNow(c: FuzzClient, n: number) {
    for (let wait = c.pacer.waitMs(); wait > 0; wait = c.pacer.waitMs()) await this.sleep(wait);
    c.pacer.take(n);
  }

  /**
   * Open a window, run `change`, then wait until the table is settled and take every client's state as the baseline.
   * Settled: `settled()` holds, no bot is to move, and whatever the server wrote meanwhile has arrived: every client
   * has the log lines of seq `linesOf` (the last thing the room writes for a change), or else a round trip on every
   * connection found the table still settled.
   */
  private async changing(change: () => Promise<void>, settled: () => boolean = () => true, linesOf?: () => number) {
    this.window = true;
    try {
      await change();
      const ready = () => (settled() && this.consistent() && !this.roomToMove() ? true : undefined);
      const lines = () => linesOf !== undefined && this.clients.every((c) => !c.open || c.eventsSeq >= linesOf());
      for (;;) {
        const seen = await this.report.timed("settle", this.until(ready, ANSWER_MS));
        if (seen !== "timeout" && lines()) break;
        await this.report.timed("settle", this.roundTrip());
        if (seen === "timeout" || ready()) break;
      }
    } finally {
      for (const c of this.clients) c.baseline = c.json;
      this.window = false;
    }
  }

  /** Every client has its state, and each shows exactly the connections the table has (spectators, players). */
  private consistent(): boolean {
    const watchers = this.spectators.filter((c) => c.open).length;
    return this.clients.every((c) => {
      if (!c.open) return true;
      const s = c.state;
      if (!s || !c.hasState || Number(s.spectators) !== watchers) return false;
      return this.players.every((p) => !p.open || p.seat < 0 || s.seats[p.seat]?.connected === true);
    });
  }

  /**
   * The room itself is about to move: a bot, or a player's auto-pass (a seat must act and no clock shows it waiting
   * for a person). Its move is not a reaction to the fuzzer's messages, so the table waits for it before going on.
   */
  private roomToMove(): boolean {
    const s = this.observer?.state;
    return s?.status === "playing" && s.activeSeats.length > 0 && Number(s.clockSeat) < 0;
  }

  // ───────────── the table's life ─────────────

  async run() {
    await this.open();
    let beforeStart = BEFORE_START_MESSAGES;
    let afterGame = AFTER_GAME_MESSAGES;
    while (!this.budget.stopped && this.budget.remaining() > 0) {
      // Every step yields to the event loop, even one that sent nothing.
      await new Promise((r) => setImmediate(r));
      const status = this.observer.state.status;
      if (status === "waiting" && beforeStart-- <= 0) {
        if (!this.budget.take()) break;
        await this.start();
        continue;
      }
      if (status === "finished" && afterGame-- <= 0) {
        afterGame = AFTER_GAME_MESSAGES;
        beforeStart = BEFORE_START_MESSAGES;
        // Too few messages left for a rematch: the rest go to fuzzing the finished table.
        if (this.budget.take(this.players.filter((p) => p.open).length)) await this.rematch();
        continue;
      }
      this.progressDebt += status === "playing" ? this.setup.progressShare ?? PROGRESS_SHARE : 0;
      const mover = this.progressDebt >= 1 ? this.players.find((p) => p.open && this.observer.state.activeSeats.includes(p.seat)) : undefined;
      if (mover) {
        this.progressDebt -= 1;
        await this.progress(mover);
      } else await this.fuzzStep();
    }
    this.window = true;
    await Promise.all(this.clients.map((c) => c.leave()));
  }

  private async open() {
    const { engine, url, seats, spectators, bot } = this.setup;
    this.window = true;
    const humans = bot ? seats - 1 : seats;
    await this.changing(async () => {
      const host = new FuzzClient(url, "Fuzz 1", false, this, this.setup.rate);
      await host.create(engine.id, { seats, private: true, watchable: false });
      this.code = host.room.roomId;
      this.players.push(host);
      for (let i = 1; i < humans; i++) {
        const p = new FuzzClient(url, `Fuzz ${i + 1}`, false, this, this.setup.rate);
        await p.join(this.code);
        this.players.push(p);
      }
      for (let i = 0; i < spectators; i++) {
        const s = new FuzzClient(url, `Watcher ${i + 1}`, true, this, this.setup.rate);
        await s.join(this.code);
        this.spectators.push(s);
      }
      if (bot) host.room.send("addBot", { seat: seats - 1, level: "random" });
    }, () => this.players.every((p) => p.seat >= 0) && this.clients.every((c) => c.state?.seats?.every((s: { occupied: boolean }) => s.occupied)));
    this.report.details.tables++;
    this.report.details.clients += this.clients.length;
  }

  private async start() {
    this.lastEvent = "start";
    const host = this.players.find((p) => p.open && this.observer.state.seats[p.seat]?.host) ?? this.players[0];
    await this.paced(host);
    this.report.totals.messages++;
    await this.changing(async () => host.room.send("start", {}), () => this.clients.every((c) => !c.open || c.state.status === "playing"));
    this.report.details.games_started++;
  }

  private async rematch() {
    this.lastEvent = "rematch";
    this.report.details.games_finished++;
    const gameId = this.observer.state.gameId;
    await this.changing(async () => {
      for (const p of this.players) {
        if (!p.open) continue;
        await this.paced(p);
        this.report.totals.messages++;
        p.room.send("rematch", {});
      }
    }, () => this.clients.every((c) => !c.open || (c.state.status === "playing" && c.state.gameId !== gameId)));
    this.report.details.games_started++;
  }

  /** The position as each client sees it, for the planner. */
  private tableView(): TableView {
    const s = this.observer.state;
    return {
      gameId: String(s.gameId ?? ""),
      status: s.status,
      seq: Number(s.seq),
      activeSeats: [...s.activeSeats],
      seats: [...s.seats].map((x: any) => ({ occupied: x.occupied, bot: x.bot, host: x.host })),
      viewOf: (seat) => {
        const holder = this.players.find((p) => p.open && p.seat === seat) ?? this.observer;
        const spectator = holder === this.observer;
        const kept = this.views.get(seat);
        if (kept && kept.holder === holder && kept.patches === holder.patches && kept.spectator === spectator) return kept.view;
        const view = this.setup.wire.fromWire(holder.state.game, spectator ? "spectator" : seat);
        this.views.set(seat, { holder, patches: holder.patches, spectator, view });
        return view;
      },
    };
  }

  private async progress(mover: FuzzClient) {
    let out: Outgoing;
    try {
      out = this.planner.progress(this.tableView(), mover.seat);
    } catch (e) {
      this.report.note("bot failed", `${this.code}: ${(e as Error).message}`);
      return this.fuzzStep();
    }
    await this.deliver(mover, out);
  }

  private async fuzzStep() {
    const open = this.clients.filter((c) => c.open);
    const ready = open.filter((c) => c.pacer.waitMs() === 0);
    const sender = ready.length ? ready[this.rng.int(ready.length)] : open[this.rng.int(open.length)];
    const sent: Sender = { seat: sender.seat, spectator: sender.spectator };
    let out: Outgoing | RawFrame;
    try {
      out = this.planner.next(this.tableView(), sent);
    } catch (e) {
      this.report.note("planner failed", `${this.code}: ${(e as Error).stack?.split("\n").slice(0, 3).join(" ")}`);
      out = { category: "unknown type", expect: "refuse", type: "fuzz_probe", payload: {} };
    }
    if ("bytes" in out) return this.deliverRaw(sender, out);
    if (this.rng.int(500) === 0 && out.expect === "refuse") return this.burst(sender, out);
    return this.deliver(sender, out);
  }

  // ───────────── sending and judging ─────────────

  /** Send a message; false when it never left (colyseus.js cannot encode it, or its frame is over the limit). */
  private send(c: FuzzClient, type: string | number, payload: unknown): boolean {
    return c.send(type, payload, MAX_FRAME_BYTES) === "sent";
  }

  /** From now until `land()`, changes are held back: whether they are faults depends on the outcome. */
  private takeOff(what: string) {
    this.lastEvent = what;
    this.inFlight = { what, changes: [], patched: new Set() };
  }

  /**
   * The outcome is known: changes seen meanwhile are faults unless the message was accepted or dropped its connection
   * (then a change window follows, which takes new baselines). `after` describes the message, for reports only.
   */
  private land(outcome: Outcome["kind"], after: () => string) {
    const flight = this.inFlight;
    this.inFlight = null;
    if (!flight || (outcome !== "error" && outcome !== "timeout")) return;
    // Compared as they are now: a client whose patch undid itself changed nothing.
    for (const c of flight.patched) this.compareWithBaseline(c, after);
    for (const change of flight.changes) this.report.problem("state_changes_on_refusal", `${change()} after ${after()}`);
  }

  private async deliver(c: FuzzClient, out: Outgoing) {
    const count = out.twice ? 2 : 1;
    if (!this.budget.take(count)) return;
    const seq = Number(c.state.seq);
    const gameId = c.state.gameId;
    const mayChange = out.expect !== "refuse";
    await this.paced(c, count);
    const before = c.errors.length;
    const cat = this.report.category(out.category);
    this.takeOff(out.category);
    if (!this.send(c, out.type, out.payload)) {
      this.budget.refund(count);
      return this.land("accepted", () => "");
    }
    this.report.totals.messages++;
    cat.sent++;
    if (out.twice) {
      if (this.send(c, out.type, out.payload)) {
        this.report.totals.messages++;
        this.report.category("double click").sent++;
      } else this.budget.refund(1);
    }
    const accepted = () => Number(c.state?.seq) > seq || c.state?.gameId !== gameId;
    const outcome = await this.report.timed("answer", this.outcome(c, before, accepted, count));
    this.land(outcome.kind, () => this.describe(c, out));
    switch (outcome.kind) {
      case "accepted":
        cat.accepted++;
        if (!mayChange) this.report.problem("unexpected_accepts", `${this.describe(c, out)} was accepted (lately: ${this.lastEvent})`);
        // The move's own patch, its log lines and (at the end) result and final belong to it.
        await this.changing(
          async () => undefined,
          () => this.clients.every((x) => !x.open || Number(x.state.seq) > seq || x.state.status === "finished"),
          () => Number(this.observer.state.seq),
        );
        if (out.twice) await this.secondClick(c, before);
        return;
      case "error":
        cat.refused++;
        if (out.expect === "legal" && (outcome.error as { code?: string }).code !== "rate_limited") this.report.note("legal move refused", `${this.describe(c, out)}: ${printable(outcome.error)}`);
        return;
      case "closed":
        return this.dropped(c, `${this.describe(c, out)}: connection closed (${outcome.code})`);
      default:
        this.report.problem("unanswered", `${this.describe(c, out)}: no answer in ${ANSWER_MS} ms`);
    }
  }

  /** The second of two identical moves sent at once: refused as stale. */
  private async secondClick(c: FuzzClient, before: number) {
    const r = await this.until(() => (c.errors.length > before ? (c.errors[before] as { code?: string }) : !c.open ? { code: "closed" } : undefined), ANSWER_MS);
    const cat = this.report.category("double click");
    // Stale, or (when the first click ended the game) game over.
    if (r !== "timeout" && (r.code === "stale_action" || r.code === "game_over" || r.code === "rate_limited")) cat.refused++;
    else this.report.problem(r === "timeout" ? "unanswered" : "unexpected_accepts", `double click at ${this.code}: the second click got ${printable(r)}`);
  }

  /**
   * What became of the last `sent` identical messages: the first accepted (and every later one answered), or the
   * first refused (and every one answered), or the connection closed. The answer to a later message can overtake the
   * patch of an accepted one (errors go out at once, patches on the next tick), so both are awaited.
   */
  private outcome(c: FuzzClient, before: number, accepted: () => boolean, sent = 1): Promise<Outcome> {
    return this.until<Outcome>(() => {
      if (c.closedWith !== null) return { kind: "closed", code: c.closedWith };
      const answers = c.errors.length - before;
      if (accepted() && answers >= sent - 1) return { kind: "accepted" };
      if (answers >= sent && !accepted()) return { kind: "error", error: c.errors[before] };
      return undefined;
    }, ANSWER_MS).then((o) => (o === "timeout" ? { kind: "timeout" } : o));
  }

  /** Many refused messages at once: the room answers each (some with rate_limited) and stays up. */
  private async burst(c: FuzzClient, out: Outgoing) {
    const n = 35;
    if (!this.budget.take(n)) return;
    const before = c.errors.length;
    this.takeOff("burst");
    let sent = 0;
    for (let i = 0; i < n; i++) if (this.send(c, out.type, out.payload)) sent++;
    this.budget.refund(n - sent);
    c.pacer.drain();
    this.report.totals.messages += sent;
    const cat = this.report.category("burst");
    cat.sent += sent;
    const done = await this.until(() => (c.errors.length >= before + sent || !c.open ? true : undefined), ANSWER_MS);
    cat.refused += c.errors.length - before;
    const what = `a burst of ${sent} ${out.category} messages`;
    if (!c.open) {
      this.land("closed", () => what);
      return this.dropped(c, `${what}: connection closed (${c.closedWith})`);
    }
    this.land(done === "timeout" ? "timeout" : "error", () => what);
    if (done === "timeout") this.report.problem("unanswered", `${what} at ${this.code}: ${c.errors.length - before} answers`);
  }

  private async deliverRaw(c: FuzzClient, frame: RawFrame) {
    if (!this.budget.take(frame.outcome === "ignored" ? 2 : 1)) return;
    await this.paced(c, 2);
    const before = c.errors.length;
    const cat = this.report.category(`raw: ${frame.name}`);
    this.takeOff(`raw: ${frame.name}`);
    c.sendRaw(frame.bytes);
    this.report.totals.messages++;
    cat.sent++;
    // An ignored frame has no answer: a probe after it shows it was read (the answers come in order).
    if (frame.outcome === "ignored") {
      if (this.send(c, "fuzz_probe", {})) this.report.totals.messages++;
      else this.budget.refund(1);
    }
    const r = await this.until(() => (c.closedWith !== null ? { closed: c.closedWith } : c.errors.length > before ? { error: c.errors[before] as { code?: string } } : undefined), ANSWER_MS);
    const what = `raw frame "${frame.name}"`;
    if (r === "timeout") {
      this.land("timeout", () => what);
      return this.report.problem("unanswered", `${what} at ${this.code}: no answer`);
    }
    if ("closed" in r) {
      this.land("closed", () => what);
      const documented = (frame.outcome === "closes4002" && r.closed === 4002) || (frame.outcome === "closes1009" && r.closed === 1009);
      this.report.raw(frame.outcome, documented);
      if (documented) return this.reconnect(c);
      return this.dropped(c, `${what} (documented: ${frame.outcome}) closed the connection with ${r.closed}`);
    }
    this.land("error", () => what);
    cat.refused++;
    const matched = frame.outcome === "ignored" ? r.error.code === "unknown_message" : frame.outcome === "answered";
    this.report.raw(frame.outcome, matched || r.error.code === "rate_limited");
    if (!matched) this.report.note("raw frame not as documented", `${what}: documented ${frame.outcome}, got ${printable(r.error)}`);
  }

  /** The server closed a connection it should have kept: count it, and bring the client back. */
  private async dropped(c: FuzzClient, text: string) {
    // What the room does about the lost connection is not a refused message's doing.
    this.window = true;
    if (this.budget.stopped || !(await this.budget.serverAlive())) return;
    this.report.problem("disconnects", `${this.setup.engine.id} table ${this.code}: ${text} (lately: ${this.lastEvent})`);
    await this.reconnect(c);
  }

  /**
   * Bring a closed client back, as a real one would: a player with its seat token, a spectator as a spectator. It
   * first waits until the table shows the old connection gone, so the room's handling of that leave is not mistaken
   * for an effect of a later message.
   */
  private async reconnect(c: FuzzClient) {
    if (this.budget.stopped) return;
    this.lastEvent = `rejoin of ${c.spectator ? "a spectator" : `seat ${c.seat}`}`;
    await this.changing(async () => {
      const others = this.clients.filter((x) => x !== c && x.open);
      const watchers = this.spectators.filter((x) => x.open).length;
      await this.until(() => {
        const s = others[0]?.state;
        if (!s) return true;
        return (c.spectator ? Number(s.spectators) <= watchers : s.seats[c.seat]?.connected === false) ? true : undefined;
      }, 3000);
      for (let attempt = 0; attempt < 5; attempt++) {
        try {
          await c.join(this.code);
          return;
        } catch (e) {
          await this.sleep(200);
          if (attempt === 4) this.report.note("rejoin failed", `${this.code}: ${(e as Error).message}`);
        }
      }
    }, () => c.open && c.hasState);
  }

  private describe(c: FuzzClient, out: Outgoing): string {
    return `${this.setup.engine.id} table ${this.code}, ${c.spectator ? "spectator" : `seat ${c.seat}`}: ${out.category} ${printable({ type: out.type, payload: out.payload }).slice(0, 200)}`;
  }
}

/** Where two JSON texts first differ, as "path: before → after" (for reports). */
function difference(a: string, b: string): string {
  if (!a || !b) return "no baseline";
  const walk = (x: unknown, y: unknown, path: string): string | null => {
    if (JSON.stringify(x) === JSON.stringify(y)) return null;
    if (x && y && typeof x === "object" && typeof y === "object") {
      for (const k of new Set([...Object.keys(x), ...Object.keys(y)])) {
        const d = walk((x as Record<string, unknown>)[k], (y as Record<string, unknown>)[k], `${path}.${k}`);
        if (d) return d;
      }
    }
    return `${path}: ${printable(x).slice(0, 60)} → ${printable(y).slice(0, 60)}`;
  };
  return walk(JSON.parse(a), JSON.parse(b), "state") ?? "same";
}
