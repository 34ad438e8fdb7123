import { pos, play, act, finishDraw, ev, engine } from "./helpers";

/**
 * §5.3–5.4: a covered passive flips at 下家's next action (formation or pass), acts on that one action, and is
 * discarded. Each passive against an attack, a spell and a pass.
 */
function covered(formation: string, cards: string[]) {
  // Seat 1 covered a passive last turn; seat 0 (its 下家) acts now.
  return { formation, cards };
}
const hands = (h0: string[]) => [h0, ["金1", "金2"]];

describe("passives against an attack, a spell and a pass", () => {
  test("防禦 cancels an attack's damage, but not its other effects", () => {
    const s = pos({ hands: hands(["火4"]), passives: [null, covered("defence", ["木1", "木2"])] });
    const { state, events } = play(s, 0, ["火4"]);
    expect(state.hp).toEqual([100, 100]);
    expect(state.players[1].passive).toBeNull();
    expect(ev(events, "passive_flip")!.data).toMatchObject({ formation: "defence" });
    expect(state.thisTurn.attackElement).toBe("fire"); // the attack happened (G1 §21)
    // 五流歸一's draw +1 still applies.
    const five = pos({ hands: [["金2", "木2", "水2", "火2", "土2"], ["金1", "金2", "金3"]], passives: [null, covered("defence", ["木1", "木2"])] });
    const r = play(five, 0, ["金2", "木2", "水2", "火2", "土2"], "five_streams").state;
    expect(r.hp[1]).toBe(100);
    expect((r.pending as { cards: number[] }).cards).toHaveLength(4);
  });
  test("防禦 does nothing against a spell or a pass", () => {
    const spell = play(pos({ hands: hands(["水1", "水2", "土3", "木4"]), hp: [50, 100], passives: [null, covered("defence", ["木1", "木2"])] }), 0, ["水1", "水2", "土3", "木4"]).state;
    expect(spell.hp[0]).toBe(50 + 40);
    const passed = act(pos({ hands: [[], ["金1"]], passives: [null, covered("defence", ["木1", "木2"])] }), 0, { type: "pass" }).state;
    expect(passed.players[1].passive).toBeNull();
    expect(passed.piles[0].discard.length).toBe(2);
  });

  test("反震 splits an attack: each side takes ceil(½)", () => {
    const s = pos({ hands: hands(["火3"]), passives: [null, covered("counter", ["火1", "火2"])] });
    expect(play(s, 0, ["火3"]).state.hp).toEqual([96, 96]); // 7 → 4 and 4
    // The defender's half goes to its shield; the attacker's half straight to HP.
    const sh = pos({ hands: hands(["金4", "金5"]), shields: [20, 30], passives: [null, covered("counter", ["火1", "火2"])] });
    const r = play(sh, 0, ["金4", "金5"]).state; // weapon 18 → 9 each; physical ×2 on the shield
    expect(r.players[1].shield).toBe(12);
    expect(r.hp).toEqual([91, 100]);
    expect(r.players[0].shield).toBe(20);
    // Turned into healing by 相生: both heal their share.
    const heal = pos({ hands: hands(["土5"]), hp: [50, 50], prevTurn: { formation: "metal_strike" }, passives: [null, covered("counter", ["火1", "火2"])] });
    expect(play(heal, 0, ["土5"]).state.hp).toEqual([55, 55]);
  });
  test("反震 does nothing against a spell or a pass", () => {
    const spell = play(pos({ hands: hands(["木1", "木2", "金3", "火4"]), passives: [null, covered("counter", ["火1", "火2"])] }), 0, ["木1", "木2", "金3", "火4"]).state;
    expect(spell.players[0].shield).toBe(40);
    expect(spell.hp).toEqual([100, 100]);
    const passed = act(pos({ hands: [[], ["金1"]], passives: [null, covered("counter", ["火1", "火2"])] }), 0, { type: "pass" }).state;
    expect(passed.hp).toEqual([100, 100]);
  });

  test("封印 cancels a spell: the cards are spent and the action used", () => {
    const s = pos({ hands: hands(["水1", "水2", "土3", "木4", "金5"]), hp: [50, 100], passives: [null, covered("seal", ["水3", "水4"])] });
    const { state, events } = play(s, 0, ["水1", "水2", "土3", "木4"]);
    expect(state.hp[0]).toBe(50);
    expect(ev(events, "sealed")).toBeDefined();
    expect(state.players[0].hand.length + ((state.pending as { cards?: number[] })?.cards?.length ?? 0)).toBe(1 + 3);
  });
  test("封印 seals a passive covered against it: it flips later with no effect", () => {
    const s = pos({ hands: hands(["木1", "木2"]), passives: [null, covered("seal", ["水3", "水4"])] });
    const after = finishDraw(play(s, 0, ["木1", "木2"]).state);
    expect(after.players[0].passive).toMatchObject({ formation: "defence", sealed: true });
    // Seat 1 attacks: the sealed 防禦 flips with no effect.
    const hand1 = after.players[1].hand;
    const strike = after.players[1].hand.find(() => true)!;
    const r = act(after, 1, { type: "play", cards: [strike], formation: undefined }).state;
    void hand1;
    expect(r.hp[0]).toBeLessThan(100);
    expect(r.players[0].passive).toBeNull();
  });
  test("封印 does nothing against an attack or a pass", () => {
    const s = pos({ hands: hands(["火4"]), passives: [null, covered("seal", ["水3", "水4"])] });
    expect(play(s, 0, ["火4"]).state.hp[1]).toBe(92);
    const passed = act(pos({ hands: [[], ["金1"]], passives: [null, covered("seal", ["水3", "水4"])] }), 0, { type: "pass" }).state;
    expect(passed.players[1].passive).toBeNull();
  });

  test("空城 has no effect against an attack, a spell or a pass", () => {
    const p = [null, covered("empty_city", ["金3", "木4"])];
    expect(play(pos({ hands: hands(["火4"]), passives: p }), 0, ["火4"]).state.hp[1]).toBe(92);
    expect(play(pos({ hands: hands(["木1", "木2", "金3", "火4"]), passives: p }), 0, ["木1", "木2", "金3", "火4"]).state.players[0].shield).toBe(40);
    const passed = act(pos({ hands: [[], ["金1"]], passives: p }), 0, { type: "pass" });
    expect(ev(passed.events, "passive_flip")!.data).toMatchObject({ formation: "empty_city" });
  });

  test("a passive flips on 下家's action only, not on a later one", () => {
    const s = pos({ hands: hands(["火4", "火5"]), passives: [null, covered("defence", ["木1", "木2"])] });
    const r = play(s, 0, ["火4"]).state;
    expect(r.players[1].passive).toBeNull();
  });
});

