import { Rng } from "../../../shared/src/core/rng";
import { canonicalJson } from "../../../shared/src/core/hash";
import { botAction, determinize, evaluate, lethalLine, lethalReach, mulliganChoice, search, HIDDEN_DEF, type DuelState } from "../../../shared/src/games/duelist";
import { act, custom, engine, pos, randomDeck } from "./helpers";

/** Bots decide on the seat's view only (design §4.2–4.3): hidden cards cannot change their choice. */
const SMALL = { searchBudget: 40 };

/** Positions from seeded greedy games, with the seat to move. */
function positions(n: number): { s: DuelState; seat: number }[] {
  const out: { s: DuelState; seat: number }[] = [];
  for (let g = 0; out.length < n; g++) {
    const rng = Rng.fromSeed(`bots:${g}`);
    let s = engine.setup(engine.optionsSchema.parse({ decks: [g % 2 ? "tang" : randomDeck(rng), "kongtong"] }), `bots:${g}`, 2);
    for (let k = 0; k < 300 && s.phase !== "over"; k++) {
      const seat = engine.activeSeats(s)[0];
      if (s.phase === "main" && k % 9 === 4) out.push({ s, seat });
      s = engine.apply(s, seat, engine.bot(s, seat, rng, "greedy")).state;
    }
  }
  return out.slice(0, n);
}

/** The same game with every hidden card moved: the opponent's hand and deck reshuffled together, the own deck reordered. */
function permuteHidden(s: DuelState, seat: number, rng: Rng): DuelState {
  const c = structuredClone(s);
  const foe = c.players[1 - seat];
  const pool = rng.shuffle([...foe.hand, ...foe.deck]);
  foe.hand = pool.slice(0, foe.hand.length);
  foe.deck = pool.slice(foe.hand.length);
  c.players[seat].deck = rng.shuffle(c.players[seat].deck);
  c.rng = [rng.nextUint32(), 1, 2, 3];
  return c;
}

