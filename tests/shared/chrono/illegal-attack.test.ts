import { RuleError } from "../../../shared/src/core/errors";
import { stateHash } from "../../../shared/src/core/hash";
import { previewAttack } from "../../../shared/src/games/chrono";
import { engine, onField, pos } from "./helpers";

/** §5 test 27 — a player with any character on the field cannot be attacked (AMB-3); nothing changes. */
test("P0 attacks the guarded P1 directly: target_guarded, state unchanged", () => {
  const s = pos({ players: [{ attr: "水", field: ["潮汐巡者"] }, { attr: "火", field: ["孢子哨兵"] }], phase: "attack" });
  const before = stateHash(s);
  const attacker = onField(s, 0, "潮汐巡者")!.uid;
  let err: unknown;
  try {
    engine.apply(s, 0, { type: "attackPlayer", attacker, seat: 1 });
  } catch (e) {
    err = e;
  }
  expect(err).toBeInstanceOf(RuleError);
  expect((err as RuleError).code).toBe("target_guarded");
  expect(stateHash(s)).toBe(before);
  expect(engine.legalActions(s, 0).some((a) => a.type === "attackPlayer")).toBe(false);
  expect(previewAttack(engine.view(s, 0) as typeof s, 0, attacker, { kind: "player", seat: 1 })).toMatchObject({ ok: false, code: "target_guarded" });
});
