import { Rng } from "../../../shared/src/core/rng";
import { stateHash } from "../../../shared/src/core/hash";
import { replayRecord } from "../../../shared/src/core/replay";
import type { BotLevel } from "../../../shared/src/core/engine";
import { hiddenCardIds, visibleCardIds, RULES, type DuelAction, type DuelState } from "../../../shared/src/games/duelist";
import { engine } from "./helpers";

/**
 * Properties over seeded games (random and greedy bots, with and without the mulligan): every invariant after every
 * action (cards conserved, 本陣 and 命運 within bounds, no stat below its floor), the game ends, the replay reaches
 * the identical state, no redacted view holds a card hidden from its viewer (views checked every few actions), and
 * every event has zh and en text. Returns what the games met, for the caller's coverage checks.
 */
export function playPropertyGames(GAMES: number, label: string, decksFor: (g: number, rng: Rng) => unknown[]) {
  let finished = 0, views = 0, actionsTotal = 0;
  const endReasons: Record<string, number> = {};
  const casts = new Set<string>(), failures = new Set<string>(), cards = new Set<string>();
  for (let g = 0; g < GAMES; g++) {
    const seed = `${label}:${g}`;
    const decks = decksFor(g, Rng.fromSeed(`${seed}:decks`));
    const options = engine.optionsSchema.parse({ decks, mulligan: g % 2 === 0 });
    let s: DuelState = engine.setup(options, seed, 2);
    const rng = Rng.fromSeed(`${seed}:bots`);
    const levels: BotLevel[] = g % 8 === 7 ? ["greedy", "random"] : ["random", "random"];
    const actions: { seq: number; seat: number; action: DuelAction }[] = [];
    for (let n = 0; n < 5000 && s.phase !== "over"; n++) {
      const seat = engine.activeSeats(s)[0];
      const a = engine.bot(s, seat, rng, levels[(seat + g) % 2]);
      // In place (the fast path self-play uses); the replay below goes through the pure apply.
      const events = engine.applyInPlace!(s, seat, a);
      for (const e of events) {
        if (!e.zh || !e.en || /[，。（）：、；！？]/.test(e.en)) throw new Error(`game ${g}: event ${e.type} text: ${e.zh} | ${e.en}`);
        if (e.type === "cast") casts.add(String(e.data!.def));
        if (e.type === "cast_failed") failures.add(String(e.data!.reason));
        if (e.type === "enter" || e.type === "cast") cards.add(String(e.data!.def));
      }
      actions.push({ seq: n, seat, action: a });
      const broken = engine.invariants(s);
      if (broken.length) throw new Error(`game ${g} action ${n}: ${broken.join("; ")}`);
      if (n % 17 === 0) {
        for (const viewer of [0, 1, "spectator" as const]) {
          const hidden = new Set(hiddenCardIds(s, viewer));
          const leaks = visibleCardIds(engine.view(s, viewer) as DuelState).filter((id) => hidden.has(id));
          if (leaks.length) throw new Error(`game ${g}: the view of ${viewer} leaks ${leaks.join(", ")}`);
          views++;
        }
      }
    }
    actionsTotal += actions.length;
    if (s.phase === "over") finished++;
    endReasons[s.endReason ?? "unfinished"] = (endReasons[s.endReason ?? "unfinished"] ?? 0) + 1;
    expect(s.turn).toBeLessThanOrEqual(RULES.turnCap.value);
    if (g % 4 === 0) {
      const replay = replayRecord(engine, { options, seed, seats: [{ name: "a", bot: true }, { name: "b", bot: true }], actions });
      if (stateHash(replay.state) !== stateHash(s)) throw new Error(`game ${g}: the replay differs`);
    }
  }
  expect(finished).toBe(GAMES);
  expect(views).toBeGreaterThan(GAMES * 3);
  expect(actionsTotal).toBeGreaterThan(GAMES * 20);
  expect(endReasons.base).toBeGreaterThan(GAMES * 0.9);
  return { casts, failures, cards };
}
