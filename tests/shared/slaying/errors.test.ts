import { isRuleError } from "../../../shared/src/core/errors";
import { Rng } from "../../../shared/src/core/rng";
import { stateHash } from "../../../shared/src/core/hash";
import { SHOP, type SlayingAction, type SlayingState } from "../../../shared/src/games/slaying";
import { act, engine, pos } from "./helpers";

/** Illegal actions throw a typed RuleError listed in `engine.errors`, and change nothing; legalActions = what apply accepts. */
describe("typed errors", () => {
  const s = pos({ zone: 1, cell: "B3", hands: [["金1", "木2"], ["水1"]] });
  test.each([
    ["another seat's turn", 1, { type: "pass" }, "not_your_turn"],
    ["a seat that does not exist", 7, { type: "pass" }, "bad_seat"],
    ["a diagonal step", 0, { type: "move", cell: "C2" }, "not_adjacent"],
    ["passing with cards in hand", 0, { type: "pass" }, "must_act"],
    ["cards that make no formation", 0, { type: "play", cards: ["金1", "木2"], formation: "weapon" }, "formation_mismatch"],
    ["a card not in hand", 0, { type: "play", cards: [449] }, "card_not_in_hand"],
    ["shopping outside a town", 0, { type: "buy", item: "guard_charm" }, "not_in_town"],
    ["using an item the team lacks", 0, { type: "use_item", item: "guard_charm" }, "item_not_held"],
    ["digging outside zone 2", 0, { type: "dig" }, "not_a_dig_site"],
    ["a 混沌 pick with no 混沌", 0, { type: "chaos_pick", cards: [] }, "wrong_phase"],
  ] as const)("%s", (_, seat, action, code) => {
    expect(() => act(s, seat, action as never)).toThrow(expect.objectContaining({ code }));
    expect(engine.errors).toHaveProperty(code);
  });
  test("the turn's steps come in order: no move after shopping, no dig after the window", () => {
    const town = pos({ zone: 1, cell: "A3", hands: [["金1"], ["水1"]], team: { points: 20, tokens: ["guard_charm"] } });
    const bought = act(town, 0, { type: "buy", item: "healing_draught" }).state;
    expect(() => act(bought, 0, { type: "move", cell: "A2" })).toThrow(expect.objectContaining({ code: "step_passed" }));
    const used = act(town, 0, { type: "use_item", item: "guard_charm" }).state;
    expect(() => act(used, 0, { type: "buy", item: "healing_draught" })).toThrow(expect.objectContaining({ code: "step_passed" }));
    const moved = act(town, 0, { type: "move", cell: "A2" }).state;
    expect(() => act(moved, 0, { type: "move", cell: "A1" })).toThrow(expect.objectContaining({ code: "already_moved" }));
  });
  test("borders: closed while the opponent lives, never westward, walls impassable", () => {
    expect(() => act(pos({ zone: 1, cell: "D2", hands: [["金1"]] }), 0, { type: "move", cell: "E2" })).toThrow(expect.objectContaining({ code: "border_closed" }));
    expect(() => act(pos({ zone: 2, cell: "E2", hands: [["金1"]] }), 0, { type: "move", cell: "D2" })).toThrow(expect.objectContaining({ code: "border_westward" }));
    expect(() => act(pos({ zone: 4, cell: "N2", hands: [["金1"]] }), 0, { type: "move", cell: "N1" })).toThrow(expect.objectContaining({ code: "impassable" }));
  });
  test("disabled for co-op: 棄牌回收 is refused with disabled_in_mode (issue 24: no longer a malformed action)", () => {
    const parsed = engine.actionSchema.parse({ type: "recycle" });
    expect(() => engine.apply(s, 0, parsed)).toThrow(expect.objectContaining({ code: "disabled_in_mode" }));
    expect(engine.legalActions(s, 0).some((a) => a.type === "recycle")).toBe(false);
  });
  test("every error code has zh and en text", () => {
    for (const [code, t] of Object.entries(engine.errors)) {
      expect(t.zh.length).toBeGreaterThan(0);
      expect(t.en).toMatch(/^[\x20-\x7E’…—–→★×§]+$/u);
      expect(code).toMatch(/^[a-z_]+$/);
    }
  });
});

/** Random actions against positions from self-play: accepted exactly when legalActions lists them. */
describe("legalActions lists exactly what apply accepts", () => {
  const norm = (a: SlayingAction) => JSON.stringify("cards" in a && a.cards ? { ...a, cards: [...a.cards].sort((x, y) => x - y) } : a);
  function randomAction(s: SlayingState, seat: number, rng: Rng): SlayingAction {
    const hand = s.players[seat].hand;
    const some = () => rng.shuffle([...hand]).slice(0, 1 + rng.int(Math.max(1, hand.length)));
    const cells = ["A3", "B3", "C2", "D2", "E2", "E3", "G3", "I3", "J3", "K3", "L3", "N3", "O3", "D1", "L1"];
    switch (rng.int(10)) {
      case 0: return { type: "move", cell: rng.pick(cells) };
      case 1: return { type: "dig" };
      case 2: return { type: "buy", item: rng.pick(SHOP.items).id };
      case 3: return { type: "use_item", item: rng.pick(SHOP.items).id, ...(rng.int(2) ? { cards: some() } : {}) };
      case 4: return { type: "use_shard", element: rng.pick(["metal", "wood", "water", "fire", "earth"] as const), card: rng.pick([...hand, 0]) };
      case 5: return { type: "prepare", cards: some() };
      case 6: return { type: "pass" };
      default: return { type: "play", cards: some() };
    }
  }
  test("3,000 random actions at 300 positions", () => {
    const rng = Rng.fromSeed("fuzz");
    let accepted = 0, refused = 0;
    for (let g = 0; g < 10; g++) {
      const s = engine.setup(engine.optionsSchema.parse({ difficulty: g % 2 ? "簡易" : "普通" }), `fuzz${g}`, 1 + (g % 5));
      for (let n = 0; n < 600 && s.phase !== "over"; n++) {
        const seat = s.current;
        if (n % 20 === 0) {
          const legal = new Set(engine.legalActions(s, seat).map(norm));
          const hash = stateHash(s);
          for (let k = 0; k < 10; k++) {
            const a = legal.size && k < 3 ? JSON.parse(rng.pick([...legal])) : randomAction(s, seat, rng);
            try {
              engine.apply(s, seat, a);
              expect(legal.has(norm(a)) || (a.type === "play" && !a.formation && [...legal].some((l) => l === norm({ ...a, formation: JSON.parse(l).formation }) ))).toBe(true);
              accepted++;
            } catch (e) {
              if (!isRuleError(e)) throw e;
              expect(engine.errors).toHaveProperty(e.code);
              expect(legal.has(norm(a))).toBe(false);
              refused++;
            }
            expect(stateHash(s)).toBe(hash);
          }
        }
        engine.applyInPlace!(s, seat, engine.bot(s, seat, rng, "greedy"));
      }
    }
    expect(accepted).toBeGreaterThan(200);
    expect(refused).toBeGreaterThan(200);
  });
});
