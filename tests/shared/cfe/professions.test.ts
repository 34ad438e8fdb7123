import { abilitiesOf, changeOptions, checkChange, immunities, previewChange, PROFESSIONS, professionOf, type CfeState } from "../../../shared/src/games/cfe";
import { engine, ev, finishDraw, play, reg } from "./helpers";
import { ability, apos, change, codeOf, modules } from "./advanced-helpers";

/**
 * 英雄學派 (§10.3): every profession's requirement, each of its abilities and its formations, with the numbers the
 * rule text gives. Official play (200 HP a side). Seat 0 acts against seat 1 (上家 = 下家 in 1v1).
 */
const OPP = ["金1", "木1", "水1"];
const withProf = (prof: string | null, hand: string[], extra: Record<string, unknown> = {}, opp: string[] = OPP) => apos({ hands: [hand, opp], professions: [prof, null], ...extra });
const drew = (s: CfeState) => (s.pending?.kind === "draw" ? s.pending.cards.length : 0);

describe("轉職 (the action)", () => {
  test("declare, reveal, flip 上家's passive, change, discard — and it is the turn's action", () => {
    const s = apos({ hands: [["金1", "金2", "木3"], OPP], passives: [null, { formation: "seal", cards: ["水2", "水3"] }] });
    const { state, events } = change(s, 0, "warrior", ["金1", "金2"]);
    expect(professionOf(state, 0)?.id).toBe("warrior");
    expect(events.map((e) => e.type).slice(0, 3)).toEqual(["profession_declare", "passive_flip", "profession_change"]);
    expect(state.players[1].passive).toBeNull(); // 封印 flipped, with no effect on a 轉職 (not a spell)
    expect(state.players[0].hand).toHaveLength(1);
    expect(state.piles[0].discard).toHaveLength(4); // the seal's two cards and the two shown
    expect(state.thisTurn.kind).toBe("change");
    expect(state.phase).toBe("draw");
  });
  test("not under Cannot Act, not with the module off, not to the same profession", () => {
    expect(codeOf(() => change(apos({ hands: [["金1", "金2"], OPP], cannotAct: [1, 0] }), 0, "warrior", ["金1", "金2"]))).toBe("cannot_act");
    expect(codeOf(() => change(apos({ hands: [["金1", "金2"], OPP] }, 2, modules("stars")), 0, "warrior", ["金1", "金2"]))).toBe("module_off");
    expect(codeOf(() => change(withProf("warrior", ["金1", "金2"]), 0, "warrior", ["金1", "金2"]))).toBe("same_profession");
    expect(codeOf(() => change(apos({ hands: [["金1", "金2"], OPP] }), 0, "knight", ["金1", "金2"]))).toBe("unknown_profession");
  });
  test("幻化 after a 轉職 has nothing to copy (§8.1)", () => {
    const s = apos({ hands: [["土1", "土2"], OPP], prevTurn: { formation: null, change: true } });
    expect(ev(play(s, 0, ["土1", "土2"]).events, "no_effect")).toBeTruthy();
  });
});

describe("the five schools: requirements and tiers", () => {
  const schools = [
    ["warrior", "war_god", "hero", "金"],
    ["seeker", "expounder", "benevolent", "木"],
    ["mesmer", "spirit_mesmer", "hermit", "水"],
    ["mage", "mage_guide", "sage", "火"],
    ["windwalker", "shadow_walker", "martial_artist", "土"],
  ] as const;
  for (const [t1, t2, t3, el] of schools) {
    test(`${t1} → ${t2} → ${t3}: any number of ${el} cards, Σlv ≥ 3 / 6 / 9, each from the tier before`, () => {
      // Tier 1 from nothing: Σ 3 is enough, Σ 2 is not; every card must be the school's element.
      expect(checkChange(withProf(null, [`${el}1`, `${el}2`]), 0, t1, withProf(null, [`${el}1`, `${el}2`]).players[0].hand).ok).toBe(true);
      const low = withProf(null, [`${el}1`, `${el}1`]);
      expect(checkChange(low, 0, t1, low.players[0].hand)).toMatchObject({ ok: false, code: "profession_cards" });
      const mixed = withProf(null, [`${el}3`, el === "金" ? "木1" : "金1"]);
      expect(checkChange(mixed, 0, t1, mixed.players[0].hand).ok).toBe(false);
      // Tier 2 needs tier 1 and Σ ≥ 6; tier 3 needs tier 2 and Σ ≥ 9.
      const two = withProf(t1, [`${el}2`, `${el}4`]);
      expect(checkChange(two, 0, t2, two.players[0].hand).ok).toBe(true);
      const skip = withProf(null, [`${el}2`, `${el}4`]);
      expect(checkChange(skip, 0, t2, skip.players[0].hand)).toMatchObject({ ok: false, code: "profession_prerequisite" });
      const three = withProf(t2, [`${el}4`, `${el}5`]);
      expect(checkChange(three, 0, t3, three.players[0].hand).ok).toBe(true);
      const short = withProf(t2, [`${el}4`, `${el}4`]);
      expect(checkChange(short, 0, t3, short.players[0].hand).ok).toBe(false);
      // Each tier keeps the lower tiers' abilities.
      const top = withProf(t3, []);
      const ids = abilitiesOf(top, 0).map((a) => a.id);
      for (const p of [t1, t2, t3]) for (const a of PROFESSIONS.find((x) => x.id === p)!.abilities) expect(ids).toContain(a);
    });
  }
  test("any profession can change to another school's first tier (losing its abilities)", () => {
    const s = withProf("war_god", ["火1", "火2"]);
    const r = change(s, 0, "mage", ["火1", "火2"]).state;
    expect(professionOf(r, 0)?.id).toBe("mage");
    expect(abilitiesOf(r, 0).map((a) => a.id)).toEqual(["triple_proficiency"]);
  });
});

