/**
 * 「結束回合」 and 「本回合不再回應」 (issue 25, item 3): one click declines the rest of a turn. The request takes the
 * single phase steps a castable curse (or a turn-long 魂/魄 action) would otherwise hold open, passes the opponent's
 * phase windows, and stops for anything that is a choice (a summon) and for good when a curse is cast or the turn ends.
 * Also: the only card a summon can use is picked up for the player.
 */
import { legalActions } from "../../shared/src/games/shengke/legal";
import type { ShengkeAction } from "../../shared/src/games/shengke/actions";
import type { ShengkeState } from "../../shared/src/games/shengke/types";
import { applyAction } from "../../shared/src/games/shengke/apply";
import { autoStepOf, mustOf, soleSummonCard, turnPassHolds, turnPassOffer, turnPassStep, type TurnPass } from "../../client/src/games/shengke/model";
import { position } from "../shared/shengke/helpers";

const loadout = ["green_growth", "thorn_wall", "phoenix_cry", "landslide", "metal_chime_break", "tortoise_guard", "nullifying_seal", "dragon_whirl", "tiger_roar", "red_blaze"];
const options = { loadouts: [loadout, loadout], curseHands: [null, null] };
const all = (n: number) => ({ wood: n, fire: n, earth: n, metal: n, water: n });

/**
 * Seat 0 holds 青木生發 (draw and place phases) with one fire 魄 short of the cap: casting it would gain one. Seat 1
 * holds one too, with the 魂 to cast it.
 */
function holding(pos: Record<string, unknown>, hand: string[] = []): ShengkeState {
  const players = [{ curseHand: ["green_growth"], hand, soul: { wood: 2, metal: 2 }, rest: "discard" }, { curseHand: ["green_growth"], soul: { wood: 2 } }];
  const s = position({ ...pos, players }, options);
  Object.assign(s.players[0].spirit, all(s.rules.tokenCap), { fire: s.rules.tokenCap - 1 });
  return s;
}

const legal = (s: ShengkeState, seat = 0) => legalActions(s, seat);
const play = (s: ShengkeState, seat: number, a: ShengkeAction) => applyAction(s, seat, a, []);

describe("「結束回合」 on the player's own turn", () => {
  const MINE = { first: 0, turn: 3, dice: [1, 1], dieElements: ["wood", "wood"] };

  test("is offered where a castable curse holds Done open, and takes each phase step from there to the end phase", () => {
    const s = holding({ ...MINE, phase: "place" });
    expect(autoStepOf(s, 0, legal(s))).toBeNull();
    const req = turnPassOffer(s, 0, legal(s));
    expect(req).toMatchObject({ turn: 3, kind: "own" });
    expect(turnPassStep(s, 0, legal(s), req)).toEqual({ type: "endPhase" });
    play(s, 0, { type: "endPhase" });
    // The opponent's window on the place phase, then the judgement and its Done, then the end phase's Done.
    play(s, 1, { type: "pass" });
    expect(s.phase).toBe("judge");
    expect(turnPassStep(s, 0, legal(s), req)).toEqual({ type: "judge" });
    play(s, 0, { type: "judge" });
    expect(turnPassStep(s, 0, legal(s), req)).toEqual({ type: "endPhase" });
    play(s, 0, { type: "endPhase" });
    play(s, 1, { type: "pass" });
    expect(s.phase).toBe("end");
    // The end phase's Done waits for a click while 魄 could still bring a beast back; the request takes it.
    expect(legal(s).some((a) => a.type === "returnBeast")).toBe(true);
    expect(autoStepOf(s, 0, legal(s))).toBeNull();
    expect(turnPassOffer(s, 0, legal(s))).toBeNull();
    expect(turnPassStep(s, 0, legal(s), req)).toEqual({ type: "endPhase" });
  });

  test("never takes a summon: a phase with a card to place waits for the player", () => {
    const s = holding({ ...MINE, phase: "place" }, ["青棘龍"]);
    expect(legal(s).some((a) => a.type === "summon")).toBe(true);
    expect(turnPassStep(s, 0, legal(s), { turn: 3, kind: "own", curses: 0 })).toBeNull();
    expect(turnPassOffer(s, 0, legal(s))).toBeNull();
  });

  test("ends with the turn, and with any curse cast since it was asked", () => {
    const s = holding({ ...MINE, phase: "judge" });
    const req = turnPassOffer(s, 0, legal(s)) as TurnPass;
    expect(turnPassStep(s, 0, legal(s), { ...req, turn: 2 })).toBeNull();
    // A curse cast since: more curses played now than when it was asked.
    expect(turnPassStep(s, 0, legal(s), { ...req, curses: req.curses - 1 })).toBeNull();
    // A curse reclaimed from a discard since (fewer played now) is not one cast: the request stands.
    expect(turnPassStep(s, 0, legal(s), { ...req, curses: req.curses + 1 })).toEqual({ type: "judge" });
    expect(turnPassStep(s, 1, legal(s, 1), req)).toBeNull();
  });
});

describe("「本回合不再回應」 in the opponent's turn", () => {
  /** Seat 1's turn, its draw phase just ended: seat 0's window, where 青木生發 could gain a 魄. */
  function window(): ShengkeState {
    const s = holding({ first: 1, turn: 1, phase: "draw", drawn: true });
    play(s, 1, { type: "endPhase" });
    return s;
  }

  test("is offered in a phase window the default preference would ask about, and passes it", () => {
    const s = window();
    expect(mustOf(s, 0, legal(s), "auto")).toBe("pass");
    const req = turnPassOffer(s, 0, legal(s));
    expect(req).toMatchObject({ turn: 1, kind: "windows" });
    expect(turnPassStep(s, 0, legal(s), req)).toEqual({ type: "pass" });
    expect(turnPassStep(s, 0, legal(s), { ...req!, turn: 2 })).toBeNull();
  });

  test("stops when the opponent casts a curse: its chain asks again", () => {
    const s = window();
    const req = turnPassOffer(s, 0, legal(s)) as TurnPass;
    play(s, 0, { type: "pass" });
    const cast = legal(s, 1).find((a) => a.type === "curse");
    expect(cast).toBeDefined();
    play(s, 1, cast!);
    // Seat 0 may answer the chain: asked, not passed.
    expect(s.priority).toMatchObject({ mode: "chain", seat: 0 });
    expect(turnPassStep(s, 0, legal(s), req)).toBeNull();
    play(s, 0, { type: "pass" });
    // The chain resolved: the curse cast ends the request for the rest of the turn.
    expect(turnPassStep(s, 0, legal(s), req)).toBeNull();
    expect(turnPassHolds(s, 0, req)).toBe(false);
  });
});

test("the only card a summon can use is the one picked up; two candidates leave the choice to the player", () => {
  const one = position({ first: 0, turn: 3, phase: "place", dice: [1, 1], dieElements: ["wood", "wood"], players: [{ hand: ["青棘龍", "白牙龍"] }, {}] });
  const wood = Object.keys(one.cards).find((id) => one.cards[id].zh === "青棘龍");
  expect(soleSummonCard(legal(one))).toBe(wood);
  const two = position({ first: 0, turn: 3, phase: "place", dice: [1, 4], dieElements: ["wood", "metal"], players: [{ hand: ["青棘龍", "白牙龍"] }, {}] });
  expect(soleSummonCard(legal(two))).toBeNull();
  expect(soleSummonCard([])).toBeNull();
});
