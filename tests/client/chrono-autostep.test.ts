/**
 * Which 時序之戰 steps complete themselves (issue 25, item 4): the client takes the step for the player when the
 * engine, on the player's own redacted view, lists exactly one action for them (skip, end attacks, end discarding,
 * the one deck left); any real choice waits, and nobody else's step is ever taken.
 */
import type { ChronoState } from "../../shared/src/games/chrono/types";
import { autoStepOf, legal } from "../../client/src/games/chrono/model";
import { engine, pos } from "../shared/chrono/helpers";

/** What seat's browser would do by itself on this position: the engine on the seat's own view. */
const step = (s: ChronoState, seat = 0) => {
  const view = engine.view(s, seat) as ChronoState;
  return autoStepOf(seat, legal(view, seat));
};

test("nothing to place and nothing to attack with: 出場 is skipped by itself", () => {
  const s = pos({ players: [{ attr: "木", hand: ["生長加速"] }, { attr: "火", field: ["熔岩犬"] }], phase: "deploy" });
  expect(engine.legalActions(s, 0)).toEqual([{ type: "skip" }]);
  expect(step(s)).toEqual({ type: "skip" });
});

test("a character in hand or on the field is a choice: 出場 waits", () => {
  expect(step(pos({ players: [{ attr: "木", hand: ["林間斥候"] }, { attr: "火" }], phase: "deploy" }))).toBeNull();
  expect(step(pos({ players: [{ attr: "木", field: ["林間斥候"] }, { attr: "火", field: ["熔岩犬"] }], phase: "deploy" }))).toBeNull();
});

test("attacks: waits while a character can still attack, ends by itself once none can", () => {
  const open = pos({ players: [{ attr: "木", field: ["林間斥候"] }, { attr: "火", field: ["熔岩犬"] }], phase: "attack" });
  expect(engine.legalActions(open, 0).length).toBeGreaterThan(1);
  expect(step(open)).toBeNull();
  const spent = pos({ players: [{ attr: "木", field: [{ card: "林間斥候", attacks: 1 }] }, { attr: "火", field: ["熔岩犬"] }], phase: "attack" });
  expect(engine.legalActions(spent, 0)).toEqual([{ type: "endAttack" }]);
  expect(step(spent)).toEqual({ type: "endAttack" });
});

test("備戰 with no effect or trap to use is skipped; with one it waits", () => {
  expect(step(pos({ players: [{ attr: "木", hand: ["林間斥候"] }, { attr: "火" }], phase: "prepare" }))).toEqual({ type: "skip" });
  expect(step(pos({ players: [{ attr: "木", hand: ["生長加速"], field: ["林間斥候"] }, { attr: "火" }], phase: "prepare" }))).toBeNull();
});

test("棄牌: an empty hand ends the phase by itself; a hand is a choice (discard or keep)", () => {
  expect(step(pos({ players: [{ attr: "木" }, { attr: "火" }], phase: "discard" }))).toEqual({ type: "endDiscard" });
  expect(step(pos({ players: [{ attr: "木", hand: ["林間斥候"] }, { attr: "火" }], phase: "discard" }))).toBeNull();
});

test("drawing names a deck: with several to choose from it waits", () => {
  const s = pos({ players: [{ attr: "木" }, { attr: "火" }], phase: "draw" });
  expect(engine.legalActions(s, 0).length).toBeGreaterThan(1);
  expect(step(s)).toBeNull();
});

test("only the seat the game waits for: the others' browsers never act, whatever they hold", () => {
  const s = pos({ players: [{ attr: "木", hand: ["生長加速"] }, { attr: "火" }], phase: "deploy" });
  expect(step(s, 0)).toEqual({ type: "skip" });
  expect(step(s, 1)).toBeNull();
  expect(autoStepOf(null, [{ type: "skip" }])).toBeNull();
});
