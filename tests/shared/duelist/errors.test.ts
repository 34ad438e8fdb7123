import { DUELIST_ERRORS } from "../../../shared/src/games/duelist";
import { isRuleError } from "../../../shared/src/core/errors";
import { at, custom, engine, pos } from "./helpers";

/** Every rule error code is reachable, refuses without changing anything, and has zh and en text. */
function codeOf(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    if (isRuleError(e)) return e.code;
    throw e;
  }
  return "accepted";
}

test("every code in DUELIST_ERRORS comes from a real refusal, and the state is left as it was", () => {
  const s = pos({ first: 0, players: [{ board: [custom(2, 0, 0, 2, 4), { ...custom(2, 0, 0, 2, 4), attacksLeft: 0 }, "唐芳", null, null], hand: ["轢鐵", "郁竹", "趙活"], mana: 2 }, { board: ["趙活"], hand: ["宋悲"] }] });
  const before = JSON.stringify(s);
  const mull = engine.setup(engine.optionsSchema.parse({}), "errors", 2);
  const F = mull.first;
  const firstTurn = pos({ first: 0, players: [{ turnsTaken: 1, board: [custom(2, 0, 0, 2)] }, { turnsTaken: 0 }] });
  const [mine, tired, fang] = [at(s, 0, 0), at(s, 0, 1), at(s, 0, 2)];
  const foe = at(s, 1, 0);
  const [liTie, yuZhu, zhao] = s.players[0].hand.map((c) => c.id);
  const seen: Record<string, string> = {
    bad_action: codeOf(() => engine.apply(s, 0, { type: "jump" } as never)),
    game_over: codeOf(() => engine.apply(engine.apply(s, 1, { type: "concede" }).state, 0, { type: "endTurn" })),
    bad_seat: codeOf(() => engine.apply(s, 2, { type: "endTurn" })),
    not_your_turn: codeOf(() => engine.apply(s, 1, { type: "endTurn" })),
    mulligan_phase: codeOf(() => engine.apply(mull, F, { type: "endTurn" })),
    not_mulligan_phase: codeOf(() => engine.apply(s, 0, { type: "mulligan", cards: [] })),
    mulligan_done: codeOf(() => engine.apply(engine.apply(mull, F, { type: "mulligan", cards: [] }).state, F, { type: "mulligan", cards: [] })),
    card_not_in_hand: codeOf(() => engine.apply(s, 0, { type: "cast", card: 777 })),
    duplicate_card: codeOf(() => engine.apply(mull, F, { type: "mulligan", cards: [mull.players[F].hand[0].id, mull.players[F].hand[0].id] })),
    not_a_unit: codeOf(() => engine.apply(s, 0, { type: "summon", card: liTie, slot: 3 })),
    not_a_secret: codeOf(() => engine.apply(s, 0, { type: "cast", card: zhao })),
    not_enough_mana: codeOf(() => engine.apply(s, 0, { type: "summon", card: yuZhu, slot: 3 })),
    bad_slot: codeOf(() => engine.apply(s, 0, { type: "summon", card: zhao, slot: 6 })),
    slot_taken: codeOf(() => engine.apply(s, 0, { type: "summon", card: zhao, slot: 0 })),
    first_turn_no_attack: codeOf(() => engine.apply(firstTurn, 0, { type: "attack", unit: at(firstTurn, 0, 0).id, target: "base-stab" })),
    not_your_unit: codeOf(() => engine.apply(s, 0, { type: "attack", unit: foe.id, target: mine.id })),
    no_attacks_left: codeOf(() => engine.apply(s, 0, { type: "attack", unit: tired.id, target: foe.id })),
    bad_target: codeOf(() => engine.apply(s, 0, { type: "attack", unit: mine.id, target: fang.id })),
    base_blocked: codeOf(() => engine.apply(s, 0, { type: "attack", unit: mine.id, target: "base-stab" })),
    no_darts: codeOf(() => engine.apply(s, 0, { type: "attack", unit: mine.id, target: "base-dart" })),
    bad_heal_target: codeOf(() => engine.apply(s, 0, { type: "endTurn", heal: [{ holder: fang.id, target: foe.id }] })),
  };
  for (const [code, got] of Object.entries(seen)) expect([code, got]).toEqual([code, code]);
  expect(Object.keys(seen).sort()).toEqual(Object.keys(DUELIST_ERRORS).sort());
  expect(JSON.stringify(s)).toBe(before);
  for (const t of Object.values(DUELIST_ERRORS)) {
    expect(t.zh).toMatch(/[\u4e00-\u9fff]/);
    expect(t.en).not.toMatch(/[，。（）：、；！？]/);
  }
});
