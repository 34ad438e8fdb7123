// The five phases and their must / may actions (seed 三、<1>..<5>).
import { shengkeEngine as engine } from "../../../shared/src/games/shengke/engine";
import { act, cell, errorCode, idOf, position } from "./helpers";

test("setup: 5 piles of 5 face down, empty beast hand, 5 curses in hand covering 木火土金水, 5 in the discard, one 魂 each", () => {
  const s = engine.setup(engine.optionsSchema.parse({}), "flow", 2);
  for (const p of s.players) {
    for (const e of ["wood", "fire", "earth", "metal", "water"] as const) expect(p.piles[e]).toHaveLength(5);
    expect(p.hand).toEqual([]);
    expect(p.curseHand).toHaveLength(5);
    expect(p.curseDiscard).toHaveLength(5);
    expect(p.soul).toEqual({ wood: 1, fire: 1, earth: 1, metal: 1, water: 1 });
    expect(p.spirit).toEqual({ wood: 0, fire: 0, earth: 0, metal: 0, water: 0 });
  }
  expect(s.orderRolls.length).toBeGreaterThan(0);
  const last = s.orderRolls[s.orderRolls.length - 1];
  expect(last[s.first]).toBeGreaterThan(last[1 - s.first]);
  expect(s.turn).toBe(1);
  expect(s.active).toBe(s.first);
  expect(engine.activeSeats(s)).toEqual([s.first]);
  expect(s.t.dice.every((d) => d >= 1 && d <= 6)).toBe(true);
});

test("<1> start: a 6 must be named, one 魂 or 魄 must be added, then the phase may end", () => {
  const s = position({ phase: "start", dice: [6, 2], tokenTaken: false, players: [{}, {}] });
  expect(s.t.dieElements).toEqual([null, "fire"]);
  expect(errorCode(() => act(s, 0, { type: "endPhase" }))).toBe("must_choose_die");
  expect(errorCode(() => act(s, 0, { type: "chooseDie", die: 1, element: "wood" }))).toBe("die_not_six");
  act(s, 0, { type: "chooseDie", die: 0, element: "water" });
  expect(errorCode(() => act(s, 0, { type: "chooseDie", die: 0, element: "wood" }))).toBe("die_already_chosen");
  expect(errorCode(() => act(s, 0, { type: "endPhase" }))).toBe("must_take_token");
  act(s, 0, { type: "token", kind: "spirit", element: "earth" });
  expect(s.players[0].spirit.earth).toBe(1);
  expect(errorCode(() => act(s, 0, { type: "token", kind: "soul", element: "earth" }))).toBe("token_already_taken");
  expect(errorCode(() => act(s, 0, { type: "soulDraw", element: "wood", count: 1 }))).toBe("wrong_phase");
  act(s, 0, { type: "endPhase" });
  expect(s.phase).toBe("draw");
});

test("<2> draw: one card from each rolled element's pile; the same element twice draws two from it", () => {
  const s = position({ phase: "draw", dice: [3, 3] });
  expect(errorCode(() => act(s, 0, { type: "endPhase" }))).toBe("must_draw");
  const ev = act(s, 0, { type: "draw" });
  expect(s.players[0].hand).toHaveLength(2);
  expect(s.players[0].hand.every((id) => s.cards[id].element === "wood")).toBe(true);
  expect(s.players[0].piles.wood).toHaveLength(3);
  expect(errorCode(() => act(s, 0, { type: "draw" }))).toBe("already_drawn");
  const priv = ev.find((e) => e.type === "drew")!;
  expect(priv.visibleTo).toEqual([0]);
  const pub = ev.find((e) => e.type === "draw")!;
  expect(pub.visibleTo).toBeUndefined();
  expect(JSON.stringify(pub)).not.toContain(s.players[0].hand[0]);
});

test("<2>–<5> may: spend 魂 to draw that many from its pile", () => {
  const s = position({ phase: "draw", dice: [1, 2], players: [{ soul: { metal: 3 } }, {}] });
  act(s, 0, { type: "soulDraw", element: "metal", count: 2 });
  expect(s.players[0].soul.metal).toBe(1);
  expect(s.players[0].hand).toHaveLength(2);
  expect(errorCode(() => act(s, 0, { type: "soulDraw", element: "metal", count: 2 }))).toBe("not_enough_souls");
});

test("<2>–<5> may: spend 魄 to put a discarded card at the bottom of its pile", () => {
  const s = position({ phase: "end", players: [{ discards: { metal: ["白牙龍"] }, spirit: { metal: 1 } }, {}] });
  const id = idOf(s, "白牙龍", 0);
  act(s, 0, { type: "returnBeast", card: id });
  expect(s.players[0].piles.metal[s.players[0].piles.metal.length - 1]).toBe(id);
  expect(s.players[0].spirit.metal).toBe(0);
  expect(errorCode(() => act(s, 0, { type: "returnBeast", card: id }))).toBe("card_not_in_discard");
});

test("<3> place: two cards of the rolled elements, not orthogonally adjacent to each other; diagonal is fine", () => {
  const s = position({ phase: "place", dice: [4, 5], players: [{ hand: ["白牙龍", "黃趾龍", "青木狼"] }, {}] });
  expect(errorCode(() => act(s, 0, { type: "summon", card: idOf(s, "青木狼", 0), cell: cell("a1") }))).toBe("element_not_rolled");
  act(s, 0, { type: "summon", card: idOf(s, "白牙龍", 0), cell: cell("c3") });
  expect(errorCode(() => act(s, 0, { type: "summon", card: idOf(s, "黃趾龍", 0), cell: cell("c4") }))).toBe("adjacent_to_placed");
  expect(errorCode(() => act(s, 0, { type: "summon", card: idOf(s, "黃趾龍", 0), cell: cell("c3") }))).toBe("cell_occupied");
  expect(errorCode(() => act(s, 0, { type: "endPhase" }))).toBe("must_summon");
  act(s, 0, { type: "summon", card: idOf(s, "黃趾龍", 0), cell: cell("d4") });
  act(s, 0, { type: "endPhase" });
  expect(s.phase).toBe("judge");
});

test("<4> judge must run once before the phase ends; <5> counts the board", () => {
  const s = position({ phase: "judge", board: [{ cell: "a1", card: "白牙龍", owner: 0 }] });
  expect(errorCode(() => act(s, 0, { type: "endPhase" }))).toBe("must_judge");
  act(s, 0, { type: "judge" });
  expect(errorCode(() => act(s, 0, { type: "judge" }))).toBe("already_judged");
  act(s, 0, { type: "endPhase" });
  expect(s.phase).toBe("end");
  const ev = act(s, 0, { type: "endPhase" });
  expect(ev.find((e) => e.type === "count")!.data).toEqual({ counts: [1, 0] });
  expect(s.turn).toBe(2);
  expect(s.active).toBe(1);
  expect(s.phase).toBe("start");
});

test("the next turn's dice come from the state's RNG: same state, same dice", () => {
  const a = position({ phase: "end" });
  const b = position({ phase: "end" });
  act(a, 0, { type: "endPhase" });
  act(b, 0, { type: "endPhase" });
  expect(a.t.dice).toEqual(b.t.dice);
});
