import { act, heart, pos } from "./helpers";

/** §5 test 15 — 精準 ignores both the 下位 reduction and every guard. */
test("秒針劍士 3/5 (金) attacks 時空戰士・焰 (火) with 鐵壁結界 (心等 5, guard 1): 3 damage, 5 → 2", () => {
  const s = pos({ players: [{ attr: "金", field: ["秒針劍士"] }, { attr: "火", field: [{ card: "時空戰士・焰", effects: ["鐵壁結界"] }] }], phase: "attack" });
  expect(heart(s, 1, "時空戰士・焰")).toBe(5);
  const state = act(s, 0, { type: "attack", attacker: "秒針劍士", target: "時空戰士・焰" }).state;
  expect(heart(state, 1, "時空戰士・焰")).toBe(2);
});

test("without 精準 the same attack would deal 3 − 1 (下位) − 1 (guard) = 1", () => {
  const s = pos({ players: [{ attr: "金", field: ["發條獵犬"] }, { attr: "火", field: [{ card: "時空戰士・焰", effects: ["鐵壁結界"] }] }], phase: "attack" });
  const state = act(s, 0, { type: "attack", attacker: "發條獵犬", target: "時空戰士・焰" }).state;
  expect(heart(state, 1, "時空戰士・焰")).toBe(4);
});
