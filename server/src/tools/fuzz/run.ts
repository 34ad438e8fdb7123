import { getEngine } from "../../../../shared/src/games";
import { WIRES } from "../../../../shared/src/games/wires";
import { startChildServer, type ChildServer } from "./childServer";
import { captureDecodeErrors, DEFAULT_RATE, type Rate } from "./client";
import { FuzzReport } from "./report";
import { FuzzTable, type Budget } from "./table";

export interface FuzzOptions {
  /** Engine id of a hosted mode (a key of WIRES). */
  game: string;
  messages: number;
  seed?: string;
  /** ws://host:port of a running server; without it the run starts its own as a child process. */
  server?: string;
  /** Tables fuzzed at once (each with its players and spectators). */
  tables?: number;
  /**
   * The server's message allowance per connection (default: the server's default). A server the run starts gets it
   * as MESSAGES_PER_SECOND / MESSAGE_BURST; with --server it must match that server's settings.
   */
  rate?: Rate;
  /**
   * Share of a playing table's steps that are the engine bot's legal moves (default 0.3). More finishes games in fewer
   * messages (the suite's short runs); fewer sends more fuzz per position.
   */
  progressShare?: number;
  /** Progress lines (every few seconds). */
  log?: (line: string) => void;
}

/**
 * Table i's share of the run's messages: an even split (the first tables take the remainder). A share per table,
 * not one pool: with one pool a table that waits (for a bot, on a busy machine) gave its messages to the quicker ones,
 * and on a loaded machine a short run could end with no table far enough into its game to finish it.
 */
export function shareOf(messages: number, tables: number, i: number): number {
  return Math.floor(messages / tables) + (i < messages % tables ? 1 : 0);
}

/** A budget of `share` messages on the run's shared stop flag and liveness check. */
function tableBudget(run: Pick<Budget, "stopped" | "serverAlive">, share: number): Budget {
  let reserved = 0;
  return {
    get stopped() {
      return run.stopped;
    },
    take(n = 1) {
      if (run.stopped || reserved + n > share) return false;
      reserved += n;
      return true;
    },
    refund(n) {
      reserved -= n;
    },
    remaining: () => share - reserved,
    serverAlive: () => run.serverAlive(),
  };
}

/** Fuzz tables of one mode until `messages` have been sent; the report says what broke and what was covered. */
export async function runFuzz(o: FuzzOptions): Promise<FuzzReport> {
  const engine = getEngine(o.game);
  const wire = WIRES[o.game];
  if (!engine || !wire) throw new Error(`--game must be one of: ${Object.keys(WIRES).join(", ")}`);
  const report = new FuzzReport(engine.id);
  const started = Date.now();
  let server: ChildServer | undefined;
  const rate = o.rate ?? DEFAULT_RATE;
  if (!o.server) server = await startChildServer({ MESSAGES_PER_SECOND: String(rate.perSecond), MESSAGE_BURST: String(rate.burst) });
  const url = o.server ?? server!.url;
  const httpUrl = url.replace(/^ws/, "http");

  // The run's state every table shares: a crash stops them all.
  const run = {
    stopped: false,
    async serverAlive() {
      if (server) {
        // A crash closes every connection a moment before the process is reported gone.
        await Promise.race([server.onExit, new Promise((r) => setTimeout(r, 1000))]);
        return !server.exited;
      }
      for (let i = 0; i < 3; i++) {
        const ok = await fetch(`${httpUrl}/healthz`).then((r) => r.status < 500, () => false);
        if (ok) return true;
        await new Promise((r) => setTimeout(r, 1000));
      }
      run.stopped = true;
      report.problem("crashes", `${url} stopped answering /healthz`);
      return false;
    },
  };
  let stopping = false;
  void server?.onExit.then(() => {
    if (stopping) return;
    run.stopped = true;
    report.problem("crashes", `the server exited (${JSON.stringify(server!.exited)}); its last output:\n${server!.tail().slice(-25).join("\n")}`);
  });

  const count = Math.max(1, o.tables ?? 12);
  const seed = o.seed ?? "fuzz";
  const tables = Array.from({ length: count }, (_, i) => {
    const seats = engine.seatCounts[i % engine.seatCounts.length];
    return new FuzzTable(
      // Two spectators at every fourth table: a second one only repeats the first one's patches (every client costs
      // the server an encode and the run a decode of each patch), and one table shows the count of several.
      { engine, wire, url, seats, spectators: i % 4 === 1 ? 2 : 1, bot: i % 4 === 3, seed: `${seed}/${engine.id}/${i}`, rate, progressShare: o.progressShare },
      report,
      tableBudget(run, shareOf(o.messages, count, i)),
    );
  });
  const restoreConsole = captureDecodeErrors();
  const ticker = setInterval(() => {
    const s = (Date.now() - started) / 1000;
    o.log?.(`${engine.id}: ${report.totals.messages} messages in ${s.toFixed(0)} s (${(report.totals.messages / s).toFixed(0)}/s), ${report.details.games_finished} games finished`);
  }, 10_000);
  try {
    await Promise.all(
      tables.map((t, i) =>
        // Tables open one after another (matchmaking is not what is being measured), then run together.
        new Promise((r) => setTimeout(r, i * 20)).then(() =>
          t.run().catch(async (e) => {
            if (run.stopped || !(await run.serverAlive())) return;
            report.note("table stopped", `table ${i}: ${(e as Error).stack?.split("\n").slice(0, 4).join(" ")}`);
          }),
        ),
      ),
    );
  } finally {
    clearInterval(ticker);
    restoreConsole();
    await Promise.all(tables.flatMap((t) => t.clients.map((c) => c.leave())));
    if (server) {
      stopping = true;
      await server.stop();
      report.details.server_error_lines = server.errorLines.length;
      for (const line of server.errorLines) {
        const first = String(line.msg ?? (line.err as { message?: string } | undefined)?.message ?? "?").split("\n")[0].slice(0, 120);
        report.details.server_errors[first] = (report.details.server_errors[first] ?? 0) + 1;
      }
    }
  }
  report.details.seconds = Math.round((Date.now() - started) / 100) / 10;
  return report;
}
