// Seed 5.(3): 白牙龍 (入 2 / 金 / 出 7). 入 = 左、右: 火剋金 destroys it (剋行), 土生金 gives one 金魂 (生行).
// 出 = 左、左前、前、右前、右、右後、左後: 金剋木 destroys wood there (行剋), 金生水 gives one 水魄 (行生).
import { cell, idOf, position, summonAndJudge, boardNames } from "./helpers";

// Seat 0 (south, facing north) places 白牙龍 on c3. Dice 4+4 = metal twice; only one metal card in hand.
const base = (board: { cell: string; card: string; owner: 0 | 1 }[]) =>
  position({ phase: "place", dice: [4, 4], board, players: [{ hand: ["白牙龍"] }, {}] });

describe("白牙龍 worked example", () => {
  test("a fire card on its left (入) destroys it: 火剋金, 剋行", () => {
    const s = base([{ cell: "b3", card: "赤爪虎", owner: 1 }]);
    const ev = summonAndJudge(s, 0, [["白牙龍", "c3"]]);
    expect(s.board[cell("c3")]).toBeNull();
    expect(s.players[0].discards.metal).toContain(idOf(s, "白牙龍", 0));
    const d = ev.find((e) => e.type === "destroyed")!;
    expect(d.data).toMatchObject({ rule: "剋行", cell: cell("c3") });
    expect(d.zh).toContain("火剋金");
    expect(d.en).toContain("fire overcomes metal");
  });

  test("a fire card on its right (入) destroys it too", () => {
    const s = base([{ cell: "d3", card: "赤爪虎", owner: 1 }]);
    summonAndJudge(s, 0, [["白牙龍", "c3"]]);
    expect(s.board[cell("c3")]).toBeNull();
  });

  test("a fire card in front is outside 入 2 and does nothing", () => {
    const s = base([{ cell: "c4", card: "赤爪虎", owner: 1 }]);
    summonAndJudge(s, 0, [["白牙龍", "c3"]]);
    expect(boardNames(s)).toEqual({ c3: "白牙龍", c4: "赤爪虎" });
  });

  test("an earth card on its left or right gives one 金魂 each: 土生金, 生行", () => {
    const s = base([{ cell: "b3", card: "黃角牛", owner: 1 }, { cell: "d3", card: "岩爪熊", owner: 1 }]);
    summonAndJudge(s, 0, [["白牙龍", "c3"]]);
    expect(s.players[0].soul.metal).toBe(1 + 2);
    expect(s.players[0].spirit).toEqual({ wood: 0, fire: 0, earth: 0, metal: 0, water: 0 });
  });

  test("wood cards in its 出 7 are destroyed (金剋木, 行剋); wood straight behind is not", () => {
    const s = base([
      { cell: "b3", card: "林棘虎", owner: 1 }, // 左
      { cell: "b4", card: "翠角鹿", owner: 1 }, // 左前
      { cell: "c4", card: "藤甲龜", owner: 1 }, // 前
      { cell: "d2", card: "青爪螳", owner: 1 }, // 右後
      { cell: "c2", card: "竹翼蜂", owner: 1 }, // 後: not in 7
    ]);
    const ev = summonAndJudge(s, 0, [["白牙龍", "c3"]]);
    expect(boardNames(s)).toEqual({ c3: "白牙龍", c2: "竹翼蜂" });
    expect(s.players[1].discards.wood).toHaveLength(4);
    const first = ev.find((e) => e.type === "destroyed")!;
    expect(first.zh).toMatch(/白牙龍 破壞了 .+（金剋木，行剋）/);
    expect(first.en).toMatch(/White-Fang Dragon destroyed .+ \(metal overcomes wood, 行剋\)/);
  });

  test("water cards in its 出 give one 水魄 each: 金生水, 行生", () => {
    const s = base([{ cell: "b4", card: "玄武龜", owner: 1 }, { cell: "d2", card: "雪牙虎", owner: 1 }]);
    summonAndJudge(s, 0, [["白牙龍", "c3"]]);
    expect(s.players[0].spirit.water).toBe(2);
    expect(s.players[0].soul.metal).toBe(1);
  });

  test("行剋 then 剋行: wood in 出 is destroyed first, then the fire in 入 destroys 白牙龍, and no 行生/生行 follow", () => {
    const s = base([
      { cell: "c4", card: "藤甲龜", owner: 1 }, // wood, 前 (出)
      { cell: "b3", card: "赤爪虎", owner: 1 }, // fire, 左 (入)
      { cell: "d3", card: "黃角牛", owner: 1 }, // earth, 右 (入): would give 金魂
      { cell: "d4", card: "玄武龜", owner: 1 }, // water, 右前 (出): would give 水魄
    ]);
    const ev = summonAndJudge(s, 0, [["白牙龍", "c3"]]);
    const destroyed = ev.filter((e) => e.type === "destroyed").map((e) => e.data!.rule);
    expect(destroyed).toEqual(["行剋", "剋行"]);
    expect(s.board[cell("c4")]).toBeNull();
    expect(s.board[cell("c3")]).toBeNull();
    expect(s.players[0].soul.metal).toBe(1);
    expect(s.players[0].spirit.water).toBe(0);
  });
});
