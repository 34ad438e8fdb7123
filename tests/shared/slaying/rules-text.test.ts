import { readFileSync } from "node:fs";
import { SCENARIO_RUNNERS } from "../../../shared/src/games/scenarios";
import { MODES, OPPONENTS, DIFFICULTIES } from "../../../shared/src/games/slaying/content";
import { act, ev, pos } from "./helpers";

/** Issue 24 item 6: the rules text agrees with the content, refusals are typed, log lines say what happens. */

describe("docs/rules/slaying.md's calibration table is the content's", () => {
  const doc = readFileSync("docs/rules/slaying.md", "utf8");
  const ZONE_NAMES: Record<string, string> = { envoy1: "第一魔使", envoy2: "第二魔使", envoy3: "第三魔使", king: "魔王" };
  test("each mode's opponent HP row lists exactly modes.json's numbers", () => {
    const rows = doc.split("\n").filter((l) => l.startsWith("| 對手生命"));
    expect(rows.length).toBe(1);
    const header = rows[0].split("|").map((c) => c.trim()).filter(Boolean);
    expect(header.slice(1)).toEqual(OPPONENTS.map((o) => ZONE_NAMES[o.id]));
    for (const d of DIFFICULTIES) {
      const line = doc.split("\n").find((l) => l.startsWith(`| ${d} |`) && l.includes("HP"));
      expect(line).toBeDefined();
      const cells = line!.split("|").map((c) => c.trim()).filter(Boolean).slice(1);
      expect(cells).toEqual(OPPONENTS.map((o) => `${MODES[d].hp[o.id]} HP`));
    }
  });
});

test("棄牌回收 is refused as disabled in this mode, not as a malformed action", () => {
  const s = pos({ zone: 1, cell: "D2", hands: [["水1", "水2"], ["火1"]] });
  expect(() => act(s, 0, { type: "recycle" })).toThrow(expect.objectContaining({ code: "disabled_in_mode" }));
});

test("震暴 during rest: the log says the army is not affected, and only the extra turn follows", () => {
  const s = pos({ zone: 1, cell: "D2", current: 1, army: { alive: false }, hands: [["水1"], ["火1", "火2", "水3", "土4", "金1"]], professions: [null, "hero"] });
  const r = act(s, 1, { type: "play", cards: ["火1", "火2", "水3", "土4"], formation: "shock_burst" });
  const line = ev(r.events, "extra_turn")!;
  expect(line.data).toMatchObject({ seat: 1, armyTurns: 0 });
  expect(line.zh).not.toContain("無法行動");
  expect(line.en).not.toMatch(/cannot act/);
  expect(line.en).toMatch(/extra turn/);
  expect(r.state.army.cannotAct).toBe(0);
  expect(r.state.extraTurns).toBe(1);
});

describe("the scenario tool names what does not resolve, with the typed error", () => {
  const slaying = SCENARIO_RUNNERS.slaying();
  const base = { game: "slaying", seats: 2, position: { zone: 1, cell: "D2", hands: [["水1", "水2"], ["火1"]] } };
  test("a card face not in the hand: card_not_in_hand naming it", () => {
    const out = slaying({ ...base, actions: [{ seat: 0, action: { type: "play", cards: ["金3"] } }] });
    expect(out.error).toMatchObject({ index: 0, code: "card_not_in_hand" });
    expect(out.error!.en).toContain("金3");
    expect(out.error!.zh).toContain("金3");
  });
  test("a discarded face that was not drawn: not_drawn_card", () => {
    const out = slaying({ ...base, position: { ...base.position, deckTop: ["火2", "火3", "水3"] }, actions: [{ seat: 0, action: { type: "play", cards: ["水1"] } }, { seat: 0, action: { type: "discard", card: "金5" } }] });
    expect(out.error).toMatchObject({ index: 1, code: "not_drawn_card" });
    expect(out.error!.en).toContain("金5");
  });
  test("chrono: an own character named as an attack's target is not_enemy; an unknown card is card_not_in_hand", () => {
    const chrono = SCENARIO_RUNNERS.chrono();
    const position = { players: [{ attr: "水", field: ["潮汐巡者"], deck: "bell-tide" }, { attr: "火", field: ["孢子哨兵"], deck: "flame-sprout" }], phase: "attack" };
    const own = chrono({ game: "chrono", position, actions: [{ seat: 0, action: { type: "attack", attacker: "潮汐巡者", target: "潮汐巡者" } }] });
    expect(own.error).toMatchObject({ index: 0, code: "not_enemy" });
    expect(own.error!.en).toContain("潮汐巡者");
    const card = chrono({ game: "chrono", position, actions: [{ seat: 0, action: { type: "bless", card: "不存在的牌", target: "潮汐巡者" } }] });
    expect(card.error).toMatchObject({ index: 0, code: "card_not_in_hand" });
    expect(card.error!.en).toContain("不存在的牌");
  });
  test("duelist: an unknown hero as target is bad_target naming it", () => {
    const duelist = SCENARIO_RUNNERS.duelist();
    const out = duelist({ game: "duelist", position: { first: 0, players: [{ turnsTaken: 1, hand: ["許大鯨"], mana: 3 }, { turnsTaken: 1 }] }, actions: [{ seat: 0, action: { type: "summon", card: "許大鯨", slot: 0 } }, { seat: 0, action: { type: "attack", unit: "許大鯨", target: "無名氏" } }] });
    expect(out.error).toMatchObject({ index: 1, code: "bad_target" });
    expect(out.error!.en).toContain("無名氏");
    const missing = duelist({ game: "duelist", position: { first: 0, players: [{ turnsTaken: 1, hand: ["許大鯨"], mana: 3 }, { turnsTaken: 1 }] }, actions: [{ seat: 0, action: { type: "summon", card: "無名氏", slot: 0 } }] });
    expect(missing.error).toMatchObject({ index: 0, code: "card_not_in_hand" });
  });
});
