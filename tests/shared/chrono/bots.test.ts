import { Rng } from "../../../shared/src/core/rng";
import { cloneState, defOf, KINDS, type ChronoState, type Kind } from "../../../shared/src/games/chrono";
import { engine, pos } from "./helpers";
import { samplePositions } from "./positions";

/**
 * The bots decide on the seat's redacted view, so the cards the seat cannot see may be anything: shuffling every
 * hidden card among the hidden places of its kind (other players' hands, set traps and decks; the seat's own deck
 * order) leaves the view, and the bot's choice, unchanged.
 */
function permuteHidden(s: ChronoState, seat: number, rng: Rng): ChronoState {
  const p = cloneState(s);
  p.players.forEach((q, i) => {
    const lists = i === seat ? [q.decks.character, q.decks.effect, q.decks.trap] : [q.hand, q.traps, q.decks.character, q.decks.effect, q.decks.trap];
    // Only within one owner: a card never changes hands, so its owner is public.
    const own: Record<Kind, { list: number[]; i: number }[]> = { character: [], effect: [], trap: [] };
    for (const list of lists) list.forEach((c, idx) => own[defOf(p, c)!.kind].push({ list, i: idx }));
    for (const k of KINDS) {
      const cards = rng.shuffle(own[k].map((x) => x.list[x.i]));
      own[k].forEach((x, n) => (x.list[x.i] = cards[n]));
    }
  });
  return p;
}

test("permuting hidden cards changes neither the view nor the bot's choice", () => {
  let changed = 0, checked = 0;
  for (const seats of [2, 4]) {
    for (const s of samplePositions(seats, 3, 5, "hidden")) {
      const seat = engine.activeSeats(s)[0];
      const permuted = permuteHidden(s, seat, Rng.fromSeed(`perm-${checked}`));
      if (JSON.stringify(permuted.players) !== JSON.stringify(s.players)) changed++;
      expect(engine.view(permuted, seat)).toEqual(engine.view(s, seat));
      for (const level of ["greedy", "random"] as const) {
        const a = engine.bot(s, seat, Rng.fromSeed(`bot-${checked}`), level);
        const b = engine.bot(permuted, seat, Rng.fromSeed(`bot-${checked}`), level);
        expect(b).toEqual(a);
      }
      checked++;
    }
  }
  expect(checked).toBeGreaterThan(50);
  expect(changed).toBeGreaterThan(checked / 2);
});

test("the greedy bot beats the random bot", () => {
  let greedyWins = 0;
  for (let g = 0; g < 20; g++) {
    let s = engine.setup(engine.optionsSchema.parse({}), `gr-${g}`, 2);
    const rng = Rng.fromSeed(`gr-${g}`);
    while (s.phase !== "over") {
      const seat = engine.activeSeats(s)[0];
      s = engine.apply(s, seat, engine.bot(s, seat, rng, seat === g % 2 ? "greedy" : "random")).state;
    }
    if (s.winners.includes(g % 2)) greedyWins++;
  }
  expect(greedyWins).toBeGreaterThanOrEqual(18);
});

test("free-for-all: the greedy bot attacks the leader", () => {
  // Same character on both enemy fields; P1 leads on 生存時間, so its character is the one to hit.
  const s = pos({ players: [{ attr: "水", field: ["時空戰士・潮"] }, { attr: "金", time: 12, field: ["發條獵犬"] }, { attr: "金", time: 9, field: ["發條獵犬"] }], phase: "attack" });
  const a = engine.bot(s, 0, Rng.fromSeed("leader"), "greedy");
  expect(a).toEqual({ type: "attack", attacker: s.players[0].field[0].uid, target: s.players[1].field[0].uid });
  const flipped = pos({ players: [{ attr: "水", field: ["時空戰士・潮"] }, { attr: "金", time: 9, field: ["發條獵犬"] }, { attr: "金", time: 12, field: ["發條獵犬"] }], phase: "attack" });
  expect(engine.bot(flipped, 0, Rng.fromSeed("leader"), "greedy")).toEqual({ type: "attack", attacker: flipped.players[0].field[0].uid, target: flipped.players[2].field[0].uid });
});
