import { z } from "zod";
import { ContentError } from "../../core/errors";
import { Rng, seedRng } from "../../core/rng";
import { CFE_RULES } from "./content";
import { standardDeck } from "./cards";
import { buildPersonalDeck, DeckListSchema, validatePersonalDeck } from "./personalDeck";
import { modeFor, startingHp, teamsFor } from "./seats";
import { emptyTurn } from "./state";
import { anyModule, MODULE_IDS, newAdvancedState, type ModuleFlags } from "./advanced";
import type { CfeState, ModuleId, Pile, PlayerState } from "./types";

/** Table presets: "official" is 官方玩法, the basic rules with all three advanced modules (§10). */
export const CFE_PRESETS = { basic: { stars: false, legends: false, heroes: false }, official: { stars: true, legends: true, heroes: true } } as const;
export type CfePreset = keyof typeof CFE_PRESETS;

/**
 * Table options. The mode comes from the seat count (2 → 1v1, 4 → 2v2). The advanced modules are off by default;
 * `preset: "official"` turns all three on (a module flag set against the preset is refused).
 */
export const CfeOptionsSchema = z
  .object({
    /** 棄牌回收 discard retrieval (optional rule §9.1). */
    recycle: z.boolean().default(CFE_RULES.optional.recycle),
    /** 個人牌組 personal decks (optional rule §9.2). */
    personalDeck: z.boolean().default(CFE_RULES.optional.personalDeck),
    /** One deck list per seat ("preconstructed" or entries); missing seats use the preconstructed deck, lists for seats the table does not have are not used. */
    decks: z.array(DeckListSchema).max(4).optional(),
    /** 官方玩法: a preset for the three advanced modules. */
    preset: z.enum(["basic", "official"]).optional(),
    /** 星辰圖記 Star Chart (advanced §10.1). */
    stars: z.boolean().optional(),
    /** 五方傳說 Five Directions Legend (advanced §10.2). */
    legends: z.boolean().optional(),
    /** 英雄學派 Hero Schools (advanced §10.3). */
    heroes: z.boolean().optional(),
  })
  .strict()
  .superRefine((o, ctx) => {
    // Deck lists are checked when the table is created, every problem named, so a bad deck never reaches `setup`.
    if (!o.personalDeck && o.decks !== undefined) ctx.addIssue({ code: "custom", message: "decks need personalDeck: true", path: ["decks"] });
    o.decks?.forEach((list, i) => {
      for (const p of validatePersonalDeck(list)) ctx.addIssue({ code: "custom", path: ["decks", i], message: `seat ${i + 1}: ${p.code}: ${p.en} / ${p.zh}` });
    });
    if (!o.preset) return;
    for (const m of MODULE_IDS) {
      if (o[m] !== undefined && o[m] !== CFE_PRESETS[o.preset][m]) ctx.addIssue({ code: "custom", path: [m], message: `the ${o.preset} preset has ${m} ${CFE_PRESETS[o.preset][m] ? "on" : "off"}` });
    }
  });
export type CfeOptions = z.infer<typeof CfeOptionsSchema>;

/** Which advanced modules a table has on (preset first, then the single flags; all off by default). */
export function moduleFlags(o: Pick<CfeOptions, "preset" | ModuleId>): ModuleFlags {
  const base = o.preset ? CFE_PRESETS[o.preset] : CFE_PRESETS.basic;
  return { stars: o.stars ?? base.stars, legends: o.legends ?? base.legends, heroes: o.heroes ?? base.heroes };
}

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
  const flags = moduleFlags(options);
  const advanced = anyModule(flags);
  const hp = startingHp(mode, advanced);
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
    ...(advanced ? { advanced: newAdvancedState(flags, seatCount, 2) } : {}),
  };
}
