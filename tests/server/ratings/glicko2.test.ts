/** Glicko-2 (issue 22): Glickman's worked example, inactivity, provisional ratings, and properties over random games. */
import fc from "fast-check";
import {
  afterIdlePeriods,
  DEFAULT_TAU,
  isProvisional,
  MAX_DEVIATION,
  NEW_PLAYER,
  PROVISIONAL_DEVIATION,
  ratePeriod,
  type Glicko2Rating,
  type Glicko2Result,
} from "../../../server/src/ratings/glicko2";

const SCALE = 173.7178;
const rated = (rating: number, deviation: number, volatility = 0.06): Glicko2Rating => ({ rating, deviation, volatility });

describe("the paper's example (Glickman, 'Example of the Glicko-2 system')", () => {
  const player = rated(1500, 200);
  const results: Glicko2Result[] = [
    { opponent: rated(1400, 30), score: 1 },
    { opponent: rated(1550, 100), score: 0 },
    { opponent: rated(1700, 300), score: 0 },
  ];

  test("1500/200/0.06 after a win against 1400/30 and losses to 1550/100 and 1700/300, τ 0.5 → 1464.06 / 151.52 / 0.05999", () => {
    const after = ratePeriod(player, results, 0.5);
    // The paper rounds its intermediate values to four decimals on the Glicko-2 scale (μ' = −0.2069, φ' = 0.8722) and
    // converts those: 173.7178 × −0.2069 + 1500 = 1464.06. Unrounded arithmetic gives 1464.0507, so match its
    // Glicko-2 figures to the paper's four decimals and the final ones to within a hundredth.
    expect(((after.rating - 1500) / SCALE).toFixed(4)).toBe("-0.2069");
    expect((after.deviation / SCALE).toFixed(4)).toBe("0.8722");
    expect(Math.abs(after.rating - 1464.06)).toBeLessThan(0.01);
    expect(Math.abs(after.deviation - 151.52)).toBeLessThan(0.01);
    expect(Math.abs(after.volatility - 0.05999)).toBeLessThan(0.00001);
  });

  test("τ defaults to 0.5, and changes the result when set", () => {
    expect(DEFAULT_TAU).toBe(0.5);
    expect(ratePeriod(player, results)).toEqual(ratePeriod(player, results, 0.5));
    expect(ratePeriod(player, results, 1.2).volatility).not.toBeCloseTo(ratePeriod(player, results, 0.5).volatility, 7);
  });

  test("the inputs are left as they were", () => {
    const before = JSON.stringify({ player, results });
    ratePeriod(player, results);
    expect(JSON.stringify({ player, results })).toBe(before);
  });
});

