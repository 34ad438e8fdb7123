// npm run simulate -- --game <id> --games 1000 --seed S [--seats N] [--bots greedy,random] [--options '<json>'] [--<option> value]
import { ENGINES, getEngine } from "../shared/src/games";
import { simulate } from "../shared/src/core/simulate";
import { BOT_LEVELS, type BotLevel } from "../shared/src/core/engine";
import { intFlag, optionsFromFlags, parseArgs } from "./args";

const { flags } = parseArgs(process.argv.slice(2));
const engine = getEngine(flags.game ?? "");
if (!engine) {
  console.error(`--game must be one of: ${Object.keys(ENGINES).join(", ")} (got "${flags.game ?? ""}")`);
  process.exit(2);
}
const bots = (flags.bots ?? "greedy,random").split(",") as BotLevel[];
if (bots.some((b) => !BOT_LEVELS.includes(b))) {
  console.error(`--bots takes a comma list of ${BOT_LEVELS.join(", ")} (got "${flags.bots}")`);
  process.exit(2);
}
const seats = intFlag(flags, "seats", engine.seatCounts[0]);
if (!engine.seatCounts.includes(seats)) {
  console.error(`--seats for ${engine.id} must be one of ${engine.seatCounts.join(", ")}`);
  process.exit(2);
}
const options = optionsFromFlags(engine, flags, ["game", "games", "seed", "seats", "bots"]);
const summary = simulate(engine, {
  games: intFlag(flags, "games", 100),
  seed: flags.seed ?? "simulate",
  seats,
  bots,
  options,
  onViolation: (m) => console.error(`violation: ${m}`),
});
const { actions: _actions, ...line } = summary;
console.log(JSON.stringify(line));
process.exit(summary.violations > 0 ? 1 : 0);