describe("戰士系 (金)", () => {
  test("戰士 卸勁: physical damage taken is halved, rounded up; not on the shield", () => {
    // Seat 1 (戰士) is hit by 武器 金3+金4 = 14 → 7.
    const s = apos({ hands: [["金3", "金4"], OPP], professions: [null, "warrior"] });
    expect(play(s, 0, ["金3", "金4"]).state.hp[1]).toBe(193);
    // 金2+金3 = 10 → 5; an elemental strike is not halved.
    expect(play(apos({ hands: [["金2", "金3"], OPP], professions: [null, "warrior"] }), 0, ["金2", "金3"]).state.hp[1]).toBe(195);
    expect(play(apos({ hands: [["火3"], OPP], professions: [null, "warrior"] }), 0, ["火3"]).state.hp[1]).toBe(193);
    // Against a shield the full physical damage (×2) goes to the shield.
    expect(play(apos({ hands: [["金3", "金4"], OPP], professions: [null, "warrior"], shields: [0, 30] }), 0, ["金3", "金4"]).state.players[1].shield).toBe(2);
  });
  test("戰士 proficiencies: 武器 = 金 + any; 防禦 = 木 + any; 反震 = 火 + any; 木 + 火 is the player's choice", () => {
    const w = withProf("warrior", ["金3", "土2"]);
    expect(engine.legalActions(w, 0).filter((a) => a.type === "play" && a.formation === "weapon")).toHaveLength(1);
    expect(play(w, 0, ["金3", "土2"], "weapon").state.hp[1]).toBe(190); // (3+2) × 2
    expect(codeOf(() => play(withProf(null, ["金3", "土2"]), 0, ["金3", "土2"], "weapon"))).toBe("formation_mismatch");
    const d = play(withProf("warrior", ["木2", "土3"]), 0, ["木2", "土3"], "defence").state;
    expect(d.players[0].passive).toMatchObject({ formation: "defence", covered: true });
    const wf = withProf("warrior", ["木2", "火3"]);
    expect(codeOf(() => play(wf, 0, ["木2", "火3"]))).toBe("ambiguous_formation");
    expect(play(wf, 0, ["木2", "火3"], "counter").state.players[0].passive!.formation).toBe("counter");
  });
  test("戰神 武器精研: draw +1 on a turn you perform 武器; 震暴 = 火火水 + any", () => {
    const s = withProf("war_god", ["金1", "金2", "木1"]);
    expect(drew(play(s, 0, ["金1", "金2"]).state)).toBe(4); // hand 1 after: N = min(2+1, 4) = 3, draw 4
    expect(drew(play(withProf("warrior", ["金1", "金2", "木1"]), 0, ["金1", "金2"]).state)).toBe(3);
    const sb = withProf("war_god", ["火1", "火2", "水3", "金4"]);
    expect(play(sb, 0, ["火1", "火2", "水3", "金4"], "shock_burst").state.hp[1]).toBe(200 - 40); // Σ10 × 4
  });
  test("戰神 神兵: 金 + a card of the same level, physical Σ×3 (also for 勇者, not for 戰士)", () => {
    const s = withProf("war_god", ["金4", "木4"]);
    expect(play(s, 0, ["金4", "木4"], "divine_weapon").state.hp[1]).toBe(176);
    expect(play(withProf("hero", ["金4", "木4"]), 0, ["金4", "木4"], "divine_weapon").state.hp[1]).toBe(176);
    expect(codeOf(() => play(withProf("warrior", ["金4", "木4"]), 0, ["金4", "木4"], "divine_weapon"))).toBe("formation_mismatch");
    expect(codeOf(() => play(withProf("war_god", ["金4", "木3"]), 0, ["金4", "木3"], "divine_weapon"))).toBe("formation_mismatch");
  });
  test("勇者 金行抗性: 金 damage is void (no damage, and no 相生 healing either)", () => {
    const s = apos({ hands: [["金5"], OPP], professions: [null, "hero"] });
    expect(play(s, 0, ["金5"]).state.hp[1]).toBe(200);
    // 金 generates 水: after a 水 attack by 上家 a 金 strike would heal — the resistance voids that too.
    const heal = apos({ hands: [["金5"], OPP], professions: [null, "hero"], hp: [200, 150], prevTurn: { formation: "water_strike" } });
    expect(play(heal, 0, ["金5"]).state.hp[1]).toBe(150);
    // Physical 武器 is not 金 damage: 卸勁 halves it.
    expect(play(apos({ hands: [["金5", "金5"], OPP], professions: [null, "hero"] }), 0, ["金5", "金5"]).state.hp[1]).toBe(190);
  });
  test("勇者 戰魄: performing 震暴 makes every other player unable to act or draw for 1 turn (teammates too)", () => {
    const s = apos({ current: 0, hands: [["火1", "火2", "水3", "土4"], ["金1"], ["金2"], ["金3"]], professions: ["hero", null, null, null] }, 4);
    const r = play(s, 0, ["火1", "火2", "水3", "土4"]).state;
    expect(r.players.map((p) => [p.cannotAct, p.cannotDraw])).toEqual([[0, 0], [1, 1], [1, 1], [1, 1]]);
    expect(r.hp[1]).toBe(250 - 40);
  });
  test("勇者 落光斬: 金金火火, physical Σ×6", () => {
    expect(play(withProf("hero", ["金1", "金2", "火3", "火4"]), 0, ["金1", "金2", "火3", "火4"], "falling_light_slash").state.hp[1]).toBe(200 - 60);
  });
});

