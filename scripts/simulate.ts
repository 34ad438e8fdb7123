// npm run simulate -- --game shengke --games 1000 --seed S [--seats N] [--bots greedy,random]
import { ENGINES, getEngine } from "../shared/src/games";
import { simulate } from "../shared/src/core/simulate";
import type { BotLevel } from "../shared/src/core/engine";
import { intFlag, parseArgs } from "./args";

const { flags } = parseArgs(process.argv.slice(2));
const engine = getEngine(flags.game ?? "");
if (!engine) {
  console.error(`--game must be one of: ${Object.keys(ENGINES).join(", ")} (got "${flags.game ?? ""}")`);
  process.exit(2);
}
const bots = (flags.bots ?? "greedy,random").split(",") as BotLevel[];
if (bots.some((b) => b !== "greedy" && b !== "random")) {
  console.error(`--bots takes a comma list of greedy and random (got "${flags.bots}")`);
  process.exit(2);
}
const seats = intFlag(flags, "seats", engine.seatCounts[0]);
if (!engine.seatCounts.includes(seats)) {
  console.error(`--seats for ${engine.id} must be one of ${engine.seatCounts.join(", ")}`);
  process.exit(2);
}
const summary = simulate(engine, {
  games: intFlag(flags, "games", 100),
  seed: flags.seed ?? "simulate",
  seats,
  bots,
  onViolation: (m) => console.error(`violation: ${m}`),
});
const { actions: _actions, ...line } = summary;
console.log(JSON.stringify(line));
process.exit(summary.violations > 0 ? 1 : 0);
