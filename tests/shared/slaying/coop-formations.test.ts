import { act, engine, ev, evs, faces, finishDraw, play, pos } from "./helpers";

/** The seed's §9 overrides of the base formations (spec §11) and how base formations meet the army (§11.11). */
describe("幻化 copies the army's 1- and 2-card moves (seed §9-1, spec §11.1)", () => {
  test("a copy of 風刃術 is a 木 attack of Σ(土土)+4 at the army, and counts as 木 for the next army attack", () => {
    const s = pos({ zone: 1, cell: "D2", hands: [["土2", "土3", "金1"], ["水1"]], army: { lastAction: { move: "wind_blade", cards: ["木2", "木5"] }, cannotAct: 1 } });
    const r = act(s, 0, { type: "play", cards: ["土2", "土3"] });
    expect(ev(r.events, "mimic")!.data).toMatchObject({ copied: "wind_blade", element: "wood" });
    expect(ev(r.events, "player_attack")!.data).toMatchObject({ base: 9, points: 13, element: "wood" }); // D2 forest +4
    expect(r.state.turnState.attackElement).toBe("wood");
  });
  test("a copy of the basic strike is Σ + B of the element the army used", () => {
    const s = pos({ zone: 1, cell: "B3", hands: [["土1", "土4", "金1"], ["水1"]], army: { lastAction: { move: "frost_strike", cards: ["火2"] } } });
    expect(ev(act(s, 0, { type: "play", cards: ["土1", "土4"] }).events, "player_attack")!.data).toMatchObject({ base: 8, element: "fire" });
  });
  test("copies are re-aimed: 黑暗鎖鍊 locks the army, 噬魂 drains it, 魔岩壁 shields the copier", () => {
    const chains = act(pos({ zone: 2, cell: "I3", hands: [["土1", "土1", "金1"], ["水1"]], army: { lastAction: { move: "dark_chains", cards: ["金1", "金2"] } } }), 0, { type: "play", cards: ["土1", "土1"] });
    expect(chains.state.army).toMatchObject({ cannotAct: 1, cannotDraw: 1 });
    expect(chains.state.players.every((p) => p.cannotAct === 0)).toBe(true);
    const devour = act(pos({ zone: 4, cell: "O3", hands: [["土2", "土3", "金1"], ["水1"]], army: { hp: 150, lastAction: { move: "soul_devour", cards: ["水1", "水1"] } }, team: { hp: 150 } }), 0, { type: "play", cards: ["土2", "土3"] });
    expect(devour.state.army.hp).toBe(150 - 13); // 噬魂 Σ+8 with Σ = 2 + 3
    expect(devour.state.team.hp).toBe(163);
    const wall = act(pos({ zone: 4, cell: "N3", hands: [["土2", "土3", "金1"], ["水1"]], army: { lastAction: { move: "rock_wall", cards: ["土1", "土1"] } } }), 0, { type: "play", cards: ["土2", "土3"] });
    expect(wall.state.players[0].shield).toBe(20); // 魔岩壁 Σ×4
    expect(wall.state.army.shield).toBe(0);
  });
  test("team-bound riders stay on the team: copying 地裂術 knocks the team back 2, 燒灼術 scorches it, 鐵鎖術 fetters it", () => {
    const split = act(pos({ zone: 3, cell: "L3", hands: [["土2", "土3", "金1"], ["水1"]], army: { lastAction: { move: "earth_split", cards: ["土1", "土1"] } } }), 0, { type: "play", cards: ["土2", "土3"] });
    expect(split.state.team.cell).toBe("J3");
    const burn = act(pos({ zone: 3, cell: "J3", hands: [["土2", "土3", "金1"], ["水1"]], army: { lastAction: { move: "scorch", cards: ["火1", "火1"] } } }), 0, { type: "play", cards: ["土2", "土3"] });
    expect(burn.state.team.scorch).toEqual({ perTick: 3, ticks: 3 });
    const lock = act(pos({ zone: 3, cell: "J3", hands: [["土2", "土3", "金1"], ["水1"]], army: { lastAction: { move: "iron_lock", cards: ["金1", "金1"] } } }), 0, { type: "play", cards: ["土2", "土3"] });
    expect(lock.state.team.fetter).toBe(2);
    expect(ev(lock.events, "player_attack")!.data).toMatchObject({ kind: "physical", base: 9 });
  });
  test("nothing to copy after a 3-card move or an empty army turn: no effect, cards spent", () => {
    const s = pos({ zone: 1, cell: "D2", hands: [["土2", "土3", "金1"], ["水1"]], army: { lastAction: { move: "blizzard", cards: ["木1", "水1", "火1"] } } });
    const r = act(s, 0, { type: "play", cards: ["土2", "土3"] });
    expect(ev(r.events, "no_effect")).toBeDefined();
    expect(r.state.army.hp).toBe(100);
    expect(r.state.players[0].hand).toHaveLength(1);
    const empty = act(pos({ zone: 1, cell: "D2", hands: [["土2", "土3"], ["水1"]] }), 0, { type: "play", cards: ["土2", "土3"] });
    expect(ev(empty.events, "no_effect")).toBeDefined();
  });
});

