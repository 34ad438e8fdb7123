import { act, alive, at, custom, ofType, pos, stats } from "./helpers";

/** SEED §6 勇氣 and design §5 tests 10 and 27. */
describe("勇氣", () => {
  test("§5 test 10: 勇氣 cancels a lethal stab, stats reset to printed, then it strikes back", () => {
    const s = pos({ players: [{ board: [custom(5, 6, 0, 4, 10)] }, { board: [{ card: "南宮深", tong: 5, hp: 3 }] }] });
    const { state, events } = act(s, 0, { type: "attack", unit: at(s, 0, 0).id, target: at(s, 1, 0).id });
    expect(ofType(events, "r1")[0].data).toMatchObject({ zuiTo: 2, tongTo: 8 });
    expect(ofType(events, "courage")).toHaveLength(1);
    const A = at(state, 0, 0), shen = at(state, 1, 0);
    expect([stats(A), A.hp]).toEqual(["2/0/4", 7]);
    expect([stats(shen), shen.hp, shen.kw.courage]).toEqual(["2/0/3", 3, 0]);
  });

  test("non-lethal damage does not use 勇氣; the next lethal hit after it is used fells the hero", () => {
    const s = pos({ players: [{ board: [custom(5, 0, 0, 2, 10), custom(5, 0, 0, 9, 10)] }, { board: ["南宮深"] }] });
    const shen = at(s, 1, 0);
    const one = act(s, 0, { type: "attack", unit: at(s, 0, 0).id, target: shen.id }).state;
    expect([at(one, 1, 0).hp, at(one, 1, 0).kw.courage]).toEqual([6, 1]);
    const two = act(one, 0, { type: "attack", unit: at(one, 0, 1).id, target: shen.id }).state;
    expect([at(two, 1, 0).hp, at(two, 1, 0).kw.courage]).toEqual([6, 0]);
    const s3 = structuredClone(two);
    s3.players[0].board[1]!.attacksLeft = 1;
    expect(alive(act(s3, 0, { type: "attack", unit: at(s3, 0, 1).id, target: shen.id }).state, shen.id)).toBe(false);
  });

  test("§5 test 27: 很是用力踢 destroys every 命運 ≤ 3 hero; 勇氣 saves one, 命運 5 is untouched", () => {
    const s = pos({ players: [{ board: ["趙活", "郁竹"], hand: ["很是用力踢"], mana: 3 }, { board: ["唐陞", { card: "南宮深", cost: 3 }] }] });
    const [zhao, yu, sheng, shen] = [at(s, 0, 0), at(s, 0, 1), at(s, 1, 0), at(s, 1, 1)];
    const { state } = act(s, 0, { type: "cast", card: "很是用力踢" });
    expect([alive(state, zhao.id), alive(state, yu.id), alive(state, sheng.id), alive(state, shen.id)]).toEqual([false, true, false, true]);
    expect(at(state, 1, 1).kw.courage).toBe(0);
  });

  test("勇氣 cannot stop 消滅 (日就月將 annihilates the lowest-命運 hero even with 勇氣)", () => {
    const s = pos({ players: [{ board: [{ card: "南宮深", cost: 1 }, "郁竹"], hand: ["日就月將"], mana: 5 }, {}] });
    const shen = at(s, 0, 0);
    const { state } = act(s, 0, { type: "cast", card: "日就月將" });
    expect(alive(state, shen.id)).toBe(false);
    expect(state.players[0].board.filter(Boolean)).toHaveLength(2);
  });
});
