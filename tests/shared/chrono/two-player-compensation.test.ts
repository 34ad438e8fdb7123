import { Rng } from "../../../shared/src/core/rng";
import type { ChronoState } from "../../../shared/src/games/chrono";
import { engine } from "./helpers";

/**
 * §5 test 25 — 2-player compensation (spec §2, seatCompensation "2"): 後攻 starts with its top trap set face-down
 * (trap deck 8 → 7); 先攻 has no 備戰 in round 1; nobody loses 生存時間 in round 1; both are at 11 when round 2 starts.
 */
test("a new 2-player game through round 1", () => {
  for (let g = 0; g < 10; g++) {
    let s: ChronoState = engine.setup(engine.optionsSchema.parse({ firstPlayer: g % 2 }), `comp-${g}`, 2);
    const first = s.firstSeat, second = 1 - first;
    if (s.phase === "attr") s = engine.apply(s, engine.activeSeats(s)[0], { type: "chooseAttr", attr: "water" }).state;
    if (s.phase === "attr") s = engine.apply(s, engine.activeSeats(s)[0], { type: "chooseAttr", attr: "water" }).state;
    expect(s.players[second].traps).toHaveLength(1);
    expect(s.players[second].decks.trap).toHaveLength(7);
    expect(s.players[first].traps).toHaveLength(0);
    expect(s.players[first].decks.trap).toHaveLength(8);
    const rng = Rng.fromSeed(`comp-${g}`);
    const phasesOfFirst = new Set<string>();
    while (s.round <= 1) {
      const seat = engine.activeSeats(s)[0];
      if (s.round === 1 && s.current === first) phasesOfFirst.add(s.phase);
      expect(s.players.map((p) => p.time)).toEqual([12, 12]);
      s = engine.apply(s, seat, engine.bot(s, seat, rng, "greedy")).state;
    }
    expect(phasesOfFirst.has("deploy")).toBe(true);
    expect(phasesOfFirst.has("prepare")).toBe(false);
    expect(s.round).toBe(2);
    expect(s.players.map((p) => p.time)).toEqual([11, 11]);
  }
});
