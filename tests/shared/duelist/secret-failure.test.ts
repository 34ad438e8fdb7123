import { act, at, handDefs, ofType, pos } from "./helpers";
import type { DuelState } from "../../../shared/src/games/duelist";

/**
 * SEED §8 秘笈失敗 and design §1.12: a 秘笈 that cannot be carried out completely fails; everything it did is
 * undone (even costs written earlier), the card is gone, the 命運 comes back and its caster draws 1 from the top.
 * Tests 14, 15, 16, 18, 19 are the seed's own failure examples; 25 is design §5's.
 */
function expectFailed(before: DuelState, after: DuelState, events: { type: string; data?: Record<string, unknown> }[], reason: string, drawn: string | null) {
  expect(ofType(events as never, "cast_failed")[0]?.data).toMatchObject({ reason });
  const [b, a] = [before.players[0], after.players[0]];
  expect(a.mana).toBe(b.mana);
  expect(a.maxMana).toBe(b.maxMana);
  expect(a.board).toEqual(b.board);
  expect(after.players[1].board).toEqual(before.players[1].board);
  expect(a.deck.length).toBe(b.deck.length - (drawn ? 1 : 0));
  if (drawn) expect(a.hand[a.hand.length - 1].def).toBe(drawn);
  expect(a.discard.length).toBe(b.discard.length + 1);
}

