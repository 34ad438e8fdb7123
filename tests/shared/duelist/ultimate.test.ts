import { act, at, ofType, pos, stats } from "./helpers";

/** SEED §6 絕招 and design §5 test 9 (AMB-4). */
describe("絕招", () => {
  test("§5 test 9: blocked by 輕功, then cancelled by 勇氣; no rounds, no damage", () => {
    const s = pos({ players: [{ board: ["上官隼"] }, { board: ["唐默鈴", { card: "南宮深", zui: 4, tong: 6 }] }] });
    const sun = at(s, 0, 0), moling = at(s, 1, 0), shen = at(s, 1, 1);
    const first = act(s, 0, { type: "attack", unit: sun.id, target: moling.id });
    expect(ofType(first.events, "r1")).toHaveLength(0);
    expect(at(first.state, 0, 0).kw.ultimate).toBe(0);
    expect(at(first.state, 1, 0).kw.agility).toBe(0);
    expect(at(first.state, 1, 0).hp).toBe(8);
    // Test only: give 上官隼 絕招 1 and one attack again.
    const again = structuredClone(first.state);
    again.players[0].board[0]!.kw.ultimate = 1;
    again.players[0].board[0]!.attacksLeft = 1;
    const second = act(again, 0, { type: "attack", unit: sun.id, target: shen.id });
    const saved = at(second.state, 1, 1);
    expect(saved.kw.courage).toBe(0);
    expect(stats(saved)).toBe("2/0/3");
    expect(ofType(second.events, "damage")).toHaveLength(0);
    expect([at(second.state, 0, 0).hp, saved.hp]).toEqual([14, 8]);
  });

  test("絕招 destroys a target without 輕功, 勇氣 or 絕招", () => {
    const s = pos({ players: [{ board: ["上官隼"] }, { board: ["郁竹"] }] });
    const { state } = act(s, 0, { type: "attack", unit: at(s, 0, 0).id, target: at(s, 1, 0).id });
    expect(state.players[1].board[0]).toBeNull();
    expect(state.players[1].discard.map((c) => c.def)).toEqual(["yu-zhu"]);
  });

  test("絕招 against 絕招: both spend all of it and nothing is destroyed; 輕功 is checked first", () => {
    const s = pos({ players: [{ board: [{ card: "上官隼", kw: { ultimate: 2 } }] }, { board: ["唐中翎", { card: "唐中翎", kw: { agility: 1 } }] }] });
    const clash = act(s, 0, { type: "attack", unit: at(s, 0, 0).id, target: at(s, 1, 0).id }).state;
    expect([at(clash, 0, 0).kw.ultimate, at(clash, 1, 0).kw.ultimate]).toEqual([0, 0]);
    const s2 = pos({ players: [{ board: ["上官隼"] }, { board: [{ card: "唐中翎", kw: { agility: 1 } }] }] });
    const dodge = act(s2, 0, { type: "attack", unit: at(s2, 0, 0).id, target: at(s2, 1, 0).id }).state;
    expect([at(dodge, 1, 0).kw.agility, at(dodge, 1, 0).kw.ultimate]).toEqual([0, 1]);
  });

  test("a defender's 絕招 alone does nothing; 絕招 does not fire on a 本陣 attack", () => {
    const s = pos({ players: [{ board: ["郁竹"] }, { board: ["上官隼"] }] });
    const { events } = act(s, 0, { type: "attack", unit: at(s, 0, 0).id, target: at(s, 1, 0).id });
    expect(ofType(events, "ultimate")).toHaveLength(0);
    expect(ofType(events, "r1")).toHaveLength(1);
    const b = pos({ players: [{ board: ["上官隼"] }, {}] });
    const hit = act(b, 0, { type: "attack", unit: at(b, 0, 0).id, target: "base-stab" }).state;
    expect(hit.players[1].base).toBe(26);
    expect(at(hit, 0, 0).kw.ultimate).toBe(1);
  });
});