describe("step 5: the new volatility", () => {
  /** One game's σ': the paper's step-5 equation f(x) = 0 (x = ln σ'²), solved by plain bisection, not by Illinois. */
  function volatilityByBisection(player: Glicko2Rating, opponent: Glicko2Rating, score: number, tau: number): number {
    const [mu, muJ] = [(player.rating - 1500) / SCALE, (opponent.rating - 1500) / SCALE];
    const [phi, phiJ] = [player.deviation / SCALE, opponent.deviation / SCALE];
    const g = 1 / Math.sqrt(1 + (3 * phiJ ** 2) / Math.PI ** 2);
    const e = 1 / (1 + Math.exp(-g * (mu - muJ)));
    const v = 1 / (g ** 2 * e * (1 - e));
    const delta = v * g * (score - e);
    const a = Math.log(player.volatility ** 2);
    const f = (x: number) => (Math.exp(x) * (delta ** 2 - phi ** 2 - v - Math.exp(x))) / (2 * (phi ** 2 + v + Math.exp(x)) ** 2) - (x - a) / tau ** 2;
    let [lo, hi] = [a - 30, a + 30];
    expect(f(lo) > 0 && f(hi) < 0).toBe(true);
    for (let i = 0; i < 200; i++) {
      const mid = (lo + hi) / 2;
      if (f(mid) > 0) lo = mid;
      else hi = mid;
    }
    return Math.exp(lo / 2);
  }

  test.each([
    ["an upset far beyond the deviation (Δ² > φ² + v)", rated(1500, 50), rated(1000, 30), 0, 0.5],
    ["a result near the expectation (the paper's other bracket)", rated(1500, 200), rated(1520, 80), 1, 0.5],
    ["an upset with a tight τ", rated(1800, 60, 0.04), rated(1300, 100), 0, 0.3],
    ["an upset with a loose τ", rated(1800, 60, 0.04), rated(1300, 100), 0, 1.2],
  ])("%s: the root of the paper's equation", (_name, player, opponent, score, tau) => {
    expect(ratePeriod(player, [{ opponent, score }], tau).volatility).toBeCloseTo(volatilityByBisection(player, opponent, score, tau), 6);
  });

  test("a favourite who loses every game gains volatility, the more so with a larger τ", () => {
    const favourite = rated(1800, 60);
    const upsets = [1400, 1450, 1500, 1420].map((r) => ({ opponent: rated(r, 50), score: 0 }));
    const calm = ratePeriod(favourite, upsets, 0.3).volatility;
    const loose = ratePeriod(favourite, upsets, 1.2).volatility;
    expect(calm).toBeGreaterThan(0.06);
    expect(loose).toBeGreaterThan(calm);
  });
});

describe("a period without games (the paper: only step 6 applies)", () => {
  const regular = rated(1720, 50, 0.06);

  test("the deviation grows to √(φ² + σ²); the rating and the volatility stay", () => {
    const after = ratePeriod(regular, []);
    expect(after.rating).toBe(1720);
    expect(after.volatility).toBe(0.06);
    expect(after.deviation).toBeCloseTo(SCALE * Math.sqrt((50 / SCALE) ** 2 + 0.06 ** 2), 9);
    expect(after.deviation).toBeCloseTo(51.07, 2);
  });

  test("n idle periods at once equal n single ones, and the deviation never passes a new player's", () => {
    let stepwise = regular;
    for (let i = 0; i < 40; i++) stepwise = ratePeriod(stepwise, []);
    expect(afterIdlePeriods(regular, 40).deviation).toBeCloseTo(stepwise.deviation, 9);
    expect(afterIdlePeriods(regular, 0)).toEqual(regular);
    expect(afterIdlePeriods(regular, 1_000_000).deviation).toBe(MAX_DEVIATION);
    expect(ratePeriod(NEW_PLAYER, []).deviation).toBe(MAX_DEVIATION);
  });

  test("enough idle periods make an established rating provisional again", () => {
    const established = rated(1650, 80);
    expect(isProvisional(afterIdlePeriods(established, 1))).toBe(false);
    expect(isProvisional(afterIdlePeriods(established, 60))).toBe(true);
  });
});

describe("new and provisional players", () => {
  test("a new player starts at 1500 / 350 / 0.06 and is provisional", () => {
    expect(NEW_PLAYER).toEqual({ rating: 1500, deviation: 350, volatility: 0.06 });
    expect(isProvisional(NEW_PLAYER)).toBe(true);
  });

  test("the '?' goes after about ten games against established opponents (the reason PROVISIONAL_DEVIATION is 110)", () => {
    let p: Glicko2Rating = NEW_PLAYER;
    const gamesUntilEstablished = () => {
      for (let game = 1; game <= 50; game++) {
        p = ratePeriod(p, [{ opponent: rated(1500, 60), score: game % 2 }]);
        if (!isProvisional(p)) return game;
      }
      return Infinity;
    };
    const games = gamesUntilEstablished();
    expect(games).toBeGreaterThanOrEqual(8);
    expect(games).toBeLessThanOrEqual(12);
    expect(p.deviation).toBeLessThan(PROVISIONAL_DEVIATION);
  });
});