describe("bots", () => {
  const cases = positions(24);

  test("no level's choice changes when the hidden cards are moved around", () => {
    let changed = 0;
    cases.forEach(({ s, seat }, i) => {
      const other = permuteHidden(s, seat, Rng.fromSeed(`perm${i}`));
      if (canonicalJson(other.players[1 - seat].hand) !== canonicalJson(s.players[1 - seat].hand)) changed++;
      for (const level of ["random", "greedy", "search"] as const) {
        const a = botAction(s, seat, Rng.fromSeed(`b${i}`), level, SMALL);
        const b = botAction(other, seat, Rng.fromSeed(`b${i}`), level, SMALL);
        expect(b).toEqual(a);
      }
    });
    expect(changed).toBeGreaterThan(cases.length / 2);
  });

  test("bots choose legal actions; search is deterministic for a given RNG", () => {
    for (const [i, { s, seat }] of cases.entries()) {
      const legal = new Set(engine.legalActions(s, seat).map(canonicalJson));
      for (const level of ["random", "greedy", "search"] as const) expect(legal.has(canonicalJson(botAction(s, seat, Rng.fromSeed(`l${i}`), level, SMALL)))).toBe(true);
      if (i % 4 === 0) expect(botAction(s, seat, Rng.fromSeed("same"), "search", SMALL)).toEqual(botAction(s, seat, Rng.fromSeed("same"), "search", SMALL));
    }
  });

  test("determinize keeps everything the seat sees and fills every hidden card", () => {
    const { s, seat } = cases[5];
    const view = engine.view(s, seat) as DuelState;
    const d = determinize(view, seat, Rng.fromSeed("d"));
    expect(d.players[seat].hand).toEqual(s.players[seat].hand);
    expect(d.players.map((p) => p.board)).toEqual(s.players.map((p) => p.board));
    expect(d.players.map((p) => [p.hand.length, p.deck.length])).toEqual(s.players.map((p) => [p.hand.length, p.deck.length]));
    expect(d.players.every((p) => [...p.hand, ...p.deck].every((c) => c.def !== HIDDEN_DEF))).toBe(true);
    expect(d.players[seat].deck.map((c) => c.def).sort()).toEqual(s.players[seat].deck.map((c) => c.def).sort());
    expect(evaluate(d, seat)).toBe(evaluate(s, seat));
  });

  test("a lethal line is found and played by greedy and search", () => {
    // Darts 3, clear 趙活 with the third hero, then stab 9: 12 ≥ 10.
    const s = pos({ players: [{ board: [custom(4, 0, 5, 2), custom(4, 3, 0, 9), custom(4, 0, 0, 2)] }, { base: 10, board: ["趙活"] }] });
    const line = lethalLine(s, 0)!;
    expect(line).not.toBeNull();
    let t = s;
    for (const a of line) t = act(t, 0, a as never).state;
    expect([t.phase, t.winner]).toEqual(["over", 0]);
    for (const level of ["greedy", "search"] as const) {
      let u = s;
      for (let k = 0; k < 5 && u.phase !== "over"; k++) u = engine.apply(u, 0, botAction(u, 0, Rng.fromSeed(`k${k}`), level, SMALL)).state;
      expect(u.winner).toBe(0);
    }
    expect(lethalLine(pos({ players: [{ board: [custom(4, 0, 5, 2)] }, { base: 10 }] }), 0)).toBeNull();
  });

  test("lethalReach bounds the 本陣 damage of any line of attacks and cheap 秘笈 (so the lethal search may prune with it)", () => {
    let lines = 0;
    const crafted = pos({ players: [{ board: [custom(3, 3, 2, 3), custom(1, 1, 0, 4), "唐默鈴"], hand: ["寂滅三摩地", "戰你娘親", "南宮護心訣", "轢鐵", "郁竹", "惡人自有惡人磨"], mana: 6 }, { board: ["趙活", { card: "唐衫", hp: 1 }] }] });
    const walks = [...cases, { s: crafted, seat: 0 }, { s: crafted, seat: 0 }, { s: crafted, seat: 0 }];
    for (const [i, { s, seat }] of walks.entries()) {
      const reach = lethalReach(s, seat);
      const rng = Rng.fromSeed(`walk${i}`);
      for (let w = 0; w < 30; w++) {
        let t = s;
        for (let k = 0; k < 12 && t.phase === "main" && t.active === seat; k++) {
          const moves = engine.legalActions(t, seat).filter((a) => a.type === "attack" || (a.type === "cast" && t.players[seat].hand.find((c) => c.id === a.card)!.cost <= 2));
          if (!moves.length) break;
          t = engine.apply(t, seat, rng.pick(moves)).state;
        }
        expect(s.players[1 - seat].base - t.players[1 - seat].base).toBeLessThanOrEqual(reach);
        lines++;
      }
    }
    expect(lines).toBe(walks.length * 30);
  });

  test("the mulligan keeps cheap cards and sends back 命運 7 or more", () => {
    const s = engine.setup(engine.optionsSchema.parse({}), "mull-bot", 2);
    const view = structuredClone(s);
    view.players[0].hand = [{ id: 1, def: "zhao-huo", cost: 1 }, { id: 2, def: "long-yuan", cost: 10 }, { id: 3, def: "li-tie", cost: 2 }, { id: 4, def: "initiation-oath", cost: 6 }, { id: 5, def: "final-battle", cost: 10 }];
    expect(mulliganChoice(view, 0)).toEqual({ type: "mulligan", cards: [2, 5] });
  });

  test("the search stops at the first iteration that crosses its work budget (a ceiling on a move's cost, no clock read)", () => {
    let checked = 0;
    for (const { s, seat } of cases.slice(0, 6)) {
      const v = engine.view(s, seat) as DuelState;
      const r = search(v, seat, Rng.fromSeed("w"), 10_000, 400);
      if (r.iterations === 0) continue; // a lethal line, played without searching
      expect(r.iterations).toBeLessThan(10_000);
      expect(r.work).toBeGreaterThanOrEqual(400);
      // The same search one iteration shorter had not reached the budget yet: it was still allowed to go on.
      expect(search(v, seat, Rng.fromSeed("w"), r.iterations - 1, 400).work).toBeLessThan(400);
      checked++;
    }
    expect(checked).toBeGreaterThan(2);
  });

  test("search reports its root statistics; greedy never concedes", () => {
    const { s, seat } = cases[3];
    const r = search(engine.view(s, seat) as DuelState, seat, Rng.fromSeed("r"), 50);
    expect(r.iterations === 0 || r.root.reduce((n, x) => n + x.visits, 0) === 50).toBe(true);
    for (const { s: t, seat: k } of cases) expect(botAction(t, k, Rng.fromSeed("c"), "greedy").type).not.toBe("concede");
  });
});