describe("other base formations against the army", () => {
  test("五行輪迴 (seed §9-2): the team heals 30 and the army loses 30 past its shield, under the ★ rule; at rest only the heal", () => {
    const s = pos({ zone: 1, cell: "D2", hands: [["金1", "木1", "水1", "火1", "土2"], ["水1"]], army: { shield: 20 }, team: { hp: 100 } });
    const r = act(s, 0, { type: "play", cards: ["金1", "木1", "水1", "火1", "土2"] });
    expect(r.state.team.hp).toBe(130);
    expect(r.state.army).toMatchObject({ hp: 70, shield: 20 });
    const off = act(pos({ zone: 1, cell: "C2", hands: [["金1", "木1", "水1", "火1", "土2"], ["水1"]], army: { hp: 60 } }), 0, { type: "play", cards: ["金1", "木1", "水1", "火1", "土2"] });
    expect(off.state.army.hp).toBe(50);
    const rest = act(pos({ zone: 1, cell: "D2", hands: [["金1", "木1", "水1", "火1", "土2"], ["水1"]], army: { alive: false }, team: { hp: 100 } }), 0, { type: "play", cards: ["金1", "木1", "水1", "火1", "土2"] });
    expect(rest.state.team.hp).toBe(130);
  });
  test("光芒: the army's hand turns face up and it cannot act or draw for its next 2 turns", () => {
    const s = pos({ zone: 1, cell: "D2", hands: [["金1", "金2", "火3", "水4", "木1"], ["水1"], ["木2"]], army: { hand: ["木1", "木2", "金3"] } }, 3);
    let r = finishDraw(act(s, 0, { type: "play", cards: ["金1", "金2", "火3", "水4"] }));
    expect(ev(r.events, "army_reveal")).toBeDefined();
    expect(ev(r.events, "army_no_action")).toBeDefined();
    expect(ev(r.events, "army_draw")).toBeUndefined();
    r = play(r.state, 1, ["水1"]);
    expect(ev(r.events, "army_no_action")).toBeDefined();
    r = play(r.state, 2, ["木2"]);
    expect(ev(r.events, "army_select")).toBeDefined();
  });
  test("剋陣 reduces the army's shield by Σ×3; 五流歸一 counts the army's hand, face-down cards included", () => {
    const s = pos({ zone: 1, cell: "D2", hands: [["金1", "木1", "土2"], ["水1"]], army: { shield: 20, hand: ["火1", "火2", "火3", "火4"] } });
    expect(act(s, 0, { type: "play", cards: ["金1", "木1", "土2"] }).state.army.shield).toBe(8);
    const f = pos({ zone: 1, cell: "D2", hands: [["金2", "木2", "水2", "火2", "土2"], ["水1"]], army: { hand: ["火1", "火2", "火3", "火4"], faceUp: 1 } });
    const r = act(f, 0, { type: "play", cards: ["金2", "木2", "水2", "火2", "土2"], formation: "five_streams" });
    expect(ev(r.events, "player_attack")!.data).toMatchObject({ base: 60 });
    expect(r.state.turnState.drawBonus).toBe(1);
  });
  test("attacks during rest have no target; heals and shields work; 整備 discards 1–5 cards as the action", () => {
    const s = pos({ zone: 1, cell: "D2", hands: [["金4", "金4", "水1", "木1", "木2"], ["水1"]], army: { alive: false }, team: { hp: 150 } });
    const r = act(s, 0, { type: "play", cards: ["金4", "金4"] });
    expect(ev(r.events, "no_target")).toBeDefined();
    const prep = act(s, 0, { type: "prepare", cards: ["水1", "木1", "木2"] });
    expect(prep.state.phase).toBe("draw");
    expect(prep.state.pile.discard.length).toBe(s.pile.discard.length + 3);
    expect(prep.state.players[0].hand).toHaveLength(2);
    expect(() => act(pos({ zone: 1, cell: "D2", hands: [["金1"], ["水1"]] }), 0, { type: "prepare", cards: ["金1"] })).toThrow(expect.objectContaining({ code: "not_resting" }));
  });
});

