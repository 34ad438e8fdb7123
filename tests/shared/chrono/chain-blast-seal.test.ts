import { act, heart, onField, pos } from "./helpers";
import { stats } from "../../../shared/src/games/chrono";

/** §5 test 22 — placement traps resolve before the 出場時 special; 封印 removes 技能 and 特殊技能 for good. */
test("P0 places 時計鍛造師 3/5 into 連鎖爆破 + 封印: 心等 3; 【停擺】 does not happen; 【鍛造】 is off", () => {
  const s = pos({ players: [{ attr: "金", hand: ["時計鍛造師"], field: ["齒輪衛兵"] }, { attr: "火", field: ["熔岩犬"], traps: ["連鎖爆破", "封印"] }] });
  const { state, events } = act(s, 0, { type: "place", card: "時計鍛造師", target: onField(s, 1, "熔岩犬")!.uid });
  expect(events.filter((e) => e.type === "trap").map((e) => e.data!.trap)).toEqual(["chain-blast", "seal"]);
  expect(heart(state, 0, "時計鍛造師")).toBe(3);
  expect(events.some((e) => e.type === "special")).toBe(false);
  expect(onField(state, 1, "熔岩犬")!.frozen).toBe(false);
  expect(stats(state, 0, onField(state, 0, "齒輪衛兵")!).maxHeart).toBe(7); // no 鍛造 +1
  expect(state.sealed).toContain(onField(state, 0, "時計鍛造師")!.card);
});

test("unsealed, the same placement freezes the enemy with the highest 攻擊力 and 鍛造 gives 齒輪衛兵 +1 心等", () => {
  const s = pos({ players: [{ attr: "金", hand: ["時計鍛造師"], field: ["齒輪衛兵"] }, { attr: "火", field: ["熔岩犬", "餘燼兵"] }] });
  const state = act(s, 0, { type: "place", card: "時計鍛造師", target: onField(s, 1, "熔岩犬")!.uid }).state;
  expect(onField(state, 1, "熔岩犬")!.frozen).toBe(true);
  expect(onField(state, 1, "餘燼兵")!.frozen).toBe(false);
  expect(stats(state, 0, onField(state, 0, "齒輪衛兵")!).maxHeart).toBe(8);
});
