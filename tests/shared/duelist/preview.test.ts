import { previewAttack, previewCast, type DuelState } from "../../../shared/src/games/duelist";
import { at, custom, engine, pos } from "./helpers";

/** Previews run on a seat's redacted view, change nothing, and show the numbers the UI prints. */
const viewOf = (s: DuelState, seat = 0) => engine.view(s, seat) as DuelState;

describe("previews", () => {
  test("the seed's 嘴攻 example, round by round, with the outcome", () => {
    const s = pos({ players: [{ board: [custom(4, 7, 0, 2, 8)] }, { board: [custom(4, 3, 0, 2, 8)], hand: ["轢鐵"] }] });
    const v = viewOf(s);
    const before = JSON.stringify(v);
    const p = previewAttack(v, 0, at(s, 0, 0).id, at(s, 1, 0).id);
    expect(JSON.stringify(v)).toBe(before);
    if (!p.ok) throw new Error(p.en);
    expect(p.steps.map((x) => x.round)).toEqual(["start", "R1", "R2", "R3", "R3", "R3", "R3", "end"]);
    expect(p.steps[1].en).toBe("R1 Taunt: {p0}'s Tang Jiaojiao Taunt 7 → 3, Stab 2 → 6, strikes first.");
    expect(p.steps[1].zh).toBe("第1合 嘴攻：{p0} 的 唐嬌嬌 嘴攻 7 → 3，捅人 2 → 6，取得先手。");
    expect(p.attacker).toMatchObject({ before: { hp: 8, zui: 7, an: 0, tong: 2 }, after: { hp: 6, zui: 3, an: 0, tong: 2 } });
    expect(p.defender).toMatchObject({ after: { hp: 2 } });
    expect([p.kind, p.wins, p.baseDamage]).toEqual(["clash", false, 0]);
  });

  test("a 本陣 attack: damage, the 本陣 after it, and a win", () => {
    const s = pos({ players: [{ board: [custom(4, 0, 5, 2)] }, { base: 3, board: ["趙活"] }] });
    const p = previewAttack(viewOf(s), 0, at(s, 0, 0).id, "base-dart");
    expect(p).toMatchObject({ ok: true, kind: "base", baseDamage: 3, baseAfter: 0, wins: true, attacker: { after: { an: 0 } } });
  });

  test("an illegal attack gives the typed error", () => {
    const s = pos({ players: [{ board: [custom(4, 0, 0, 2)] }, { board: ["趙活"] }] });
    expect(previewAttack(viewOf(s), 0, at(s, 0, 0).id, "base-stab")).toMatchObject({ ok: false, code: "base_blocked" });
    expect(previewAttack(viewOf(s), 0, at(s, 0, 0).id, "base-dart")).toMatchObject({ ok: false, code: "no_darts" });
  });

  test("a 秘笈: its text, the exact effects when nothing is random or hidden", () => {
    const s = pos({ players: [{ board: ["趙活", "郁竹"], hand: ["寂滅三摩地"], mana: 8, maxMana: 8 }, {}] });
    const p = previewCast(viewOf(s), 0, s.players[0].hand[0].id);
    if (!p.ok) throw new Error(p.en);
    expect([p.card, p.cost, p.fails, p.exact]).toEqual(["nirvana-samadhi", 1, null, true]);
    expect(p.text.zh).toMatch(/^消耗全部目前命運/);
    expect(p.steps.map((x) => x.en)).toContain("{p0}'s Zhao Huo gains 7 Taunt, Stab and Darts (10/7/8).");
  });

  test("a 秘笈 that would fail says why, even when the reason lies in the seat's own deck", () => {
    const s = pos({ players: [{ hand: ["神州旅人", "偕老誓"], deck: ["轢鐵", "趙活", "郁竹", "轢鐵", "唐芳"], mana: 3 }, {}] });
    const p = previewCast(viewOf(s), 0, s.players[0].hand[0].id);
    expect(p).toMatchObject({ ok: true, fails: { code: "deck_units_short", en: "too few hero cards left in your deck" }, exact: false });
    const q = previewCast(viewOf(pos({ players: [{ hand: ["轢鐵"], mana: 1 }, {}] })), 0, 0);
    expect(q).toMatchObject({ ok: false, code: "not_enough_mana" });
  });

  test("random effects are marked as not exact", () => {
    const s = pos({ players: [{ hand: ["入門立誓"], mana: 6 }, {}] });
    expect(previewCast(viewOf(s), 0, s.players[0].hand[0].id)).toMatchObject({ ok: true, fails: null, exact: false });
  });
});
