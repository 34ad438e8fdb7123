// Seed 6.(3)(4) and 回收: 棘龍角擊 costs 一火「魂」 and needs a card named with 龍 on the board (either side's);
// 減免 「角」「棘」 waives the fire soul when a 角-radical name and a 棘 name are on the board; 回收 costs 一火「魄」.
import { CURSE_BY_ID } from "../../../shared/src/games/shengke/content";
import { preview } from "../../../shared/src/games/shengke/preview";
import { act, cell, curseIdOf, errorCode, position } from "./helpers";

const def = CURSE_BY_ID.thorn_dragon_horn_strike;

test("content matches the seed", () => {
  expect(def.zh).toBe("棘龍角擊");
  expect(def.cost).toEqual({ souls: { fire: 1 }, names: [{ char: "龍", count: 1 }] });
  expect(def.reduction.conds).toEqual([{ radical: "角", count: 1 }, { char: "棘", count: 1 }]);
});

const setup = (board: { cell: string; card: string; owner: 0 | 1 }[], soul = { fire: 1 }, spirit = {}) =>
  position({ phase: "judge", judged: true, board, players: [{ curseHand: ["thorn_dragon_horn_strike"], soul: { ...soul }, spirit }, {}] });

const strike = (s: ReturnType<typeof setup>, target: string, waive?: "fire") =>
  ({ type: "curse" as const, curse: curseIdOf(s, "thorn_dragon_horn_strike", 0), side: "horn", zone: "fire" as const, cell: cell(target), ...(waive ? { waive } : {}) });

test("needs a 龍 on the board, either side's", () => {
  const none = setup([{ cell: "c3", card: "白爪虎", owner: 1 }]);
  expect(errorCode(() => act(none, 0, strike(none, "c3")))).toBe("curse_condition_unmet");
  const theirs = setup([{ cell: "c3", card: "白爪虎", owner: 1 }, { cell: "a1", card: "冰棘龍", owner: 1 }]);
  act(theirs, 0, strike(theirs, "c3"));
  expect(theirs.board[cell("c3")]).toBeNull();
  expect(theirs.players[0].soul.fire).toBe(0);
  expect(theirs.players[0].curseDiscard).toContain(curseIdOf(theirs, "thorn_dragon_horn_strike", 0));
});

test("costs one fire soul without 減免", () => {
  const s = setup([{ cell: "c3", card: "白爪虎", owner: 1 }, { cell: "a1", card: "冰棘龍", owner: 1 }], { fire: 0 });
  expect(errorCode(() => act(s, 0, strike(s, "c3")))).toBe("not_enough_souls");
  expect(preview(s, 0, strike(s, "c3")).error?.code).toBe("not_enough_souls");
});

test("減免: with a 角-radical name and a 棘 name on the board the fire soul is waived", () => {
  // 冰棘龍 gives both 龍 and 棘; 鋼角犀 has 角.
  const s = setup([{ cell: "c3", card: "白爪虎", owner: 1 }, { cell: "a1", card: "冰棘龍", owner: 1 }, { cell: "e5", card: "鋼角犀", owner: 1 }], { fire: 0 });
  const p = preview(s, 0, strike(s, "c3", "fire"));
  expect(p.legal).toBe(true);
  expect(p.curseCost).toEqual({});
  expect(p.destroyed.map((d) => d.zh)).toEqual(["白爪虎"]);
  act(s, 0, strike(s, "c3", "fire"));
  expect(s.board[cell("c3")]).toBeNull();
});

test("減免 needs every listed name: 角 alone is not enough", () => {
  const s = setup([{ cell: "c3", card: "白爪虎", owner: 1 }, { cell: "a1", card: "白牙龍", owner: 0 }, { cell: "e5", card: "鋼角犀", owner: 1 }], { fire: 1 }, {});
  expect(errorCode(() => act(s, 0, strike(s, "c3", "fire")))).toBe("curse_reduction_invalid");
});

test("回收 costs one fire 魄 and brings it back from the discard, again and again", () => {
  const s = position({ phase: "end", players: [{ curseHand: [], curseDiscard: ["thorn_dragon_horn_strike"], spirit: { fire: 2 } }, {}] });
  const id = curseIdOf(s, "thorn_dragon_horn_strike", 0);
  act(s, 0, { type: "reclaim", curse: id });
  expect(s.players[0].curseHand).toEqual([id]);
  expect(s.players[0].spirit.fire).toBe(1);
  const s2 = position({ phase: "end", players: [{ curseHand: [], spirit: { fire: 0, metal: 3 } }, {}] });
  expect(errorCode(() => act(s2, 0, { type: "reclaim", curse: curseIdOf(s2, "thorn_dragon_horn_strike", 0) }))).toBe("not_enough_spirits");
});
