import { Rng } from "../../../shared/src/core/rng";
import { isRuleError } from "../../../shared/src/core/errors";
import { canonicalJson } from "../../../shared/src/core/hash";
import { subsets, type DuelAction, type DuelState } from "../../../shared/src/games/duelist";
import { custom, engine, pos, randomDeck } from "./helpers";

/**
 * legalActions lists exactly what apply accepts: on positions from seeded random games, every listed action is
 * accepted, and of a wide set of candidate actions (every hand card into every slot, every card cast, every hero
 * against every target, heal lists, mulligans, other seats) exactly the listed ones are. Plus chess.js-style
 * counts from fixed positions.
 */
function candidates(s: DuelState, rng: Rng): { seat: number; action: DuelAction }[] {
  const out: { seat: number; action: DuelAction }[] = [];
  const allUnits = s.players.flatMap((p) => p.board.filter(Boolean).map((u) => u!.id));
  for (const seat of [0, 1]) {
    const p = s.players[seat];
    for (const c of p.hand) {
      for (let slot = 0; slot < 8; slot++) out.push({ seat, action: { type: "summon", card: c.id, slot } });
      out.push({ seat, action: { type: "cast", card: c.id } });
    }
    out.push({ seat, action: { type: "cast", card: 99999 } });
    for (const u of allUnits) for (const t of [...allUnits, "base-stab" as const, "base-dart" as const]) out.push({ seat, action: { type: "attack", unit: u, target: t } });
    out.push({ seat, action: { type: "endTurn" } });
    const mine = p.board.filter(Boolean).map((u) => u!);
    const holders = mine.filter((u) => u.kw.heal > 0);
    if (mine.length) {
      out.push({ seat, action: { type: "endTurn", heal: holders.map((h) => ({ holder: h.id, target: rng.pick(mine).id })) } });
      out.push({ seat, action: { type: "endTurn", heal: [{ holder: rng.pick(mine).id, target: rng.pick(allUnits) }] } });
    }
    for (const cards of subsets(p.hand.map((c) => c.id)).slice(0, 8)) out.push({ seat, action: { type: "mulligan", cards } });
    out.push({ seat, action: { type: "mulligan", cards: [9999] } });
    out.push({ seat, action: { type: "concede" } });
  }
  return out;
}

const accepts = (s: DuelState, seat: number, a: DuelAction) => {
  try {
    engine.apply(s, seat, a);
    return true;
  } catch (e) {
    if (isRuleError(e)) return false;
    throw e;
  }
};

describe("legal actions", () => {
  // 50 games (100 until now): every 6th position of each, both seats, against the whole candidate universe.
  test("legalActions == what apply accepts, on positions from 50 seeded games", () => {
    let checked = 0;
    for (let g = 0; g < 50; g++) {
      const rng = Rng.fromSeed(`legal:${g}`);
      const options = engine.optionsSchema.parse({ decks: [randomDeck(rng), g % 2 ? "tang" : randomDeck(rng)], mulligan: g % 3 !== 0 });
      let s = engine.setup(options, `legal:${g}`, 2);
      for (let n = 0; n < 400 && s.phase !== "over"; n++) {
        if (n % 6 === 0) {
          for (const seat of [0, 1]) {
            const legal = engine.legalActions(s, seat);
            const listed = new Set(legal.map(canonicalJson));
            for (const a of legal) if (!accepts(s, seat, a)) throw new Error(`game ${g}: listed but refused: ${canonicalJson(a)}`);
            for (const c of candidates(s, rng)) {
              if (c.seat !== seat) continue;
              const ok = accepts(s, seat, c.action);
              if (ok !== listed.has(canonicalJson(c.action))) throw new Error(`game ${g} seat ${seat}: ${canonicalJson(c.action)} accepted=${ok} listed=${!ok}`);
            }
            checked++;
          }
        }
        const seat = engine.activeSeats(s)[0];
        s = engine.apply(s, seat, engine.bot(s, seat, rng, "random")).state;
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  test("perft: counts from fixed positions", () => {
    const count = (s: DuelState, seat = 0) => engine.legalActions(s, seat).length;
    // Empty field, 3 命運: 趙活 (1) ×5 slots, 郁竹 (5) unaffordable, 轢鐵 (2) castable but listed, EndTurn, Concede.
    expect(count(pos({ players: [{ hand: ["趙活", "郁竹", "轢鐵"], mana: 3 }, {}] }))).toBe(5 + 1 + 1 + 1);
    // Two heroes vs one: each attacks the hero or darts (an ≥ 1) — 2 + 1 — plus 3 free slots × 1 card.
    expect(count(pos({ players: [{ board: [custom(2, 0, 1, 1), custom(2, 0, 0, 1)], hand: ["趙活"], mana: 1 }, { board: ["趙活"] }] }))).toBe(2 + 1 + 3 + 2);
    // Empty enemy field: stab for each, dart for the 暗器 one.
    expect(count(pos({ players: [{ board: [custom(2, 0, 1, 1), custom(2, 0, 0, 1)] }, {}] }))).toBe(3 + 2);
    // Two 醫術 holders among three heroes: each stabs or darts the empty field; EndTurn plain + 3 × 3 full target choices.
    expect(count(pos({ players: [{ board: ["唐芳", "唐芳", { ...custom(2, 0, 0, 1), attacksLeft: 0 }] }, {}] }))).toBe(2 * 2 + 1 + 9 + 1);
    // The opponent may only concede; a finished game has no action.
    expect(engine.legalActions(pos({}), 1)).toEqual([{ type: "concede" }]);
    // Mulligan: 先攻 with 5 cards, 32 subsets + concede; 後攻 waits (concede only), then 16 subsets + concede.
    const m = engine.setup(engine.optionsSchema.parse({}), "perft", 2);
    expect(count(m, m.first)).toBe(33);
    expect(count(m, 1 - m.first)).toBe(1);
    expect(count(engine.apply(m, m.first, { type: "mulligan", cards: [] }).state, 1 - m.first)).toBe(17);
  });
});