describe("尋道者系 (木)", () => {
  test("尋道者 尋道術: 棄牌回收 costs half, rounded up", () => {
    const opts = { preset: "official" as const, recycle: true };
    const s = apos({ hands: [["金1"], OPP], professions: ["seeker", null], prevTurn: { formation: "fire_strike", drawDiscard: "火5" } }, 2, opts);
    expect(engine.apply(s, 0, { type: "recycle" }).state.hp[0]).toBe(195); // 10 → 5
    const odd = apos({ hands: [["金1"], OPP], professions: ["seeker", null], prevTurn: { formation: "fire_strike", drawDiscard: "火3" } }, 2, opts);
    expect(engine.apply(odd, 0, { type: "recycle" }).state.hp[0]).toBe(197); // 6 → 3
    const none = apos({ hands: [["金1"], OPP], prevTurn: { formation: "fire_strike", drawDiscard: "火3" } }, 2, opts);
    expect(engine.apply(none, 0, { type: "recycle" }).state.hp[0]).toBe(194);
  });
  test("尋道者 生陣 / 剋陣 with two cards", () => {
    expect(play(withProf("seeker", ["木2", "火3"], { hp: [100, 200] }), 0, ["木2", "火3"], "generating").state.hp[0]).toBe(115); // Σ5 × 3
    expect(play(withProf("seeker", ["金2", "木3"], { shields: [0, 40] }), 0, ["金2", "木3"], "overcoming").state.players[1].shield).toBe(25);
    expect(codeOf(() => play(withProf("seeker", ["金2", "火3"]), 0, ["金2", "火3"], "generating"))).toBe("formation_mismatch");
  });
  test("述道者 歸元 = 水水土 + any; 五行輪迴 with four different elements", () => {
    expect(play(withProf("expounder", ["水1", "水2", "土3", "金4"], { hp: [100, 200] }), 0, ["水1", "水2", "土3", "金4"], "return_origin").state.hp[0]).toBe(140);
    expect(play(withProf("expounder", ["金1", "木2", "水3", "火4"], { hp: [60, 180] }), 0, ["金1", "木2", "水3", "火4"], "cycle").state.hp).toEqual([180, 60]);
  });
  test("述道者 道禦: 木 + same level, special Σ×3, then a public 防禦 against 下家's next attack", () => {
    const s = withProf("expounder", ["木3", "火3"]);
    const r = finishDraw(play(s, 0, ["木3", "火3"], "dao_defence").state);
    expect(r.hp[1]).toBe(182);
    expect(r.players[0].passive).toEqual({ formation: "dao_defence", cards: [], covered: false, sealed: false });
    // Seat 1's next attack does no damage; the counter is then used up.
    const hit = play(r, 1, ["金1"]).state;
    expect(hit.hp[0]).toBe(200);
    expect(hit.players[0].passive).toBeNull();
  });
  test("仁者 木行抗性 and 道源 (spells ignore 封印 and 幻印)", () => {
    expect(play(apos({ hands: [["木5"], OPP], professions: [null, "benevolent"] }), 0, ["木5"]).state.hp[1]).toBe(200);
    const sealed = apos({ hands: [["水1", "水2", "土3", "木4"], OPP], professions: ["benevolent", null], hp: [100, 200], passives: [null, { formation: "seal", cards: ["水3", "水4"] }] });
    expect(play(sealed, 0, ["水1", "水2", "土3", "木4"]).state.hp[0]).toBe(140);
    const plain = apos({ hands: [["水1", "水2", "土3", "木4"], OPP], hp: [100, 200], passives: [null, { formation: "seal", cards: ["水3", "水4"] }] });
    expect(play(plain, 0, ["水1", "水2", "土3", "木4"]).state.hp[0]).toBe(100);
  });
  test("仁者 轉生術: a 木 card + three cards in a generating chain with Σlv ≥ 10 heals the standalone 木's level × 25", () => {
    const s = withProf("benevolent", ["木4", "火3", "土3", "金4"], { hp: [50, 200] }); // 火土金 Σ10, standalone 木4
    expect(play(s, 0, ["木4", "火3", "土3", "金4"], "reincarnation").state.hp[0]).toBe(150);
    const weak = withProf("benevolent", ["木4", "火3", "土3", "金3"]);
    expect(codeOf(() => play(weak, 0, ["木4", "火3", "土3", "金3"], "reincarnation"))).toBe("formation_mismatch");
    // Two 木: either could stand apart (木5 + 水木火, or 木2 + … no chain) — the better reading counts: 木5 → 125.
    const two = withProf("benevolent", ["木5", "水4", "木2", "火4"], { hp: [10, 200] });
    expect(play(two, 0, ["木5", "水4", "木2", "火4"], "reincarnation").state.hp[0]).toBe(135);
  });
});

