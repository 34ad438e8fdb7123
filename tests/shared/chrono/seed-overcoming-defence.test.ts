import { act, heart, pos } from "./helpers";

/** §5 test 2 — the seed's 水剋火, defending: a 下位 attacker meets +1 心等 on the target for that attack [SEED 屬性 防禦時機]. */
test("餘燼兵 (火) attacks 潮汐巡者 (水): 4 − 1 = 3 damage, 心等 5 → 2", () => {
  const s = pos({ players: [{ attr: "水", field: ["潮汐巡者"] }, { attr: "火", field: ["餘燼兵"] }], current: 1, phase: "attack" });
  const { state, events } = act(s, 1, { type: "attack", attacker: "餘燼兵", target: "潮汐巡者" });
  expect(events.find((e) => e.type === "hit")!.data).toMatchObject({ damage: 3, heart: 2 });
  expect(heart(state, 0, "潮汐巡者")).toBe(2);
});
