// Seed 三: after the 20th turn's <5>, the first player's count gets +2. The second player wins with at least 3 more
// cards, draws with exactly 2 more, and loses otherwise.
import { shengkeEngine } from "../../../shared/src/games/shengke/engine";
import { act, position } from "./helpers";

const names0 = ["白牙龍", "青翼龍", "鐵角犀", "銀爪隼", "金鱗鳳", "黃趾龍", "岩甲龜", "赭角羊", "沙爪蜥", "玄棘獾", "青棘龍"];
const names1 = ["白爪虎", "鋼角犀", "霜牙虎", "鐵甲龜", "銀翼鶴", "山棘龜", "黃角牛", "岩爪熊", "土牙豬", "砂翼蝠", "林棘虎", "翠角鹿", "藤甲龜", "青爪螳"];

function finalPosition(firstSeat: 0 | 1, firstCount: number, secondCount: number) {
  const cells = Array.from({ length: 25 }, (_, i) => "abcde"[i % 5] + (Math.floor(i / 5) + 1));
  const board: { cell: string; card: string; owner: 0 | 1 }[] = [];
  const counts = firstSeat === 0 ? [firstCount, secondCount] : [secondCount, firstCount];
  for (let i = 0; i < counts[0]; i++) board.push({ cell: cells.shift()!, card: names0[i], owner: 0 });
  for (let i = 0; i < counts[1]; i++) board.push({ cell: cells.shift()!, card: names1[i], owner: 1 });
  // Turn 20 is the second player's turn.
  const s = position({ first: firstSeat, turn: 20, phase: "end", board });
  act(s, 1 - firstSeat, { type: "endPhase" });
  return s;
}

describe("final scoring with the first player's +2", () => {
  test.each([
    [0, 5, 8, "second wins by 3"],
    [0, 5, 7, "draw at +2"],
    [0, 5, 6, "first wins when second has only 1 more"],
    [0, 5, 5, "first wins on equal counts"],
    [1, 4, 7, "second wins by 3 (first = seat 1)"],
    [1, 4, 6, "draw at +2 (first = seat 1)"],
    [1, 9, 2, "first wins outright"],
  ] as const)("first seat %i: %i vs %i → %s", (first, firstCount, secondCount, _label) => {
    const s = finalPosition(first, firstCount, secondCount);
    expect(s.over).toBe(true);
    expect(shengkeEngine.activeSeats(s)).toEqual([]);
    const r = shengkeEngine.result(s)!;
    const second = 1 - first;
    const diff = secondCount - firstCount;
    if (diff >= 3) expect(r.winners).toEqual([second]);
    else if (diff === 2) expect(r.draw).toBe(true);
    else expect(r.winners).toEqual([first]);
    expect(r.scores![first]).toBe(firstCount + 2);
    expect(r.scores![second]).toBe(secondCount);
  });

  test("the game is not over before the 20th turn's <5> ends", () => {
    const s = position({ first: 0, turn: 19, phase: "end" });
    act(s, 0, { type: "endPhase" });
    expect(s.over).toBe(false);
    expect(s.turn).toBe(20);
    expect(s.active).toBe(1);
    expect(shengkeEngine.turnNumber(s)).toBe(20);
  });
});