describe("幻術師系 (水)", () => {
  test("幻術師 幻術: discard two cards for a virtual card of any element and level, used in that element's strike this turn", () => {
    const s = withProf("mesmer", ["金1", "木1", "土5"]);
    const r = ability(s, 0, "illusion", ["金1", "木1"], { element: "fire", level: 5 }).state;
    expect(r.advanced!.virtual).toMatchObject({ seat: 0, scope: "strike" });
    expect(r.players[0].hand).toHaveLength(1);
    const v = r.advanced!.virtual!.card;
    // Only the 火 strike with it is legal now.
    expect(engine.legalActions(r, 0)).toEqual([{ type: "play", cards: [v], formation: "fire_strike" }]);
    expect(codeOf(() => engine.apply(r, 0, { type: "play", cards: [r.players[0].hand[0]] }))).toBe("virtual_unused");
    expect(codeOf(() => engine.apply(r, 0, { type: "play", cards: [v, r.players[0].hand[0]] }))).toBe("virtual_scope"); // 火5 + 土5 would be 空城
    const hit = engine.apply(r, 0, { type: "play", cards: [v] }).state;
    expect(hit.hp[1]).toBe(191); // 5 + 4
    expect(hit.advanced!.virtual).toBeNull();
    expect(hit.piles[0].discard).toHaveLength(2); // the two discarded cards; the virtual card is no card
    // One activation per turn.
    expect(codeOf(() => ability(r, 0, "illusion", ["土5"], { element: "fire", level: 5 }))).toBe("ability_used");
  });
  test("activations: not under Cannot Act, not without the ability", () => {
    expect(codeOf(() => ability(withProf("mesmer", ["金1", "木1"], { cannotAct: [1, 0] }), 0, "illusion", ["金1", "木1"], { element: "fire", level: 5 }))).toBe("cannot_act");
    expect(codeOf(() => ability(withProf("mage", ["金1", "木1"]), 0, "illusion", ["金1", "木1"], { element: "fire", level: 5 }))).toBe("ability_not_held");
  });
  test("幻術師 封印 = 水 + any", () => {
    expect(play(withProf("mesmer", ["水1", "金4"]), 0, ["水1", "金4"], "seal").state.players[0].passive!.formation).toBe("seal");
  });
  test("幻靈使 幻術精研: draw +1 when 幻術 makes a card of level ≤ 3", () => {
    const lo = ability(withProf("spirit_mesmer", ["金1", "木1", "土5"]), 0, "illusion", ["金1", "木1"], { element: "fire", level: 3 }).state;
    expect(lo.drawBonus).toBe(1);
    const hi = ability(withProf("spirit_mesmer", ["金1", "木1", "土5"]), 0, "illusion", ["金1", "木1"], { element: "fire", level: 4 }).state;
    expect(hi.drawBonus).toBe(0);
  });
  test("幻靈使 氣壁 = 木木金 + any; 幻印: 水 + same level, special Σ×3, then a public seal on 下家's next active spell", () => {
    expect(play(withProf("spirit_mesmer", ["木1", "木2", "金3", "土4"]), 0, ["木1", "木2", "金3", "土4"], "barrier").state.players[0].shield).toBe(40);
    const r = finishDraw(play(withProf("spirit_mesmer", ["水2", "金2"], {}, ["水1", "水2", "土3", "木4"]), 0, ["水2", "金2"], "phantom_seal").state);
    expect(r.hp[1]).toBe(188);
    const spent = play({ ...r, hp: [200, 100] }, 1, ["水1", "水2", "土3", "木4"]).state;
    expect(spent.hp[1]).toBe(100); // 歸元 cancelled
  });
  test("幻印 does not seal a covered passive (封印 does)", () => {
    const r = finishDraw(play(withProf("spirit_mesmer", ["水2", "金2"], {}, ["木1", "木2", "金3"]), 0, ["水2", "金2"], "phantom_seal").state);
    expect(play(r, 1, ["木1", "木2"]).state.players[1].passive).toMatchObject({ formation: "defence", sealed: false });
  });
  test("隱者 水行抗性; 幻朧's card joins any basic formation; 紫光防罩: 水水 + any three, shield Σ×5", () => {
    expect(play(apos({ hands: [["水5"], OPP], professions: [null, "hermit"] }), 0, ["水5"]).state.hp[1]).toBe(200);
    const r = ability(withProf("hermit", ["金1", "木1", "金4", "金5"]), 0, "phantasm", ["金1", "木1"], { element: "metal", level: 5 }).state;
    const v = r.advanced!.virtual!.card;
    const triple = engine.apply(r, 0, { type: "play", cards: [v, ...r.players[0].hand], formation: "metal_triple" }).state;
    expect(triple.hp[1]).toBe(200 - 42); // (5+4+5) × 3
    const shield = withProf("hermit", ["水1", "水2", "金1", "木1", "土1"]);
    expect(play(shield, 0, ["水1", "水2", "金1", "木1", "土1"], "purple_shield").state.players[0].shield).toBe(30);
  });
});