describe("a pending passive is never overwritten (only reachable from a built position)", () => {
  // Seat 0 still has a covered 防禦 waiting (in play a passive always flips before its owner acts again).
  const pending = { formation: "defence", cards: ["木1", "木2"] };
  const isPassivePlay = (a: { type: string; formation?: string }) => a.type === "play" && ["defence", "seal", "counter", "empty_city", "mimic"].includes(a.formation!);

  test("covering a second passive is refused with passive_pending; the first passive's cards stay put", () => {
    const s = pos({ hands: [["水1", "水2", "火3"], ["金1"]], passives: [pending, null] });
    expect(() => play(s, 0, ["水1", "水2"], "seal")).toThrow(expect.objectContaining({ code: "passive_pending", zh: expect.any(String), en: expect.stringMatching(/passive/) }));
    const legal = engine.legalActions(s, 0);
    expect(legal.some((a) => a.type === "play" && a.formation === "seal")).toBe(false);
    expect(legal.some((a) => a.type === "play" && a.formation === "fire_strike")).toBe(legal.some((a) => a.type === "play"));
    expect(legal.filter(isPassivePlay)).toEqual([]);
    // Attacks are still fine.
    expect(play(s, 0, ["火3"]).state.players[0].passive).toMatchObject({ formation: "defence" });
  });

  test("a 幻化 that would copy a passive is refused too; one copying an attack is not", () => {
    const copyPassive = pos({ hands: [["土1", "土2"], ["金1"]], passives: [pending, null], prevTurn: { formation: "counter" } });
    expect(() => play(copyPassive, 0, ["土1", "土2"], "mimic")).toThrow(expect.objectContaining({ code: "passive_pending" }));
    expect(engine.legalActions(copyPassive, 0).some((a) => a.type === "play" && a.formation === "mimic")).toBe(false);
    const copyAttack = pos({ hands: [["土1", "土2"], ["金1"]], passives: [pending, null], prevTurn: { formation: "fire_strike" } });
    expect(engine.legalActions(copyAttack, 0).some((a) => a.type === "play" && a.formation === "mimic")).toBe(true);
    expect(play(copyAttack, 0, ["土1", "土2"], "mimic").state.players[0].passive).toMatchObject({ formation: "defence", covered: true });
  });
});
