// The open edge cases, each decided in docs/rules/shengke.md.
import { act, cell, errorCode, idOf, position, summonAndJudge } from "./helpers";

test("empty pile: a mandatory draw from it is skipped (no substitute pile, no reshuffle)", () => {
  const s = position({ phase: "draw", dice: [3, 2], players: [{ rest: "discard", piles: { fire: ["赤翼鳳"] } }, {}] });
  const ev = act(s, 0, { type: "draw" });
  expect(s.players[0].hand.map((id) => s.cards[id].zh)).toEqual(["赤翼鳳"]);
  expect(ev.find((e) => e.type === "draw" && e.data!.element === "wood")!.data).toMatchObject({ count: 0, skipped: 1 });
});

test("empty pile: spending 魂 to draw more than the pile holds is refused", () => {
  const s = position({ phase: "draw", drawn: true, players: [{ rest: "discard", piles: { water: ["玄甲龜"] }, soul: { water: 3 } }, {}] });
  expect(errorCode(() => act(s, 0, { type: "soulDraw", element: "water", count: 2 }))).toBe("pile_too_small");
  act(s, 0, { type: "soulDraw", element: "water", count: 1 });
  expect(s.players[0].piles.water).toHaveLength(0);
});

test("no card of a rolled element in hand: that placement is forfeited and the phase may end", () => {
  const s = position({ phase: "place", dice: [4, 3], players: [{ hand: ["白牙龍"] }, {}] });
  act(s, 0, { type: "summon", card: idOf(s, "白牙龍", 0), cell: cell("c3") });
  const ev = act(s, 0, { type: "endPhase" });
  expect(ev.find((e) => e.type === "forfeit")!.data).toMatchObject({ element: "wood" });
});

test("no legal cell left: the placement is forfeited", () => {
  // Fill the board except b2 and b3 (orthogonally adjacent): after one placement the other has no cell.
  const names1 = ["白爪虎", "鋼角犀", "霜牙虎", "鐵甲龜", "銀翼鶴", "山棘龜", "黃角牛", "岩爪熊", "土牙豬", "砂翼蝠", "林棘虎", "翠角鹿", "藤甲龜", "青爪螳", "竹翼蜂", "赤爪虎", "炎角牛", "焰翼鳳", "熔甲龜", "烽牙狐", "玄武龜", "雪牙虎", "潮角蛟"];
  const cells = Array.from({ length: 25 }, (_, i) => "abcde"[i % 5] + (Math.floor(i / 5) + 1)).filter((c) => c !== "b2" && c !== "b3");
  const board = cells.map((c, i) => ({ cell: c, card: names1[i], owner: 1 as const }));
  const s = position({ phase: "place", dice: [4, 4], board, players: [{ hand: ["白牙龍", "青翼龍"] }, {}] });
  act(s, 0, { type: "summon", card: idOf(s, "白牙龍", 0), cell: cell("b2") });
  expect(errorCode(() => act(s, 0, { type: "summon", card: idOf(s, "青翼龍", 0), cell: cell("b3") }))).toBe("adjacent_to_placed");
  act(s, 0, { type: "endPhase" });
  expect(s.phase).toBe("judge");
});

test("hand limit: none by default; a table may set one, and draws stop there", () => {
  const s = position({ phase: "draw", drawn: true, players: [{ soul: { metal: 5 } }, {}] }, { rules: { handLimit: 2 } });
  expect(errorCode(() => act(s, 0, { type: "soulDraw", element: "metal", count: 3 }))).toBe("hand_limit");
  act(s, 0, { type: "soulDraw", element: "metal", count: 2 });
  expect(s.players[0].hand).toHaveLength(2);
});

test("tokens at the cap of 6: the extra is lost, never above 6", () => {
  const s = position({ phase: "place", dice: [4, 4], board: [{ cell: "b3", card: "黃角牛", owner: 1 }], players: [{ hand: ["白牙龍"], soul: { metal: 6 } }, {}] });
  const ev = summonAndJudge(s, 0, [["白牙龍", "c3"]]);
  expect(s.players[0].soul.metal).toBe(6);
  expect(ev.find((e) => e.type === "token")!.data).toMatchObject({ gained: 0, lost: 1 });
  const t = position({ phase: "start", dice: [1, 1], tokenTaken: false, players: [{ spirit: { fire: 6 } }, {}] });
  act(t, 0, { type: "token", kind: "spirit", element: "fire" });
  expect(t.players[0].spirit.fire).toBe(6);
});

test("行剋 and 剋行 touch the placer's own cards too (the seed names no owner)", () => {
  const s = position({ phase: "place", dice: [4, 4], board: [{ cell: "c4", card: "青木狼", owner: 0 }], players: [{ hand: ["白牙龍"] }, {}] });
  summonAndJudge(s, 0, [["白牙龍", "c3"]]);
  expect(s.board[cell("c4")]).toBeNull();
  expect(s.players[0].discards.wood).toHaveLength(1);
});

test("…unless the table turns affectOwnCards off", () => {
  const s = position({ phase: "place", dice: [4, 4], board: [{ cell: "c4", card: "青木狼", owner: 0 }], players: [{ hand: ["白牙龍"] }, {}] }, { rules: { affectOwnCards: false } });
  summonAndJudge(s, 0, [["白牙龍", "c3"]]);
  expect(s.board[cell("c4")]).not.toBeNull();
});

test("a card placed earlier is not judged again; only this turn's placements trigger", () => {
  const s = position({ phase: "judge", board: [{ cell: "c3", card: "白牙龍", owner: 0 }, { cell: "c4", card: "林棘虎", owner: 1 }] });
  act(s, 0, { type: "judge" });
  expect(s.board[cell("c4")]).not.toBeNull();
});

test("both placed cards are judged step by step: one placed card can destroy the other", () => {
  // 白牙龍 (metal, 出 7 incl. 右前) and 青棘龍 (wood) diagonal: 行剋 destroys 青棘龍 before its own steps.
  const s = position({ phase: "place", dice: [4, 3], players: [{ hand: ["白牙龍", "青棘龍"] }, {}] });
  summonAndJudge(s, 0, [["白牙龍", "b2"], ["青棘龍", "c3"]]);
  expect(s.board[cell("c3")]).toBeNull();
  expect(s.board[cell("b2")]).not.toBeNull();
});

test("a card bounced to hand and summoned again in the same turn is judged once", () => {
  const s = position({ phase: "place", dice: [4, 4], board: [{ cell: "b3", card: "黃角牛", owner: 1 }], players: [{ hand: ["白牙龍"], curseHand: ["water_dragon_backflow"], soul: { water: 1 } }, {}] }, { loadouts: [["dragon_whirl", "phoenix_rebirth", "heaven_earth_swap", "claw_fang_theft", "wing_wind_summon", "earth_retreat", "water_dragon_backflow", "heavy_earth_rejudge", "adamant_turn", "tortoise_guard"], "shell_and_tide"], curseHands: [null, null] });
  const id = idOf(s, "白牙龍", 0);
  act(s, 0, { type: "summon", card: id, cell: cell("e5") });
  act(s, 0, { type: "curse", curse: Object.keys(s.curses).find((k) => s.curses[k].def === "water_dragon_backflow" && s.curses[k].owner === 0)!, side: "flow", zone: "water", cell: cell("e5") });
  expect(s.players[0].hand).toContain(id);
  summonAndJudge(s, 0, [["白牙龍", "c3"]]);
  expect(s.players[0].soul.metal).toBe(2); // one 生行 from 黃角牛, once
});
