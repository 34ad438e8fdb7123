import type { GameEvent } from "../../core/engine";
import { ContentError } from "../../core/errors";
import { Rng, seedRng } from "../../core/rng";
import { cardDef, RULES } from "./content";
import { deckCardIds, deckChoiceProblems } from "./deck";
import { GameEnded, log, type Ctx } from "./mechanics";
import type { DuelOptions } from "./options";
import { seatName } from "./text";
import { startTurn } from "./turn";
import type { DuelState, PlayerState } from "./types";

/**
 * Setup (design §1.1): each deck is numbered in list order and shuffled; 先攻 is chosen at random (SEED §2) unless
 * the options fix it; 命運 3 / 4 (SEED §2); opening hands 5 / 4. With the mulligan on, both players choose first;
 * otherwise 先攻's turn 1 starts at once.
 */
export function setupDuel(options: DuelOptions, seed: string, events: GameEvent[] | null = null): DuelState {
  const problems = options.decks.flatMap((d, i) => deckChoiceProblems(d).map((p) => `seat ${i + 1}: ${p.code}: ${p.en}`));
  if (problems.length) throw new ContentError("duelist_invalid_deck", problems);
  const rngState = seedRng(seed);
  const rng = new Rng(rngState);
  const first = options.firstPlayer ?? rng.int(2);
  let nextId = 0;
  const players: PlayerState[] = options.decks.map((choice, seat) => {
    const ids = deckCardIds(choice);
    const idBase = nextId;
    const deck = ids.map((def) => ({ id: nextId++, def, cost: cardDef(def).cost }));
    rng.shuffle(deck);
    const isFirst = seat === first;
    const hand = deck.splice(0, isFirst ? RULES.openingHand.first : RULES.openingHand.second);
    const mana = isFirst ? RULES.startingMana.first : RULES.startingMana.second;
    return {
      base: RULES.baseHp.value, maxMana: mana, mana, deck, hand, board: Array.from({ length: RULES.slots.value }, () => null), discard: [],
      turnsTaken: 0, fatigue: 0, deckName: typeof choice === "string" ? choice : "custom", idBase, deckCards: ids.length, created: 0, ready: !options.mulligan,
    };
  });
  const s: DuelState = { game: "duelist", phase: options.mulligan ? "mulligan" : "main", first, active: first, turn: 0, players, nextId, winner: null, draw: false, endReason: null, rng: rngState };
  const ctx: Ctx = { s, rng, ev: events };
  log(ctx, () => ({ type: "first_player", seat: first, zh: `${seatName(first)} 先攻。`, en: `${seatName(first)} goes first.`, data: { first } }));
  if (!options.mulligan) {
    try {
      startTurn(ctx, first);
    } catch (e) {
      if (!(e instanceof GameEnded)) throw e;
    }
  }
  return s;
}
