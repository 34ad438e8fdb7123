// Every RuleError code: the remaining ones are triggered here, and a last test checks each code in SHENGKE_ERRORS
// appears in some test of this folder. An illegal action changes nothing.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { stateHash } from "../../../shared/src/core/hash";
import { SHENGKE_ERRORS, SHENGKE_ERROR_CODES } from "../../../shared/src/games/shengke/errors";
import { shengkeEngine as engine } from "../../../shared/src/games/shengke/engine";
import { applyAction } from "../../../shared/src/games/shengke/apply";
import { act, cell, curseIdOf, errorCode, idOf, position } from "./helpers";

test("every code has zh and en text and is snake_case", () => {
  for (const code of SHENGKE_ERROR_CODES) {
    expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
    expect(SHENGKE_ERRORS[code].zh.length).toBeGreaterThan(0);
    expect(SHENGKE_ERRORS[code].en.length).toBeGreaterThan(0);
  }
});

test("game_over, not_your_priority, bad_action", () => {
  const s = position({ first: 0, turn: 20, phase: "end" });
  expect(errorCode(() => act(s, 0, { type: "endPhase" }))).toBe("not_your_priority");
  act(s, 1, { type: "endPhase" });
  expect(errorCode(() => act(s, 1, { type: "endPhase" }))).toBe("game_over");
  const t = engine.setup(engine.optionsSchema.parse({}), "x", 2);
  expect(errorCode(() => engine.apply(t, t.active, { type: "fly" } as never))).toBe("bad_action");
});

test("card_not_in_hand, cell_out_of_board", () => {
  const s = position({ phase: "place", dice: [4, 4], players: [{ hand: ["白牙龍"] }, {}] });
  expect(errorCode(() => act(s, 0, { type: "summon", card: idOf(s, "青翼龍", 0), cell: 3 }))).toBe("card_not_in_hand");
  expect(errorCode(() => applyAction(s, 0, { type: "summon", card: idOf(s, "白牙龍", 0), cell: 30 }, null))).toBe("cell_out_of_board");
});

test("curse errors: not in hand / discard, timing, side, zone, bad target", () => {
  const s = position({ phase: "start", dice: [4, 4], tokenTaken: false, board: [{ cell: "c3", card: "白牙龍", owner: 0 }], players: [{ curseHand: ["thorn_dragon_horn_strike", "dragon_whirl"], soul: { fire: 2, wood: 2 } }, {}] });
  const horn = curseIdOf(s, "thorn_dragon_horn_strike", 0);
  const whirl = curseIdOf(s, "dragon_whirl", 0);
  const other = curseIdOf(s, "earth_retreat", 0);
  expect(errorCode(() => act(s, 0, { type: "curse", curse: other, side: "bury", zone: "earth", cell: cell("c3") }))).toBe("curse_not_in_hand");
  expect(errorCode(() => act(s, 0, { type: "curse", curse: horn, side: "horn", zone: "fire", cell: cell("c3") }))).toBe("curse_wrong_timing");
  act(s, 0, { type: "token", kind: "soul", element: "wood" });
  act(s, 0, { type: "endPhase" });
  act(s, 0, { type: "draw" });
  act(s, 0, { type: "endPhase" });
  expect(s.phase).toBe("place");
  expect(errorCode(() => act(s, 0, { type: "curse", curse: horn, side: "nope", zone: "fire", cell: cell("c3") }))).toBe("curse_no_such_side");
  expect(errorCode(() => act(s, 0, { type: "curse", curse: horn, side: "horn", zone: "water", cell: cell("c3") }))).toBe("curse_zone_invalid");
  expect(errorCode(() => act(s, 0, { type: "curse", curse: horn, side: "horn", zone: "fire", cell: cell("a1") }))).toBe("curse_bad_target");
  expect(errorCode(() => act(s, 0, { type: "curse", curse: whirl, side: "whirl", zone: "wood", cell: cell("c3"), cell2: cell("e5") }))).toBe("curse_bad_target");
  expect(errorCode(() => act(s, 0, { type: "curse", curse: whirl, side: "whirl", zone: "wood", cell: cell("c3") }))).toBe("curse_bad_target");
  expect(errorCode(() => act(s, 0, { type: "reclaim", curse: horn }))).toBe("curse_not_in_discard");
});

test("avatar errors: disabled by default; invalid pairs; one use per name per turn", () => {
  const off = position({ phase: "place", dice: [4, 4], board: [{ cell: "c3", card: "白牙龍", owner: 0 }] });
  expect(errorCode(() => act(off, 0, { type: "avatar", card: "b00", target: cell("c3") }))).toBe("avatar_disabled");
  const opts = { rules: { specialDeck: true, avatarSummon: true } };
  const s = position({ phase: "place", dice: [4, 4], board: [{ cell: "c3", card: "白牙龍", owner: 0 }, { cell: "a1", card: "青翼龍", owner: 0 }] }, opts);
  const special = (name: string) => Object.keys(s.cards).find((id) => s.cards[id].zh === name && s.cards[id].special)!;
  expect(errorCode(() => act(s, 0, { type: "avatar", card: special("龍牙白"), target: cell("e5") }))).toBe("cell_empty");
  expect(errorCode(() => act(s, 0, { type: "avatar", card: special("翼龍青"), target: cell("c3") }))).toBe("avatar_invalid");
  act(s, 0, { type: "avatar", card: special("龍牙白"), target: cell("c3") });
  expect(s.cards[s.board[cell("c3")]!.id].zh).toBe("龍牙白");
  expect(s.players[0].specialDeck).toContain(idOf(s, "白牙龍", 0));
  expect(errorCode(() => act(s, 0, { type: "avatar", card: idOf(s, "白牙龍", 0), target: cell("c3") }))).toBe("avatar_name_used");
});

test("an illegal action changes nothing", () => {
  const s = position({ phase: "place", dice: [4, 4], players: [{ hand: ["白牙龍"] }, {}] });
  const before = stateHash(s);
  for (const a of [{ type: "summon", card: "zz", cell: 1 }, { type: "judge" }, { type: "pass" }, { type: "token", kind: "soul", element: "wood" }] as const) {
    expect(() => engine.apply(s, 0, a as never)).toThrow();
  }
  expect(stateHash(s)).toBe(before);
});

test("each error code is exercised by some test in this folder", () => {
  const dir = __dirname;
  const text = readdirSync(dir).filter((f) => f.endsWith(".test.ts")).map((f) => readFileSync(join(dir, f), "utf8")).join("\n");
  const missing = SHENGKE_ERROR_CODES.filter((c) => !text.includes(`"${c}"`));
  expect(missing).toEqual([]);
});
