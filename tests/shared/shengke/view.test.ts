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

test("on the wire, a card placed or protected this turn that is back in a hand is named to its owner alone", async () => {
  const { WIRES } = await import("../../../shared/src/games/wires");
  const s = position({ phase: "place", players: [{ hand: ["白牙龍", "青翼龍"] }, { hand: ["白爪虎"] }] });
  s.t.placed = [s.players[0].hand[1]];
  s.t.protected = [s.players[1].hand[0]];
  const wire = new WIRES.shengke.Game();
  WIRES.shengke.sync(s, wire);
  for (const viewer of [0, 1, "spectator"] as const) {
    const t = (WIRES.shengke.fromWire(wire, viewer) as typeof s).t;
    expect({ viewer, placed: t.placed, protected: t.protected }).toEqual({ viewer, placed: viewState(s, viewer).t.placed, protected: viewState(s, viewer).t.protected });
  }
  expect(viewState(s, 0).t.placed).toEqual([s.players[0].hand[1]]);
  expect(viewState(s, 1).t.placed).toEqual([HIDDEN]);
  expect(viewState(s, 1).t.protected).toEqual([s.players[1].hand[0]]);
  // Once the card is played out of the hand it shows to everyone, and the owner's note of it goes.
  s.players[0].hand.pop();
  WIRES.shengke.sync(s, wire);
  expect((WIRES.shengke.fromWire(wire, 1) as typeof s).t.placed).toEqual([s.t.placed[0]]);
  expect(wire.players[0].secret.known.size).toBe(0);
});
