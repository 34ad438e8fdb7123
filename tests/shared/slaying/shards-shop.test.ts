import { scoreOf, type SlayingState } from "../../../shared/src/games/slaying";
import { act, ev, faces, play, pos } from "./helpers";

/** Shards (seed §8, spec §8) and the shop (spec §9). */
const withDeck = (top: string[], extra: Parameters<typeof pos>[0] = {}) => pos({ zone: 2, cell: "G3", hands: [["金1", "木1", "水1"], ["火1"]], deckTop: top, ...extra });

describe("digging (seed §8-2, §8-3)", () => {
  test("a level-5 card becomes that element's shard: +20 max HP, +20 HP, +5 points; the rest is discarded", () => {
    const s = withDeck(["水5", "木1", "火2"], { team: { hp: 150, points: 0 } });
    const r = act(s, 0, { type: "dig" });
    expect(ev(r.events, "shard_found")!.data).toMatchObject({ element: "water", site: "G3" });
    expect(r.state.team).toMatchObject({ maxHp: 220, hp: 170, points: 5 });
    expect(faces(r.state.pile.discard.slice(-2))).toEqual(["木1", "火2"]);
    expect(() => act(r.state, 0, { type: "dig" })).toThrow(expect.objectContaining({ code: "already_dug" }));
  });
  test("nothing found: the site stays diggable; one dig per turn; only in zone 2 on ruins", () => {
    const r = act(withDeck(["水4", "木1", "火2"]), 0, { type: "dig" });
    expect(ev(r.events, "dig_nothing")).toBeDefined();
    expect(r.state.team.shards).toEqual([]);
    expect(() => act(r.state, 0, { type: "dig" })).toThrow(expect.objectContaining({ code: "already_dug" }));
    expect(() => act(pos({ zone: 2, cell: "F3", hands: [["金1"]] }), 0, { type: "dig" })).toThrow(expect.objectContaining({ code: "not_a_dig_site" }));
  });
  test("two qualifying elements: the digger picks; an element already found does not qualify", () => {
    const s = withDeck(["水5", "火5", "金5"], { team: { shards: [{ card: "金5", site: "E1" }] } });
    let r = act(s, 0, { type: "dig" });
    expect(r.state.phase).toBe("dig");
    expect(() => act(r.state, 0, { type: "dig_pick", card: "金5" })).toThrow(expect.objectContaining({ code: "not_a_shard_card" }));
    r = act(r.state, 0, { type: "dig_pick", card: "火5" });
    expect(r.state.team.shards.map((x) => x.element)).toEqual(["metal", "fire"]);
    expect(r.state.phase).toBe("turn");
    expect(() => act(r.state, 0, { type: "move", cell: "H3" })).toThrow(expect.objectContaining({ code: "step_passed" }));
  });
  test("a dug site gives nothing more", () => {
    const s = pos({ zone: 2, cell: "G3", hands: [["金1"]], team: { shards: [{ card: "金5", site: "G3" }] } });
    expect(() => act(s, 0, { type: "dig" })).toThrow(expect.objectContaining({ code: "not_a_dig_site" }));
  });
});