describe("bad input is refused", () => {
  test.each([
    ["a score above 1", () => ratePeriod(NEW_PLAYER, [{ opponent: NEW_PLAYER, score: 2 }]), /results\[0\]\.score/],
    ["a NaN score", () => ratePeriod(NEW_PLAYER, [{ opponent: NEW_PLAYER, score: NaN }]), /results\[0\]\.score/],
    ["a zero deviation", () => ratePeriod(rated(1500, 0), []), /player\.deviation/],
    ["an infinite opponent rating", () => ratePeriod(NEW_PLAYER, [{ opponent: rated(Infinity, 50), score: 1 }]), /results\[0\]\.opponent\.rating/],
    ["a negative volatility", () => ratePeriod(rated(1500, 50, -0.1), []), /player\.volatility/],
    ["τ of 0", () => ratePeriod(NEW_PLAYER, [], 0), /tau/],
    ["a fractional number of idle periods", () => afterIdlePeriods(NEW_PLAYER, 1.5), /periods/],
  ])("%s: RangeError naming the value", (_name, call, names) => {
    expect(call).toThrow(RangeError);
    expect(call).toThrow(names);
  });
});

describe("properties over random ratings and games", () => {
  const rating = fc.record({
    rating: fc.double({ min: 600, max: 2800, noNaN: true }),
    deviation: fc.double({ min: 30, max: 350, noNaN: true }),
    volatility: fc.double({ min: 0.03, max: 0.12, noNaN: true }),
  });
  const score = fc.constantFrom(0, 0.5, 1);
  const period = fc.array(fc.record({ opponent: rating, score }), { maxLength: 6 });

  test("one decisive game: the winner's rating goes up and the loser's down", () => {
    fc.assert(
      fc.property(rating, rating, (a, b) => {
        expect(ratePeriod(a, [{ opponent: b, score: 1 }]).rating).toBeGreaterThan(a.rating);
        expect(ratePeriod(b, [{ opponent: a, score: 0 }]).rating).toBeLessThan(b.rating);
      }),
    );
  });

  test("any sequence of periods (games or none) keeps the deviation in (0, 350] and every figure finite", () => {
    fc.assert(
      fc.property(fc.array(period, { minLength: 1, maxLength: 30 }), (periods) => {
        let p: Glicko2Rating = NEW_PLAYER;
        for (const results of periods) {
          p = ratePeriod(p, results);
          expect(p.deviation).toBeGreaterThan(0);
          expect(p.deviation).toBeLessThanOrEqual(MAX_DEVIATION);
          expect(Number.isFinite(p.rating) && Number.isFinite(p.volatility) && p.volatility > 0).toBe(true);
        }
      }),
    );
  });

  test("two players equally certain: what one gains the other loses, and a draw between equals moves nothing", () => {
    fc.assert(
      fc.property(rating, fc.double({ min: 600, max: 2800, noNaN: true }), score, (a, otherRating, s) => {
        const b = { ...a, rating: otherRating };
        const gainA = ratePeriod(a, [{ opponent: b, score: s }]).rating - a.rating;
        const gainB = ratePeriod(b, [{ opponent: a, score: 1 - s }]).rating - b.rating;
        expect(Math.abs(gainA + gainB)).toBeLessThan(1e-6);
        if (s === 0.5) expect(ratePeriod(a, [{ opponent: a, score: 0.5 }]).rating).toBeCloseTo(a.rating, 9);
      }),
    );
  });

  test("of two players with the same decisive result, the less certain one moves further", () => {
    fc.assert(
      fc.property(rating, rating, fc.double({ min: 30, max: 340, noNaN: true }), fc.constantFrom(0, 1), (a, opponent, lowerDeviation, s) => {
        const sure = { ...a, deviation: Math.min(lowerDeviation, a.deviation) };
        const unsure = { ...a, deviation: Math.min(350, sure.deviation + 10) };
        const move = (p: Glicko2Rating) => Math.abs(ratePeriod(p, [{ opponent, score: s }]).rating - p.rating);
        expect(move(unsure)).toBeGreaterThan(move(sure));
      }),
    );
  });
});
