import { lower, upper } from "../../../shared/src/games/cfe";
import { engine, pos, play } from "./helpers";

/** §2, §4: 2v2 teams share 150 HP, alternate seats; attacks hit 上家, 光芒/混沌/剋陣 and passives act on 下家. */
describe("2v2 seating and targets", () => {
  const s = engine.setup(engine.optionsSchema.parse({}), "2v2", 4);
  test("teams alternate and share 150 HP; first player 4 cards, the others 5", () => {
    expect(s.mode).toBe("2v2");
    expect(s.teamOf).toEqual([0, 1, 0, 1]);
    expect(s.hp).toEqual([150, 150]);
    expect(s.players.map((p) => p.hand.length)).toEqual([4, 5, 5, 5]);
    expect(s.piles[0].deck).toHaveLength(90 - 19);
  });
  test("上家 and 下家 are both opponents", () => {
    for (let seat = 0; seat < 4; seat++) {
      expect(s.teamOf[upper(s, seat)]).not.toBe(s.teamOf[seat]);
      expect(s.teamOf[lower(s, seat)]).not.toBe(s.teamOf[seat]);
    }
    expect([0, 1, 2, 3].map((x) => upper(s, x))).toEqual([3, 0, 1, 2]);
  });
  test("an attack by seat 1 hits 上家 seat 0's team pool and seat 0's shield", () => {
    const p = pos({ current: 1, hands: [["金1"], ["火3"], ["金1"], ["金1"]], shields: [0, 0, 50, 0] }, 4);
    const r = play(p, 1, ["火3"]).state;
    expect(r.hp).toEqual([143, 150]);
    expect(r.players[2].shield).toBe(50);
  });
  test("光芒 by seat 1 stops 下家 seat 2; 剋陣 breaks seat 2's shield", () => {
    const p = pos({ current: 1, hands: [["金1"], ["金1", "金2", "火3", "水4"], ["金1"], ["金1"]] }, 4);
    const r = play(p, 1, ["金1", "金2", "火3", "水4"]).state;
    expect(r.players[2].cannotAct).toBe(2);
    expect(r.players[0].cannotAct).toBe(0);
    const q = pos({ current: 1, hands: [["金1"], ["金1", "木2", "土3"], ["金1"], ["金1"]], shields: [30, 0, 30, 0] }, 4);
    const t = play(q, 1, ["金1", "木2", "土3"]).state;
    expect(t.players.map((x) => x.shield)).toEqual([30, 0, 12, 0]);
  });
  test("a passive covered by seat 3 flips on seat 0's next action; turn order 0→1→2→3", () => {
    const p = pos({ current: 0, hands: [["火5"], ["金1"], ["金1"], ["金1"]], passives: [null, null, null, { formation: "defence", cards: ["木1", "木2"] }] }, 4);
    const r = play(p, 0, ["火5"]).state;
    expect(r.hp).toEqual([150, 150]);
    expect(r.players[3].passive).toBeNull();
  });
  test("五行輪迴 swaps the two team pools", () => {
    const p = pos({ current: 2, hands: [["金1"], ["金1"], ["金1", "木2", "水3", "火4", "土5"], ["金1"]], hp: [30, 140] }, 4);
    expect(play(p, 2, ["金1", "木2", "水3", "火4", "土5"], "cycle").state.hp).toEqual([140, 30]);
  });
  test("the game ends for the whole team; result lists both seats", () => {
    const p = pos({ current: 0, hands: [["火5"], ["金1"], ["金1"], ["金1"]], hp: [150, 5] }, 4);
    const r = play(p, 0, ["火5"]).state;
    expect(engine.result(r)).toMatchObject({ winners: [0, 2], draw: false });
  });
});
