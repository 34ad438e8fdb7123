import { act, engine, ev, evs, faces, finishDraw, play, pos } from "./helpers";

/** 英雄學派 in the co-op mode (spec §11.5, §11.6, §13 v1), through the base game's professions API. */
describe("轉職", () => {
  test("an action like any other: during rest, and while the opponent lives", () => {
    const rest = pos({ zone: 1, cell: "D2", hands: [["土1", "土2", "水3"], ["水1"]], army: { alive: false } });
    const r = act(rest, 0, { type: "change", profession: "windwalker", cards: ["土1", "土2"] });
    expect(r.state.advanced.profession[0]).toBe("windwalker");
    expect(ev(r.events, "profession_change")!.data).toMatchObject({ profession: "windwalker", route: "requirement" });
    expect(r.state.phase).toBe("draw");
    expect(faces(r.state.pile.discard.slice(-2))).toEqual(["土1", "土2"]);
    const fight = pos({ zone: 1, cell: "D2", hands: [["金1", "金2", "水3"], ["水1"]] });
    expect(act(fight, 0, { type: "change", profession: "warrior", cards: ["金1", "金2"] }).state.advanced.profession[0]).toBe("warrior");
    expect(() => act(fight, 0, { type: "change", profession: "war_god", cards: ["金1", "金2"] })).toThrow(expect.objectContaining({ code: "profession_prerequisite" }));
    expect(engine.legalActions(fight, 0)).toContainEqual({ type: "change", profession: "warrior", cards: fight.players[0].hand.slice(0, 2) });
  });
  test("without the module there are no professions", () => {
    const s = pos({ zone: 1, cell: "D2", hands: [["金1", "金2"], ["水1"]] }, 2, { modules: { professions: false } });
    expect(() => act(s, 0, { type: "change", profession: "warrior", cards: ["金1", "金2"] })).toThrow(expect.objectContaining({ code: "module_off" }));
    expect(engine.legalActions(s, 0).some((a) => a.type === "change")).toBe(false);
  });
  test("a proficiency: the 戰士's 金 + any card makes 武器 against the army", () => {
    const s = pos({ zone: 1, cell: "B3", hands: [["金2", "水3", "木1"], ["水1"]], professions: ["warrior"] });
    const r = act(s, 0, { type: "play", cards: ["金2", "水3"], formation: "weapon" });
    expect(ev(r.events, "player_attack")!.data).toMatchObject({ base: 10, kind: "physical" });
  });
});

describe("the army meets professions", () => {
  const kingHits = (hand: string[], prof: string, upperHand = ["金1", "金1", "水1"]) =>
    play(pos({ zone: 4, cell: "N3", hands: [upperHand, ["土5", "水3", "土4", "木1"]], army: { hand }, professions: [prof, null] }), 0, ["金1", "金1"], "weapon");
  test("卸勁 halves the army's physical damage to the 戰士 (魔斬 金2 金4: 6×2+6 = 18 → 9)", () => {
    const r = kingHits(["金2", "金4", "水1"], "warrior");
    expect(ev(r.events, "army_attack")!.data).toMatchObject({ points: 18, halved: true });
    expect(r.state.team.hp).toBe(191);
  });
  test("金行抗性 voids a 金 attack on the 勇者", () => {
    const r = kingHits(["金3", "火1", "土2"], "hero");
    expect(ev(r.events, "army_attack")!.data).toMatchObject({ element: "metal", resisted: true });
    expect(r.state.team.hp).toBe(200);
  });
  test("seed §9-5: 黑暗鎖鍊 does nothing to a 武者 下家; the cards are spent", () => {
    const s = pos({ zone: 2, cell: "E2", hands: [["金1", "水1"], ["水3"]], army: { hand: ["金1", "金2", "水2"] }, professions: [null, "martial_artist"] });
    const r = play(s, 0, ["金1"]);
    expect(ev(r.events, "exempt")!.data).toMatchObject({ seat: 1, move: "dark_chains" });
    expect(r.state.players[1].cannotAct).toBe(0);
    expect(faces(r.state.pile.discard)).toEqual(expect.arrayContaining(["金1", "金2"]));
  });
  test("seed §9-5: 魔雷閃's damage still lands on 上家, but its lock skips a 武者 下家", () => {
    const r = play(pos({ zone: 4, cell: "N3", hands: [["金1", "金1", "水1"], ["水3"]], army: { hand: ["木1", "火2", "木1", "土3", "木1"] }, professions: [null, "martial_artist"] }), 0, ["金1", "金1"]);
    expect(r.state.team.hp).toBe(190);
    expect(r.state.players[1].cannotAct).toBe(0);
    // …and with a 武者 as 上家, the damage is not prevented either (only the effects are ignored).
    const up = play(pos({ zone: 4, cell: "N3", hands: [["金1", "金1", "水1"], ["水3"]], army: { hand: ["木1", "火2", "木1", "土3", "木1"] }, professions: ["martial_artist", null] }), 0, ["金1", "金1"]);
    expect(up.state.team.hp).toBe(190);
    expect(up.state.players[1].cannotAct).toBe(1);
  });
  test("道禦's open counter cancels the army's next attack damage", () => {
    const s = pos({ zone: 1, cell: "B3", hands: [["木3", "火3", "金1"], ["水1"]], professions: ["expounder"], army: { hand: ["金3", "木2", "水1", "水4", "木5"] } });
    const r = play(s, 0, ["木3", "火3"], "dao_defence");
    expect(ev(r.events, "public_passive")).toBeDefined();
    expect(ev(r.events, "passive_flip")!.data).toMatchObject({ formation: "dao_defence", covered: false });
    expect(ev(r.events, "army_attack")!.data).toMatchObject({ counter: "defence" });
    expect(r.state.team.hp).toBe(200);
  });
});

