// The log lines each engine writes (`events` / `log` message lines), with the layout of their `data`, found by
// playing seeded bot games through every mode's variants and running the worked scenarios of docs/scenarios/ (the
// rare rules): npm run docs:protocol prints them into docs/protocol.md.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { SCENARIO_RUNNERS } from "../shared/src/games/scenarios";
import { setUp, type AnyEngine, type BotLevel, type GameEvent } from "../shared/src/core/engine";
import { Rng } from "../shared/src/core/rng";

/** Table variants worth playing for coverage: each seat count, and the options that switch rules on. */
const VARIANTS: Record<string, { seats: number; options: unknown }[]> = {
  shengke: [{ seats: 2, options: {} }, { seats: 2, options: { rules: { specialDeck: true, avatarSummon: true, opponentPhaseWindows: true } } }],
  cfe: [{ seats: 2, options: {} }, { seats: 4, options: { recycle: true } }, { seats: 2, options: { preset: "official" } }, { seats: 4, options: { preset: "official", personalDeck: true } }],
  slaying: [{ seats: 1, options: {} }, { seats: 3, options: { difficulty: "英雄", modules: { yanwang: true } } }, { seats: 5, options: { difficulty: "簡易", privateHands: true } }],
  duelist: [{ seats: 2, options: {} }],
  chrono: [{ seats: 2, options: {} }, { seats: 4, options: {} }, { seats: 6, options: {} }],
  drawpass: [{ seats: 2, options: {} }, { seats: 4, options: {} }],
};
const GAMES_PER_VARIANT = 5;
const SCENARIOS = "docs/scenarios";
const LEVELS: BotLevel[] = ["random", "greedy"];

export interface LogLineShape {
  type: string;
  /** Seen only as lines limited to some seats (`private` when they arrive). */
  private: boolean;
  /** Each `data` key with the JSON types seen for it; a key missing from some lines is marked optional. */
  data: Record<string, { types: Set<string>; optional: boolean }>;
  lines: number;
}

function jsonType(v: unknown): string {
  if (v === null) return "null";
  if (Array.isArray(v)) {
    const inner = [...new Set(v.map(jsonType))].sort();
    return inner.length === 0 ? "[]" : inner.length === 1 ? `${inner[0]}[]` : `(${inner.join(" | ")})[]`;
  }
  if (typeof v === "object") return `{ ${Object.entries(v as object).map(([k, x]) => `${k}: ${jsonType(x)}`).join(", ")} }`;
  return typeof v;
}

function record(found: Map<string, LogLineShape>, e: GameEvent): void {
  let shape = found.get(e.type);
  if (!shape) found.set(e.type, (shape = { type: e.type, private: e.visibleTo !== undefined, data: {}, lines: 0 }));
  shape.private &&= e.visibleTo !== undefined;
  const keys = Object.keys(e.data ?? {});
  for (const k of Object.keys(shape.data)) if (!keys.includes(k)) shape.data[k].optional = true;
  for (const k of keys) {
    const seen = shape.data[k] ?? (shape.data[k] = { types: new Set(), optional: shape.lines > 0 });
    seen.types.add(jsonType(e.data![k]));
  }
  shape.lines++;
}

/** Every log line type an engine wrote over its variants' seeded bot games, sorted by type. */
export function logLines(engine: AnyEngine): LogLineShape[] {
  const found = new Map<string, LogLineShape>();
  for (const [v, variant] of (VARIANTS[engine.id] ?? [{ seats: engine.seatCounts[0], options: {} }]).entries()) {
    const options = engine.optionsSchema.parse(variant.options);
    for (let g = 0; g < GAMES_PER_VARIANT; g++) {
      const seed = `log-lines:${engine.id}:${v}:${g}`;
      const setup = setUp(engine, options, seed, variant.seats);
      setup.events.forEach((e) => record(found, e));
      let state = setup.state;
      const rng = Rng.fromSeed(seed);
      for (let n = 0; n < 20_000 && engine.activeSeats(state).length; n++) {
        const seat = engine.activeSeats(state)[0];
        const step = engine.apply(state, seat, engine.bot(state, seat, rng, LEVELS[(seat + g) % LEVELS.length]));
        step.events.forEach((e) => record(found, e));
        state = step.state;
      }
    }
  }
  scenarioEvents(engine.id).forEach((e) => record(found, e));
  // Lines too rare for the sample games still get listed, from the engine's source, with their data unknown.
  for (const type of typesInSource(engine.id)) if (!found.has(type)) found.set(type, { type, private: type.endsWith("_private"), data: {}, lines: 0 });
  return [...found.values()].sort((a, b) => a.type.localeCompare(b.type));
}

/** Log line types written in an engine's own source: `{ type: "x", … zh: … }` and `emit(events, "x", …)`. */
function typesInSource(game: string): string[] {
  const root = join("shared/src/games", game);
  const files = (readdirSync(root, { recursive: true, encoding: "utf8" }) as string[]).filter((f) => f.endsWith(".ts"));
  const text = files.map((f) => readFileSync(join(root, f), "utf8")).join("\n");
  return [...text.matchAll(/\{ type: "([a-z_0-9]+)",[^\n]*\bzh:|\bemit\(\s*\w+,\s*"([a-z_0-9]+)"/g)].map((m) => m[1] ?? m[2]);
}

function scenarioEvents(game: string): GameEvent[] {
  const dir = join(SCENARIOS, game);
  const run = SCENARIO_RUNNERS[game];
  if (!run || !existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .flatMap((f) => run()(JSON.parse(readFileSync(join(dir, f), "utf8"))).events);
}

/** The types seen for one key, readable: an empty array folds into a typed one, differing objects into "object". */
function typeUnion(types: string[]): string {
  let out = types.some((t) => t.endsWith("[]") && t !== "[]") ? types.filter((t) => t !== "[]") : types;
  if (out.filter((t) => t.startsWith("{")).length > 1) out = [...out.filter((t) => !t.startsWith("{")), "object"];
  return [...new Set(out)].sort().join(" | ");
}

/** `{ cards: number[], formation?: string }` for a line's data. */
export function describeData(shape: LogLineShape): string {
  if (shape.lines === 0) return "(not seen in the sample games)";
  const fields = Object.entries(shape.data).map(([k, v]) => `${k}${v.optional ? "?" : ""}: ${typeUnion([...v.types])}`);
  return fields.length ? `{ ${fields.join(", ")} }` : "—";
}
