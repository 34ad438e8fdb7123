/**
 * The reference bot: a third-party client of Wuxing Arena that plays any mode using only what docs/protocol.md
 * documents and colyseus.js — no code from this repository. It creates a table (or joins one by code), fills empty
 * seats with the server's bots if asked, starts, and on each of its turns asks the server for its legal actions
 * (`legal`) and sends one of them with the current `seq`. It keeps to the documented message rate by itself.
 *
 *   npm run bot -- --mode cfe                      # a new cfe table against the server's bots, on localhost:2567
 *   npm run bot -- --url ws://host:2567 --code ABCDEF --name Robo
 *
 * Options: --url (default ws://localhost:2567), --mode, --code (join a table instead of creating one), --seats,
 * --name, --games (how many games in a row, default 1), --quiet.
 */
import { Client, type Room } from "colyseus.js";

type Action = { type: string } & Record<string, unknown>;

export interface PlayOptions {
  url: string;
  /** Create a table of this mode… */
  mode?: string;
  /** …or join this table by its code. */
  code?: string;
  name?: string;
  seats?: number;
  /** Game options (`table.options`) when creating. */
  options?: unknown;
  /** As host: seat the server's bots in empty seats and start (default true when creating). */
  fill?: boolean;
  /** The server's rate limit (docs: a burst of 30, then 10 per second). */
  messagesPerSecond?: number;
  burst?: number;
  /** Picks one of the legal actions (default: uniformly at random, conceding only when nothing else is legal). */
  choose?: (actions: Action[], state: any) => Action;
  log?: (line: string) => void;
}

export interface GameReport {
  mode: string;
  code: string;
  seat: number;
  actions: number;
  /** Refusals by error code (`stale_action` is expected now and then: the position moved while we thought). */
  refusals: Record<string, number>;
  result: unknown;
}

/** A token bucket on our side, so the server never has to say `rate_limited`. */
class Pace {
  private tokens: number;
  private last = Date.now();
  constructor(private readonly perSecond: number, private readonly burst: number) {
    this.tokens = burst;
  }
  async take(): Promise<void> {
    for (;;) {
      const now = Date.now();
      this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond);
      this.last = now;
      if (this.tokens >= 1) {
        this.tokens -= 1;
        return;
      }
      await new Promise((r) => setTimeout(r, Math.ceil(((1 - this.tokens) / this.perSecond) * 1000)));
    }
  }
  /** The server refused a message for its rate limit: nothing more until it takes one again, `ms` from now. */
  hold(ms: number): void {
    this.tokens = 0;
    this.last = Math.max(this.last, Date.now() + ms);
  }
}

export function randomChoice(actions: Action[]): Action {
  const serious = actions.filter((a) => a.type !== "concede");
  const from = serious.length ? serious : actions;
  return from[Math.floor(Math.random() * from.length)];
}

