import { stats } from "../../../shared/src/games/chrono";
import { act, atk, engine, heart, names, onField, pos, uidOf } from "./helpers";

/** 技能 and 特殊技能 of spec §3.2 (the ones the worked tests do not cover). */
test("再生, 庇蔭 and 深根 heal in their owner's start phase", () => {
  const s = pos({
    players: [
      { attr: "水" },
      { attr: "木", field: [{ card: "古樹守護者", damage: 3 }, { card: "年輪賢者", damage: 2 }, { card: "林間斥候", damage: 3, effects: ["深根"] }] },
    ],
  });
  const r = act(s, 0, { type: "skip" }).state; // P0's turn ends; P1's starts
  expect(r.current).toBe(1);
  expect([heart(r, 1, "古樹守護者"), heart(r, 1, "年輪賢者"), heart(r, 1, "林間斥候")]).toEqual([5 - 3 + 1 + 1, 6 - 2, 5 - 3 + 1 + 1]);
});

test("凍結: a character damaged by 冰河術士 cannot attack in its owner's next turn, then can again", () => {
  const s = pos({ players: [{ attr: "水", field: ["冰河術士"] }, { attr: "木", field: ["苔蘚巨像"] }], phase: "attack" });
  let r = act(s, 0, { type: "attack", attacker: "冰河術士", target: "苔蘚巨像" }).state;
  expect(onField(r, 1, "苔蘚巨像")!.frozen).toBe(true);
  while (r.current !== 1 || r.phase === "discard" || r.phase === "draw") r = engine.apply(r, engine.activeSeats(r)[0], engine.legalActions(r, engine.activeSeats(r)[0]).find((a) => a.type === "draw" || a.type === "endDiscard")!).state;
  expect(engine.legalActions(r, 1).some((a) => a.type === "beginAttack")).toBe(false);
  r = act(r, 1, { type: "skip" }).state;
  expect(onField(r, 1, "苔蘚巨像")!.frozen).toBe(false);
});

test("荊棘 hits back for 1; 纏繞 takes 1 攻擊力 for good; 迴流 heals first", () => {
  const s = pos({ players: [{ attr: "草", field: ["藤蔓刺客"] }, { attr: "木", field: ["荊棘遊俠"] }], phase: "attack" });
  const r = act(s, 0, { type: "attack", attacker: "藤蔓刺客", target: "荊棘遊俠" }).state;
  expect(heart(r, 1, "荊棘遊俠")).toBe(5 - 2); // 木剋草: the attacker is 下位, 3 − 1
  expect(atk(r, 1, "荊棘遊俠")).toBe(2);
  expect(heart(r, 0, "藤蔓刺客")).toBe(2);
  const m = pos({ players: [{ attr: "水", field: [{ card: "時之泉魔導", damage: 2 }] }, { attr: "金", field: ["齒輪衛兵"] }], phase: "attack" });
  expect(heart(act(m, 0, { type: "attack", attacker: "時之泉魔導", target: "齒輪衛兵" }).state, 0, "時之泉魔導")).toBe(4);
});

test("暗流 splashes 1 on the target player's other character with the lowest 心等", () => {
  const s = pos({ players: [{ attr: "水", field: ["漩渦刺客"] }, { attr: "金", field: ["齒輪衛兵", "發條獵犬", "苔蘚巨像"] }], phase: "attack" });
  const r = act(s, 0, { type: "attack", attacker: "漩渦刺客", target: "齒輪衛兵" }).state;
  expect([heart(r, 1, "齒輪衛兵"), heart(r, 1, "發條獵犬"), heart(r, 1, "苔蘚巨像")]).toEqual([3, 4, 8]);
});

test("爆燃: defeated by an attack, 爆裂術士 deals 2 to the attacker", () => {
  const s = pos({ players: [{ attr: "水", field: ["時空戰士・潮"] }, { attr: "火", field: ["爆裂術士"] }], phase: "attack" });
  const r = act(s, 0, { type: "attack", attacker: "時空戰士・潮", target: "爆裂術士" }).state;
  expect(onField(r, 1, "爆裂術士")).toBeUndefined();
  expect(heart(r, 0, "時空戰士・潮")).toBe(2);
});

