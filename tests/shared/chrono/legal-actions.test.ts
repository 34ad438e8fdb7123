import { isRuleError } from "../../../shared/src/core/errors";
import { type ChronoState } from "../../../shared/src/games/chrono";
import { chronoCandidates } from "../../../shared/src/games/chrono/candidates";
import { engine } from "./helpers";
import { samplePositions } from "./positions";

/**
 * legalActions lists exactly what apply accepts: on positions from seeded games (2, 4 and 6 players), every action of
 * a wide universe (every type × every hand card and some others × every character × every seat, plus missing ones)
 * (chronoCandidates) is accepted by apply if and only if it is listed; a refusal is always a RuleError. Other seats can do nothing.
 */
describe.each([2, 4, 6])("%i players", (seats) => {
  const positions = samplePositions(seats, seats === 2 ? 6 : 3, seats === 2 ? 9 : 17, "legal");
  test(`${positions.length} positions: accepted ⇔ listed`, () => {
    let accepted = 0;
    for (const s of positions) {
      const seat = engine.activeSeats(s)[0];
      const legal = engine.legalActions(s, seat);
      const keys = new Set(legal.map((a) => JSON.stringify(a)));
      expect(keys.size).toBe(legal.length);
      for (const a of legal) expect(() => engine.apply(s, seat, a)).not.toThrow();
      for (const a of chronoCandidates(s, seat)) {
        let ok = true;
        try {
          engine.apply(s, seat, a);
        } catch (e) {
          if (!isRuleError(e)) throw e;
          ok = false;
        }
        if (ok !== keys.has(JSON.stringify(a))) throw new Error(`${JSON.stringify(a)} accepted=${ok} listed=${keys.has(JSON.stringify(a))} in phase ${s.phase}`);
        if (ok) accepted++;
      }
      for (let other = 0; other < s.seats; other++) {
        if (other === seat) continue;
        expect(engine.legalActions(s, other)).toEqual([]);
        expect(() => engine.apply(s, other, legal[0])).toThrow(/not_your_turn|must_draw/);
      }
      // The seat's own view lists the same actions (the client highlights moves with it; the random bot relies on it).
      expect(engine.legalActions(engine.view(s, seat) as ChronoState, seat)).toEqual(legal);
    }
    expect(accepted).toBeGreaterThan(positions.length);
  });
});
