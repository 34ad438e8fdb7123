import { engine, pos } from "./helpers";
import type { CfeState } from "../../../shared/src/games/cfe";

/** chess.js-style perft: legal-action counts from fixed positions, and the tree size two plies deep. */
function perft(s: CfeState, depth: number): number {
  if (depth === 0) return 1;
  const seat = engine.activeSeats(s)[0];
  if (seat === undefined) return 1;
  let n = 0;
  for (const a of engine.legalActions(s, seat)) n += depth === 1 ? 1 : perft(engine.apply(s, seat, a).state, depth - 1);
  return n;
}
const count = (s: CfeState) => engine.legalActions(s, s.current).length;

describe("perft", () => {
  test("single cards and pairs", () => {
    expect(count(pos({ hands: [["金1"], ["金1"]] }))).toBe(1);
    expect(count(pos({ hands: [["金1", "金2"], ["金1"]] }))).toBe(3); // 2 strikes + 武器
    expect(count(pos({ hands: [["金1", "木2"], ["金1"]] }))).toBe(3); // 2 strikes + 空城
  });
  test("a hand of five different elements", () => {
    // 5 strikes + 10 空城 + 10 three-card chains (5 生陣 + 5 剋陣) + 0 four-card + 五行輪迴 = 26 (not all one level)
    expect(count(pos({ hands: [["金1", "木2", "水3", "火4", "土5"], ["金1"]] }))).toBe(26);
    // the same at one level adds 五流歸一
    expect(count(pos({ hands: [["金2", "木2", "水2", "火2", "土2"], ["金1"]] }))).toBe(27);
  });
  test("光芒 hand", () => {
    // 金金火水: 4 strikes, 武器, 5 空城 (金火 ×2, 金水 ×2, 火水), 水火金 剋陣 ×2, 光芒 = 13
    expect(count(pos({ hands: [["金1", "金2", "火3", "水4"], ["金1"]] }))).toBe(13);
  });
  test("empty hand, Cannot Act, draw choice, chaos pick", () => {
    expect(engine.legalActions(pos({ hands: [[], ["金1"]] }), 0)).toEqual([{ type: "pass" }]);
    expect(engine.legalActions(pos({ hands: [["金1"], ["金1"]], cannotAct: [1, 0] }), 0)).toEqual([{ type: "pass" }]);
    const s = pos({ hands: [["金1", "木2"], ["金1"]] });
    const drawn = engine.apply(s, 0, { type: "play", cards: [s.players[0].hand[0]] }).state;
    expect(count(drawn)).toBe(3);
    const c = pos({ hands: [["土1", "土2", "木3", "金4"], ["火1", "火2", "火3", "水1"]] });
    const chaos = engine.apply(c, 0, { type: "play", cards: c.players[0].hand }).state;
    expect(count(chaos)).toBe(12); // P(4, 2): two of four cards, in either order (the first goes on top)
  });
  test("two plies from the opening of a fixed seed", () => {
    const s = engine.setup(engine.optionsSchema.parse({}), "perft", 2);
    expect(perft(s, 1)).toBe(engine.legalActions(s, 0).length);
    expect(perft(s, 2)).toBe(36);
  });
});
