import { act, heart, names, onField, pos } from "./helpers";

/** 陷阱卡 of spec §3.4 not covered by the worked tests, and the trap rules of §1.8. */
const duel = (p0: object, p1: object) => pos({ players: [{ attr: "水" as const, ...p0 }, { attr: "火" as const, ...p1 }], phase: "attack" });

test("屬性逆轉: a 上位 attacker is treated as 下位 (no +1; the target gets the 1-point shield)", () => {
  const s = duel({ field: ["時空戰士・潮"] }, { field: ["時空戰士・焰"], traps: ["屬性逆轉"] });
  expect(heart(act(s, 0, { type: "attack", attacker: "時空戰士・潮", target: "時空戰士・焰" }).state, 1, "時空戰士・焰")).toBe(1); // 4 − 1, not 5
});

test("鏡像: an attacker with 攻擊力 ≥ 4 takes the damage it dealt; a 3 does not trip it", () => {
  // 水 against 木 (水生木): no modifier either way.
  const s = pos({ players: [{ attr: "水", field: ["時空戰士・潮", "潮汐巡者"] }, { attr: "木", field: ["苔蘚巨像"], traps: ["鏡像"] }], phase: "attack" });
  const weak = act(s, 0, { type: "attack", attacker: "潮汐巡者", target: "苔蘚巨像" }).state;
  expect(weak.players[1].traps).toHaveLength(1);
  expect(heart(weak, 1, "苔蘚巨像")).toBe(5);
  const strong = act(weak, 0, { type: "attack", attacker: "時空戰士・潮", target: "苔蘚巨像" }).state;
  expect(heart(strong, 1, "苔蘚巨像")).toBe(1);
  expect(onField(strong, 0, "時空戰士・潮")).toBeUndefined(); // took 4 back at 心等 4
});

test("時空護盾 makes an attack on the player deal 0; 時之沙漏 repays 1 of a loss", () => {
  const s = pos({ players: [{ attr: "火", field: ["熔爐戰士", "餘燼兵"] }, { attr: "木", traps: ["時空護盾", "時之沙漏"] }], phase: "attack" });
  const a = act(s, 0, { type: "attackPlayer", attacker: "熔爐戰士", seat: 1 }).state;
  expect(a.players[1].time).toBe(12);
  const b = act(a, 0, { type: "attackPlayer", attacker: "餘燼兵", seat: 1 });
  expect(b.state.players[1].time).toBe(12 - 4 + 1);
  expect(b.events.filter((e) => e.type === "time").map((e) => e.data!.cause)).toEqual(["attack", "hourglass"]);
});

test("衝鋒 adds 2 against a player; 時之沙漏 can save a player from 0", () => {
  const s = pos({ players: [{ attr: "火", field: ["熔爐戰士"] }, { attr: "木", time: 6, traps: ["時之沙漏"] }], phase: "attack" });
  const r = act(s, 0, { type: "attackPlayer", attacker: "熔爐戰士", seat: 1 }).state;
  expect(r.players[1].time).toBe(1); // 4 + 2 = 6 → 0, then +1
  expect(r.players[1].alive).toBe(true);
});

test("連鎖爆破 can defeat the placed character before its special; 封印 passes over N cards", () => {
  const s = pos({ players: [{ attr: "火", hand: ["末日炎王", "熔岩犬"] }, { attr: "水", field: ["潮汐巡者"], traps: ["封印", "連鎖爆破"] }] });
  const r = act(s, 0, { type: "place", card: "末日炎王" });
  expect(r.state.players[0].field).toEqual([]);
  expect(r.events.some((e) => e.type === "special")).toBe(false); // 焚天 never happens
  expect(heart(r.state, 1, "潮汐巡者")).toBe(5);
  expect(names(r.state, r.state.players[0].graveyard)).toEqual(["doom-flame-king"]);
});

test("two 時間停滯 on one attack: the second stays set (the condition is checked again)", () => {
  const s = duel({ field: ["潮汐巡者"] }, { field: ["餘燼兵"], traps: ["時間停滯", "時間停滯"] });
  const r = act(s, 0, { type: "attack", attacker: "潮汐巡者", target: "餘燼兵" }).state;
  expect(r.players[1].traps).toHaveLength(1);
});

test("迷霧 fires when the enemy chooses to attack; two of them take 2 off each attack", () => {
  const s = pos({ players: [{ attr: "水", field: ["時空戰士・潮"] }, { attr: "金", field: ["苔蘚巨像"], traps: ["迷霧"] }, { attr: "木", traps: ["迷霧"] }] });
  const chose = act(s, 0, { type: "beginAttack" }).state;
  expect(chose.players[1].traps.length + chose.players[2].traps.length).toBe(0);
  expect(chose.fog).toBe(2);
  const r = act(chose, 0, { type: "attack", attacker: "時空戰士・潮", target: "苔蘚巨像" }).state;
  expect(heart(r, 1, "苔蘚巨像")).toBe(6); // 水 on a 木 character: 4 − 2
});

test("能量吸取 drains an effect an enemy puts on their own side, not one put on someone else's", () => {
  const s = pos({ players: [{ attr: "水", hand: ["潮汐之盾", "冰霜之觸"], field: ["潮汐巡者"] }, { attr: "木", field: ["林間斥候"], traps: ["能量吸取"] }], phase: "prepare" });
  const curse = act(s, 0, { type: "bless", card: "冰霜之觸", target: "林間斥候" }).state;
  expect(curse.players[1].traps).toHaveLength(1);
  const own = act(s, 0, { type: "bless", card: "潮汐之盾", target: "潮汐巡者" }).state;
  expect(own.players[1].traps).toHaveLength(0);
  expect(onField(own, 0, "潮汐巡者")!.effects).toEqual([]);
  expect(names(own, own.players[0].graveyard)).toEqual(["tide-shield"]);
});

test("末日倒數: at a round start, every enemy at 4 or less loses 1 more", () => {
  const s = pos({ players: [{ attr: "水", time: 4 }, { attr: "木", time: 6 }, { attr: "火", time: 9, traps: ["末日倒數"] }], current: 2, round: 8 });
  const r = act(s, 2, { type: "skip" });
  expect(r.state.round).toBe(9);
  expect(r.state.players.map((p) => p.time)).toEqual([2, 5, 8]); // tick to 3 / 5 / 8, then 3 → 2
});

test("伏兵 stays set when there is no character card in hand", () => {
  const s = duel({ field: ["時空戰士・潮"] }, { field: ["熔岩犬"], hand: ["熾熱"], traps: ["伏兵"] });
  const r = act(s, 0, { type: "attack", attacker: "時空戰士・潮", target: "熔岩犬" }).state;
  expect(r.players[1].field).toEqual([]);
  expect(r.players[1].traps).toHaveLength(1);
});

test("a trap ignores its owner's own events: 連鎖爆破 does not hit its owner's placement", () => {
  const s = pos({ players: [{ attr: "水", hand: ["潮汐巡者"], traps: ["連鎖爆破"] }, { attr: "火" }] });
  const r = act(s, 0, { type: "place", card: "潮汐巡者" }).state;
  expect(r.players[0].traps).toHaveLength(1);
  expect(onField(r, 0, "潮汐巡者")!.damage).toBe(0);
});
