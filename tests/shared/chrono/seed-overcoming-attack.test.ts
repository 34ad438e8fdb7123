import { previewAttack } from "../../../shared/src/games/chrono";
import { act, atk, engine, names, onField, pos } from "./helpers";

/** §5 test 1 — the seed's 水剋火, attacking: a 上位 attacker has +1 攻擊力 for that attack only [SEED 屬性 攻擊時機]. */
test("潮汐巡者 (水) attacks 餘燼兵 (火): 3 + 1 = 4 ≥ 3, defeated; back to 攻擊力 3 afterwards", () => {
  const s = pos({ players: [{ attr: "水", field: ["潮汐巡者"] }, { attr: "火", field: ["餘燼兵"] }], phase: "attack" });
  const view = engine.view(s, 0) as typeof s;
  const p = previewAttack(view, 0, onField(s, 0, "潮汐巡者")!.uid, { kind: "character", seat: 1, uid: onField(s, 1, "餘燼兵")!.uid });
  expect(p).toMatchObject({ ok: true, relation: "superior", baseAtk: 3, superiorBonus: 1, atk: 4, damage: 4, before: 3, after: 0, defeats: true });
  const r = act(s, 0, { type: "attack", attacker: "潮汐巡者", target: "餘燼兵" }).state;
  expect(onField(r, 1, "餘燼兵")).toBeUndefined();
  expect(names(r, r.players[1].graveyard)).toEqual(["ember-soldier"]);
  expect(atk(r, 0, "潮汐巡者")).toBe(3);
});