describe("using a shard (seed §8-4)", () => {
  const withShard = (el: string, extra: Parameters<typeof pos>[0] = {}) => pos({ zone: 1, cell: "D2", hands: [["金1", "木1", "木2"], ["火1"]], team: { shards: [{ card: el, site: "E1" }] }, ...extra });
  test("one hand card becomes the shard's level-5 card this turn: 木1 → 金5 makes 武器 with 金1", () => {
    let r = act(withShard("金5"), 0, { type: "use_shard", element: "metal", card: "木1" });
    expect(r.state.team.shards[0].used).toBe(true);
    r = act(r.state, 0, { type: "play", cards: ["金1", "木1"] });
    // 武器 (1+5)×2 = 12, +15 from 破軍之鋒
    expect(ev(r.events, "player_attack")!.data).toMatchObject({ base: 12, points: 27 });
    expect(faces(r.state.pile.discard)).toEqual(expect.arrayContaining(["金1", "木1"]));
  });
  test("金: the attack goes past the army's shield", () => {
    const r = act(act(withShard("金5", { army: { shield: 30 } }), 0, { type: "use_shard", element: "metal", card: "木2" }).state, 0, { type: "play", cards: ["金1"] });
    expect(r.state.army).toMatchObject({ shield: 30, hp: 100 - 20 });
  });
  test("木: +30 HP and every status cleared; 水: the army's cards face up and it is locked 1 turn; 土: shields at least 20", () => {
    const wood = act(withShard("木5", { team: { hp: 100, fetter: 2, scorch: { perTick: 3, ticks: 2 }, shards: [{ card: "木5", site: "E1" }] }, cannotAct: [0, 1] }), 0, { type: "use_shard", element: "wood", card: "金1" });
    expect(wood.state.team).toMatchObject({ hp: 130, fetter: 0, scorch: null });
    expect(wood.state.players[1].cannotAct).toBe(0);
    const water = act(withShard("水5"), 0, { type: "use_shard", element: "water", card: "金1" });
    expect(water.state.army.hand.every((c) => c.faceUp)).toBe(true);
    expect(water.state.army.cannotAct).toBe(1);
    const earth = act(withShard("土5", { shields: [5, 30] }), 0, { type: "use_shard", element: "earth", card: "金1" });
    expect(earth.state.players.map((p) => p.shield)).toEqual([20, 30]);
  });
  test("one shard per player turn; a used one cannot be used again", () => {
    const s = pos({ zone: 1, cell: "D2", hands: [["金1", "木1"], ["火1"]], team: { shards: [{ card: "金5", site: "E1" }, { card: "火5", site: "I1" }] } });
    const r = act(s, 0, { type: "use_shard", element: "metal", card: "木1" });
    expect(() => act(r.state, 0, { type: "use_shard", element: "fire", card: "金1" })).toThrow(expect.objectContaining({ code: "shard_used_this_turn" }));
    const t = pos({ zone: 1, cell: "D2", hands: [["金1", "木1"], ["火1"]], team: { shards: [{ card: "金5", site: "E1", used: true }] } });
    expect(() => act(t, 0, { type: "use_shard", element: "metal", card: "木1" })).toThrow(expect.objectContaining({ code: "no_such_shard" }));
  });
});

