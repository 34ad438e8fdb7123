// npm run scenario -- <file.json>: load a position, apply actions, print the resulting state and events as JSON.
import { readFileSync } from "node:fs";
import { SCENARIO_RUNNERS } from "../shared/src/games/scenarios";
import { ZodError } from "zod";
import { ContentError, issueLines } from "../shared/src/core/errors";
import { parseArgs } from "./args";
import { withSeatNames } from "../shared/src/core/text";

const { positional } = parseArgs(process.argv.slice(2));
if (positional.length !== 1) {
  console.error("usage: npm run scenario -- <file.json>");
  process.exit(2);
}
let input: { game?: unknown };
try {
  input = JSON.parse(readFileSync(positional[0], "utf8"));
} catch (e) {
  console.error(`cannot read ${positional[0]}: ${(e as Error).message}`);
  process.exit(2);
}
const game = typeof input.game === "string" ? input.game : "";
const runner = Object.prototype.hasOwnProperty.call(SCENARIO_RUNNERS, game) ? SCENARIO_RUNNERS[game] : undefined;
if (!runner) {
  console.error(`"game" must be one of: ${Object.keys(SCENARIO_RUNNERS).join(", ") || "(none yet)"} (got ${JSON.stringify(input.game)})`);
  process.exit(2);
}
try {
  const raw = runner()(input);
  // Engines name seats {p0}…; a scenario has no players, so they read 玩家1 / Player 1.
  const out = { ...raw, events: raw.events.map((e) => withSeatNames(e, [])), ...(raw.error ? { error: withSeatNames(raw.error, []) } : {}) };
  console.log(JSON.stringify(out, null, 2));
  process.exit(out.error ? 1 : 0);
} catch (e) {
  // A file that does not describe a valid game: one line per problem, exit 2 (like a usage error).
  const problems = e instanceof ContentError ? e.problems.map((p) => `${e.code}: ${p}`) : e instanceof ZodError ? issueLines(e.issues).map((p) => `invalid_scenario: ${p}`) : null;
  if (!problems) throw e;
  for (const p of problems) console.error(`${positional[0]}: ${p}`);
  process.exit(2);
}
