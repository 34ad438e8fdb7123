import { Rng } from "../../../shared/src/core/rng";
import { stateHash } from "../../../shared/src/core/hash";
import { replayRecord } from "../../../shared/src/core/replay";
import { buildPosition, hiddenCardIds, visibleCardIds, type CfeAction, type CfeState } from "../../../shared/src/games/cfe";
import { engine, reg } from "./helpers";

/**
 * Seeded games with all three advanced modules on, checked after every action: the engine's invariants (cards
 * conserved, HP within bounds, one star per side and one side per star, known professions, a virtual card only in
 * its turn), at most one successful 發動 per turn, views leaking no hidden card, and (for games dealt from the seed)
 * the replay reaching the identical state hash. Mostly random bots (they wander through every module's actions),
 * every sixteenth game a greedy seat; every tenth game deals seat 1 five cards of one element so that sacred beasts
 * and environments come up (those start from a built position and are not replayed from the seed).
 */
const BEAST_HANDS = ["金", "木", "水", "火", "土"].map((e) => [1, 2, 3, 4, 5].map((l) => `${e}${l}`));

export interface OfficialRun {
  games: number;
  finished: number;
  activations: number;
  changes: number;
  stars: number;
  environments: number;
  viewsChecked: number;
  replayed: number;
}

export function playOfficialGames(opts: { games: number; seats: 2 | 4; seed: string; extra?: (g: number) => Record<string, unknown> }): OfficialRun {
  const run: OfficialRun = { games: opts.games, finished: 0, activations: 0, changes: 0, stars: 0, environments: 0, viewsChecked: 0, replayed: 0 };
  for (let g = 0; g < opts.games; g++) {
    const options = engine.optionsSchema.parse({ preset: "official", ...(opts.extra?.(g) ?? {}) });
    const seed = `${opts.seed}:${g}`;
    const built = g % 10 === 5 && !options.personalDeck;
    let s: CfeState = built ? buildPosition(reg, { hands: [null, BEAST_HANDS[Math.floor(g / 10) % 5]] }, { seed, seats: opts.seats, options }) : engine.setup(options, seed, opts.seats);
    if (s.hp[0] !== (opts.seats === 2 ? 200 : 250)) throw new Error(`game ${g}: official HP is ${s.hp[0]}`);
    const rng = Rng.fromSeed(`${seed}:bots`);
    const actions: { seq: number; seat: number; action: CfeAction }[] = [];
    let activatedThisTurn = 0, turn = s.turn;
    for (let n = 0; n < 5000 && s.phase !== "over"; n++) {
      const seat = engine.activeSeats(s)[0];
      const level = (g % 16 === 0 && seat === 0) || (built && seat === 1 && s.turn === 2) ? "greedy" : "random";
      const a = engine.bot(n % 7 === 0 ? (engine.view(s, seat) as CfeState) : s, seat, rng, level);
      const out = engine.apply(s, seat, a);
      s = out.state;
      actions.push({ seq: n, seat, action: a });
      if (s.turn !== turn) { turn = s.turn; activatedThisTurn = 0; }
      for (const e of out.events) {
        if (e.type === "ability") { activatedThisTurn++; run.activations++; }
        else if (e.type === "profession_change") run.changes++;
        else if (e.type === "star_summoned") run.stars++;
        else if (e.type === "environment") run.environments++;
      }
      if (activatedThisTurn > 1) throw new Error(`game ${g}: two activations in turn ${turn}`);
      const broken = engine.invariants(s);
      if (broken.length) throw new Error(`game ${g} action ${n}: ${broken.join("; ")}`);
      if (n % 13 === 0) {
        for (const viewer of [...Array(opts.seats).keys(), "spectator" as const]) {
          const v = engine.view(s, viewer) as CfeState;
          const hidden = new Set(hiddenCardIds(s, viewer));
          for (const c of visibleCardIds(v)) if (hidden.has(c)) throw new Error(`game ${g}: view of ${viewer} leaks card ${c}`);
          if (v.rng.some((x) => x !== 0)) throw new Error("rng in view");
          run.viewsChecked++;
        }
      }
    }
    if (s.phase === "over") run.finished++;
    s.hp.forEach((hp, t) => { if (hp < 0 || hp > s.maxHp[t]) throw new Error(`game ${g}: HP ${hp}`); });
    if (g % 3 === 0 && !built) {
      const replay = replayRecord(engine, { options, seed, seats: Array.from({ length: opts.seats }, () => ({ name: "b", bot: true })), actions });
      if (stateHash(replay.state) !== stateHash(s)) throw new Error(`game ${g}: replay differs`);
      run.replayed++;
    }
  }
  return run;
}