describe("法師系 (火)", () => {
  test("法師: two of an element + one other make its 3-card strike, −6 points", () => {
    expect(play(withProf("mage", ["火3", "火4", "金2"]), 0, ["火3", "火4", "金2"], "fire_triple").state.hp[1]).toBe(200 - 21); // 27 − 6
    expect(play(withProf("mage", ["金3", "金4", "木2"]), 0, ["金3", "金4", "木2"], "metal_triple").state.hp[1]).toBe(200 - 21);
    // Three of the element: the printed formation, no −6.
    expect(play(withProf("mage", ["火3", "火4", "火2"]), 0, ["火3", "火4", "火2"]).state.hp[1]).toBe(173);
  });
  test("法導 光芒 = 金金火 + any; 五流歸一 with four of one level, −15", () => {
    const r = play(withProf("mage_guide", ["金1", "金2", "火3", "土4"]), 0, ["金1", "金2", "火3", "土4"], "radiance").state;
    expect(r.players[1]).toMatchObject({ cannotAct: 2, cannotDraw: 2 });
    const five = withProf("mage_guide", ["金2", "木2", "水2", "火2"], {}, ["金1", "金2", "金3", "金4", "金5"]);
    expect(play(five, 0, ["金2", "木2", "水2", "火2"], "five_streams").state.hp[1]).toBe(200 - 60); // 5 × 15 − 15
  });
  test("法導 法震: 火 + same level, special Σ×3, then a public 反震 against 下家's next attack", () => {
    const r = finishDraw(play(withProf("mage_guide", ["火3", "土3"]), 0, ["火3", "土3"], "magic_shock").state);
    expect(r.hp[1]).toBe(182);
    const hit = play(r, 1, ["金1"]).state; // 5 → 3 and 3
    expect(hit.hp).toEqual([197, 179]);
  });
  test("智者 火行抗性; 魔法反光閃: 火火 + two non-火, (火 × 火) × 5, and no draw this turn", () => {
    expect(play(apos({ hands: [["火5"], OPP], professions: [null, "sage"] }), 0, ["火5"]).state.hp[1]).toBe(200);
    const r = play(withProf("sage", ["火3", "火4", "金1", "木1", "土2"]), 0, ["火3", "火4", "金1", "木1"], "reflection_flash").state;
    expect(r.hp[1]).toBe(200 - 60);
    expect(r.phase).toBe("action"); // no draw: the turn passed to seat 1
    expect(r.current).toBe(1);
    expect(r.players[0].hand).toHaveLength(1);
  });
});

