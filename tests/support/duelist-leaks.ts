/**
 * Leak scans for 活俠決鬥者 frames. Card ids are small numbers (useless to search for in binary frames), so the scan
 * looks for card *names* instead: a table where each deck holds names the other deck lacks ("markers"). A marker
 * name in a frame a viewer received, while every copy of it sits in the other seat's hand or deck and none has been
 * on a field or in a discard pile yet, can only have come from that seat's secrets.
 */
import type { GameEvent } from "../../shared/src/core/engine";
import { POOL, deckCardIds, type DeckChoice, type DuelState } from "../../shared/src/games/duelist";

/** Names in `mine` that `theirs` does not hold. */
export function markerDefs(mine: DeckChoice, theirs: DeckChoice): string[] {
  const other = new Set(deckCardIds(theirs));
  return [...new Set(deckCardIds(mine))].filter((d) => !other.has(d));
}

/**
 * After each state: every name that has been public up to and including it — on a field, in a discard pile, or
 * named by a public event (`events[k]` are the events of the action that led to state k: a 傳授 names the 秘笈 it
 * puts in a hand, by rule).
 */
export function shownSoFar(states: readonly DuelState[], events: readonly (readonly GameEvent[])[] = []): Set<string>[] {
  const acc = new Set<string>();
  return states.map((s, k) => {
    for (const p of s.players) {
      for (const u of p.board) if (u) acc.add(u.def);
      for (const c of p.discard) acc.add(c.def);
    }
    for (const e of events[k] ?? []) {
      if (e.visibleTo) continue;
      const d = e.data as { def?: unknown; defs?: unknown } | undefined;
      if (typeof d?.def === "string") acc.add(d.def);
      if (Array.isArray(d?.defs)) for (const x of d.defs) if (typeof x === "string") acc.add(x);
    }
    return new Set(acc);
  });
}

/**
 * The markers of `seat` that `viewer` cannot know to be in the game at this state: held by `seat` (hand or deck),
 * never public, and not among the viewer's own cards (which its frames name rightly).
 */
export function secretMarkers(s: DuelState, seat: number, markers: readonly string[], shown: Set<string>, viewer: number | "spectator"): string[] {
  const own = (p: number) => new Set([...s.players[p].hand, ...s.players[p].deck].map((c) => c.def));
  const held = own(seat);
  const viewers = typeof viewer === "number" && viewer !== seat ? own(viewer) : new Set<string>();
  return markers.filter((d) => held.has(d) && !shown.has(d) && !viewers.has(d));
}

/** Which of `defs` occur in `text` as names of their own ("zhao-huo" inside "mega-zhao-huo" does not count). */
export function namesIn(text: string, defs: readonly string[]): string[] {
  return defs.filter((d) => {
    let t = text;
    for (const longer of POOL.keys()) if (longer !== d && longer.includes(d)) t = t.split(longer).join("");
    return t.includes(d);
  });
}
