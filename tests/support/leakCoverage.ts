/**
 * How many leak-scan games a mode needs (tests/support/leakSuite.ts, GAMES_FOR): plays the suite's seeded games
 * without the wire and counts what each reaches first, per seat count — the places a card hidden from a seat or the
 * spectator sits in, the event types by visibility and data fields, the action types played. A game that adds
 * nothing to the games before it scans only what they scanned.
 *   npx ts-node --transpile-only tests/support/leakCoverage.ts shengke [games=120]
 */
import { hostedMode } from "../../server/src/modes";
import type { AnyEngine, GameEvent, Viewer } from "../../shared/src/core/engine";
import { CARD_IDS, locations, seededGame } from "./leakScan";
import { FULL_GAMES, OPENING_MOVES } from "./leakSuite";

/** What one position and the events that led to it exercise, as "seats|kind:…" items. */
function itemsOf(engine: AnyEngine, seats: number, state: unknown, events: GameEvent[], action?: { type: string }): string[] {
  const items = events.map((e) => `event:${e.type}:${e.visibleTo ? "to some" : "to all"}:${Object.keys(e.data ?? {}).sort()}`);
  if (action) items.push(`action:${action.type}:${Object.keys(action).sort()}`);
  const cards = CARD_IDS[engine.id];
  const viewers: Viewer[] = [...Array.from({ length: seats }, (_, s) => s), "spectator"];
  if (cards) {
    for (const v of viewers) {
      const places = locations(engine.view(state, "all"), new Set(cards.hidden(state, v)));
      for (const place of places.values()) for (const p of place.split(" ")) items.push(`hidden from ${v === "spectator" ? "spectator" : "seat"}:${p}`);
    }
  }
  return items.map((item) => `${seats}|${item}`);
}

/** The games (indexes) that reach something no earlier game did. */
export function gamesAddingCoverage(id: string, games: number): { items: number; adding: number[] } {
  const engine = hostedMode(id)!.engine;
  const seen = new Set<string>();
  const adding: number[] = [];
  for (let i = 0; i < games; i++) {
    const seats = engine.seatCounts[i % engine.seatCounts.length];
    let fresh = false;
    for (const step of seededGame(engine, `leak/${id}/${i}`, seats, undefined, i < FULL_GAMES ? undefined : OPENING_MOVES)) {
      for (const item of itemsOf(engine, seats, step.state, step.events, step.action)) if (!seen.has(item)) fresh = seen.add(item) !== undefined;
    }
    if (fresh) adding.push(i);
  }
  return { items: seen.size, adding };
}

if (require.main === module) {
  const [id, games = "120"] = process.argv.slice(2);
  const { items, adding } = gamesAddingCoverage(id, Number(games));
  console.log(`${id}: ${items} items; games adding one: ${adding.join(", ")}; the last: ${adding[adding.length - 1]}`);
}
