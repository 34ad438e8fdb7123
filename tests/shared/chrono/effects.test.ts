import { stats } from "../../../shared/src/games/chrono";
import { act, atk, engine, heart, names, onField, pos } from "./helpers";

/** 效果卡 of spec §3.3 beyond the worked tests. */
test("共生: +1/+2 while its owner has another 草 character; losing the partner can defeat it", () => {
  const s = pos({ players: [{ attr: "水", field: ["時空戰士・潮", "潮汐巡者"] }, { attr: "草", field: [{ card: "嫩芽獵手", effects: ["共生"], damage: 6 }, "孢子哨兵"] }], phase: "attack" });
  expect([atk(s, 1, "嫩芽獵手"), heart(s, 1, "嫩芽獵手")]).toEqual([4, 1]);
  // 水 against 草 (草剋水): each attack is 下位, 1 less: 時空戰士・潮 deals 3, 潮汐巡者 2.
  const r = act(s, 0, { type: "attack", attacker: "時空戰士・潮", target: "孢子哨兵" }).state;
  expect(heart(r, 1, "孢子哨兵")).toBe(4);
  const k = act(r, 0, { type: "attack", attacker: "潮汐巡者", target: "孢子哨兵" }).state;
  expect(heart(k, 1, "孢子哨兵")).toBe(2);
  const pair = pos({ players: [{ attr: "水" }, { attr: "草", field: [{ card: "嫩芽獵手", effects: ["共生"], damage: 5 }, { card: "孢子哨兵", damage: 6 }] }], current: 1, phase: "prepare" });
  expect(heart(pair, 1, "嫩芽獵手")).toBe(2); // 5 + 2 − 5
  const hand = pos({ players: [{ attr: "火", hand: ["火種"] }, { attr: "草", field: [{ card: "嫩芽獵手", effects: ["共生"], damage: 5 }, { card: "孢子哨兵", damage: 5 }] }], phase: "prepare" });
  const burnt = act(hand, 0, { type: "bless", card: "火種", target: "孢子哨兵" }).state; // 3 damage: 孢子哨兵 falls, 共生 goes
  expect(burnt.players[1].field).toEqual([]);
  expect(names(burnt, burnt.players[1].graveyard)).toEqual(["spore-sentinel", "sprout-hunter", "symbiosis"]);
  expect(names(burnt, burnt.players[0].graveyard)).toEqual(["kindling"]);
});

test("冰霜之觸 is a curse: −1/−1 on an enemy; at 心等 1 it defeats", () => {
  const s = pos({ players: [{ attr: "水", hand: ["冰霜之觸"] }, { attr: "木", field: [{ card: "林間斥候", damage: 4 }] }], phase: "prepare" });
  const r = act(s, 0, { type: "bless", card: "冰霜之觸", target: "林間斥候" }).state;
  expect(r.players[1].field).toEqual([]);
  expect(names(r, r.players[1].graveyard)).toEqual(["forest-scout", "frost-touch"]);
});

test("樹液 heals 4; 萬象更新 heals to full and its target's owner draws 2", () => {
  const s = pos({ players: [{ attr: "木", hand: ["樹液"], field: [{ card: "苔蘚巨像", damage: 6 }] }, { attr: "火" }], phase: "prepare" });
  expect(heart(act(s, 0, { type: "bless", card: "樹液", target: "苔蘚巨像" }).state, 0, "苔蘚巨像")).toBe(6);
  const g = pos({ players: [{ attr: "草", hand: ["萬象更新"] }, { attr: "金", field: [{ card: "齒輪衛兵", damage: 6 }] }], phase: "prepare" });
  const r = act(g, 0, { type: "bless", card: "萬象更新", target: "齒輪衛兵" }).state;
  expect(heart(r, 1, "齒輪衛兵")).toBe(7);
  expect(r.players[1].owedDraws).toBe(2);
  expect(engine.activeSeats(r)).toEqual([1]);
});

test("花粉 fills the hand to 6; 鐘樓庇護 guards every character of its player; 世界樹之種 +1 心等", () => {
  const s = pos({ players: [{ attr: "草", playerEffects: ["花粉"] }, { attr: "金" }], phase: "draw" });
  let r = s;
  while (r.phase === "draw" && r.current === 0) r = act(r, 0, { type: "draw", deck: "character" }).state;
  expect(r.players[0].hand).toHaveLength(6);
  const g = pos({ players: [{ attr: "金", playerEffects: ["鐘樓庇護"], field: ["齒輪衛兵", "發條獵犬"] }, { attr: "木", playerEffects: ["世界樹之種"], field: ["林間斥候"] }] });
  expect(g.players[0].field.map((c) => stats(g, 0, c).guard)).toEqual([1, 1]);
  expect(heart(g, 1, "林間斥候")).toBe(6);
});

test("熾熱, 燃燒能源 and 激流 change 攻擊力; 激流 freezes what it damages", () => {
  const s = pos({ players: [{ attr: "水", field: [{ card: "潮汐巡者", effects: ["激流"] }] }, { attr: "火", field: [{ card: "熔岩犬", effects: ["熾熱", "燃燒能源"] }, "苔蘚巨像"] }], phase: "attack" });
  expect([atk(s, 1, "熔岩犬"), heart(s, 1, "熔岩犬")]).toEqual([9, 1]);
  const r = act(s, 0, { type: "attack", attacker: "潮汐巡者", target: "苔蘚巨像" }).state;
  expect(onField(r, 1, "苔蘚巨像")!.frozen).toBe(true);
});
