/**
 * RatedGame (server/src/rooms/ratedGame.ts) without a server: the first-move rule, timing out and leaving, a bot's
 * move making the game unrated, and the end written with both ratings in one transaction that a storage failure
 * leaves untouched until it lands.
 */
import type { GameResult } from "../../../shared/src/core/engine";
import { StorageUnavailableError } from "../../../server/src/records/errors";
import { RatedGame, type RatedTable } from "../../../server/src/rooms/ratedGame";
import type { ForfeitResult } from "../../../server/src/rooms/tableGame";
import { FakeClock, silentLog } from "./fakes";

const flush = () => new Promise((r) => setImmediate(r));

function setup(options: { rated?: boolean; accounts?: (string | undefined)[]; failWrites?: number } = {}) {
  const clock = new FakeClock();
  const game = { state: { active: [0] as number[] }, playing: true };
  const calls = { forfeit: [] as ForfeitResult[], abort: [] as number[], lines: [] as string[], finished: [] as GameResult[], rated: 0, retries: [] as (() => void)[] };
  let failures = options.failWrites ?? 0;
  const accounts = options.accounts ?? ["acc-a", "acc-b"];
  const table: RatedTable = {
    rated: options.rated ?? true,
    engine: { id: "duelist", activeSeats: (s: { active: number[] }) => s.active } as unknown as RatedTable["engine"],
    game,
    recorder: { gameId: "g1", finish: (r: GameResult) => void calls.finished.push(r) } as unknown as RatedTable["recorder"],
    ratings: {
      finishRated: async (_finish, players) => {
        if (failures-- > 0) throw new StorageUnavailableError("finishRated", new Error("database is locked"));
        return players.map((p) => ({ ...p, before: { rating: 1500, deviation: 350, volatility: 0.06 }, after: { rating: p.seat === 0 ? 1662 : 1338, deviation: 290, volatility: 0.06 } }));
      },
      ratingOf: async () => ({ rating: 1500, deviation: 350, provisional: true, games: 0 }),
    },
    accountOf: (seat) => accounts[seat],
    linkedAccounts: async () => [],
    names: () => ["Ann", "Bob"],
  };
  const rated = new RatedGame(
    table,
    {
      announce: (lines) => calls.lines.push(...lines.map((l) => l.type)),
      forfeit: (r) => {
        calls.forfeit.push(r);
        game.playing = false;
      },
      abort: (line) => {
        calls.abort.push(line.seat!);
        game.playing = false;
      },
      rated: () => void calls.rated++,
      seatRating: () => undefined,
    },
    { firstMoveMs: 30_000 },
    clock.later,
    silentLog,
    (fn) => void calls.retries.push(fn),
  );
  rated.newGame(2);
  rated.started();
  rated.watch();
  return { clock, game, calls, rated };
}

test("no first move within FIRST_MOVE_SECONDS aborts the game; a first move in time stops that clock", () => {
  const late = setup();
  late.clock.advance(30_000);
  expect(late.calls.abort).toEqual([0]);

  const prompt = setup();
  prompt.clock.advance(10_000);
  prompt.rated.applied(0, "player");
  prompt.game.state.active = [1];
  prompt.rated.watch();
  prompt.clock.advance(29_000);
  expect(prompt.calls.abort).toEqual([]);
  prompt.clock.advance(1_000);
  expect(prompt.calls.abort).toEqual([1]); // seat 1's own 30 s, from when it became its move
});

test("a turn clock or a reconnection window running out: an abort before the first move, a loss after it", () => {
  const early = setup();
  expect(early.rated.turnTimedOut(0)).toBe(true);
  expect(early.calls.abort).toEqual([0]);

  const time = setup();
  time.rated.applied(0, "player");
  expect(time.rated.turnTimedOut(0)).toBe(true);
  expect(time.calls.forfeit).toEqual([expect.objectContaining({ winners: [1], draw: false, forfeit: { seat: 0, reason: "time" } })]);

  const left = setup();
  left.rated.applied(1, "player");
  expect(left.rated.leftForGood(1)).toBe(true);
  expect(left.calls.forfeit[0]).toMatchObject({ winners: [0], forfeit: { seat: 1, reason: "left" } });
});

test("a casual table, or a game a bot moved in, keeps the ordinary rules and is recorded unrated", async () => {
  const casual = setup({ rated: false });
  expect(casual.rated.turnTimedOut(0)).toBe(false);
  expect(casual.rated.leftForGood(0)).toBe(false);
  casual.clock.advance(60_000);
  expect(casual.calls.abort).toEqual([]);
  expect(casual.rated.resultNote()).toEqual({});

  const bot = setup();
  bot.rated.applied(0, "player");
  bot.rated.applied(1, "abandoned");
  expect(bot.calls.lines).toContain("unrated");
  expect(bot.rated.turnTimedOut(0)).toBe(false);
  bot.rated.writeEnd({ winners: [0], draw: false, summary: { zh: "", en: "" } }, "hash");
  await flush();
  expect(bot.calls.finished).toHaveLength(1);
  expect(bot.calls.rated).toBe(0);
  expect(bot.rated.resultNote()).toEqual({ rated: false });

  const guest = setup({ accounts: ["acc-a", undefined] });
  expect(guest.rated.counts).toBe(false);
  expect(guest.calls.lines).toEqual(["unrated"]);
  const same = setup({ accounts: ["acc-a", "acc-a"] });
  expect(same.rated.counts).toBe(false);
});

test("the end of a rated game is written with both ratings; a storage failure writes neither and is retried", async () => {
  const { rated, calls } = setup({ failWrites: 2 });
  rated.applied(0, "player");
  rated.applied(1, "player");
  rated.writeEnd({ winners: [0], draw: false, summary: { zh: "", en: "" } }, "hash");
  await flush();
  expect(calls.rated).toBe(0);
  expect(calls.finished).toEqual([]); // never finished without its ratings
  calls.retries.shift()!();
  await flush();
  expect(calls.rated).toBe(0);
  calls.retries.shift()!();
  await flush();
  expect(calls.rated).toBe(1);
  expect(rated.last?.changes).toEqual([
    { seat: 0, before: 1500, after: 1662, change: 162, provisional: true },
    { seat: 1, before: 1500, after: 1338, change: -162, provisional: true },
  ]);
  expect(calls.lines).toContain("rating");
  expect(calls.finished).toEqual([]);
});
