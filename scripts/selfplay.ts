// npm run selfplay -- --game shengke --games N [--server ws://host:port] [--parallel K] [--seats N]
// Plays N full games through a real server (its own, in-process, unless --server) with bot clients over WebSockets.
// Last line: {"game","games","completed","errors","actions","p50_ms","p99_ms"} (latency: action sent → patch showing it).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ENGINES, getEngine } from "../shared/src/games";
import { createArena } from "../server/src/app";
import { loadConfig } from "../server/src/config";
import { playOneGame } from "../server/src/tools/botClient";
import { intFlag, parseArgs } from "./args";

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function main() {
  const { flags } = parseArgs(process.argv.slice(2));
  const engine = getEngine(flags.game ?? "");
  if (!engine) {
    console.error(`--game must be one of: ${Object.keys(ENGINES).join(", ")}`);
    return 2;
  }
  const games = intFlag(flags, "games", 10);
  const parallel = Math.max(1, intFlag(flags, "parallel", 4));
  const seats = intFlag(flags, "seats", engine.seatCounts[0]);
  let url = flags.server;
  let stop = async () => undefined;
  if (!url) {
    const dataDir = mkdtempSync(join(tmpdir(), "wuxing-selfplay-"));
    const arena = await createArena(loadConfig({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "error", BOT_DELAY_MS: "0", REPLAY_WAIT_MAX_MS: "0", SERVE_CLIENT: "false" }));
    const port = await arena.listen();
    url = `ws://127.0.0.1:${port}`;
    stop = async () => {
      await arena.stop();
      rmSync(dataDir, { recursive: true, force: true });
    };
  }
  let completed = 0, errors = 0, actions = 0, next = 0;
  const latencies: number[] = [];
  const worker = async () => {
    while (next < games) {
      const g = next++;
      try {
        const run = await playOneGame(url!, engine, { seats, seed: `selfplay-${g}` });
        if (run.completed) completed++;
        if (!run.completed) console.error(`game ${g} did not finish`);
        for (const b of run.bots) {
          for (const e of b.errors) console.error(`game ${g} seat ${b.seat}: ${JSON.stringify(e)}`);
          errors += b.errors.length;
          actions += b.actions;
          latencies.push(...b.latenciesMs);
        }
      } catch (e) {
        errors++;
        console.error(`game ${g}: ${(e as Error).message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, games) }, worker));
  await stop();
  latencies.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  console.log(JSON.stringify({ game: engine.id, games, completed, errors, actions, p50_ms: round(percentile(latencies, 50)), p99_ms: round(percentile(latencies, 99)) }));
  return completed === games && errors === 0 ? 0 : 1;
}

main().then((code) => process.exit(code), (e) => {
  console.error(e);
  process.exit(1);
});
