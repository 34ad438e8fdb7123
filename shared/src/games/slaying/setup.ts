import { z } from "zod";
import type { LocalText } from "../../core/text";
import { Rng, seedRng } from "../../core/rng";
import { newAdvancedState } from "../cfe/advanced";
import { standardDeck } from "../cfe/cards";
import { DIFFICULTIES, MAP, MODES, OPPONENTS, RULES, type Difficulty } from "./content";
import { freshTurn } from "./state";
import type { PlayerState, SlayingOptionsResolved, SlayingState } from "./types";

/**
 * Table options (zod). The player count comes from the seat count (1–5, seed §1-2). Difficulty names are the seed's
 * (簡易 普通 困難 英雄, §3-1); the English names are accepted too.
 */
const DIFFICULTY_ALIASES: Record<string, Difficulty> = { easy: "簡易", normal: "普通", hard: "困難", hero: "英雄" };

export const SlayingOptionsSchema = z
  .object({
    difficulty: z.preprocess((v) => (typeof v === "string" ? DIFFICULTY_ALIASES[v.toLowerCase()] ?? v : v), z.enum(DIFFICULTIES as [Difficulty, ...Difficulty[]])).default("普通"),
    /** Hands hidden from teammates (default: visible to the whole team, spec §12). */
    privateHands: z.boolean().default(false),
    modules: z
      .object({
        /** 英雄學派 (v1: on, spec §13). */
        professions: z.boolean().default(true),
        /** 閻王令 outright win (spec §11.10), off by default: the 江湖 theme is not in v1. */
        yanwang: z.boolean().default(false),
        /** 星辰圖記 stars (spec §13 full version; 滿天星雨 and 五星連珠 disabled). Default: the preset's, else off. */
        stars: z.boolean().optional(),
        /** 五方傳說 environments and sacred beasts (spec §13 full version; cleared on entering a zone). */
        legends: z.boolean().optional(),
      })
      .strict()
      .default({}),
    /** "full": the spec §13 full version's modules, 星辰圖記 and 五方傳說 (with 英雄學派), on at once. */
    preset: z.enum(["v1", "full"]).optional(),
    /** The same flags as 五行戰鬥牌's table options (`--stars true`), for modules.stars / modules.legends. */
    stars: z.boolean().optional(),
    legends: z.boolean().optional(),
  })
  .strict()
  .superRefine((o, ctx) => {
    for (const m of ["stars", "legends"] as const) {
      if (o[m] !== undefined && o.modules[m] !== undefined && o[m] !== o.modules[m]) ctx.addIssue({ code: "custom", path: [m], message: `${m} and modules.${m} disagree` });
      const want = o.preset ? PRESETS[o.preset][m] : undefined;
      const given = o.modules[m] ?? o[m];
      if (want !== undefined && given !== undefined && given !== want) ctx.addIssue({ code: "custom", path: ["modules", m], message: `the ${o.preset} preset has ${m} ${want ? "on" : "off"}` });
    }
    if (!o.preset) return;
    if (o.preset === "full" && !o.modules.professions) ctx.addIssue({ code: "custom", path: ["modules", "professions"], message: "the full preset has professions on" });
  });
export type SlayingOptions = z.infer<typeof SlayingOptionsSchema>;

/** The presets (spec §13): v1 (英雄學派 only) and the full version (星辰圖記 and 五方傳說 too). */
const PRESETS = { v1: { stars: false, legends: false }, full: { stars: true, legends: true } } as const;

/** The modules a table plays with: a flag given wins, then the preset's, then off. */
export function resolvedModules(o: SlayingOptions): SlayingOptionsResolved["modules"] {
  const preset = PRESETS[o.preset ?? "v1"];
  return { professions: o.modules.professions, yanwang: o.modules.yanwang, stars: o.modules.stars ?? o.stars ?? preset.stars, legends: o.modules.legends ?? o.legends ?? preset.legends };
}

export const SEAT_COUNTS = [1, 2, 3, 4, 5] as const;

/** The lobby's line for a table: the difficulty, then what differs from the defaults (modules, private hands). */
export function optionsLabel(o: SlayingOptions): LocalText {
  const parts: LocalText[] = [{ zh: o.difficulty, en: MODES[o.difficulty].en }];
  const m = resolvedModules(o);
  if (!m.professions) parts.push({ zh: "無英雄學派", en: "no professions" });
  if (m.stars) parts.push({ zh: "星辰圖記", en: "Star Chart" });
  if (m.legends) parts.push({ zh: "五方傳說", en: "Five Directions Legend" });
  if (m.yanwang) parts.push({ zh: "閻王令", en: "King of Hell's Decree" });
  if (o.privateHands) parts.push({ zh: "手牌不公開", en: "private hands" });
  return { zh: parts.map((p) => p.zh).join("・"), en: parts.map((p) => p.en).join(" · ") };
}

/**
 * Setup (seed §3): the token on the ☆ town, R = 20 + the mode's extra turns, a shuffled 90-card deck, the first
 * player 4 cards, the others 5, the first 魔使 with 100 HP and 5 face-down cards; the team has 200 HP.
 */
export function setupSlaying(options: SlayingOptions, seed: string, seats: number): SlayingState {
  if (!SEAT_COUNTS.includes(seats as 1)) throw new RangeError(`弒魔戰爭 is played by 1 to 5 players, not ${seats}`);
  const rngState = seedRng(seed);
  const rng = new Rng(rngState);
  const deck = rng.shuffle(standardDeck());
  const players: PlayerState[] = Array.from({ length: seats }, (_, seat) => ({
    hand: deck.splice(0, seat === 0 ? RULES.startingHand.first : RULES.startingHand.others),
    shield: 0,
    passive: null,
    cannotAct: 0,
    cannotDraw: 0,
    lastFormation: null,
  }));
  const mode = MODES[options.difficulty];
  const modules = resolvedModules(options);
  const first = OPPONENTS[0];
  const hp = mode.hp[first.id];
  return {
    game: "slaying",
    seats,
    options: { difficulty: options.difficulty, privateHands: options.privateHands, modules },
    players,
    army: { zone: 1, opponent: first.id, alive: true, hp, maxHp: hp, shield: 0, hand: deck.splice(0, RULES.startingHand.army).map((card) => ({ card, faceUp: false })), cannotAct: 0, cannotDraw: 0, lastAction: null, turns: 0 },
    team: { hp: RULES.teamHp, maxHp: RULES.teamHp, cell: MAP.start, remaining: RULES.turns.start + mode.extraTurns, frozen: false, fetter: 0, scorch: null, shards: [], points: mode.startPoints, tokens: [], weakHits: 0 },
    pile: { deck, discard: [] },
    current: 0,
    phase: "turn",
    pending: null,
    turn: 1,
    turnState: freshTurn(0, false),
    extraTurns: 0,
    // One side holds stars: the team (army moves never summon, own or break them, spec §11.11).
    advanced: newAdvancedState({ stars: modules.stars, legends: modules.legends, heroes: modules.professions }, seats, 1),
    outcome: null,
    rng: rngState,
  };
}
