// Legal-action counts from fixed positions (chess.js-style perft): one number catches any rules regression.
// Every listed action must also apply without error.
import { shengkeEngine as engine } from "../../../shared/src/games/shengke/engine";
import { legalActions } from "../../../shared/src/games/shengke/legal";
import { cloneState } from "../../../shared/src/games/shengke/state";
import { applyAction } from "../../../shared/src/games/shengke/apply";
import type { ShengkeState } from "../../../shared/src/games/shengke/types";
import { position } from "./helpers";

function perft(s: ShengkeState, depth: number): number {
  if (depth === 0 || s.over) return 1;
  const seat = s.priority.seat;
  let n = 0;
  for (const a of legalActions(s, seat)) {
    const c = cloneState(s);
    applyAction(c, seat, a, null);
    n += perft(c, depth - 1);
  }
  return n;
}

test("opening position of seed 'perft': start phase", () => {
  const s = engine.setup(engine.optionsSchema.parse({}), "perft", 2);
  const dice = s.t.dice;
  const sixes = dice.filter((d) => d === 6).length;
  // chooseDie (5 per unchosen 6) + token (10) ; endPhase not yet
  expect(legalActions(s, s.active)).toHaveLength(5 * sixes + 10);
  expect(legalActions(s, 1 - s.active)).toHaveLength(0);
});

test("place phase: 2 metal cards × 25 cells, then 24 − 4 neighbours for the other one", () => {
  const s = position({ phase: "place", dice: [4, 4], players: [{ hand: ["白牙龍", "青翼龍"], curseHand: [] }, {}] });
  expect(legalActions(s, 0).filter((a) => a.type === "summon")).toHaveLength(50);
  expect(perft(s, 1)).toBe(legalActions(s, 0).length);
  // after 白牙龍 on c3: 青翼龍 may go on 24 − 4 = 20 cells
  expect(perft(s, 2)).toBe(
    legalActions(s, 0).reduce((n, a) => {
      const c = cloneState(s);
      applyAction(c, 0, a, null);
      return n + legalActions(c, c.priority.seat).length;
    }, 0),
  );
});

test("fixed mid-game position: counts by action type", () => {
  const s = position({
    phase: "judge", judged: true,
    board: [{ cell: "c3", card: "白牙龍", owner: 0 }, { cell: "c4", card: "林棘虎", owner: 1 }, { cell: "b2", card: "冰棘龍", owner: 1 }],
    players: [{ curseHand: ["thorn_dragon_horn_strike", "dragon_whirl", "earth_retreat"], discards: { wood: ["青木狼"] }, spirit: { wood: 1, fire: 1 }, soul: { wood: 1, fire: 1, earth: 1, metal: 0, water: 0 } }, {}],
  });
  const legal = legalActions(s, 0);
  const byType: Record<string, number> = {};
  for (const a of legal) byType[a.type] = (byType[a.type] ?? 0) + 1;
  // endPhase 1; soulDraw: wood 1, fire 1, earth 1 = 3; returnBeast 青木狼 = 1; reclaim: none of the 7 discarded
  // curses is affordable with 1 wood + 1 fire 魄 except the single-element wood/fire ones in the discard.
  expect(byType.endPhase).toBe(1);
  expect(byType.soulDraw).toBe(3);
  expect(byType.returnBeast).toBe(1);
  // 棘龍角擊 horn: metal targets = 白牙龍 (1); thorn: 3 cards × 3 turns = 9. No 減免 (no 角 radical): 10.
  // 龍捲天翔: 3 cards × their empty orthogonal neighbours: c3 → b3,d3,c2 (3); c4 → b4,d4,c5 (3); b2 → a2,b1,b3,c2 (4) = 10.
  // 土遁歸藏: 3 targets.
  expect(byType.curse).toBe(10 + 10 + 3);
  expect(legal).toHaveLength(1 + 3 + 1 + (byType.reclaim ?? 0) + 23);
  for (const a of legal) expect(() => applyAction(cloneState(s), 0, a, null)).not.toThrow();
});

test("perft(3) from a seeded opening is stable", () => {
  const s = engine.setup(engine.optionsSchema.parse({}), "perft", 2);
  expect(perft(s, 3)).toMatchSnapshot();
});
