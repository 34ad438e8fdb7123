import { act, heart, names, pos } from "./helpers";

/** §5 test 9 — at 心等 0 a character goes to its owner's 回收場 with every effect attached to it [SEED 場地 G]. */
test("潮汐巡者 with 潮汐之盾 (心等 8) takes 8: both go to P1's 回收場", () => {
  // 嫩芽獵手 3 + 2× 熾熱 = 7, 草剋水 +1 = 8.
  const s = pos({ players: [{ attr: "草", field: [{ card: "嫩芽獵手", effects: ["熾熱", "熾熱"] }] }, { attr: "水", field: [{ card: "潮汐巡者", effects: ["潮汐之盾"] }] }], phase: "attack" });
  expect(heart(s, 1, "潮汐巡者")).toBe(8);
  const r = act(s, 0, { type: "attack", attacker: "嫩芽獵手", target: "潮汐巡者" }).state;
  expect(r.players[1].field).toEqual([]);
  expect(names(r, r.players[1].graveyard)).toEqual(["tide-patrol", "tide-shield"]);
});
