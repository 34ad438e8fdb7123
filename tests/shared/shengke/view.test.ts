// Redaction: same shape as the state, secrets replaced, counts kept; "all" reveals everything.
import { shengkeEngine as engine } from "../../../shared/src/games/shengke/engine";
import { hiddenCardIds, viewState } from "../../../shared/src/games/shengke/view";
import { legalActions } from "../../../shared/src/games/shengke/legal";
import { preview } from "../../../shared/src/games/shengke/preview";
import { HIDDEN } from "../../../shared/src/games/shengke/types";
import { act, position } from "./helpers";

test("a seat sees its own hand, not the other's; piles are counts only; rng is zeroed", () => {
  const s = position({ phase: "draw", drawn: true, players: [{ hand: ["白牙龍", "青翼龍"], curseHand: ["tiger_roar"] }, { hand: ["白爪虎"], curseHand: ["tortoise_guard"] }] });
  const v = viewState(s, 0);
  expect(Object.keys(v).sort()).toEqual(Object.keys(s).sort());
  expect(v.players[0].hand).toEqual(s.players[0].hand);
  expect(v.players[1].hand).toEqual([HIDDEN]);
  expect(v.players[1].curseHand).toEqual([HIDDEN]);
  expect(v.players[0].piles.metal).toEqual(s.players[0].piles.metal.map(() => HIDDEN));
  expect(v.rng).toEqual([0, 0, 0, 0]);
  const text = JSON.stringify(v);
  for (const id of hiddenCardIds(s, 0)) expect(text).not.toContain(`"${id}"`);
  expect(v.cards[s.players[0].hand[0]].zh).toBeDefined();
  expect(v.cards[s.players[1].hand[0]]).toBeUndefined();
});

test("spectators see no hand; 'all' sees everything", () => {
  const s = position({ phase: "draw", drawn: true, players: [{ hand: ["白牙龍"] }, { hand: ["白爪虎"] }] });
  const spec = viewState(s, "spectator");
  expect(spec.players[0].hand).toEqual([HIDDEN]);
  expect(spec.players[1].hand).toEqual([HIDDEN]);
  expect(hiddenCardIds(s, "all")).toEqual([]);
  expect(viewState(s, "all")).toEqual(s);
});

test("legalActions and preview run on a seat's own view and agree with the server", () => {
  const s = position({ phase: "place", dice: [4, 4], board: [{ cell: "b3", card: "黃角牛", owner: 1 }], players: [{ hand: ["白牙龍"] }, {}] });
  const v = viewState(s, 0);
  expect(legalActions(v, 0)).toEqual(legalActions(s, 0));
  const a = { type: "soulDraw" as const, element: "metal" as const, count: 1 };
  const p = preview(v, 0, a);
  expect(p.draws).toEqual([{ seat: 0, element: "metal", count: 1, cards: null }]);
  const real = preview(s, 0, a);
  expect(real.draws[0].cards).toHaveLength(1);
  act(s, 0, a);
});

test("engine.view is the same function", () => {
  const s = engine.setup(engine.optionsSchema.parse({}), "v", 2);
  expect(engine.view(s, 1)).toEqual(viewState(s, 1));
});
