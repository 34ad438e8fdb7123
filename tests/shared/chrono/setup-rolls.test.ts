import { decideFirst, ROLL_TO_ATTR, type ChronoState } from "../../../shared/src/games/chrono";
import { engine } from "./helpers";

/**
 * §5 test 24 — setup rolls [SEED 遊玩 2–3]: 1 金 2 木 3 水 4 火 5 草, 6 = free choice; the lowest roll starts, play
 * goes clockwise; players tied for the lowest re-roll among themselves for the order only (AMB-10).
 */
test("4 players roll 3, 1, 1, 6: attributes 水, 金, 金, (choice); players 2 and 3 re-roll 5 vs 2 → player 3 first, then 4, 1, 2", () => {
  const rolls = [3, 1, 1, 6];
  expect(rolls.slice(0, 3).map((r) => ROLL_TO_ATTR[String(r)])).toEqual(["water", "metal", "metal"]);
  expect(ROLL_TO_ATTR["6"]).toBeUndefined();
  const script = [5, 2];
  const { first, rerolls } = decideFirst(rolls, () => script.shift()!);
  expect(first).toBe(2);
  expect(rerolls).toEqual([[5, 2]]);
  expect([0, 1, 2, 3].map((k) => ((first + k) % 4) + 1)).toEqual([3, 4, 1, 2]);
});

test("setup applies the same rules: attributes from the roll, a 6 waits for chooseAttr, the order from decideFirst", () => {
  let sixes = 0, ties = 0;
  for (let g = 0; g < 60; g++) {
    const s: ChronoState = engine.setup(engine.optionsSchema.parse({}), `rolls-${g}`, 4);
    const rolls = s.players.map((p) => p.roll);
    s.players.forEach((p) => expect(p.attr).toBe(p.roll === 6 ? null : ROLL_TO_ATTR[String(p.roll)]));
    const replayed = [...s.rerolls.flat()];
    expect(decideFirst(rolls, () => replayed.shift()!).first).toBe(s.firstSeat);
    if (s.rerolls.length) ties++;
    if (rolls.includes(6)) {
      sixes++;
      const chooser = rolls.indexOf(6);
      expect(s.phase).toBe("attr");
      expect(engine.activeSeats(s)).toEqual([chooser]);
      const after = engine.apply(s, chooser, { type: "chooseAttr", attr: "grass" }).state;
      expect(after.players[chooser].attr).toBe("grass");
    } else expect(s.phase).toBe("opening");
    s.players.forEach((p, seat) => expect(p.position).toBe((seat - s.firstSeat + 4) % 4));
  }
  expect(sixes).toBeGreaterThan(0);
  expect(ties).toBeGreaterThan(0);
});
