import { playGame, type GameReport } from "../../examples/reference-bot/bot";
import { startArena, type TestArena } from "../support/arena";

/**
 * Issue 28's "done when": the reference bot in examples/ — colyseus.js and docs/protocol.md only — plays every mode
 * to the end, asking `legal` before each move, and is refused nothing but the occasional `stale_action`.
 */
const RATE = 2_000;
let t: TestArena;
beforeAll(async () => {
  t = await startArena({ MESSAGES_PER_SECOND: String(RATE), MESSAGE_BURST: String(RATE) });
});
afterAll(async () => {
  await t.stop();
});

const TABLES: { mode: string; seats: number; options?: unknown }[] = [
  // 4 turns instead of the default 20 (a table option players have too): the same messages in the same order, the
  // game's end included, in a fifth of the moves (~320 round trips of legal + action were 40% of the file). Full
  // 20-turn games at a real server: tests/server/shengke-room.test.ts and fuzz-shengke's finished games.
  { mode: "shengke", seats: 2, options: { rules: { turns: 4 } } },
  { mode: "cfe", seats: 2 },
  { mode: "cfe", seats: 4, options: { preset: "official" } },
  { mode: "slaying", seats: 1 },
  { mode: "slaying", seats: 3, options: { difficulty: "簡易" } },
  { mode: "duelist", seats: 2 },
  { mode: "chrono", seats: 3 },
  { mode: "drawpass", seats: 2 },
];

test.each(TABLES.map((table) => [`${table.mode} with ${table.seats} seats${table.options ? ` ${JSON.stringify(table.options)}` : ""}`, table] as const))(
  "%s: played to the end, refused nothing but stale_action",
  async (_name, table) => {
    const report: GameReport = await playGame({ url: t.url, ...table, messagesPerSecond: RATE, burst: RATE });
    expect(report.result).toMatchObject({ winners: expect.any(Array), summary: { zh: expect.any(String), en: expect.any(String) } });
    expect(report.actions).toBeGreaterThan(0);
    expect(Object.keys(report.refusals).filter((code) => code !== "stale_action")).toEqual([]);
  },
  240_000,
);

// A bot whose own pace drifts from the server's is told which message was refused and when to send it again: it
// seats its bots, starts and plays on (here it believes in a burst of 20 against the server's 2).
test("a bot faster than the server's allowance sends each refused message again and plays to the end", async () => {
  const strict = await startArena({ MESSAGES_PER_SECOND: "200", MESSAGE_BURST: "2" });
  try {
    const report = await playGame({ url: strict.url, mode: "slaying", seats: 3, options: { difficulty: "簡易" }, messagesPerSecond: 1_000, burst: 20 });
    expect(report.refusals.rate_limited).toBeGreaterThan(0);
    expect(report.result).toMatchObject({ winners: expect.any(Array) });
    expect(Object.keys(report.refusals).filter((code) => code !== "stale_action" && code !== "rate_limited")).toEqual([]);
  } finally {
    await strict.stop();
  }
}, 240_000);