describe("player passives meet the army's next action (spec §3.7)", () => {
  const setup = (passive: string, cards: string[], armyHand: string[], zone = 1, cell = "B3") =>
    pos({ zone, cell, hands: [[...cards, "金1"], ["水1"]], army: { hand: armyHand } });
  test("防禦 cancels the damage, riders still happen", () => {
    const r = play(setup("defence", ["木1", "木2"], ["土2", "土3", "水1", "木3", "金5"], 3, "L2"), 0, ["木1", "木2"]);
    expect(ev(r.events, "passive_flip")!.data).toMatchObject({ formation: "defence" });
    expect(ev(r.events, "army_attack")!.data).toMatchObject({ counter: "defence" });
    expect(r.state.team.hp).toBe(200);
    expect(r.state.team.cell).toBe("L1");
  });
  test("反震 splits: the army takes ceil(½) under the ★ rule, the team the rest", () => {
    const r = play(pos({ zone: 1, cell: "D2", hands: [["火1", "火2", "金1"], ["水1"]], army: { hand: ["金3", "木2", "水1", "水4", "木5"] } }), 0, ["火1", "火2"]);
    // 風刃術 7+4 = 11, +4 on the forest = 15: each side takes 8.
    expect(r.state.team.hp).toBe(192);
    expect(r.state.army.hp).toBe(92);
  });
  test("封印 cancels an army spell (the cards are still spent); it does nothing to an attack", () => {
    const r = play(setup("seal", ["水1", "水2"], ["金1", "金2", "火1"], 2, "E2"), 0, ["水1", "水2"]);
    expect(ev(r.events, "army_sealed")).toBeDefined();
    expect(r.state.players[1].cannotAct).toBe(0);
    expect(faces(r.state.pile.discard)).toEqual(expect.arrayContaining(["金1", "金2"]));
  });
  test("a passive flips with no effect when the army does not act", () => {
    const r = play(pos({ zone: 1, cell: "B3", hands: [["木1", "木2", "金1"], ["水1"]], army: { cannotAct: 1 } }), 0, ["木1", "木2"]);
    expect(ev(r.events, "passive_flip")!.data).toMatchObject({ voided: true });
  });
  test("上家's shield absorbs the army's attack (physical ×2) and blocks the interaction", () => {
    const s = pos({ zone: 4, cell: "N3", hands: [["火1", "金3"], ["水1"]], shields: [10], army: { hand: ["金2", "金4", "水1"] } });
    const r = play(s, 0, ["火1"]);
    expect(ev(r.events, "army_attack")!.data).toMatchObject({ points: 18, interaction: "none", shieldLoss: 10 });
    expect(r.state.team.hp).toBe(200);
  });
});

describe("army riders (spec §4.7)", () => {
  test("黑暗埋塵: 下家's two highest (earliest first on ties) go on top of the deck and the army draws them", () => {
    const s = pos({ zone: 2, cell: "E2", hands: [["金1", "水1"], ["水3", "木5", "火3", "土5", "金1"]], army: { hand: ["土1", "土2", "水2"] } });
    const r = play(s, 0, ["金1"]);
    expect(ev(r.events, "bury")!.data).toMatchObject({ seat: 1 });
    expect(faces(r.state.players[1].hand)).toEqual(["水3", "火3", "金1"]);
    expect(r.state.army.hand.slice(-2).map((c) => c.faceUp)).toEqual([false, false]);
    expect(faces(r.state.army.hand.slice(-2).map((c) => c.card))).toEqual(["木5", "土5"]);
  });
  test("the 3-player sequence: the army hits 上家 (who just acted) and locks 下家 (who acts next)", () => {
    const s = pos({ zone: 2, cell: "E2", hands: [["金1", "水1"], ["水3"], ["木1"]], army: { hand: ["金1", "金2", "水2"] } }, 3);
    const r = play(s, 0, ["金1"]);
    expect(ev(r.events, "lock")!.data).toMatchObject({ seat: 1 });
    expect(r.state.current).toBe(1);
    const legal = engine.legalActions(r.state, 1);
    expect(legal.some((a) => a.type === "play")).toBe(false);
    expect(legal).toContainEqual({ type: "pass" });
  });
  test("灼傷 ticks at the start of each of the next 3 player turns; a new one replaces it", () => {
    const s = pos({ zone: 3, cell: "J3", hands: [["金1", "金1", "水1"], ["水3", "水2"]], army: { hand: ["火1", "火2", "水5"] } });
    const r = play(s, 0, ["金1", "金1"]);
    expect(evs(r.events, "team_hp").map((e) => (e.data as { delta: number }).delta)).toEqual([-5, -3]);
    expect(r.state.team.scorch).toEqual({ perTick: 3, ticks: 2 });
  });
  test("虛無領域 breaks every shield and the team loses 5 + Σ; simultaneous 0 HP is a team defeat", () => {
    const s = pos({ zone: 4, cell: "N3", hands: [["金1", "水1"], ["水3"]], shields: [0, 30], army: { hand: ["火2", "水2", "木2"] }, team: { hp: 150 } });
    const r = play(s, 0, ["金1"]);
    expect(r.state.players[1].shield).toBe(0);
    expect(r.state.team.hp).toBe(139);
  });
});