describe("風行者系 (土)", () => {
  test("風行者 風行術: an attack of ≤ 15 points ignores counter effects; 幻化 = 土 + any", () => {
    const def = { passives: [null, { formation: "defence", cards: ["木1", "木2"] }] };
    expect(play(withProf("windwalker", ["火5"], def), 0, ["火5"]).state.hp[1]).toBe(191);
    expect(play(withProf(null, ["火5"], def), 0, ["火5"]).state.hp[1]).toBe(200);
    // 16 points is too many: 武器 金3+金5.
    expect(play(withProf("windwalker", ["金3", "金5"], def), 0, ["金3", "金5"]).state.hp[1]).toBe(200);
    const m = withProf("windwalker", ["土3", "金2"], { prevTurn: { formation: "weapon" } });
    expect(play(m, 0, ["土3", "金2"], "mimic").state.hp[1]).toBe(200 - 10); // copies 武器: (3+2) × 2
  });
  test("影行者 影切: discard a card; 上家's side loses its level × 2. 混沌 = 土土木 + any", () => {
    const r = ability(withProf("shadow_walker", ["金4", "木1"]), 0, "shadow_cut", ["金4"]).state;
    expect(r.hp[1]).toBe(192);
    expect(r.phase).toBe("action");
    expect(play(withProf("shadow_walker", ["土1", "土2", "木3", "水4"]), 0, ["土1", "土2", "木3", "水4"], "chaos").state.phase).toBe("chaos");
  });
  test("影行者 影襲: 土 + same level, active spell, 上家's side loses Σ×3 (not an attack: no shield)", () => {
    const r = play(withProf("shadow_walker", ["土4", "水4"], { shields: [0, 50] }), 0, ["土4", "水4"], "shadow_raid").state;
    expect(r.hp[1]).toBe(176);
    expect(r.players[1].shield).toBe(50);
  });
  test("武者 土行抗性, 影遁 (光芒 / 混沌 and 幻化 copies do nothing), 刃影瞬殺 (Σ土 ≥ 10 halves 上家's HP, rounded down)", () => {
    expect(play(apos({ hands: [["土5"], OPP], professions: [null, "martial_artist"] }), 0, ["土5"]).state.hp[1]).toBe(200);
    const rad = play(apos({ hands: [["金1", "金2", "火3", "水4"], OPP], professions: [null, "martial_artist"] }), 0, ["金1", "金2", "火3", "水4"]);
    expect(rad.state.players[1]).toMatchObject({ cannotAct: 0, cannotDraw: 0, revealedTo: null });
    expect(ev(rad.events, "immune")).toBeTruthy();
    const copy = play(apos({ hands: [["土1", "土2"], OPP], professions: [null, "martial_artist"], prevTurn: { formation: "radiance" } }), 0, ["土1", "土2"]);
    expect(copy.state.players[1].cannotAct).toBe(0);
    expect(immunities(copy.state, 1)).toEqual({ resists: ["earth"], halvesPhysical: false, immuneTo: ["radiance", "chaos"] });
    const cut = play(withProf("martial_artist", ["土5", "土5"], { hp: [200, 155] }), 0, ["土5", "土5"], "shadow_blade").state;
    expect(cut.hp[1]).toBe(77);
    expect(codeOf(() => play(withProf("martial_artist", ["土5", "土4"]), 0, ["土5", "土4"], "shadow_blade"))).toBe("formation_mismatch");
  });
});

