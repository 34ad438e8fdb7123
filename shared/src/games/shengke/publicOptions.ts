import type { ShengkeOptions } from "./options";

/**
 * What the table shows of its options: default deck and loadout ids stay (their lists are public content), custom
 * lists become "custom" — a player's own deck is not the opponent's business until its cards reach the board.
 */
export function publicOptions(o: ShengkeOptions): unknown {
  const hide = <T>(x: T) => (typeof x === "string" || x === null ? x : "custom");
  return { ...o, decks: o.decks.map(hide), loadouts: o.loadouts.map(hide), curseHands: o.curseHands.map(hide), specialDecks: o.specialDecks.map(hide) };
}
