import { Rng } from "../../../shared/src/core/rng";
import { charDef, compensationFor, RULES, stats, type ChronoState } from "../../../shared/src/games/chrono";
import { engine } from "./helpers";

/**
 * seatCompensation (spec §3.7): a per-turn-position table in content/rules.json. Every lever the engine supports,
 * tried on a 3-player table set up here (this file's module copy of the rules only).
 */
const table = RULES.seatCompensation.bySeats as Record<string, unknown>;
const shipped = table["3"];
afterAll(() => void (table["3"] = shipped));

test("the shipped table has one entry per turn position for 2–6 players; 2 players: 先攻 skips 備戰 in round 1, 後攻 a free trap", () => {
  for (const n of [2, 3, 4, 5, 6]) expect(RULES.seatCompensation.bySeats[String(n)]).toHaveLength(n);
  expect(compensationFor(2, 0)).toEqual({ skipPrepareRound1: true });
  expect(compensationFor(2, 1)).toEqual({ freeTraps: 1 });
});

test("levers: extra time, free traps, a starting character, extra opening cards, a 心等 bonus", () => {
  table["3"] = [{ extraTime: 1, heartBonus: 2 }, { freeTraps: 2, startCharacters: 1 }, { extraOpening: 2 }];
  let s: ChronoState = engine.setup(engine.optionsSchema.parse({ firstPlayer: 1 }), "levers", 3);
  // Turn positions: seat 1 first, seat 2 second, seat 0 third.
  expect(s.players.map((p) => p.position)).toEqual([2, 0, 1]);
  expect(s.players.map((p) => p.time)).toEqual([12, 13, 12]);
  expect(s.players.map((p) => p.traps.length)).toEqual([0, 0, 2]);
  expect(s.players.map((p) => p.field.length)).toEqual([0, 0, 1]);
  while (s.phase === "attr") s = engine.apply(s, engine.activeSeats(s)[0], { type: "chooseAttr", attr: "wood" }).state;
  const rng = Rng.fromSeed("levers");
  while (s.phase === "opening") s = engine.apply(s, engine.activeSeats(s)[0], engine.bot(s, engine.activeSeats(s)[0], rng, "greedy")).state;
  expect(s.players.map((p) => p.hand.length)).toEqual([7, 5, 5]);
  // Seat 1 places its first character: +2 心等 from the bonus.
  while (s.players[1].field.length === 0 && s.round === 1) s = engine.apply(s, engine.activeSeats(s)[0], engine.bot(s, engine.activeSeats(s)[0], rng, "greedy")).state;
  const c = s.players[1].field[0];
  expect(c.effects).toEqual([]);
  expect(stats(s, 1, c).maxHeart).toBe(charDef(s, c.card).heart + 2);
});

test("levers: no 出場 at 1 生存時間", () => {
  table["3"] = [{}, {}, { noDeployAtOne: true }];
  let deployAtOne = 0, turnsAtOne = 0;
  for (let g = 0; g < 5; g++) {
    let s: ChronoState = engine.setup(engine.optionsSchema.parse({ firstPlayer: 0 }), `last-word-${g}`, 3);
    const rng = Rng.fromSeed(`last-word-${g}`);
    for (let n = 0; s.phase !== "over" && n < 5000; n++) {
      const seat = engine.activeSeats(s)[0];
      if (s.current === 2 && s.players[2].time <= 1) (s.phase === "deploy" || s.phase === "attack" ? deployAtOne++ : turnsAtOne++);
      s = engine.apply(s, seat, engine.bot(s, seat, rng, "greedy")).state;
    }
  }
  expect(turnsAtOne).toBeGreaterThan(0);
  expect(deployAtOne).toBe(0);
});
