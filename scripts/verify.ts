// npm run verify -- <record.json>: check a finished game's dice and shuffles against its published commitment.
import { readFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { ENGINES } from "../shared/src/games";
import { verifyRecord } from "../shared/src/core/verify";
import { parseArgs } from "./args";

async function main() {
  const { positional } = parseArgs(process.argv.slice(2));
  if (positional.length !== 1) {
    console.error("usage: npm run verify -- <record.json>   (a record from GET /api/records/:id; the whole answer or its `record`)");
    return 2;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(positional[0], "utf8"));
  } catch (e) {
    console.error(`cannot read ${positional[0]}: ${(e as Error).message}`);
    return 2;
  }
  if (raw && typeof raw === "object" && "record" in raw) raw = (raw as { record: unknown }).record;
  const report = await verifyRecord(raw, ENGINES, async (s) => createHash("sha256").update(s).digest("hex"));
  for (const c of report.checks) console.log(`${c.ok ? "ok  " : "FAIL"} ${c.name}: ${c.detail}`);
  console.log(report.ok ? "verified: the dice and shuffles follow from the committed seed" : "NOT verified");
  return report.ok ? 0 : 1;
}

main().then((code) => process.exit(code));