describe("unaffiliated professions", () => {
  test("初行客: one level-1 card, only with no profession", () => {
    expect(change(withProf(null, ["木1"]), 0, "wanderer", ["木1"]).state.advanced!.profession[0]).toBe("wanderer");
    expect(codeOf(() => change(withProf("mage", ["木1"]), 0, "wanderer", ["木1"]))).toBe("profession_prerequisite");
    expect(codeOf(() => change(withProf(null, ["木2"]), 0, "wanderer", ["木2"]))).toBe("profession_cards");
  });
  test("初行客 抉擇: any first tier with one level-1 card; 突破: a second tier with a level-1 card plus its usual cards", () => {
    const r = change(withProf("wanderer", ["火1"]), 0, "windwalker", ["火1"]);
    expect(professionOf(r.state, 0)?.id).toBe("windwalker");
    expect(ev(r.events, "profession_change")!.data).toMatchObject({ route: "choice" });
    const b = change(withProf("wanderer", ["木1", "金2", "金4"]), 0, "war_god", ["木1", "金2", "金4"]);
    expect(ev(b.events, "profession_change")!.data).toMatchObject({ route: "breakthrough", profession: "war_god" });
    expect(codeOf(() => change(withProf("wanderer", ["木1", "金2", "金3"]), 0, "war_god", ["木1", "金2", "金3"]))).toBe("profession_cards");
    expect(codeOf(() => change(withProf("wanderer", ["木1", "金5", "金5"]), 0, "hero", ["木1", "金5", "金5"]))).toBe("profession_prerequisite");
  });
  test("仙者: from any second tier with three level-5 cards; keeps nothing of the old profession", () => {
    const r = change(withProf("shadow_walker", ["金5", "木5", "水5"]), 0, "immortal", ["金5", "木5", "水5"]).state;
    expect(abilitiesOf(r, 0).map((a) => a.id)).toEqual(["immortal_art", "meditation"]);
    expect(codeOf(() => change(withProf("windwalker", ["金5", "木5", "水5"]), 0, "immortal", ["金5", "木5", "水5"]))).toBe("profession_prerequisite");
    expect(codeOf(() => change(withProf("martial_artist", ["金5", "木5", "水5"]), 0, "immortal", ["金5", "木5", "水5"]))).toBe("profession_prerequisite");
  });
  test("仙者 仙術: draw +1 with 光芒 / 氣壁 / 歸元 / 震暴 / 混沌; 冥思: discard a level ≥ 4 card, draw +1", () => {
    const r = play(withProf("immortal", ["木1", "木2", "金3", "火4", "土5"]), 0, ["木1", "木2", "金3", "火4"]).state;
    expect(drew(r)).toBe(4); // hand 1: N = min(3, 4) = 3
    const m = ability(withProf("immortal", ["金4", "木1", "火1"]), 0, "meditation", ["金4"]).state;
    expect(m.drawBonus).toBe(1);
    expect(codeOf(() => ability(withProf("immortal", ["金3", "木1"]), 0, "meditation", ["金3"]))).toBe("ability_cards");
  });
  test("仙者 凝華斷空箭: three of one level, special 20, draw +2; 天弓嘯: 555, special 60", () => {
    const a = play(withProf("immortal", ["金2", "木2", "水2"]), 0, ["金2", "木2", "水2"], "void_arrow").state;
    expect(a.hp[1]).toBe(180);
    expect(drew(a)).toBe(5); // empty hand: N = min(4, 5) = 4
    expect(play(withProf("immortal", ["金5", "木5", "水5"]), 0, ["金5", "木5", "水5"], "sky_bow").state.hp[1]).toBe(140);
  });
  test("聖者: from any second tier with three level-4 cards; 聖術: a level ≥ 4 card counts as two in a basic 4-card formation", () => {
    expect(professionOf(change(withProf("mage_guide", ["金4", "木4", "水4"]), 0, "saint", ["金4", "木4", "水4"]).state, 0)?.id).toBe("saint");
    // 金5 counted twice + 火 + 水 = 光芒; level sums count it once (歸元 水4 ×2 + 土1 + 木2: Σ7 × 4 = 28).
    const r = play(withProf("saint", ["金5", "火1", "水2"]), 0, ["金5", "火1", "水2"], "radiance").state;
    expect(r.players[1].cannotAct).toBe(2);
    expect(play(withProf("saint", ["水4", "土1", "木2"], { hp: [100, 200] }), 0, ["水4", "土1", "木2"], "return_origin").state.hp[0]).toBe(128);
    expect(codeOf(() => play(withProf("saint", ["水3", "土1", "木2"]), 0, ["水3", "土1", "木2"], "return_origin"))).toBe("formation_mismatch");
  });
  test("聖者 啟示: discard a level ≥ 4 card, draw three and keep one (the rest discarded)", () => {
    const s = withProf("saint", ["金4", "木1"], { deckTop: ["火1", "火2", "火3"] });
    const r = ability(s, 0, "revelation", ["金4"]).state;
    expect(r.phase).toBe("revelation");
    expect(engine.legalActions(r, 0).map((a) => a.type)).toEqual(["revelation_pick", "revelation_pick", "revelation_pick"]);
    const pick = (r.pending as { cards: number[] }).cards[2];
    const k = engine.apply(r, 0, { type: "revelation_pick", card: pick }).state;
    expect(k.phase).toBe("action");
    expect(k.players[0].hand).toHaveLength(2);
    expect(k.players[0].hand).toContain(pick);
    expect(k.piles[0].discard).toHaveLength(3); // 金4 and the two not kept
  });
  test("聖者 聖光破: one even-level card, special 10, then 下家's next covered passive is revealed", () => {
    const r = finishDraw(play(withProf("saint", ["金4"], {}, ["木1", "木2", "土3"]), 0, ["金4"], "holy_light").state);
    expect(r.hp[1]).toBe(190);
    const c = play(r, 1, ["木1", "木2"]).state;
    expect(c.players[1].passive).toMatchObject({ formation: "defence", revealed: true });
    expect((engine.view(c, 0) as CfeState).players[1].passive!.formation).toBe("defence");
    expect(codeOf(() => play(withProf("saint", ["金3"]), 0, ["金3"], "holy_light"))).toBe("formation_mismatch");
  });
  test("聖者 聖風: 444, 下家's side loses 20 and the caster takes one of their highest-level cards", () => {
    const r = play(withProf("saint", ["金4", "木4", "水4"], {}, ["火1", "火5", "土2"]), 0, ["金4", "木4", "水4"], "holy_wind").state;
    expect(r.hp[1]).toBe(180);
    expect(r.players[1].hand).toHaveLength(2);
    expect(r.players[1].hand.map((c) => Math.floor(c / 10) % 10).sort()).toEqual([1, 2]); // the 火5 was taken
  });
});

