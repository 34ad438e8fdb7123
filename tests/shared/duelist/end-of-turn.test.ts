import { act, alive, at, custom, engine, ofType, pos } from "./helpers";

/** SEED §2 (學問 → 醫術 → 毒霧 → 回光返照), SEED §6 and design §1.10–1.11, §5 test 34. */
describe("end of turn", () => {
  test("the four steps come in seed order, each for the owner's heroes only", () => {
    const s = pos({ players: [{ board: ["唐陞", { card: "唐芳", hp: 1 }, "夏侯蘭", "唐中翎"], deck: ["趙活"] }, { board: [{ card: "唐衫" }, custom(3, 1, 0, 1)], deck: ["趙活"] }] });
    const { state, events } = act(s, 0, { type: "endTurn" });
    expect(events.map((e) => e.type).filter((t) => ["study", "heal", "poison", "rally"].includes(t))).toEqual(["study", "heal", "poison", "rally"]);
    expect(at(state, 0, 0).zui).toBe(4);
    expect(at(state, 0, 1).zui).toBe(2);
    expect(at(state, 0, 1).hp).toBe(3);
    // 毒霧 1: 唐衫's 輕功 blocks it; the other takes 1.
    expect([at(state, 1, 0).hp, at(state, 1, 0).kw.agility, at(state, 1, 1).hp]).toEqual([2, 0, 5]);
    expect(at(state, 0, 3).kw.rally).toBe(2);
    // The opponent's turn end does not trigger seat 0's abilities (AMB-9).
    const back = engine.apply(state, 1, { type: "endTurn" }).state;
    expect([at(back, 0, 0).zui, at(back, 0, 3).kw.rally]).toEqual([4, 2]);
  });

  test("§5 test 34: 回光返照 3 counts 3 of its owner's turn ends, then the hero is annihilated", () => {
    let s = pos({ players: [{ hand: ["唐中翎"], mana: 9, deck: Array(5).fill("趙活") }, { deck: Array(5).fill("趙活") }] });
    s = act(s, 0, { type: "summon", card: "唐中翎", slot: 0 }).state;
    const id = at(s, 0, 0).id;
    const seen: number[] = [];
    for (let k = 0; k < 3; k++) {
      s = act(s, 0, { type: "endTurn" }).state;
      seen.push(alive(s, id) ? at(s, 0, 0).kw.rally : 0);
      s = act(s, 1, { type: "endTurn" }).state;
      if (alive(s, id)) expect(at(s, 0, 0).kw.rally).toBe(seen[seen.length - 1]);
    }
    expect(seen).toEqual([2, 1, 0]);
    expect(alive(s, id)).toBe(false);
  });

  test("醫術: the named target, or by default the friendly hero missing the most 生命; never above max", () => {
    const s = pos({ players: [{ board: [{ card: "唐芳" }, { card: "郁竹", hp: 9 }, { card: "許大鯨", hp: 1 }], deck: ["趙活"] }, { deck: ["趙活"] }] });
    const [fang, yu, xu] = [at(s, 0, 0), at(s, 0, 1), at(s, 0, 2)];
    const auto = act(s, 0, { type: "endTurn" }).state;
    expect([at(auto, 0, 1).hp, at(auto, 0, 2).hp]).toEqual([9, 2]);
    const named = act(s, 0, { type: "endTurn", heal: [{ holder: fang.id, target: yu.id }] }).state;
    expect([at(named, 0, 1).hp, at(named, 0, 2).hp]).toEqual([10, 1]);
    expect(() => act(s, 0, { type: "endTurn", heal: [{ holder: xu.id, target: yu.id }] })).toThrow(expect.objectContaining({ code: "bad_heal_target" }));
    expect(() => act(s, 0, { type: "endTurn", heal: [{ holder: fang.id, target: 999 }] })).toThrow(expect.objectContaining({ code: "bad_heal_target" }));
  });

  test("毒霧 hits every enemy hero once per holder; a hero that fell takes no part later", () => {
    const s = pos({ players: [{ board: ["溫夫人", "夏侯蘭"], deck: ["趙活"] }, { board: [{ card: "趙活", hp: 2 }, "郁竹"], deck: ["趙活"] }] });
    const { state, events } = act(s, 0, { type: "endTurn" });
    expect(state.players[1].board[0]).toBeNull();
    expect(at(state, 1, 1).hp).toBe(10 - 2 - 1);
    expect(ofType(events, "fall")).toHaveLength(1);
  });
});
