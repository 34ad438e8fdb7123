/**
 * Which 生剋棋 steps complete themselves (issue 25, item 3): a phase whose only phase action is a draw, the judgement
 * or "done" goes on by itself even while the turn-long 魂/魄 actions are open (they stay open until the turn ends);
 * the end phase then waits, as does any phase with a real choice.
 */
import { legalActions } from "../../shared/src/games/shengke/legal";
import type { ShengkeState } from "../../shared/src/games/shengke/types";
import { autoStepOf } from "../../client/src/games/shengke/model";
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