describe("秘笈 failure", () => {
  test("§5 test 14 偕老誓: a second 百萬趙活 cannot enter — no 勇氣 given, 命運 back to 5, X drawn, card gone", () => {
    const s = pos({ players: [{ board: ["趙活", "百萬趙活"], hand: ["偕老誓"], mana: 5, deck: ["唐衫", "郁竹"] }, {}] });
    const { state, events } = act(s, 0, { type: "cast", card: "偕老誓" });
    expectFailed(s, state, events, "unique_on_board", "tang-shan");
    expect(state.players[0].board.filter(Boolean).every((u) => u!.kw.courage === 0)).toBe(true);
    expect(handDefs(state, 0)).toEqual(["tang-shan"]);
    expect(state.players[0].discard.map((c) => c.def)).toEqual(["xielao-vow"]);
  });

  test("偕老誓 with no hero able to gain 勇氣 fails", () => {
    const s = pos({ players: [{ board: ["南宮深"], hand: ["偕老誓"], mana: 3, deck: ["唐衫"] }, {}] });
    const { state, events } = act(s, 0, { type: "cast", card: "偕老誓" });
    expectFailed(s, state, events, "no_courage_target", "tang-shan");
  });

  test("§5 test 15 唐門薪火: one empty slot — refund 4, draw 1, no hero generated", () => {
    const s = pos({ players: [{ board: ["趙活", "趙活", "趙活", "趙活"], hand: ["唐門薪火"], mana: 4, deck: ["郁竹"] }, {}] });
    const { state, events } = act(s, 0, { type: "cast", card: "唐門薪火" });
    expectFailed(s, state, events, "no_slot", "yu-zhu");
    expect(state.players[0].board[4]).toBeNull();
  });

  test("§5 test 16 戰你娘親: no 江湖人 card in hand — refund to 2, draw 1", () => {
    const s = pos({ players: [{ board: ["樊嘯天"], hand: ["戰你娘親", "轢鐵"], mana: 2, deck: ["唐衫"] }, {}] });
    const { state, events } = act(s, 0, { type: "cast", card: "戰你娘親" });
    expectFailed(s, state, events, "no_hand_unit", "tang-shan");
    expect(state.players[0].mana).toBe(2);
  });

  test("戰你娘親 with a hero card but no friendly hero fails after its first sentence: the card is not destroyed", () => {
    const s = pos({ players: [{ hand: ["戰你娘親", "郁竹"], mana: 1, deck: ["唐衫"] }, {}] });
    const { state, events } = act(s, 0, { type: "cast", card: "戰你娘親" });
    expectFailed(s, state, events, "no_friendly_unit", "tang-shan");
    expect(handDefs(state, 0)).toEqual(["yu-zhu", "tang-shan"]);
  });

  test("§5 test 18 神州旅人: only 3 江湖人 in the deck — hand kept, refund 3, 轢鐵 drawn, deck 4", () => {
    const s = pos({ players: [{ deck: ["轢鐵", "趙活", "郁竹", "轢鐵", "唐芳"], hand: ["神州旅人", "偕老誓"], mana: 3 }, {}] });
    const { state, events } = act(s, 0, { type: "cast", card: "神州旅人" });
    expectFailed(s, state, events, "deck_units_short", "li-tie");
    expect(handDefs(state, 0)).toEqual(["xielao-vow", "li-tie"]);
    expect(state.players[0].deck).toHaveLength(4);
    expect(state.players[0].mana).toBe(3);
  });

  test("神州旅人 with an empty hand fails (§8)", () => {
    const s = pos({ players: [{ deck: ["趙活", "趙活", "趙活", "趙活", "趙活"], hand: ["神州旅人"], mana: 3 }, {}] });
    expectFailed(s, ...withEvents(act(s, 0, { type: "cast", card: "神州旅人" })), "empty_hand", "zhao-huo");
  });

  test("§5 test 19 江湖鬼蜮錄・續: one empty slot — refund, draw 1, max 命運 unchanged", () => {
    const s = pos({ players: [{ board: ["趙活", "趙活", "趙活", "趙活"], hand: ["江湖鬼蜮錄・續"], mana: 7, maxMana: 7, deck: ["郁竹"] }, {}] });
    const { state, events } = act(s, 0, { type: "cast", card: "江湖鬼蜮錄・續" });
    expectFailed(s, state, events, "no_slot", "yu-zhu");
    expect([state.players[0].mana, state.players[0].maxMana]).toEqual([7, 7]);
  });

  test("江湖鬼蜮錄・續 with X = 0 (0+0 exists) succeeds; with no 命運 pair it would fail", () => {
    const s = pos({ players: [{ hand: [{ card: "江湖鬼蜮錄・續", cost: 3 }], mana: 3, deck: ["郁竹"] }, {}] });
    const { state } = act(s, 0, { type: "cast", card: "江湖鬼蜮錄・續" });
    expect(state.players[0].board.filter(Boolean).map((u) => u!.cost)).toEqual([0, 0]);
  });

  test("§5 test 25 崆峒玄兵鍛法: 郁竹 would enter, then no 江湖人 card in hand → fail: no 郁竹, refund 4, draw 1", () => {
    const s = pos({ players: [{ hand: ["崆峒玄兵鍛法", "轢鐵"], mana: 4, deck: ["唐衫"] }, {}] });
    const { state, events } = act(s, 0, { type: "cast", card: "崆峒玄兵鍛法" });
    expectFailed(s, state, events, "no_hand_unit", "tang-shan");
    expect(state.players[0].board.every((u) => u === null)).toBe(true);
    expect(ofType(events, "enter")).toHaveLength(0);
  });

  test("every other failure of design §1.13 refunds and draws", () => {
    const cases: [string, Parameters<typeof pos>[0], string][] = [
      ["轢鐵", { players: [{ hand: ["轢鐵"], mana: 2, deck: ["唐衫"] }, {}] }, "no_enemy_unit"],
      ["江湖鬼蜮錄", { players: [{ hand: ["江湖鬼蜮錄"], mana: 0, deck: ["唐衫"] }, {}] }, "hands_empty"],
      ["江湖鬼蜮錄", { players: [{ hand: ["江湖鬼蜮錄", "趙活"], mana: 0, deck: ["唐衫"] }, { hand: ["趙活"] }] }, "deck_short"],
      ["惡人自有惡人磨", { players: [{ hand: ["惡人自有惡人磨"], mana: 1, deck: ["唐衫"] }, {}] }, "no_enemy_unit"],
      ["南宮護心訣", { players: [{ board: ["郁竹"], hand: ["南宮護心訣"], mana: 0, deck: ["唐衫"] }, {}] }, "too_few_friendly_units"],
      ["寂滅三摩地", { players: [{ hand: ["寂滅三摩地"], mana: 5, deck: ["唐衫"] }, {}] }, "no_friendly_unit"],
      ["無為丹法", { players: [{ hand: ["無為丹法"], mana: 0, deck: ["唐衫"] }, {}] }, "no_hand_unit"],
      ["很是用力踢", { players: [{ board: ["郁竹"], hand: ["很是用力踢"], mana: 3, deck: ["唐衫"] }, { board: ["龍淵"] }] }, "no_low_cost_unit"],
      ["日就月將", { players: [{ hand: ["日就月將"], mana: 5, deck: ["唐衫"] }, {}] }, "no_friendly_unit"],
      ["最後決戰", { players: [{ hand: ["最後決戰"], mana: 10, deck: ["唐衫"] }, {}] }, "empty_hand"],
      ["最後決戰", { players: [{ board: ["趙活", "趙活", "趙活", "趙活", "趙活"], hand: ["最後決戰", "轢鐵"], mana: 10, deck: ["唐衫"] }, {}] }, "no_slot"],
      ["火炎山鍛譜", { players: [{ hand: ["火炎山鍛譜"], mana: 0, deck: ["唐衫"] }, {}] }, "no_hand_unit"],
      ["武林傳奇", { players: [{ board: ["趙活", "趙活", "趙活", "趙活", "趙活"], hand: ["武林傳奇"], mana: 5, deck: ["唐衫"] }, {}] }, "no_slot"],
      ["小梅私藏", { players: [{ hand: ["小梅私藏", ...Array(9).fill("趙活")], mana: 3, deck: ["唐衫"] }, {}] }, "hand_full"],
      ["入門立誓", { players: [{ hand: ["入門立誓", ...Array(8).fill("趙活")], mana: 6, deck: ["唐衫"] }, {}] }, "hand_full"],
      ["三教合一", { players: [{ hand: ["三教合一"], mana: 1, deck: ["唐衫"].map(() => "轢鐵") }, {}] }, "deck_units_short"],
      ["雞腿大亨", { players: [{ hand: ["雞腿大亨"], mana: 0, deck: ["唐衫"] }, {}] }, "no_hand_unit"],
    ];
    for (const [card, spec, reason] of cases) {
      const s = pos(spec);
      const { state, events } = act(s, 0, { type: "cast", card });
      try {
        expectFailed(s, state, events, reason, s.players[0].deck[0]?.def ?? null);
      } catch (e) {
        throw new Error(`${card} (${reason}): ${(e as Error).message}`);
      }
    }
  });

  test("numeric floors never fail: 子夜寄君書 on max 命運 0, 火炎山鍛譜 on a 0-命運 card", () => {
    const s = pos({ players: [{ hand: ["子夜寄君書", "火炎山鍛譜", { card: "趙活", cost: 0 }], mana: 2 }, { maxMana: 0, mana: 0 }] });
    const a = act(s, 0, { type: "cast", card: "子夜寄君書" });
    expect(ofType(a.events, "cast_failed")).toHaveLength(0);
    const b = act(a.state, 0, { type: "cast", card: "火炎山鍛譜" });
    expect(ofType(b.events, "cast_failed")).toHaveLength(0);
    expect(b.state.players[0].hand.map((c) => c.cost)).toEqual([0]);
  });

  test("random numbers drawn by a failed attempt stay drawn (replays stay deterministic)", () => {
    // 偕老誓 breaks the 命運 7 tie between 百萬趙活 and 上官隼 at random, then fails on 唯一在場.
    const s = pos({ players: [{ hand: ["偕老誓"], board: ["趙活", "百萬趙活", "上官隼"], mana: 3, deck: ["唐衫"] }, {}] });
    const { state, events } = act(s, 0, { type: "cast", card: "偕老誓" });
    expectFailed(s, state, events, "unique_on_board", "tang-shan");
    expect(state.rng).not.toEqual(s.rng);
    expect(at(state, 0, 0).def).toBe("zhao-huo");
  });
});

function withEvents(r: { state: DuelState; events: { type: string; data?: Record<string, unknown> }[] }): [DuelState, typeof r.events] {
  return [r.state, r.events];
}
