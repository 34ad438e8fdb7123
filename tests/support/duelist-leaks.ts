/**
 * Leak scans for 活俠決鬥者 frames. Card ids are small numbers (useless to search for in binary frames), so the scan
 * looks for card *names* instead: a table where each deck holds names the other deck lacks ("markers"). A marker
 * name in a frame a viewer received, while every copy of it sits in the other seat's hand or deck and none has been
 * on a field or in a discard pile yet, can only have come from that seat's secrets.
 */
import { POOL, deckCardIds, type DeckChoice, type DuelState } from "../../shared/src/games/duelist";

/** Names in `mine` that `theirs` does not hold. */
export function markerDefs(mine: DeckChoice, theirs: DeckChoice): string[] {
  const other = new Set(deckCardIds(theirs));
  return [...new Set(deckCardIds(mine))].filter((d) => !other.has(d));
}

/** After each state: every name that has been public (on a field or in a discard pile) up to and including it. */
export function shownSoFar(states: readonly DuelState[]): Set<string>[] {
  const acc = new Set<string>();
  return states.map((s) => {
    for (const p of s.players) {
      for (const u of p.board) if (u) acc.add(u.def);
      for (const c of p.discard) acc.add(c.def);
    }
    return new Set(acc);
  });
}

/** The markers of `seat` that nobody but `seat` may know to be in the game at this state. */
export function secretMarkers(s: DuelState, seat: number, markers: readonly string[], shown: Set<string>): string[] {
  const held = new Set([...s.players[seat].hand, ...s.players[seat].deck].map((c) => c.def));
  return markers.filter((d) => held.has(d) && !shown.has(d));
}

/** Which of `defs` occur in `text` as names of their own ("zhao-huo" inside "mega-zhao-huo" does not count). */
export function namesIn(text: string, defs: readonly string[]): string[] {
  return defs.filter((d) => {
    let t = text;
    for (const longer of POOL.keys()) if (longer !== d && longer.includes(d)) t = t.split(longer).join("");
    return t.includes(d);
  });
}
