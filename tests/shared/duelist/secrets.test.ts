import { act, alive, at, deckDefs, handDefs, ofType, pos, stats } from "./helpers";

/** SEED §7: each 秘笈 resolving (design §1.13 and §5 tests 13, 21, 22, 24, 28, 31, 33). Failures: secret-failure.test.ts. */
describe("秘笈 that resolve", () => {
  test("§5 test 13 偕老誓: 勇氣 to the highest 命運, 趙活 annihilated, 百萬趙活 enters ready to attack twice", () => {
    const s = pos({ players: [{ board: ["趙活", "唐默鈴"], hand: ["偕老誓"], mana: 3 }, {}] });
    const { state } = act(s, 0, { type: "cast", card: "偕老誓" });
    expect(at(state, 0, 1).kw.courage).toBe(1);
    const mega = at(state, 0, 0);
    expect([mega.def, stats(mega), mega.hp, mega.kw.bell, mega.kw.chase, mega.attacksLeft]).toEqual(["mega-zhao-huo", "1/3/7", 14, 1, 1, 2]);
    expect(state.players[0].mana).toBe(0);
  });

  test("§5 test 21 寂滅三摩地: X = 7 to the lowest 捅人, current 0, max 8 → 1", () => {
    const s = pos({ players: [{ board: ["趙活", "郁竹"], hand: ["寂滅三摩地"], mana: 8, maxMana: 8 }, {}] });
    const { state } = act(s, 0, { type: "cast", card: "寂滅三摩地" });
    expect(stats(at(state, 0, 0))).toBe("10/7/8");
    expect([state.players[0].mana, state.players[0].maxMana]).toEqual([0, 1]);
  });

  test("§5 test 22 南宮護心訣: the lowest 命運 gives its 生命 and 捅人 above 1 to the highest", () => {
    const s = pos({ players: [{ board: [{ card: "許大鯨" }, { card: "郁竹", hp: 7 }], hand: ["南宮護心訣"], mana: 0 }, {}] });
    const { state } = act(s, 0, { type: "cast", card: "南宮護心訣" });
    expect([at(state, 0, 0).hp, at(state, 0, 0).tong]).toEqual([1, 1]);
    expect([at(state, 0, 1).hp, at(state, 0, 1).maxHp, at(state, 0, 1).tong]).toEqual([8, 11, 8]);
  });

  test("§5 test 24 三教合一: the topmost 江湖人 comes at 命運 0, and enters with 1 生命", () => {
    const s = pos({ players: [{ deck: ["轢鐵", "龍淵", "趙活"], hand: ["三教合一"], mana: 1 }, {}] });
    const cast = act(s, 0, { type: "cast", card: "三教合一" }).state;
    expect(cast.players[0].hand.map((c) => [c.def, c.cost])).toEqual([["long-yuan", 0]]);
    expect(deckDefs(cast, 0)).toEqual(["li-tie", "zhao-huo"]);
    const on = act(cast, 0, { type: "summon", card: "龍淵", slot: 0 }).state;
    expect([at(on, 0, 0).hp, stats(at(on, 0, 0))]).toEqual([1, "5/3/7"]);
  });

  test("§5 test 28 轢鐵: 5 to the lowest 生命; 輕功 blocks the first, the second fells", () => {
    const s = pos({ players: [{ hand: ["轢鐵", "轢鐵"], mana: 4 }, { board: ["唐衫", { card: "郁竹", hp: 3 }] }] });
    const shan = at(s, 1, 0);
    const one = act(s, 0, { type: "cast", card: "轢鐵" }).state;
    expect([at(one, 1, 0).hp, at(one, 1, 0).kw.agility]).toEqual([2, 0]);
    const two = act(one, 0, { type: "cast", card: "轢鐵" }).state;
    expect(alive(two, shan.id)).toBe(false);
    expect(at(two, 1, 1).hp).toBe(3);
  });

  test("§5 test 31 子夜寄君書: the opponent's max 命運 5 → 3, then 4 at its turn start", () => {
    const s = pos({ players: [{ hand: ["子夜寄君書"], mana: 2, deck: ["趙活"] }, { maxMana: 5, mana: 5, deck: ["趙活"] }] });
    const cast = act(s, 0, { type: "cast", card: "子夜寄君書" }).state;
    expect(cast.players[1].maxMana).toBe(3);
    const next = act(cast, 0, { type: "endTurn" }).state;
    expect([next.players[1].maxMana, next.players[1].mana]).toEqual([4, 4]);
  });

  test("§5 test 33 唐門薪火: 唐默鈴 (命運 2, 4 生命, 輕功 1) then 趙活 (命運 2, 4 生命); both may attack", () => {
    const s = pos({ players: [{ hand: ["唐門薪火"], mana: 4 }, {}] });
    const { state } = act(s, 0, { type: "cast", card: "唐門薪火" });
    const [m, z] = [at(state, 0, 0), at(state, 0, 1)];
    expect([m.def, m.cost, stats(m), m.hp, m.kw.agility, m.attacksLeft]).toEqual(["tang-moling", 2, "0/3/3", 4, 1, 1]);
    expect([z.def, z.cost, stats(z), z.hp, z.attacksLeft]).toEqual(["zhao-huo", 2, "3/0/1", 4, 1]);
  });

  test("江湖鬼蜮錄: both hands destroyed face up, each redraws as many (the caster first)", () => {
    const s = pos({ players: [{ hand: ["江湖鬼蜮錄", "趙活", "郁竹"], deck: ["唐衫", "宋悲", "孟瞋"], mana: 0 }, { hand: ["轢鐵"], deck: ["龍淵", "唐芳"] }] });
    const { state } = act(s, 0, { type: "cast", card: "江湖鬼蜮錄" });
    expect(handDefs(state, 0)).toEqual(["tang-shan", "song-bei"]);
    expect(handDefs(state, 1)).toEqual(["long-yuan"]);
    expect(state.players[1].discard.map((c) => c.def)).toEqual(["li-tie"]);
  });

  test("江湖鬼蜮錄・續: all 命運 spent, two random heroes whose 命運 add up to it, then max 命運 −1", () => {
    for (const seed of ["a", "b", "c", "d"]) {
      const s = pos({ players: [{ hand: ["江湖鬼蜮錄・續"], mana: 9, maxMana: 9 }, {}] }, seed);
      const { state } = act(s, 0, { type: "cast", card: "江湖鬼蜮錄・續" });
      const [a, b] = [at(state, 0, 0), at(state, 0, 1)];
      expect(a.cost + b.cost).toBe(6);
      expect([state.players[0].mana, state.players[0].maxMana]).toEqual([0, 8]);
    }
  });

  test("惡人自有惡人磨: your 本陣 takes the lowest-命運 enemy's 生命, then it is destroyed; it can kill you", () => {
    const s = pos({ players: [{ hand: ["惡人自有惡人磨"], mana: 1 }, { board: ["郁竹", { card: "許大鯨", hp: 1 }] }] });
    const { state } = act(s, 0, { type: "cast", card: "惡人自有惡人磨" });
    expect(state.players[0].base).toBe(29);
    expect(state.players[1].board.filter(Boolean).map((u) => u!.def)).toEqual(["yu-zhu"]);
    const lethal = pos({ players: [{ hand: ["惡人自有惡人磨"], mana: 1, base: 10 }, { board: ["龍淵"] }] });
    const end = act(lethal, 0, { type: "cast", card: "惡人自有惡人磨" }).state;
    expect([end.phase, end.winner, end.players[1].board[0]?.def]).toEqual(["over", 1, "long-yuan"]);
  });

  test("戰你娘親: the highest-命運 hero card in hand destroyed, every friendly hero +追擊 1 and one more attack now", () => {
    const s = pos({ players: [{ board: ["趙活", { card: "樊嘯天", attacksLeft: 0 }], hand: ["戰你娘親", "郁竹", "趙活"], mana: 1 }, {}] });
    const { state } = act(s, 0, { type: "cast", card: "戰你娘親" });
    expect(handDefs(state, 0)).toEqual(["zhao-huo"]);
    expect([at(state, 0, 0).kw.chase, at(state, 0, 0).attacksLeft, at(state, 0, 1).kw.chase, at(state, 0, 1).attacksLeft]).toEqual([1, 2, 2, 1]);
  });

  test("無為丹法, 火炎山鍛譜, 崆峒玄兵鍛法, 小梅私藏: hand 江湖人 cards get cheaper (floor 0)", () => {
    const s = pos({ players: [{ hand: ["無為丹法", "火炎山鍛譜", "郁竹", { card: "趙活", cost: 0 }, "轢鐵"], mana: 10 }, {}] });
    const a = act(s, 0, { type: "cast", card: "無為丹法" }).state;
    expect(a.players[0].hand.map((c) => c.cost)).toEqual([0, 4, 0, 2]);
    const b = act(a, 0, { type: "cast", card: "火炎山鍛譜" }).state;
    expect(b.players[0].hand.map((c) => c.cost)).toEqual([3, 0, 2]);
    const k = act(pos({ players: [{ hand: ["崆峒玄兵鍛法", "龍淵"], mana: 4 }, {}] }), 0, { type: "cast", card: "崆峒玄兵鍛法" }).state;
    expect([at(k, 0, 0).def, at(k, 0, 0).hp, k.players[0].hand[0].cost]).toEqual(["yu-zhu", 10, 8]);
    const x = act(pos({ players: [{ hand: ["小梅私藏"], mana: 3 }, {}] }), 0, { type: "cast", card: "小梅私藏" }).state;
    expect(x.players[0].hand.map((c) => [c.def, c.cost])).toEqual([["yu-xiaomei", 3], ["zhao-huo", 0]]);
  });

  test("武林傳奇: a 趙活 (命運 1, 2 生命) with +5 嘴攻 / 捅人 / 暗器", () => {
    const { state } = act(pos({ players: [{ hand: ["武林傳奇"], mana: 5 }, {}] }), 0, { type: "cast", card: "武林傳奇" });
    expect([stats(at(state, 0, 0)), at(state, 0, 0).hp]).toEqual(["8/5/6", 2]);
  });

  test("日就月將 and 最後決戰: random heroes of 命運 5 or more", () => {
    const d = act(pos({ players: [{ board: ["趙活", "郁竹"], hand: ["日就月將"], mana: 5 }, {}] }), 0, { type: "cast", card: "日就月將" }).state;
    expect(d.players[0].board.filter(Boolean).map((u) => u!.cost).every((c) => c >= 5)).toBe(true);
    const f = act(pos({ players: [{ board: ["趙活"], hand: ["最後決戰", "轢鐵"], mana: 10 }, {}] }), 0, { type: "cast", card: "最後決戰" });
    const board = f.state.players[0].board;
    expect(board.every((u) => u !== null)).toBe(true);
    expect(board.slice(1).every((u) => u!.cost >= 5 && u!.attacksLeft >= 1)).toBe(true);
    // Called heroes fire nothing: no 傳授 card reached the (discarded) hand.
    expect(f.state.players[0].hand).toEqual([]);
    expect(f.state.players[0].maxMana).toBe(0);
    expect(ofType(f.events, "teach")).toHaveLength(0);
  });

  test("入門立誓: three random collectible 江湖人 cards; 雞腿大亨: the best hero card destroyed, 本陣 +20 (cap 30)", () => {
    const o = act(pos({ players: [{ hand: ["入門立誓"], mana: 6 }, {}] }), 0, { type: "cast", card: "入門立誓" }).state;
    expect(o.players[0].hand).toHaveLength(3);
    const t = act(pos({ players: [{ hand: ["雞腿大亨", "龍淵", "趙活"], mana: 0, base: 15 }, {}] }), 0, { type: "cast", card: "雞腿大亨" }).state;
    expect([handDefs(t, 0), t.players[0].base]).toEqual([["zhao-huo"], 30]);
  });

  test("神州旅人: the hand destroyed, the topmost 4 江湖人 drawn, each 1 cheaper", () => {
    const s = pos({ players: [{ deck: ["轢鐵", "趙活", "郁竹", "轢鐵", "唐芳", "龍淵", "唐衫"], hand: ["神州旅人", "偕老誓"], mana: 3 }, {}] });
    const { state } = act(s, 0, { type: "cast", card: "神州旅人" });
    expect(state.players[0].hand.map((c) => [c.def, c.cost])).toEqual([["zhao-huo", 0], ["yu-zhu", 4], ["tang-fang", 1], ["long-yuan", 9]]);
    expect(deckDefs(state, 0)).toEqual(["li-tie", "li-tie", "tang-shan"]);
  });
});