describe("profession formations against the army (spec §11.11)", () => {
  test("刃影瞬殺 halves the army's HP (rounded down) under the ★ rule", () => {
    const on = act(pos({ zone: 1, cell: "D2", hands: [["土5", "土5", "金1"], ["水1"]], professions: ["martial_artist"], army: { hp: 91 } }), 0, { type: "play", cards: ["土5", "土5"], formation: "shadow_blade" });
    expect(on.state.army.hp).toBe(45);
    const off = act(pos({ zone: 1, cell: "C2", hands: [["土5", "土5", "金1"], ["水1"]], professions: ["martial_artist"], army: { hp: 91 } }), 0, { type: "play", cards: ["土5", "土5"], formation: "shadow_blade" });
    expect(off.state.army.hp).toBe(50);
  });
  test("影襲: the army loses Σ×3; 聖風: the army loses 20 and the caster takes its highest card", () => {
    const raid = act(pos({ zone: 1, cell: "D2", hands: [["土3", "金3", "水1"], ["水1"]], professions: ["shadow_walker"] }), 0, { type: "play", cards: ["土3", "金3"], formation: "shadow_raid" });
    expect(raid.state.army.hp).toBe(82);
    const wind = act(pos({ zone: 1, cell: "D2", hands: [["金4", "木4", "水4"], ["水1"]], professions: ["saint"], army: { hand: ["火2", "土5", "金5", "水1"] } }), 0, { type: "play", cards: ["金4", "木4", "水4"], formation: "holy_wind" });
    expect(wind.state.army.hp).toBe(80);
    expect(faces(wind.state.players[0].hand)).toEqual(["土5"]);
    expect(wind.state.army.hand.every((c) => c.faceUp)).toBe(true);
  });
});

describe("戰魄 becomes an extra turn (seed §9-6, §9-7; spec §11.6)", () => {
  test("4 players, P2 casts 戰魄: P2 → D (empty) → P2 extra → D → P3 → D → P4 → D (all empty) → P1 → D acts", () => {
    const s = pos({ zone: 1, cell: "D2", current: 1, hands: [["水1", "水2"], ["火1", "火2", "水3", "土4", "金1"], ["木1", "木2"], ["金3", "金4"]], professions: [null, "hero", null, null] }, 4);
    let r = act(s, 1, { type: "play", cards: ["火1", "火2", "水3", "土4"], formation: "shock_burst" });
    expect(ev(r.events, "extra_turn")!.data).toMatchObject({ seat: 1, armyTurns: 4 });
    expect(r.state.army.cannotAct).toBe(4);
    expect(r.state.players.every((p) => p.cannotAct === 0)).toBe(true); // teammates are not affected
    r = finishDraw(r);
    expect(r.state.current).toBe(1);
    expect(r.state.turnState.extra).toBe(true);
    expect(ev(r.events, "army_no_action")).toBeDefined();
    const seq: string[] = [];
    let st = r.state;
    for (let i = 0; i < 4; i++) {
      const seat = st.current;
      const out = play(st, seat, [faces(st.players[seat].hand)[0]]);
      seq.push(`P${seat + 1}:${ev(out.events, "army_no_action") ? "empty" : "acts"}`);
      st = out.state;
    }
    expect(seq).toEqual(["P2:empty", "P3:empty", "P4:empty", "P1:acts"]);
    expect(evs(r.events, "time").length).toBe(1); // the extra turn paid its T1
  });
});

describe("幻術: a virtual card for this turn's strike", () => {
  test("discard two cards, make 火5, strike with it; it must be used and is never discarded", () => {
    const s = pos({ zone: 1, cell: "D2", hands: [["水1", "水2", "金3"], ["水1"]], professions: ["mesmer"] });
    const r = act(s, 0, { type: "ability", ability: "illusion", cards: ["水1", "水2"], element: "fire", level: 5 });
    expect(r.state.advanced.virtual).toMatchObject({ seat: 0 });
    const v = r.state.advanced.virtual!.card;
    expect(() => act(r.state, 0, { type: "play", cards: ["金3"] })).toThrow(expect.objectContaining({ code: "virtual_unused" }));
    const hit = engine.apply(r.state, 0, { type: "play", cards: [v] });
    expect(ev(hit.events, "player_attack")!.data).toMatchObject({ base: 9, element: "fire" });
    expect(hit.state.pile.discard).not.toContain(v);
    expect(engine.invariants(hit.state)).toEqual([]);
  });
});
