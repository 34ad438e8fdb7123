import { pos, play } from "./helpers";

/** §6.3 and §4: shields per player; physical ×2 against them; excess lost; a new one replaces the old. */
describe("shields", () => {
  test("an elemental attack hits the shield first and the excess is lost", () => {
    const r = play(pos({ hands: [["火5"], ["金1"]], shields: [0, 5] }), 0, ["火5"]).state;
    expect(r.players[1].shield).toBe(0);
    expect(r.hp[1]).toBe(100);
  });
  test("physical damage counts double against a shield", () => {
    const r = play(pos({ hands: [["金1", "金2"], ["金1"]], shields: [0, 20] }), 0, ["金1", "金2"]).state;
    expect(r.players[1].shield).toBe(8); // 6 × 2 = 12
  });
  test("special damage (五流歸一) is not doubled", () => {
    const r = play(pos({ hands: [["金1", "木1", "水1", "火1", "土1"], ["金1", "金2"]], shields: [0, 40] }), 0, ["金1", "木1", "水1", "火1", "土1"], "five_streams").state;
    expect(r.players[1].shield).toBe(10);
  });
  test("a new shield replaces the old one, smaller or larger", () => {
    expect(play(pos({ hands: [["木1", "木1", "金1", "火1"], ["金1"]], shields: [50, 0] }), 0, ["木1", "木1", "金1", "火1"]).state.players[0].shield).toBe(16);
  });
  test("剋陣 reduces 下家's shield and never HP", () => {
    const r = play(pos({ hands: [["金5", "木5", "土5"], ["金1"]], shields: [0, 10] }), 0, ["金5", "木5", "土5"]).state;
    expect(r.players[1].shield).toBe(0);
    expect(r.hp[1]).toBe(100);
    expect(play(pos({ hands: [["金5", "木5", "土5"], ["金1"]] }), 0, ["金5", "木5", "土5"]).state.hp).toEqual([100, 100]);
  });
});
