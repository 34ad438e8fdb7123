// 咒術卡 priority (seed 二、6.(2) and each phase's 可以做的事): the turn's player acts first; the opponent may act
// once the turn's player passes (a phase window) or answer a declared curse (a chain). Answers go in a zone whose
// element overcomes the answered zone, or are 無效發動. A pass resolves the chain, last link first.
import { shengkeEngine as engine } from "../../../shared/src/games/shengke/engine";
import { legalActions } from "../../../shared/src/games/shengke/legal";
import { act, cell, curseIdOf, errorCode, position } from "./helpers";

const loadout = ["thorn_wall", "phoenix_cry", "landslide", "metal_chime_break", "tortoise_guard", "nullifying_seal", "dragon_whirl", "tiger_roar", "red_blaze", "earth_retreat"];
const options = { loadouts: [loadout, loadout], curseHands: [null, null] };

function duel(hand0: string[], hand1: string[], extra: Record<string, unknown> = {}) {
  return position({
    phase: "judge", judged: true,
    board: [{ cell: "c3", card: "白牙龍", owner: 0 }, { cell: "c4", card: "林棘虎", owner: 1 }, { cell: "a1", card: "玄武龜", owner: 1 }, { cell: "e5", card: "山棘龜", owner: 1 }],
    players: [{ curseHand: hand0, soul: { wood: 3, fire: 3, earth: 3, metal: 3, water: 3 } }, { curseHand: hand1, soul: { wood: 3, fire: 3, earth: 3, metal: 3, water: 3 } }],
    ...extra,
  }, options);
}

test("ending a phase opens the opponent's window when they hold a curse; a pass moves on", () => {
  const s = duel([], ["tortoise_guard"]);
  act(s, 0, { type: "endPhase" });
  expect(s.priority).toMatchObject({ mode: "phase", seat: 1 });
  expect(engine.activeSeats(s)).toEqual([1]);
  expect(errorCode(() => act(s, 0, { type: "endPhase" }))).toBe("not_your_priority");
  expect(errorCode(() => act(s, 1, { type: "soulDraw", element: "wood", count: 1 }))).toBe("window_open");
  act(s, 1, { type: "pass" });
  expect(s.phase).toBe("end");
  expect(engine.activeSeats(s)).toEqual([0]);
});

test("no window opens when the opponent holds no curse (the count of curse cards in hand is public)", () => {
  const s = duel([], []);
  act(s, 0, { type: "endPhase" });
  expect(s.phase).toBe("end");
  expect(s.priority.seat).toBe(0);
});

test("the opponent may activate in its window; the turn's player may answer that", () => {
  const s = duel(["earth_retreat"], ["tiger_roar"]);
  act(s, 0, { type: "endPhase" });
  // Seat 1 destroys seat 0's... tiger_roar destroys wood: its own 林棘虎 is the only wood. Use it on c4.
  act(s, 1, { type: "curse", curse: curseIdOf(s, "tiger_roar", 1), side: "roar", zone: "metal", cell: cell("c4") });
  expect(s.priority).toMatchObject({ mode: "chain", seat: 0 });
  // earth zone does not overcome metal (火剋金 would): not a response.
  expect(errorCode(() => act(s, 0, { type: "curse", curse: curseIdOf(s, "earth_retreat", 0), side: "bury", zone: "earth", cell: cell("c4") }))).toBe("curse_not_a_response");
  act(s, 0, { type: "pass" });
  expect(s.board[cell("c4")]).toBeNull();
  // Back to seat 1's window (it has no curse left, so the phase moves on).
  expect(s.phase).toBe("end");
});

test("an answer in an overcoming zone resolves first: 玄龜守護 (water zone) answers a fire-zone strike and saves the target", () => {
  const s = duel(["red_blaze"], ["tortoise_guard"]);
  // red_blaze (fire zone) targets 白牙龍? it is seat 0's own; target seat 1 has no metal. Put the strike on c3 anyway.
  act(s, 0, { type: "curse", curse: curseIdOf(s, "red_blaze", 0), side: "blaze", zone: "fire", cell: cell("c3") });
  expect(s.players[0].curseZones.fire).toBe(curseIdOf(s, "red_blaze", 0));
  expect(s.priority).toMatchObject({ mode: "chain", seat: 1 });
  const ev = act(s, 1, { type: "curse", curse: curseIdOf(s, "tortoise_guard", 1), side: "guard", zone: "water", cell: cell("c3") });
  // Seat 0 holds no more curses: the chain resolves at once, last first.
  const order = ev.filter((e) => e.type.startsWith("curse_")).map((e) => e.type);
  expect(order).toEqual(["curse_declared", "curse_resolved", "curse_fizzled"]);
  expect(s.board[cell("c3")]).not.toBeNull();
  expect(s.players[0].curseZones.fire).toBeNull();
  expect(s.players[0].curseDiscard).toContain(curseIdOf(s, "red_blaze", 0));
  expect(s.priority).toMatchObject({ mode: "main", seat: 0 });
});

test("無效發動 answers from any zone and cancels the curse below it; costs stay paid", () => {
  const s = duel(["tiger_roar"], ["nullifying_seal"]);
  act(s, 0, { type: "curse", curse: curseIdOf(s, "tiger_roar", 0), side: "roar", zone: "metal", cell: cell("c4") });
  expect(s.players[0].soul.metal).toBe(2);
  act(s, 1, { type: "curse", curse: curseIdOf(s, "nullifying_seal", 1), side: "seal", zone: "earth" });
  expect(s.board[cell("c4")]).not.toBeNull();
  expect(s.players[0].soul.metal).toBe(2);
  expect(s.players[1].soul).toMatchObject({ earth: 2, water: 2 });
});

test("a nullifying curse cannot open a chain; a zone holds one curse at a time", () => {
  const s = duel(["nullifying_seal", "tortoise_guard"], ["nullifying_seal"]);
  expect(errorCode(() => act(s, 0, { type: "curse", curse: curseIdOf(s, "nullifying_seal", 0), side: "seal", zone: "water" }))).toBe("curse_needs_chain");
  act(s, 0, { type: "curse", curse: curseIdOf(s, "tortoise_guard", 0), side: "guard", zone: "water", cell: cell("c3") });
  act(s, 1, { type: "curse", curse: curseIdOf(s, "nullifying_seal", 1), side: "seal", zone: "water" });
  expect(s.priority).toMatchObject({ mode: "chain", seat: 0 });
  expect(errorCode(() => act(s, 0, { type: "curse", curse: curseIdOf(s, "nullifying_seal", 0), side: "seal", zone: "water" }))).toBe("curse_zone_occupied");
  // Answer the answer from the earth zone: the guard is saved from the nullification.
  act(s, 0, { type: "curse", curse: curseIdOf(s, "nullifying_seal", 0), side: "seal", zone: "earth" });
  expect(s.t.protected).toContain(s.board[cell("c3")]!.id);
});

test("in a window the only legal actions are pass and curses", () => {
  const s = duel([], ["tortoise_guard"]);
  act(s, 0, { type: "endPhase" });
  const legal = legalActions(s, 1);
  expect(legal[0]).toEqual({ type: "pass" });
  expect(legal.slice(1).every((a) => a.type === "curse")).toBe(true);
  expect(legalActions(s, 0)).toEqual([]);
  expect(errorCode(() => act(s, 0, { type: "pass" }))).toBe("not_your_priority");
});

test("pass outside a window is refused", () => {
  const s = duel([], []);
  expect(errorCode(() => act(s, 0, { type: "pass" }))).toBe("not_in_window");
});