/** Plays one game at one table to its end and reports what happened. */
export async function playGame(opts: PlayOptions): Promise<GameReport> {
  const client = new Client(opts.url);
  const name = opts.name ?? "Reference";
  const room: Room = opts.code
    ? await client.joinById(opts.code, { name })
    : await client.create(opts.mode!, { name, table: { ...(opts.seats ? { seats: opts.seats } : {}), ...(opts.options ? { options: opts.options } : {}) } });
  const pace = new Pace(opts.messagesPerSecond ?? 10, opts.burst ?? 30);
  const send = async (type: string, payload: unknown) => {
    await pace.take();
    room.send(type, payload);
  };
  const log = opts.log ?? (() => undefined);
  const choose = opts.choose ?? randomChoice;
  const report: GameReport = { mode: "", code: room.roomId, seat: -1, actions: 0, refusals: {}, result: null };

  return new Promise<GameReport>((resolve, reject) => {
    let asked = -1; // the seq we last asked `legal` for
    let started = false;
    let botAsked = -1; // the seat whose bot we asked for and do not see seated yet
    let lastAction: { seq: number; action: Action } | undefined;
    let done = false;
    const finish = (result: unknown) => {
      if (done) return;
      done = true;
      report.result = result;
      void room.leave().then(() => resolve(report), () => resolve(report));
    };
    room.onMessage("seat", (m: { seat: number }) => {
      report.seat = m.seat;
      log(`seated at ${room.roomId}, seat ${m.seat}`);
      think(); // the state may have arrived first
    });
    room.onMessage("legal", (m: { seq: number; seat: number; actions: Action[] }) => {
      const state = room.state as any;
      if (done || m.seq !== state.seq || !m.actions.length) return;
      const action = choose(m.actions, state);
      report.actions++;
      lastAction = { seq: m.seq, action };
      void send("action", lastAction);
    });
    room.onMessage("error", (m: { code: string; message: { en: string }; data?: { type?: string; retryAfterMs?: number } }) => {
      report.refusals[m.code] = (report.refusals[m.code] ?? 0) + 1;
      log(`refused: ${m.code} (${m.message.en})`);
      if (m.code !== "rate_limited") {
        asked = -1; // ask again for the position as it is now
        return think();
      }
      // Our pace and the server's drifted apart. The refusal names the message and when the server takes one again:
      // hold everything until then and send that message again (asking for the position anew would be refused
      // in turn, and so on), unless the table has moved past it.
      pace.hold(m.data?.retryAfterMs ?? 100);
      const type = m.data?.type;
      if (type === "start") started = false;
      if (type === "addBot") botAsked = -1;
      const seq = (room.state as any).seq;
      if (type === "legal" && asked === seq) void send("legal", {});
      if (type === "action") {
        const refused = lastAction;
        if (refused?.seq === seq) void send("action", refused);
        else asked = -1;
      }
      think();
    });
    room.onMessage("result", (m: unknown) => finish(m));
    // What a table also tells every seat (docs/protocol.md), none of which this bot needs.
    for (const type of ["prefs", "log", "events", "final", "rematch", "ratings", "chat", "chatHistory", "chatRemoved", "chatSettings", "reported", "ping"]) room.onMessage(type, () => undefined);
    room.onLeave((code) => (done ? undefined : reject(new Error(`left the table (${code})`))));

    const think = () => {
      const state = room.state as any;
      if (done || !state?.seats) return;
      report.mode = state.mode;
      if (state.status === "waiting" && opts.fill !== false && !opts.code && state.seats[report.seat]?.host) {
        const empty = Array.from(state.seats as any[]).flatMap((s, i) => (s.occupied ? [] : [i]));
        // One bot at a time: the next seat is asked for once the table shows the last one seated.
        if (empty.length && !empty.includes(botAsked)) {
          botAsked = empty[0];
          void send("addBot", { seat: botAsked });
        }
        if (!empty.length && !started) {
          started = true;
          void send("start", {});
        }
        return;
      }
      if (state.status === "finished" && state.result) return finish(JSON.parse(state.result));
      if (state.status !== "playing" || !Array.from(state.activeSeats as number[]).includes(report.seat) || asked === state.seq) return;
      asked = state.seq;
      void send("legal", {});
    };
    room.onStateChange(think);
  });
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

if (require.main === module) {
  (async () => {
    const quiet = process.argv.includes("--quiet");
    for (let g = 0; g < Number(arg("games") ?? 1); g++) {
      const report = await playGame({
        url: arg("url") ?? "ws://localhost:2567",
        mode: arg("mode") ?? (arg("code") ? undefined : "shengke"),
        code: arg("code"),
        name: arg("name"),
        seats: arg("seats") ? Number(arg("seats")) : undefined,
        log: quiet ? undefined : (line) => console.log(line),
      });
      console.log(JSON.stringify(report));
    }
    process.exit(0);
  })().catch((e) => {
    console.error(String(e?.message ?? e));
    process.exit(1);
  });
}