test("連擊: 末日炎王 attacks twice; 末日之火 gives the same, not three", () => {
  const s = pos({ players: [{ attr: "火", field: [{ card: "末日炎王", effects: ["末日之火"] }] }, { attr: "木", field: [{ card: "苔蘚巨像", effects: ["潮汐之盾"] }] }], phase: "attack" });
  const king = uidOf(s, 0, "末日炎王");
  expect(stats(s, 0, onField(s, 0, "末日炎王")!).allowance).toBe(2);
  const once = act(s, 0, { type: "attack", attacker: king, target: "苔蘚巨像" }).state;
  const twice = act(once, 0, { type: "attack", attacker: king, target: "苔蘚巨像" }).state;
  expect(heart(twice, 1, "苔蘚巨像")).toBe(11 - 5 - 5); // 木生火: no modifier
  expect(twice.phase).not.toBe("attack"); // spent after two
});

test("鍛造 and 繁茂 are auras; losing 鍛造 can defeat a damaged 金 character", () => {
  const s = pos({ players: [{ attr: "金", field: ["時計鍛造師", { card: "齒輪衛兵", damage: 7 }] }, { attr: "水", field: ["時空戰士・潮"] }], current: 1, firstSeat: 1, phase: "attack" });
  expect(heart(s, 0, "齒輪衛兵")).toBe(1);
  const r = act(s, 1, { type: "attack", attacker: "時空戰士・潮", target: "時計鍛造師" }).state; // 4 + 0 vs 5: survives
  expect(heart(r, 0, "時計鍛造師")).toBe(1);
  const g = pos({ players: [{ attr: "草", field: ["荒原花神", "嫩芽獵手"] }, { attr: "水" }] });
  expect(atk(g, 0, "嫩芽獵手")).toBe(4);
  expect(atk(g, 0, "荒原花神")).toBe(3);
  const kill = pos({ players: [{ attr: "火", field: ["熔岩犬", "時空戰士・焰"] }, { attr: "金", field: ["時計鍛造師", { card: "齒輪衛兵", damage: 7 }] }], phase: "attack" });
  const k = act(kill, 0, { type: "attack", attacker: "熔岩犬", target: "時計鍛造師" }).state; // 5 + 1 ≥ 5
  expect(names(k, k.players[1].graveyard)).toEqual(["clock-forger", "gear-guard"]);
});

test("回春, 焚天, 萬花 and 漲潮 on entry", () => {
  const r = act(pos({ players: [{ attr: "木", hand: ["年輪賢者"], field: [{ card: "苔蘚巨像", damage: 5 }] }, { attr: "火" }] }), 0, { type: "place", card: "年輪賢者" }).state;
  expect(heart(r, 0, "苔蘚巨像")).toBe(8);
  const burn = act(pos({ players: [{ attr: "火", hand: ["末日炎王"] }, { attr: "水", field: ["熔岩犬", "潮汐巡者"] }] }), 0, { type: "place", card: "末日炎王" }).state;
  expect(onField(burn, 1, "熔岩犬")!.damage).toBe(1);
  expect(heart(burn, 1, "潮汐巡者")).toBe(4);
  const bloom = act(pos({ players: [{ attr: "草", hand: ["荒原花神"] }, { attr: "水" }] }), 0, { type: "place", card: "荒原花神" }).state;
  expect(engine.activeSeats(bloom)).toEqual([0]);
  expect(bloom.players[0].owedDraws).toBe(2);
  const tide = pos({ players: [{ attr: "水", hand: ["時之泉魔導"] }, { attr: "火", field: [{ card: "熔岩犬", effects: ["熾熱"] }, "苔蘚巨像"] }] });
  const back = act(tide, 0, { type: "place", card: "時之泉魔導", target: uidOf(tide, 1, "熔岩犬") }).state;
  expect(names(back, back.players[1].hand)).toEqual(["lava-hound"]);
  expect(names(back, back.players[1].graveyard)).toEqual(["searing"]);
});

test("播種: 花語使者 leaving the field makes its owner draw one, naming the deck", () => {
  const s = pos({ players: [{ attr: "金", field: ["時空戰士・鋼", "齒輪衛兵"] }, { attr: "草", field: [{ card: "花語使者", damage: 3 }, "嫩芽獵手"] }], phase: "attack" });
  const r = act(s, 0, { type: "attack", attacker: "時空戰士・鋼", target: "花語使者" }).state;
  expect(engine.activeSeats(r)).toEqual([1]);
  expect(engine.legalActions(r, 1).map((a) => a.type)).toEqual(["draw", "draw", "draw"]);
  const d = act(r, 1, { type: "draw", deck: "effect" }).state;
  expect(names(d, d.players[1].hand)).toHaveLength(1);
  expect(engine.activeSeats(d)).toEqual([0]); // back to P0's attack phase
  expect(d.phase).toBe("attack");
});
