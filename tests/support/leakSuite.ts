/**
 * Leak scan of one hosted mode (a test file per mode, tests/server/leak-scan-<mode>.test.ts, so jest runs them in
 * parallel; tests/server/per-mode-suites.test.ts fails when a hosted mode has none):
 * GAMES_FOR seeded games per mode on the WireHarness (the opening of each, a few to the end) (the real encoder, a StateView per seat, a decoder per viewer),
 * every seat and a spectator, raw frames + decoded state + log lines after every move (tests/support/leakScan.ts),
 * plus a positive control per mode: a leaky sync and a leaky log line are found. A handful of games on a real server
 * are scanned by tests/server/leak-scan-server.test.ts. docs/operations.md, "Fuzzing and leak scans".
 */
import { hostedMode } from "../../server/src/modes";
import type { GameEvent } from "../../shared/src/core/engine";
import { leakySeatRefs, scanGame, secretsOf, type Leak } from "./leakScan";

/**
 * Games per mode in the suite (a deal differs by seed, the rules by seat count: 24 deals per seat count of a 5-seat
 * mode); `LEAK_GAMES=1000` for more. 120 unless fewer already reach everything 120 do: counted per seat count, the
 * places a card hidden from a seat or the spectator sits in, the event types by visibility and data fields, and the
 * action types played. 生剋棋 covers the last of these at game 41 of 120, 時序之戰 at 45, 活俠決鬥者 at 30 (seed
 * "leak/<mode>/<i>"; 五行戰鬥牌 and 弒魔戰爭 still find new ones past game 110, so they keep 120).
 */
const GAMES_FOR: Record<string, number> = { shengke: 48, chrono: 48, duelist: 48 };
const gamesOf = (id: string) => Number(process.env.LEAK_GAMES ?? GAMES_FOR[id] ?? 120);
/** Each game is scanned over its opening (the deal and the first turns: most secrets, least time per secret)… */
export const OPENING_MOVES = Number(process.env.LEAK_MOVES ?? 15);
/** …and a few are played and scanned to the end. `LEAK_MOVES=100000` scans every game to the end. */
export const FULL_GAMES = 3;

/** 弒魔戰爭's teammates see each other's hands by default: its seats keep secrets from each other with private hands. */
const CONTROL_OPTIONS: Record<string, unknown> = { slaying: { privateHands: true } };

export function leakSuite(id: string) {
  jest.setTimeout(120_000);
  const mode = hostedMode(id)!;
  const GAMES = gamesOf(id);

  describe(id, () => {
    const seatsOf = (i: number) => mode.engine.seatCounts[i % mode.engine.seatCounts.length];
    // The controls need another seat to leak from (弒魔戰爭 starts at one player).
    const controlSeats = mode.engine.seatCounts.find((n) => n >= 2) ?? mode.engine.seatCounts[0];

    test(`${GAMES} seeded games leak nothing to any seat or spectator (raw frames, decoded state, log lines)`, () => {
      const leaks: Leak[] = [];
      let games = 0;
      for (let i = 0; i < GAMES; i++) {
        leaks.push(...scanGame(mode.engine, `leak/${id}/${i}`, seatsOf(i), { wire: mode.wire, maxMoves: i < FULL_GAMES ? undefined : OPENING_MOVES }));
        games++;
      }
      expect({ games, leaks: leaks.slice(0, 5), count: leaks.length }).toEqual({ games: GAMES, leaks: [], count: 0 });
    });

    test("positive control: a sync that shows every seat's secrets to every seat is caught", () => {
      const seats = controlSeats;
      const leaks = scanGame(mode.engine, `leak/${id}/control`, seats, { wire: leakySeatRefs(mode.wire, seats), ownRefs: mode.wire.seatRefs, options: CONTROL_OPTIONS[id], maxMoves: 30 });
      const seated = new Set(leaks.filter((l) => l.where === "decoded secret").map((l) => l.viewer));
      // Every seat decodes another seat's secrets; the spectator (no StateView) does not.
      expect([...seated].sort()).toEqual(Array.from({ length: seats }, (_, i) => i));
      expect(leaks.some((l) => l.viewer === "spectator")).toBe(false);
    });

    test("positive control: a log line for everyone that names a hidden card is caught", () => {
      const seats = controlSeats;
      const leakyLine = (state: unknown): GameEvent[] => {
        const secret = secretsOf(mode.engine, state, "spectator");
        const text = [...secret.strings][0] ?? "";
        const card = [...secret.ids][0];
        return [{ type: "oops", zh: text, en: text, ...(card !== undefined ? { data: { card } } : {}) }];
      };
      const leaks = scanGame(mode.engine, `leak/${id}/control`, seats, { wire: mode.wire, extraEvents: leakyLine, maxMoves: 30 });
      expect(leaks.filter((l) => l.where === "message" && l.viewer === "spectator").length).toBeGreaterThan(0);
      expect(leaks.every((l) => l.where === "message")).toBe(true);
    });
  });
}
