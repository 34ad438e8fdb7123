// A curse that would add nothing (issue 25, item 3): 青木生發's 扎根 gains one 魄 of a chosen element, and with
// every 魄 at the cap (and no pile to draw from for its other side) casting it changes nothing. It stays legal, but
// the engine says the holder has no answer, so the room passes their window by the default preference.
import { shengkeEngine as engine } from "../../../shared/src/games/shengke/engine";
import { canAnswer, changesSomething, legalActions } from "../../../shared/src/games/shengke/legal";
import type { ShengkeState } from "../../../shared/src/games/shengke/types";
import { act, position } from "./helpers";

const loadout = ["green_growth", "thorn_wall", "phoenix_cry", "landslide", "metal_chime_break", "tortoise_guard", "nullifying_seal", "dragon_whirl", "tiger_roar", "red_blaze"];
const options = { loadouts: [loadout, loadout], curseHands: [null, null] };

/** Seat 1's draw phase ends and seat 0, holding only 青木生發 with empty piles, gets the window; `spirit` is its 魄. */
function windowWith(spirit: (cap: number) => Record<string, number>): ShengkeState {
  const s = position({ first: 1, turn: 1, phase: "draw", drawn: true, players: [{ curseHand: ["green_growth"], soul: { wood: 1 }, rest: "discard" }, {}] }, options);
  Object.assign(s.players[0].spirit, spirit(s.rules.tokenCap));
  act(s, 1, { type: "endPhase" });
  return s;
}

const all = (n: number) => ({ wood: n, fire: n, earth: n, metal: n, water: n });

test("with every 魄 at the cap, 扎根 is legal but adds nothing: no answer, the window is the pass's", () => {
  const s = windowWith(all);
  expect(s.priority).toMatchObject({ mode: "phase", seat: 0 });
  const curses = legalActions(s, 0).filter((a) => a.type === "curse");
  expect(curses.length).toBe(5);
  expect(curses.some((a) => changesSomething(s, 0, a))).toBe(false);
  expect(canAnswer(s, 0)).toBe(false);
  expect(engine.responseWindow!(s, 0)!.canRespond()).toBe(false);
  // Still castable by a click (seat 1 holds no curse, so it resolves at once): the cap keeps the 魄 where it was.
  act(s, 0, curses[0]);
  expect(s.players[0].spirit).toEqual(all(s.rules.tokenCap));
});

test("one element below the cap is something to gain: the window asks", () => {
  const s = windowWith((cap) => ({ ...all(cap), fire: cap - 1 }));
  const useful = legalActions(s, 0).filter((a) => changesSomething(s, 0, a));
  expect(useful).toEqual([expect.objectContaining({ type: "curse", side: "root", element: "fire" })]);
  expect(engine.responseWindow!(s, 0)!.canRespond()).toBe(true);
});

test("pass never counts as changing something", () => {
  expect(changesSomething(windowWith(all), 0, { type: "pass" })).toBe(false);
});
