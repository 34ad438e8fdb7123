import { RuleError } from "../../../shared/src/core/errors";
import { stateHash } from "../../../shared/src/core/hash";
import { CHRONO_ERRORS, type ChronoAction, type ChronoState } from "../../../shared/src/games/chrono";
import { engine, idOf, pos, uidOf } from "./helpers";

/** Every illegal action throws a RuleError with a stable code and zh/en text, and changes nothing. */
function refuse(s: ChronoState, seat: number, a: ChronoAction, code: keyof typeof CHRONO_ERRORS) {
  const before = stateHash(s);
  let err: unknown;
  try {
    engine.apply(s, seat, a);
  } catch (e) {
    err = e;
  }
  expect(err).toBeInstanceOf(RuleError);
  expect((err as RuleError).code).toBe(code);
  expect(stateHash(s)).toBe(before);
}
const cardOf = (s: ChronoState, seat: number, name: string) => s.players[seat].hand.find((c) => s.cards[c] === idOf(name))!;

test("deploy and attack", () => {
  const s = pos({ players: [{ attr: "金", hand: ["時計鍛造師", "時空裝甲", "發條獵犬"], field: ["齒輪衛兵", "齒輪衛兵", "齒輪衛兵", "齒輪衛兵"] }, { attr: "火", field: ["熔岩犬", "餘燼兵"] }] });
  refuse(s, 1, { type: "skip" }, "not_your_turn");
  refuse(s, 9, { type: "skip" }, "bad_seat");
  refuse(s, 0, { type: "endAttack" }, "wrong_phase");
  refuse(s, 0, { type: "place", card: cardOf(s, 0, "時空裝甲") }, "not_a_character");
  refuse(s, 0, { type: "place", card: s.players[1].field[0].card }, "card_not_in_hand");
  refuse(s, 0, { type: "place", card: cardOf(s, 0, "時計鍛造師") }, "target_required");
  refuse(s, 0, { type: "place", card: cardOf(s, 0, "時計鍛造師"), target: uidOf(s, 1, "餘燼兵") }, "target_not_allowed");
  refuse(s, 0, { type: "place", card: cardOf(s, 0, "發條獵犬"), target: uidOf(s, 1, "熔岩犬") }, "target_not_allowed");
  const full = engine.apply(s, 0, { type: "place", card: cardOf(s, 0, "發條獵犬") }).state;
  expect(full.players[0].field).toHaveLength(5);
  const a = pos({ players: [{ attr: "金", field: ["齒輪衛兵", "時空戰士・鋼", { card: "發條獵犬", frozen: true }] }, { attr: "火", field: ["熔岩犬"] }, { attr: "水" }], phase: "attack" });
  refuse(a, 0, { type: "attack", attacker: uidOf(a, 0, "發條獵犬"), target: uidOf(a, 1, "熔岩犬") }, "attacker_frozen");
  refuse(a, 0, { type: "attack", attacker: uidOf(a, 1, "熔岩犬"), target: uidOf(a, 1, "熔岩犬") }, "bad_attacker");
  refuse(a, 0, { type: "attack", attacker: uidOf(a, 0, "齒輪衛兵"), target: 99 }, "bad_target");
  refuse(a, 0, { type: "attackPlayer", attacker: uidOf(a, 0, "齒輪衛兵"), seat: 0 }, "not_enemy");
  refuse(a, 0, { type: "attackPlayer", attacker: uidOf(a, 0, "齒輪衛兵"), seat: 1 }, "target_guarded");
  const spent = engine.apply(a, 0, { type: "attackPlayer", attacker: uidOf(a, 0, "齒輪衛兵"), seat: 2 }).state;
  refuse(spent, 0, { type: "attack", attacker: uidOf(a, 0, "齒輪衛兵"), target: uidOf(a, 1, "熔岩犬") }, "attacker_spent");
  const none = pos({ players: [{ attr: "金" }, { attr: "火" }] });
  refuse(none, 0, { type: "beginAttack" }, "no_attack");
});

