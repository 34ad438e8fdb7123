// Seed <4>: 黃趾龍 (一/土/六) and 青翼龍 (四/金/三) placed together → 黃趾龍's 行生 (土生金) gives one 金魄, nothing else.
// The two cards placed in one turn may not be orthogonally adjacent, so as neighbours they are diagonal: 青翼龍 is in
// 黃趾龍's 出 6 (左前/右前/左後/右後 are in it) while 黃趾龍 is outside 青翼龍's 入 4 (前後左右 only).
import { position, summonAndJudge } from "./helpers";

test("黃趾龍 + 青翼龍 → exactly one 金魄", () => {
  const s = position({ phase: "place", dice: [5, 4], players: [{ hand: ["黃趾龍", "青翼龍"] }, {}] }); // 5 = 土, 4 = 金
  const ev = summonAndJudge(s, 0, [["黃趾龍", "b2"], ["青翼龍", "c3"]]); // c3 is 黃趾龍's 右前
  expect(s.players[0].spirit).toEqual({ wood: 0, fire: 0, earth: 0, metal: 1, water: 0 });
  expect(s.players[0].soul).toEqual({ wood: 1, fire: 1, earth: 1, metal: 1, water: 1 });
  expect(ev.filter((e) => e.type === "destroyed")).toHaveLength(0);
  const token = ev.find((e) => e.type === "token")!;
  expect(token.zh).toContain("黃趾龍 行生：土生金");
  expect(token.data).toMatchObject({ kind: "spirit", element: "metal", gained: 1 });
});

test("the same pair for seat 1 (rotated 180°) gives the same result", () => {
  const s = position({ first: 1, phase: "place", dice: [5, 4], players: [{}, { hand: ["黃趾龍", "青翼龍"] }] }, { decks: ["tiger_tortoise", "dragon_phoenix"] });
  // Seat 1 faces south: its 右前 is south-west. 黃趾龍 on d4, 青翼龍 on c3.
  summonAndJudge(s, 1, [["黃趾龍", "d4"], ["青翼龍", "c3"]]);
  expect(s.players[1].spirit.metal).toBe(1);
  expect(s.players[1].soul.metal).toBe(1);
});
