// npm run fuzz -- --game <id> --messages N [--seed S] [--server ws://host:port] [--tables K] [--rate PER_SECOND/BURST]
// Sends random and mutated messages over real WebSockets to tables of one mode (its own server, run as a child
// process, unless --server) and checks every answer. Prints what it covered, then one JSON line:
// {"game","messages","crashes","state_changes_on_refusal","untyped_errors","disconnects"} (exit 0 only when all are
// 0 and nothing else went wrong). docs/operations.md, "Fuzzing and leak scans".
import { WIRES } from "../shared/src/games/wires";
import { runFuzz } from "../server/src/tools/fuzz/run";
import { intFlag, parseArgs } from "./args";

async function main() {
  const { flags } = parseArgs(process.argv.slice(2));
  if (!flags.game || !WIRES[flags.game]) {
    console.error(`--game must be one of: ${Object.keys(WIRES).join(", ")}`);
    return 2;
  }
  const report = await runFuzz({
    game: flags.game,
    messages: intFlag(flags, "messages", 10_000),
    seed: flags.seed,
    server: flags.server,
    tables: flags.tables === undefined ? undefined : intFlag(flags, "tables", 12),
    rate: flags.rate ? parseRate(flags.rate) : undefined,
    log: (line) => console.error(line),
  });
  console.log(JSON.stringify(report.details, null, 1));
  console.log(report.jsonLine());
  return report.clean() ? 0 : 1;
}

/** "1000/3000": the server's MESSAGES_PER_SECOND and MESSAGE_BURST. */
function parseRate(text: string) {
  const m = /^(\d+)\/(\d+)$/.exec(text);
  if (!m) throw new Error(`--rate must be PER_SECOND/BURST, e.g. 1000/3000 (got ${text})`);
  return { perSecond: Number(m[1]), burst: Number(m[2]) };
}

main().then((code) => process.exit(code), (e) => {
  console.error(e);
  process.exit(1);
});