test("prepare, discard and draw", () => {
  const s = pos({ players: [{ attr: "金", hand: ["時空裝甲", "鐘樓庇護", "時間停滯", "發條獵犬"], traps: ["鏡像", "鏡像", "封印"], field: ["齒輪衛兵"] }, { attr: "火", field: ["熔岩犬"] }], phase: "prepare" });
  refuse(s, 0, { type: "setTrap", card: cardOf(s, 0, "時間停滯") }, "trap_limit");
  refuse(s, 0, { type: "setTrap", card: cardOf(s, 0, "時空裝甲") }, "not_a_trap");
  refuse(s, 0, { type: "bless", card: cardOf(s, 0, "發條獵犬"), target: uidOf(s, 0, "齒輪衛兵") }, "not_an_effect");
  refuse(s, 0, { type: "bless", card: cardOf(s, 0, "時空裝甲"), target: uidOf(s, 1, "熔岩犬") }, "bless_attribute");
  refuse(s, 0, { type: "blessPlayer", card: cardOf(s, 0, "時空裝甲"), seat: 0 }, "bless_kind");
  refuse(s, 0, { type: "blessPlayer", card: cardOf(s, 0, "鐘樓庇護"), seat: 1 }, "bless_attribute");
  refuse(s, 0, { type: "blessPlayer", card: cardOf(s, 0, "鐘樓庇護"), seat: 5 }, "bad_target");
  refuse(s, 0, { type: "discard", card: cardOf(s, 0, "時空裝甲") }, "wrong_phase");
  refuse(s, 0, { type: "draw", deck: "character" }, "wrong_phase");
  const d = pos({ players: [{ attr: "金", deck: "empty" }, { attr: "火" }], phase: "draw" });
  refuse(d, 0, { type: "draw", deck: "trap" }, "deck_empty");
  const h = pos({ players: [{ attr: "金", hand: ["發條獵犬", "發條獵犬", "發條獵犬", "齒輪衛兵", "齒輪衛兵"] }, { attr: "火" }], phase: "draw" });
  refuse(h, 0, { type: "draw", deck: "trap" }, "hand_full");
  refuse(h, 0, { type: "chooseAttr", attr: "fire" }, "wrong_phase");
});

test("setup choices, owed draws and the end of the game", () => {
  let s = engine.setup(engine.optionsSchema.parse({}), "err-0", 3);
  for (let g = 1; !s.players.some((p) => p.attr === null); g++) s = engine.setup(engine.optionsSchema.parse({}), `err-${g}`, 3);
  const chooser = engine.activeSeats(s)[0];
  const other = s.players.findIndex((p) => p.attr !== null);
  refuse(s, other, { type: "chooseAttr", attr: "fire" }, "not_your_turn");
  const chosen = engine.apply(s, chooser, { type: "chooseAttr", attr: "fire" }).state;
  expect(chosen.players[chooser].attr).toBe("fire");
  refuse(chosen, chooser, { type: "chooseAttr", attr: "water" }, engine.activeSeats(chosen)[0] === chooser ? "wrong_phase" : "not_your_turn");
  // 花語使者 defeated in P0's turn: P1 owes a draw and must make it first.
  const o = pos({ players: [{ attr: "金", field: ["時空戰士・鋼"] }, { attr: "木", field: [{ card: "花語使者", damage: 3 }, "林間斥候"] }], phase: "attack" });
  const owed = engine.apply(o, 0, { type: "attack", attacker: uidOf(o, 0, "時空戰士・鋼"), target: uidOf(o, 1, "花語使者") }).state;
  expect(owed.players[1].field.map((c) => owed.cards[c.card])).toEqual(["forest-scout"]);
  expect(engine.activeSeats(owed)).toEqual([1]);
  refuse(owed, 0, { type: "skip" }, "not_your_turn");
  refuse(owed, 1, { type: "skip" }, "must_draw");
  const over = pos({ players: [{ attr: "金", field: ["時空戰士・鋼"] }, { attr: "木", time: 3 }], phase: "attack" });
  const done = engine.apply(over, 0, { type: "attackPlayer", attacker: uidOf(over, 0, "時空戰士・鋼"), seat: 1 }).state;
  expect(done.winners).toEqual([0]);
  refuse(done, 0, { type: "skip" }, "game_over");
});

test("the table of codes is complete and bilingual", () => {
  for (const [code, t] of Object.entries(CHRONO_ERRORS)) {
    expect(code).toMatch(/^[a-z_]+$/);
    expect(t.zh.length).toBeGreaterThan(0);
    expect(t.en).toMatch(/^[A-Z].*\.$/);
  }
});
