/**
 * Which 生剋棋 steps complete themselves (issue 25, item 3): a phase whose only phase action is a draw, the judgement
 * or "done" goes on by itself even while the turn-long 魂/魄 actions are open (they stay open until the turn ends);
 * the end phase then waits, as does any phase with a real choice.
 */
import { legalActions } from "../../shared/src/games/shengke/legal";
import type { ShengkeState } from "../../shared/src/games/shengke/types";
import { applyAction } from "../../shared/src/games/shengke/apply";
import { autoStepOf, mustOf } from "../../client/src/games/shengke/model";
import { position } from "../shared/shengke/helpers";

const MINE = { first: 0, turn: 3, dice: [4, 5] };
const soulful = [{ soul: { metal: 2 } }, {}];
const spent = [{ soul: { wood: 0, fire: 0, earth: 0, metal: 0, water: 0 } }, {}];
const step = (s: ShengkeState) => autoStepOf(s, 0, legalActions(s, 0));

test("with 魂 to spend, the draw, the judgement and the phases' Done still complete themselves", () => {
  const draw = position({ ...MINE, phase: "draw", players: soulful });
  expect(legalActions(draw, 0).some((a) => a.type === "soulDraw")).toBe(true);
  expect(step(draw)).toEqual({ type: "draw" });
  expect(step(position({ ...MINE, phase: "draw", drawn: true, players: soulful }))).toEqual({ type: "endPhase" });
  expect(step(position({ ...MINE, phase: "judge", players: soulful }))).toEqual({ type: "judge" });
  expect(step(position({ ...MINE, phase: "judge", judged: true, players: soulful }))).toEqual({ type: "endPhase" });
});

test("the end phase waits while a turn-long action is open, and ends the turn by itself when none is", () => {
  expect(step(position({ ...MINE, phase: "end", players: soulful }))).toBeNull();
  expect(step(position({ ...MINE, phase: "end", players: spent }))).toEqual({ type: "endPhase" });
});

test("a real choice is never taken: the token, a summon, the opponent's priority", () => {
  expect(step(position({ ...MINE, phase: "start", players: soulful }))).toBeNull();
  const place = position({ ...MINE, phase: "place", players: [{ hand: ["白牙龍"], soul: { metal: 2 } }, {}] });
  expect(legalActions(place, 0).some((a) => a.type === "summon")).toBe(true);
  expect(step(place)).toBeNull();
  expect(autoStepOf(place, 1, legalActions(place, 1))).toBeNull();
});

describe("a curse that would add nothing (every 魄 it could give at the cap) is not a choice", () => {
  const loadout = ["green_growth", "thorn_wall", "phoenix_cry", "landslide", "metal_chime_break", "tortoise_guard", "nullifying_seal", "dragon_whirl", "tiger_roar", "red_blaze"];
  const options = { loadouts: [loadout, loadout], curseHands: [null, null] };
  const all = (n: number) => ({ wood: n, fire: n, earth: n, metal: n, water: n });
  /** Seat `seat` holds only 青木生發 (empty piles, so its draw side has no target); `belowCap` leaves fire one short. */
  function holding(pos: Record<string, unknown>, belowCap: boolean): ShengkeState {
    const s = position({ ...pos, players: [{ curseHand: ["green_growth"], soul: { wood: 1 }, rest: "discard" }, {}] }, options);
    Object.assign(s.players[0].spirit, all(s.rules.tokenCap), belowCap ? { fire: s.rules.tokenCap - 1 } : {});
    return s;
  }

  test("the place phase's Done completes itself past it, and waits when it would gain a 魄", () => {
    const place = { ...MINE, phase: "place", dice: [1, 1], dieElements: ["wood", "wood"] };
    expect(step(holding(place, false))).toEqual({ type: "endPhase" });
    expect(step(holding(place, true))).toBeNull();
  });

  test("the opponent's window passes by the default preference, and asks when it would gain a 魄", () => {
    const window = (belowCap: boolean) => {
      const s = holding({ first: 1, turn: 1, phase: "draw", drawn: true }, belowCap);
      applyAction(s, 1, { type: "endPhase" }, []);
      return s;
    };
    expect(mustOf(window(false), 0, legalActions(window(false), 0), "auto")).toBe("autoPass");
    expect(mustOf(window(true), 0, legalActions(window(true), 0), "auto")).toBe("pass");
    expect(mustOf(window(false), 0, legalActions(window(false), 0), "ask")).toBe("pass");
  });
});
