/** The 咒術 effect registry: content/curses.json names effects by these ids. */
import type { CurseEffect } from "./effect";
import type { EffectId } from "./effect-ids";
import { bounce } from "./effects/bounce";
import { bury } from "./effects/bury";
import { destroy } from "./effects/destroy";
import { drawCards } from "./effects/draw-cards";
import { extraSummon } from "./effects/extra-summon";
import { gainTokens } from "./effects/gain-tokens";
import { move } from "./effects/move";
import { negate } from "./effects/negate";
import { protect } from "./effects/protect";
import { rejudge } from "./effects/rejudge";
import { revive } from "./effects/revive";
import { rotate } from "./effects/rotate";
import { stealToken } from "./effects/steal-token";
import { swap } from "./effects/swap";

export const EFFECTS: Record<EffectId, CurseEffect> = {
  destroy, protect, move, swap, rotate, extraSummon, stealToken, negate, drawCards, revive, bounce, gainTokens, bury, rejudge,
};
