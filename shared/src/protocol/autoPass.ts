/**
 * How a player wants response windows handled: `ask` every time; `auto` pass when they hold nothing playable;
 * `turn` pass every window until their own turn. Kept free of zod so the web client can use it too: the room
 * decides the pass, the player's own screen shows "passing automatically" instead of asking.
 */
export const AUTO_PASS = ["ask", "auto", "turn"] as const;
export type AutoPass = (typeof AUTO_PASS)[number];
/**
 * A person's pause before passing a window, in ms (the server's AUTO_PASS_MS default): automatic passes, the room's
 * and the client's, wait a random time in it so nobody can tell them from a click.
 */
export const HUMAN_PASS_MS: readonly [number, number] = [700, 2200];

/** What the server assumes until the player says otherwise. */
export const DEFAULT_AUTO_PASS: AutoPass = "auto";

/** Whether the preference declines this window: `ownTurn` (it is the player's own turn), `canRespond` (they hold an answer). */
export function autoPasses(pref: AutoPass, ownTurn: boolean, canRespond: () => boolean): boolean {
  if (pref === "turn" && !ownTurn) return true;
  return pref !== "ask" && !canRespond();
}

export const isAutoPass = (v: unknown): v is AutoPass => typeof v === "string" && (AUTO_PASS as readonly string[]).includes(v);
