/** Every effect a 咒術 side may name in content/curses.json. The implementations live in ./effects/. */
export const EFFECT_IDS = ["destroy", "protect", "move", "swap", "rotate", "extraSummon", "stealToken", "negate", "drawCards", "revive", "bounce", "gainTokens", "bury", "rejudge"] as const;
export type EffectId = (typeof EFFECT_IDS)[number];
