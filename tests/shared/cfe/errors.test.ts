import { CFE_ERRORS } from "../../../shared/src/games/cfe";
import { stateHash } from "../../../shared/src/core/hash";
import { RuleError } from "../../../shared/src/core/errors";
import { engine, pos, play } from "./helpers";
import type { CfeAction, CfeState } from "../../../shared/src/games/cfe";

/** Every illegal action throws a RuleError with a stable code and zh/en text, and changes nothing. */
function refuse(s: CfeState, seat: number, a: CfeAction, code: keyof typeof CFE_ERRORS) {
  const before = stateHash(s);
  let err: unknown;
  try { engine.apply(s, seat, a); } catch (e) { err = e; }
  expect(err).toBeInstanceOf(RuleError);
  expect((err as RuleError).code).toBe(code);
  expect((err as RuleError).zh.length).toBeGreaterThan(0);
  expect(stateHash(s)).toBe(before);
}

describe("illegal actions", () => {
  const s = pos({ hands: [["金1", "木2", "水3", "火4"], ["金1"]] });
  const [m1] = s.players[0].hand;
  test("codes", () => {
    refuse(s, 1, { type: "pass" }, "not_your_turn");
    refuse(s, 7, { type: "pass" }, "bad_seat");
    refuse(s, 0, { type: "pass" }, "must_act");
    refuse(s, 0, { type: "play", cards: [s.players[1].hand[0]] }, "card_not_in_hand");
    refuse(s, 0, { type: "play", cards: [m1, m1] }, "duplicate_card");
    refuse(s, 0, { type: "play", cards: s.players[0].hand }, "no_formation"); // 金木水火: no 4-card formation
    refuse(s, 0, { type: "play", cards: [m1], formation: "weapon" }, "formation_mismatch");
    refuse(s, 0, { type: "play", cards: [m1], formation: "nope" }, "unknown_formation");
    refuse(s, 0, { type: "discard", card: m1 }, "wrong_phase");
    refuse(s, 0, { type: "recycle" }, "recycle_disabled");
    refuse(s, 0, { type: "chaos_pick", cards: [] }, "wrong_phase");
  });
  test("ambiguous cards must be named", () => {
    const five = pos({ hands: [["金2", "木2", "水2", "火2", "土2"], ["金1"]] });
    refuse(five, 0, { type: "play", cards: five.players[0].hand }, "ambiguous_formation");
  });
  test("cannot act", () => {
    const c = pos({ hands: [["金1"], ["金1"]], cannotAct: [1, 0] });
    refuse(c, 0, { type: "play", cards: c.players[0].hand }, "cannot_act");
  });
  test("game over", () => {
    const over = play(pos({ hands: [["火5"], ["金1"]], hp: [100, 3] }), 0, ["火5"]).state;
    refuse(over, 1, { type: "pass" }, "game_over");
  });
  test("the list of codes is documented", () => {
    for (const [code, t] of Object.entries(CFE_ERRORS)) {
      expect(code).toMatch(/^[a-z_]+$/);
      expect(t.zh && t.en).toBeTruthy();
    }
  });
});
