import { act, at, custom, ofType, pos, stats } from "./helpers";

/** SEED §6 石灰粉 and design §5 test 7. */
describe("石灰粉", () => {
  test("§5 test 7: after R1 the attacker loses 捅人 and 暗器 equal to 石灰粉, which then drops by 1", () => {
    const s = pos({ players: [{ board: [custom(5, 5, 3, 3, 10)] }, { board: ["南宮遠"] }] });
    const { state, events } = act(s, 0, { type: "attack", unit: at(s, 0, 0).id, target: at(s, 1, 0).id });
    expect(ofType(events, "r1")[0].data).toMatchObject({ zuiTo: 4, tongTo: 4 });
    expect(ofType(events, "lime")).toHaveLength(1);
    expect(ofType(events, "r2")[0].data).toMatchObject({ amount: 2, anFrom: 2, anTo: 0 });
    const A = at(state, 0, 0), D = at(state, 1, 0);
    expect([stats(A), A.hp]).toEqual(["4/0/2", 7]);
    expect([stats(D), D.hp, D.kw.lime]).toEqual(["4/0/3", 7, 0]);
  });

  test("捅人 never drops below 1 and 暗器 never below 0; an attacker's own 石灰粉 does nothing", () => {
    const s = pos({ players: [{ board: [{ ...custom(2, 0, 1, 2, 4), card: "晁和" }] }, { board: [{ card: "晁和", kw: { lime: 3 }, zui: 0, hp: 9, maxHp: 9 }] }] });
    const { state } = act(s, 0, { type: "attack", unit: at(s, 0, 0).id, target: at(s, 1, 0).id });
    expect([at(state, 0, 0).tong, at(state, 0, 0).an]).toEqual([1, 0]);
    expect(at(state, 0, 0).kw.lime).toBe(1);
    expect(at(state, 1, 0).kw.lime).toBe(2);
  });
});
