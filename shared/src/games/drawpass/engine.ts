import { z } from "zod";
import { Rng, seedRng, type RngState } from "../../core/rng";
import { RuleError, ensure } from "../../core/errors";
import type { GameEngine, GameEvent, GameResult, Viewer } from "../../core/engine";
import { seatToken } from "../../core/text";

/**
 * 抽牌或過 — "draw or pass": the smallest game with hidden hands, a hidden deck order and turns. It exercises the
 * generic room (seats, views, stale actions, reconnection, bots) before the real games, and stays as its test game.
 * Cards are numbered 1..10 twice; each seat starts with 2; on your turn draw the top card or pass. The game ends when
 * the deck is empty or everyone passed in a row; the highest hand total wins.
 */
export interface DrawPassState {
  seats: number;
  deck: number[];
  hands: number[][];
  turn: number;
  passesInRow: number;
  moves: number;
  over: boolean;
  rng: RngState;
}

export const drawPassOptions = z.object({ handSize: z.number().int().min(0).max(5).default(2) }).strict();
export type DrawPassOptions = z.infer<typeof drawPassOptions>;

export const drawPassAction = z.discriminatedUnion("type", [
  z.object({ type: z.literal("draw") }).strict(),
  z.object({ type: z.literal("pass") }).strict(),
]);
export type DrawPassAction = z.infer<typeof drawPassAction>;

/** A card the viewer may not see (real cards are 1..10). */
export const HIDDEN_CARD = 0;

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const clone = (s: DrawPassState): DrawPassState => ({ ...s, deck: [...s.deck], hands: s.hands.map((h) => [...h]), rng: [...s.rng] as RngState });

export const drawPassEngine: GameEngine<DrawPassState, DrawPassAction, DrawPassOptions> = {
  id: "drawpass",
  version: "1",
  names: { zh: "抽牌或過（測試）", en: "Draw or Pass (test)" },
  seatCounts: [2, 3, 4],
  optionsSchema: drawPassOptions,
  errors: {
    game_over: { zh: "遊戲已結束。", en: "The game is over." },
    not_your_turn: { zh: "還沒輪到你。", en: "It is not your turn." },
    deck_empty: { zh: "牌堆已空。", en: "The deck is empty." },
  },
  actionSchema: drawPassAction,

  setup(options, seed, seats) {
    const rng = seedRng(seed);
    const deck = new Rng(rng).shuffle(Array.from({ length: 20 }, (_, i) => (i % 10) + 1));
    const hands = Array.from({ length: seats }, () => deck.splice(0, options.handSize));
    return { seats, deck, hands, turn: 0, passesInRow: 0, moves: 0, over: false, rng };
  },

  activeSeats: (s) => (s.over ? [] : [s.turn]),

  apply(state, seat, action) {
    ensure(!state.over, "game_over", "遊戲已結束。", "The game is over.");
    if (seat !== state.turn) throw new RuleError("not_your_turn", "還沒輪到你。", "It is not your turn.");
    const s = clone(state);
    const events: GameEvent[] = [];
    if (action.type === "draw") {
      ensure(s.deck.length > 0, "deck_empty", "牌堆已空。", "The deck is empty.");
      const card = s.deck.shift()!;
      s.hands[seat].push(card);
      s.passesInRow = 0;
      events.push({ type: "draw", seat, zh: `${seatToken(seat)} 抽了一張牌。`, en: `${seatToken(seat)} drew a card.` });
      events.push({ type: "drew", seat, visibleTo: [seat], zh: `你抽到 ${card}。`, en: `You drew ${card}.`, data: { card } });
    } else {
      s.passesInRow += 1;
      events.push({ type: "pass", seat, zh: `${seatToken(seat)} 過。`, en: `${seatToken(seat)} passed.` });
    }
    s.moves += 1;
    s.turn = (s.turn + 1) % s.seats;
    // The room announces the end with the result; the engine only marks it.
    if (s.deck.length === 0 || s.passesInRow >= s.seats) s.over = true;
    return { state: s, events };
  },

  legalActions(s, seat) {
    if (s.over || seat !== s.turn) return [];
    return s.deck.length > 0 ? [{ type: "draw" }, { type: "pass" }] : [{ type: "pass" }];
  },

  /** Same shape as the state (so legalActions and bots run on it), hidden cards as 0, plus counts for the UI. */
  view(s, viewer: Viewer) {
    const sees = (seat: number) => viewer === "all" || viewer === seat || s.over;
    return {
      ...s,
      deck: viewer === "all" ? [...s.deck] : s.deck.map(() => HIDDEN_CARD),
      hands: s.hands.map((h, i) => (sees(i) ? [...h] : h.map(() => HIDDEN_CARD))),
      rng: viewer === "all" ? [...s.rng] : [0, 0, 0, 0],
      deckCount: s.deck.length,
      handCounts: s.hands.map((h) => h.length),
    };
  },

  result(s): GameResult | null {
    if (!s.over) return null;
    const scores = s.hands.map(sum);
    const best = Math.max(...scores);
    const winners = scores.flatMap((v, i) => (v === best ? [i] : []));
    const draw = winners.length > 1;
    return {
      winners: draw ? [] : winners,
      draw,
      scores,
      summary: draw
        ? { zh: `平手（${best} 點）。`, en: `Draw at ${best} points.` }
        : { zh: `${seatToken(winners[0])} 以 ${best} 點獲勝。`, en: `${seatToken(winners[0])} wins with ${best} points.` },
    };
  },

  /** The test game's bot is random at every level. */
  botLevels: ["random"],

  bot(s, seat, rng) {
    const legal = this.legalActions(s, seat);
    return rng.pick(legal);
  },

  invariants(s) {
    const total = s.deck.length + sum(s.hands.map((h) => h.length));
    return total === 20 ? [] : [`cards not conserved: ${total} of 20`];
  },

  turnNumber: (s) => s.moves,
};