describe("the shop (spec §9)", () => {
  test("buy in a town with the team's points; one token per item; not elsewhere", () => {
    const s = pos({ zone: 1, cell: "A3", hands: [["金1"], ["火1"]], team: { points: 20 } });
    const r = act(s, 0, { type: "buy", item: "healing_draught" });
    expect(r.state.team).toMatchObject({ points: 12, tokens: ["healing_draught"] });
    expect(() => act(r.state, 0, { type: "buy", item: "healing_draught" })).toThrow(expect.objectContaining({ code: "item_held" }));
    expect(() => act(r.state, 0, { type: "buy", item: "shard_restoration" })).toThrow(expect.objectContaining({ code: "not_enough_points" }));
    expect(() => act(pos({ zone: 1, cell: "B3", hands: [["金1"]], team: { points: 20 } }), 0, { type: "buy", item: "guard_charm" })).toThrow(expect.objectContaining({ code: "not_in_town" }));
  });
  test("consumables: 回春藥 +30 (halved on miasma), 護身符, 換牌卷, 破魔石, 淨化水, 時之沙漏 (not in the castle), 神器修復", () => {
    const items = (extra: Parameters<typeof pos>[0]) => pos({ zone: 2, cell: "E2", hands: [["金1", "木1", "水1"], ["火1"]], team: { tokens: ["healing_draught", "guard_charm", "redraw_scroll", "demon_stone", "purifying_water", "hourglass", "shard_restoration"], hp: 100, shards: [{ card: "金5", site: "E1", used: true }] }, ...extra });
    let s: SlayingState = items({});
    s = act(s, 0, { type: "use_item", item: "healing_draught" }).state;
    expect(s.team.hp).toBe(130);
    expect(act(items({ cell: "I3" }), 0, { type: "use_item", item: "healing_draught" }).state.team.hp).toBe(115);
    s = act(s, 0, { type: "use_item", item: "guard_charm" }).state;
    expect(s.players[0].shield).toBe(20);
    s = act(s, 0, { type: "use_item", item: "redraw_scroll", cards: ["金1", "木1"] }).state;
    expect(s.players[0].hand).toHaveLength(3);
    s = act(s, 0, { type: "use_item", item: "demon_stone" }).state;
    expect(s.turnState.attackBonus).toBe(10);
    const before = s.team.remaining;
    s = act(s, 0, { type: "use_item", item: "hourglass" }).state;
    expect(s.team.remaining).toBe(before + 2);
    s = act(s, 0, { type: "use_item", item: "shard_restoration", element: "metal" }).state;
    expect(s.team.shards[0].used).toBe(false);
    expect(s.team.tokens).toEqual(["purifying_water"]);
    const castle = pos({ zone: 4, cell: "N3", hands: [["金1"]], team: { tokens: ["hourglass"] } });
    expect(() => act(castle, 0, { type: "use_item", item: "hourglass" })).toThrow(expect.objectContaining({ code: "item_not_usable" }));
  });
  test("淨化水 lets a locked player act this very turn", () => {
    const s = pos({ zone: 1, cell: "D2", hands: [["金1", "木1"], ["火1"]], cannotAct: [1], cannotDraw: [1], team: { tokens: ["purifying_water"] } });
    expect(() => act(s, 0, { type: "play", cards: ["金1"] })).toThrow(expect.objectContaining({ code: "cannot_act" }));
    const r = act(s, 0, { type: "use_item", item: "purifying_water" });
    expect(act(r.state, 0, { type: "play", cards: ["金1"] }).state.phase).toBe("draw");
  });
  test("不屈之心: the first drop to 0 stays at 1 and the token goes", () => {
    const s = pos({ zone: 4, cell: "N3", hands: [["金1", "金1", "水1"], ["火1"]], army: { hand: ["金5", "金5", "水1"] }, team: { hp: 10, tokens: ["indomitable_heart"] } });
    const r = play(s, 0, ["金1", "金1"]);
    expect(r.state.team.hp).toBe(1);
    expect(r.state.team.tokens).toEqual([]);
    expect(r.state.phase).not.toBe("over");
  });
  test("weak hits: +2 per 相剋 player attack, at most 5 per zone; zone entry resets the count", () => {
    const s = pos({ zone: 1, cell: "D2", hands: [["金2"], ["火1"]], army: { lastAction: { move: "wind_blade", cards: ["木1", "木1"] } }, team: { weakHits: 4, points: 0 } });
    const r = play(s, 0, ["金2"]);
    expect(r.state.team.points).toBe(2);
    const capped = pos({ zone: 1, cell: "D2", hands: [["金2"], ["火1"]], army: { lastAction: { move: "wind_blade", cards: ["木1", "木1"] } }, team: { weakHits: 5, points: 0 } });
    expect(play(capped, 0, ["金2"]).state.team.points).toBe(0);
  });
});

describe("the score (seed §10-2; spec §10.2 examples)", () => {
  const at = (difficulty: string, shards: number, points: number, remaining: number, hp: number, result: "victory" | "defeat_hp" | "defeat_time") => {
    const list = ["金5", "木5", "水5"].slice(0, shards).map((card, i) => ({ card, site: ["E1", "I1", "G3"][i] }));
    const s = pos({ zone: 3, cell: "J3", remaining, hands: [["金1"]], team: { shards: list, points, hp } }, 1, { difficulty });
    return scoreOf(s, result);
  };
  test("普通 cleared: 2 shards, 14 points, R 12, HP 137 → 441", () => {
    expect(at("普通", 2, 14, 12, 137, "victory")).toEqual({ base: 300, shards: 40, points: 14, turns: 60, hp: 27, total: 441 });
  });
  test("困難 out of turns: 1 shard, 7 points, R 0, HP 88 → 44", () => {
    expect(at("困難", 1, 7, 0, 88, "defeat_time")).toEqual({ base: 0, shards: 20, points: 7, turns: 0, hp: 17, total: 44 });
  });
  test("英雄 cleared: 3 shards, 0 points, R 6, HP 41 → 898", () => {
    expect(at("英雄", 3, 0, 6, 41, "victory").total).toBe(898);
  });
});