describe("虛空返璞術", () => {
  test("three of a level: own side −20 and every profession broken; level 1–2 spares legendary ones", () => {
    const hi = apos({ hands: [["金3", "木3", "水3"], OPP], professions: ["mage", "hero"] });
    const r = play(hi, 0, ["金3", "木3", "水3"], "void_reversion").state;
    expect(r.hp).toEqual([180, 200]);
    expect(r.advanced!.profession).toEqual([null, null]);
    const lo = apos({ hands: [["金2", "木2", "水2"], OPP], professions: ["mage", "hero"] });
    expect(play(lo, 0, ["金2", "木2", "水2"], "void_reversion").state.advanced!.profession).toEqual([null, "hero"]);
  });
  test("sealed by 封印 like any active spell", () => {
    const s = apos({ hands: [["金3", "木3", "水3"], OPP], professions: ["mage", "hero"], passives: [null, { formation: "seal", cards: ["水1", "水2"] }] });
    expect(play(s, 0, ["金3", "木3", "水3"], "void_reversion").state.advanced!.profession).toEqual(["mage", "hero"]);
  });
});

describe("the API for other modes", () => {
  test("changeOptions lists exactly the 轉職 actions; previewChange says what a change needs and gives", () => {
    const s = withProf("warrior", ["金2", "金4", "木1"]);
    const changes = engine.legalActions(s, 0).filter((a) => a.type === "change");
    expect(changes.length).toBe(changeOptions(s, 0).length);
    expect(changes).toContainEqual({ type: "change", profession: "war_god", cards: [s.players[0].hand[0], s.players[0].hand[1]] });
    const p = previewChange(s, 0, "war_god");
    expect(p).toMatchObject({ ok: true, gains: ["weapon_mastery", "shock_burst_proficiency"], loses: [], formations: ["divine_weapon"] });
    expect(p.needs.zh).toContain("戰士");
    const no = previewChange(withProf(null, ["木1"]), 0, "hero");
    expect(no.ok).toBe(false);
    expect(no.reason?.en).toMatch(/cannot change/);
  });
  test("every profession is reachable by some route from no profession", () => {
    const seen = new Set<string>([null as unknown as string]);
    let frontier: (string | null)[] = [null];
    while (frontier.length) {
      const next: (string | null)[] = [];
      for (const cur of frontier) for (const p of PROFESSIONS) {
        const hand = p.requirement.kind === "levels" ? Array(p.requirement.count).fill(`${["金", "木", "水"][0]}${p.requirement.level}`) : [`${{ metal: "金", wood: "木", water: "水", fire: "火", earth: "土" }[p.requirement.element]}5`, `${{ metal: "金", wood: "木", water: "水", fire: "火", earth: "土" }[p.requirement.element]}4`];
        const s = withProf(cur, hand);
        if (!seen.has(p.id) && checkChange(s, 0, p.id, s.players[0].hand).ok) { seen.add(p.id); next.push(p.id); }
      }
      frontier = next;
    }
    expect(seen.size - 1).toBe(18);
    expect(reg.all()).toHaveLength(25); // the engine's own registry stays the basic table
  });
});
