// Each registered effect, once, through a real curse card.
import { CURSE_DEFS } from "../../../shared/src/games/shengke/content";
import { EFFECT_IDS } from "../../../shared/src/games/shengke/curses/effect-ids";
import { shengkeEngine } from "../../../shared/src/games/shengke/engine";
import { act, cell, curseIdOf, idOf, position } from "./helpers";

const loadout = ["dragon_whirl", "phoenix_rebirth", "heaven_earth_swap", "claw_fang_theft", "wing_wind_summon", "earth_retreat", "water_dragon_backflow", "heavy_earth_rejudge", "adamant_turn", "tortoise_guard"];
const rich = { wood: 5, fire: 5, earth: 5, metal: 5, water: 5 };

function at(phase: string, hand: string[], board: { cell: string; card: string; owner: 0 | 1 }[], extra: Record<string, unknown> = {}) {
  return position({ phase, judged: phase === "judge" ? true : undefined, board, players: [{ curseHand: hand, soul: rich, hand: ["青木狼"], discards: { fire: ["赤翼鳳"] }, ...extra }, { spirit: { water: 2 }, soul: { fire: 2 } }] }, { loadouts: [loadout, "shell_and_tide"], curseHands: [null, null] });
}
const dragon = { cell: "c3", card: "白牙龍", owner: 0 as const };
const claw = { cell: "a1", card: "銀爪隼", owner: 0 as const };
const wing = { cell: "e1", card: "翠翼鳳", owner: 0 as const };

test("at least 20 curses; every effect is used by some card", () => {
  expect(CURSE_DEFS.length).toBeGreaterThanOrEqual(20);
  const used = new Set(CURSE_DEFS.flatMap((c) => c.sides.map((s) => s.effect)));
  expect([...EFFECT_IDS].filter((e) => !used.has(e))).toEqual([]);
});

test("move (龍捲天翔)", () => {
  const s = at("place", ["dragon_whirl"], [dragon]);
  act(s, 0, { type: "curse", curse: curseIdOf(s, "dragon_whirl", 0), side: "whirl", zone: "wood", cell: cell("c3"), cell2: cell("c4") });
  expect(s.board[cell("c4")]?.id).toBe(idOf(s, "白牙龍", 0));
});

test("swap (乾坤挪移) and rotate (金剛反轉)", () => {
  const s = at("place", ["heaven_earth_swap", "adamant_turn"], [dragon, claw]);
  act(s, 0, { type: "curse", curse: curseIdOf(s, "heaven_earth_swap", 0), side: "swap", zone: "earth", cell: cell("c3"), cell2: cell("a1") });
  expect(s.board[cell("a1")]?.id).toBe(idOf(s, "白牙龍", 0));
  act(s, 0, { type: "curse", curse: curseIdOf(s, "adamant_turn", 0), side: "turn", zone: "metal", cell: cell("a1"), turns: 2 });
  expect(s.board[cell("a1")]?.facing).toBe(2);
});

test("乾坤挪移 names its two cards in either order: both orders are listed and swap the same cards", () => {
  const s = at("place", ["heaven_earth_swap"], [dragon, claw]);
  const curse = curseIdOf(s, "heaven_earth_swap", 0);
  const swaps = shengkeEngine.legalActions(s, 0).filter((a) => a.type === "curse" && a.side === "swap" && a.zone === "earth" && a.waive === undefined);
  expect(swaps.map((a) => (a.type === "curse" ? [a.cell, a.cell2] : null))).toEqual(expect.arrayContaining([[cell("a1"), cell("c3")], [cell("c3"), cell("a1")]]));
  const board = (cells: [number, number]) => shengkeEngine.apply(s, 0, { type: "curse", curse, side: "swap", zone: "earth", cell: cells[0], cell2: cells[1] }).state.board;
  expect(board([cell("c3"), cell("a1")])).toEqual(board([cell("a1"), cell("c3")]));
});

test("extra summon (翼風召來): the card joins this turn's placements and is judged", () => {
  const s = at("place", ["wing_wind_summon"], [wing, { cell: "c5", card: "林棘虎", owner: 1 }]);
  act(s, 0, { type: "curse", curse: curseIdOf(s, "wing_wind_summon", 0), side: "summon", zone: "wood", card: idOf(s, "青木狼", 0), cell: cell("c4") });
  expect(s.t.placed).toContain(idOf(s, "青木狼", 0));
});

test("steal (爪牙奪魄), revive and gain (鳳凰涅槃)", () => {
  const s = at("place", ["claw_fang_theft", "phoenix_rebirth"], [claw, wing]);
  act(s, 0, { type: "curse", curse: curseIdOf(s, "claw_fang_theft", 0), side: "spirit", zone: "water", element: "water" });
  expect(s.players[1].spirit.water).toBe(1);
  expect(s.players[0].spirit.water).toBe(1);
  act(s, 0, { type: "curse", curse: curseIdOf(s, "phoenix_rebirth", 0), side: "rebirth", zone: "fire", card: idOf(s, "赤翼鳳", 0) });
  expect(s.players[0].hand).toContain(idOf(s, "赤翼鳳", 0));
});

test("bury (土遁歸藏), bounce (水龍回流), rejudge (厚土重判)", () => {
  const s = at("judge", ["earth_retreat", "water_dragon_backflow", "heavy_earth_rejudge"], [dragon, { cell: "c4", card: "林棘虎", owner: 1 }, { cell: "a5", card: "玄武龜", owner: 1 }, { cell: "e5", card: "砂翼蝠", owner: 1 }]);
  act(s, 0, { type: "curse", curse: curseIdOf(s, "heavy_earth_rejudge", 0), side: "rejudge", zone: "earth", cell: cell("c3") });
  expect(s.board[cell("c4")]).toBeNull(); // 金剋木 again
  act(s, 0, { type: "curse", curse: curseIdOf(s, "water_dragon_backflow", 0), side: "flow", zone: "water", cell: cell("e5") });
  expect(s.players[1].hand).toContain(idOf(s, "砂翼蝠", 1));
  act(s, 0, { type: "curse", curse: curseIdOf(s, "earth_retreat", 0), side: "bury", zone: "earth", cell: cell("a5") });
  const pile = s.players[1].piles.water;
  expect(pile[pile.length - 1]).toBe(idOf(s, "玄武龜", 1));
});
