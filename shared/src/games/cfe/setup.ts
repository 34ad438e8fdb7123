import { z } from "zod";
import { ContentError } from "../../core/errors";
import { Rng, seedRng } from "../../core/rng";
import { CFE_RULES } from "./content";
import { standardDeck } from "./cards";
import { buildPersonalDeck, DeckListSchema, validatePersonalDeck } from "./personalDeck";
import { modeFor, startingHp, teamsFor } from "./seats";
import { emptyTurn } from "./state";
import type { CfeState, Pile, PlayerState } from "./types";

/**
 * Table options. The mode comes from the seat count (2 → 1v1, 4 → 2v2). Deck lists are checked here, when the
 * table is created, with every problem named (code and both languages), so a bad deck never reaches `setup`.
 */
export const CfeOptionsSchema = z
  .object({
    /** 棄牌回收 discard retrieval (optional rule §9.1). */
    recycle: z.boolean().default(CFE_RULES.optional.recycle),
    /** 個人牌組 personal decks (optional rule §9.2). */
    personalDeck: z.boolean().default(CFE_RULES.optional.personalDeck),
    /** One deck list per seat ("preconstructed" or entries); missing seats use the preconstructed deck, lists for seats the table does not have are not used. */
    decks: z.array(DeckListSchema).max(4).optional(),
  })
  .strict()
  .superRefine((o, ctx) => {
    if (!o.personalDeck && o.decks !== undefined) ctx.addIssue({ code: "custom", message: "decks need personalDeck: true", path: ["decks"] });
    o.decks?.forEach((list, i) => {
      for (const p of validatePersonalDeck(list)) ctx.addIssue({ code: "custom", path: ["decks", i], message: `seat ${i + 1}: ${p.code}: ${p.en} / ${p.zh}` });
    });
  });
export type CfeOptions = z.infer<typeof CfeOptionsSchema>;

export function setupCfe(options: CfeOptions, seed: string, seatCount: number): CfeState {
  const mode = modeFor(seatCount);
  const rngState = seedRng(seed);
  const rng = new Rng(rngState);
  let piles: Pile[];
  let cardCounts: number[];
  if (options.personalDeck) {
    const lists = Array.from({ length: seatCount }, (_, i) => options.decks?.[i] ?? "preconstructed");
    // The options schema already refused bad decks; this guards callers that skip it.
    const problems = lists.flatMap((l, i) => validatePersonalDeck(l).map((p) => `seat ${i + 1}: ${p.code}: ${p.en}`));
    if (problems.length) throw new ContentError("cfe_invalid_personal_deck", problems);
    piles = lists.map((l, i) => ({ deck: rng.shuffle(buildPersonalDeck(l, i)), discard: [] }));
    cardCounts = [0, ...piles.map((p) => p.deck.length)];
  } else {
    piles = [{ deck: rng.shuffle(standardDeck()), discard: [] }];
    cardCounts = [90];
  }
  const hp = startingHp(mode);
  const players: PlayerState[] = Array.from({ length: seatCount }, (_, seat) => {
    const pile = options.personalDeck ? piles[seat] : piles[0];
    const n = seat === 0 ? CFE_RULES.startingHand.first : CFE_RULES.startingHand.others;
    return { hand: pile.deck.splice(0, n), shield: 0, passive: null, cannotAct: 0, cannotDraw: 0, revealedTo: null, lastFormation: null };
  });
  return {
    game: "cfe",
    mode,
    seats: seatCount,
    teamOf: teamsFor(seatCount),
    hp: [hp, hp],
    maxHp: [hp, hp],
    players,
    piles,
    cardCounts,
    current: 0,
    phase: "action",
    pending: null,
    turn: 1,
    drawBonus: 0,
    thisTurn: emptyTurn(0, 1),
    prevTurn: null,
    recycledThisTurn: false,
    options: { recycle: options.recycle, personalDeck: options.personalDeck },
    winnerTeams: null,
    draw: false,
    rng: rngState,
  };
}
