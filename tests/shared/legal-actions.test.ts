import { ENGINES } from "../../shared/src/games";
import { ACTION_CANDIDATES, nearMisses } from "../../shared/src/games/candidates";
import { Rng } from "../../shared/src/core/rng";
import { isRuleError } from "../../shared/src/core/errors";
import { canonicalJson } from "../../shared/src/core/hash";
import type { AnyEngine } from "../../shared/src/core/engine";

/**
 * The engine contract: `legalActions` lists exactly what `apply` accepts. At positions of seeded bot games, for every
 * seat, every candidate action — the legal ones, near misses derived from them, other seats' legal actions and the
 * engine's own generator (shared/src/games/<id>/candidates.ts) — is applied: it must be accepted if and only if it is
 * listed, and refused only with a typed RuleError.
 */

/** JSON with sorted keys, so two spellings of one object compare equal. */
const key = canonicalJson;

/** The kinds of decision a position offers: the shapes (type, side, which fields) of its legal actions. */
function decisionKinds(engine: AnyEngine, state: unknown, seat: number): string[] {
  // Built at every step of every sampled game, so a plain string rather than a canonical JSON of the shape.
  const shape = (a: object) => Object.entries(a).map(([k, v]) => `${k}=${k === "type" || k === "side" ? String(v) : typeof v}`).sort().join(",");
  return [...new Set((engine.legalActions(state, seat) as object[]).map(shape))];
}

/**
 * Positions along seeded games played by the engine's bots (greedy and random in turn): every `every` actions, plus
 * each position that offers a kind of decision not seen before (rare windows like a 混沌 pick or a curse response).
 */
function positions(engine: AnyEngine, seats: number, games: number, every: number): unknown[] {
  const out: unknown[] = [];
  const kinds = new Set<string>();
  for (let g = 0; g < games; g++) {
    const seed = `legal-${engine.id}-${seats}-${g}`;
    let state = engine.setup(engine.optionsSchema.parse({}), seed, seats);
    const bots = Rng.fromSeed(`${seed}/bots`);
    for (let i = 0; i < 5_000 && engine.activeSeats(state).length > 0; i++) {
      const seat = engine.activeSeats(state)[0];
      const fresh = decisionKinds(engine, state, seat).filter((k) => !kinds.has(k));
      if (i % every === g % every || fresh.length) out.push(state);
      for (const k of fresh) kinds.add(k);
      state = engine.apply(state, seat, engine.bot(state, seat, bots, i % 3 ? "random" : "greedy")).state;
    }
    out.push(state); // the finished game: nothing is legal, nothing is accepted
  }
  return out;
}

/**
 * How many seeded games and how often to look, per engine. Every position that offers a new kind of decision is taken
 * whatever the spacing, so sparser sampling drops only repeats of kinds already checked (a shengke position costs
 * hundreds of candidate applies).
 */
const SAMPLING: Record<string, { games: number; every: number }> = {
  shengke: { games: 2, every: 60 },
  cfe: { games: 2, every: 20 },
  chrono: { games: 1, every: 40 },
  drawpass: { games: 10, every: 1 },
  slaying: { games: 2, every: 25 },
  duelist: { games: 3, every: 8 },
};

describe.each(Object.values(ENGINES).map((e) => [e.id, e] as const))("%s: legalActions lists exactly what apply accepts", (id, engine) => {
  test("the engine has an action candidate generator next to it", () => {
    expect(ACTION_CANDIDATES[id]).toBeDefined();
  });

  test.each(engine.seatCounts.map((n) => [n]))("%i seats: at positions of seeded games, for every seat", (seats) => {
    const gen = ACTION_CANDIDATES[id];
    const { games, every } = SAMPLING[id] ?? { games: 3, every: 8 };
    const problems: string[] = [];
    let accepted = 0, refused = 0;
    for (const state of positions(engine, seats, games, every)) {
      const legalBySeat = Array.from({ length: seats }, (_, seat) => engine.legalActions(state, seat) as unknown[]);
      for (let seat = 0; seat < seats; seat++) {
        const canon = (a: unknown) => key(gen.canonical ? gen.canonical(state, seat, a) : a);
        const legal = legalBySeat[seat];
        const listed = new Set(legal.map(canon));
        const candidates = gen.candidates(state, seat);
        // A seat with nothing legal must be refused everything: a sample of the candidates shows it as well.
        const sample = legal.length ? candidates : candidates.filter((_, i) => i % 5 === 0);
        const pool = [...legal, ...nearMisses(legal), ...sample, ...legalBySeat.filter((_, s) => s !== seat).flat()];
        const tried = new Set<string>();
        // The pool repeats itself (the generator lists the legal actions too): parse each spelling once.
        const spellings = new Set<string>();
        for (const raw of pool) {
          const spelling = key(raw);
          if (spellings.has(spelling)) continue;
          spellings.add(spelling);
          const parsed = engine.actionSchema.safeParse(raw);
          if (!parsed.success) {
            if (legal.includes(raw)) problems.push(`listed but not well-formed: seat ${seat} ${key(raw)}`);
            continue;
          }
          const k = key(parsed.data);
          if (tried.has(k)) continue;
          tried.add(k);
          let ok: boolean;
          try {
            engine.apply(state, seat, parsed.data);
            ok = true;
          } catch (e) {
            if (!isRuleError(e)) throw new Error(`${id}: apply threw ${String(e)} (not a RuleError) for seat ${seat} ${k}`);
            ok = false;
          }
          if (ok) accepted++;
          else refused++;
          // Without the generator's own canonical form, the spelling k is the listed form already.
          if (ok !== listed.has(gen.canonical ? canon(parsed.data) : k)) problems.push(`${ok ? "accepted but not listed" : "listed but refused"}: seat ${seat} ${k}`);
        }
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
    // The check is not vacuous: both answers occurred many times.
    expect(accepted).toBeGreaterThan(50);
    expect(refused).toBeGreaterThan(accepted);
  });
});
