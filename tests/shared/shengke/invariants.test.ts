// invariants() notices a lost card, a duplicated card and a token out of range.
import { shengkeEngine as engine } from "../../../shared/src/games/shengke/engine";

test("a fresh game holds; broken states are reported", () => {
  const s = engine.setup(engine.optionsSchema.parse({}), "inv", 2);
  expect(engine.invariants(s)).toEqual([]);
  const lost = structuredClone(s);
  lost.players[0].piles.wood.pop();
  expect(engine.invariants(lost).join()).toMatch(/in no zone/);
  const twice = structuredClone(s);
  twice.players[1].hand.push(twice.players[1].piles.fire[0]);
  expect(engine.invariants(twice).join()).toMatch(/twice/);
  const tokens = structuredClone(s);
  tokens.players[0].soul.metal = 7;
  expect(engine.invariants(tokens).join()).toMatch(/soul metal = 7/);
});
