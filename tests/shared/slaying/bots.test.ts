import { Rng } from "../../../shared/src/core/rng";
import { cardElement, cardLevel } from "../../../shared/src/games/cfe/cards";
import type { SlayingState } from "../../../shared/src/games/slaying";
import { act, engine, pos } from "./helpers";

/**
 * Bots decide on their seat's view and never read what that seat may not see: permuting every hidden card (the
 * deck order, the army's face-down cards and, with private hands, the other players' hands) never changes a choice.
 */
function permuteHidden(s: SlayingState, seat: number, rng: Rng): SlayingState {
  const t: SlayingState = JSON.parse(JSON.stringify(s));
  type Slot = { get: () => number; set: (c: number) => void };
  const slots: Slot[] = [];
  t.pile.deck.forEach((_, i) => slots.push({ get: () => t.pile.deck[i], set: (c) => (t.pile.deck[i] = c) }));
  t.army.hand.forEach((h) => { if (!h.faceUp) slots.push({ get: () => h.card, set: (c) => (h.card = c) }); });
  if (t.options.privateHands) t.players.forEach((p, i) => { if (i !== seat) p.hand.forEach((_, k) => slots.push({ get: () => p.hand[k], set: (c) => (p.hand[k] = c) })); });
  const cards = rng.shuffle(slots.map((x) => x.get()));
  slots.forEach((x, i) => x.set(cards[i]));
  return t;
}

describe("bots read only what their seat sees", () => {
  test.each([[3, false], [1, false], [4, true]] as const)("%i seats, private hands %s: choices survive permuted hidden cards", (seats, privateHands) => {
    let compared = 0, changedHidden = 0;
    for (let g = 0; g < 12; g++) {
      const options = engine.optionsSchema.parse({ privateHands, difficulty: ["簡易", "普通", "困難", "英雄"][g % 4] });
      const s = engine.setup(options, `perm${seats}:${g}`, seats);
      const rng = Rng.fromSeed(`perm${g}`);
      for (let n = 0; n < 600 && engine.activeSeats(s).length; n++) {
        const seat = engine.activeSeats(s)[0];
        if (n % 3 === 0) {
          const t = permuteHidden(s, seat, Rng.fromSeed(`p${g}:${n}`));
          if (JSON.stringify(t.pile.deck) !== JSON.stringify(s.pile.deck)) changedHidden++;
          const a = engine.bot(s, seat, Rng.fromSeed(`b${g}:${n}`), "greedy");
          const b = engine.bot(t, seat, Rng.fromSeed(`b${g}:${n}`), "greedy");
          expect(b).toEqual(a);
          compared++;
        }
        engine.applyInPlace!(s, seat, engine.bot(s, seat, rng, "greedy"));
      }
    }
    expect(compared).toBeGreaterThan(500);
    expect(changedHidden).toBeGreaterThan(compared / 2);
  });
});

describe("bots play the mode", () => {
  test("they walk toward the ★ by a shortest path", () => {
    const s = pos({ zone: 1, cell: "A3", hands: [["金1", "木2", "水3", "火4"], ["土1"]] });
    const a = engine.bot(s, 0, Rng.fromSeed("x"), "greedy");
    expect(a.type).toBe("move");
    expect(["B3", "A2"]).toContain((a as { cell: string }).cell);
  });
  test("they stay on the ★ and attack", () => {
    const s = pos({ zone: 1, cell: "D2", hands: [["金1", "木2", "水3", "火4"], ["土1"]] });
    expect(engine.bot(s, 0, Rng.fromSeed("x"), "greedy").type).toBe("play");
  });
  /** The bot's actions until its turn moves on to the action (or the draw). */
  const opening = (s: SlayingState) => {
    const seq: string[] = [];
    let st = s;
    for (let i = 0; i < 8 && st.phase === "turn" && st.current === 0 && st.turnState.action === null; i++) {
      const a = engine.bot(st, 0, Rng.fromSeed(`x${i}`), "greedy");
      seq.push(a.type === "move" ? `move ${a.cell}` : a.type === "buy" ? `buy ${a.item}` : a.type);
      st = engine.apply(st, 0, a).state;
    }
    return seq;
  };
  test("they step onto an undug ruins cell on the way and dig there", () => {
    expect(opening(pos({ zone: 2, cell: "F3", hands: [["金1", "木2", "水3", "火4"], ["土1"]] })).slice(0, 2)).toEqual(["move G3", "dig"]);
  });
  test("they take the path through a town and shop there", () => {
    const seq = opening(pos({ zone: 2, cell: "E2", hands: [["金1", "木2", "水3", "火4"], ["土1"]], team: { points: 30, hp: 120 } }));
    expect(seq[0]).toBe("move E3");
    expect(seq[1]).toMatch(/^buy /);
  });
  test("they steer their element so that the army's telegraphed attack heals them (相生)", () => {
    // The army shows 木木 (風刃術, 木): a 火 attack now makes that 木 attack heal the team (木 generates 火).
    const s = pos({ zone: 1, cell: "D2", hands: [["火3", "金3"], ["土1"]], army: { hand: ["木2", "木3"], faceUp: 2, hp: 100 } });
    const a = engine.bot(s, 0, Rng.fromSeed("x"), "greedy") as { type: string; cards: number[] };
    expect(a.type).toBe("play");
    expect(a.cards.map((c) => [cardElement(c), cardLevel(c)])).toEqual([["fire", 3]]);
    const r = act(s, 0, { type: "play", cards: ["火3"] });
    expect(r.state.phase).toBe("draw");
  });
});
