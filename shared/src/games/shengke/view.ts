/**
 * Redaction. view(state, viewer) returns the SAME shape as the state, so legalActions and preview run on it in the
 * browser, with every secret replaced: the other player's hands become placeholders ("?", count kept), every
 * pile's order becomes placeholders (count kept), the owner's special deck stays visible to its owner only, the
 * card catalogue keeps only cards the viewer may see, and the RNG is zeroed. "all" reveals everything (replays).
 */
import { ELEMENTS, type Element } from "../../core/elements";
import type { GameEvent, Viewer } from "../../core/engine";
import type { RngState } from "../../core/rng";
import { HIDDEN, type BeastCard, type CurseCard, type PlayerState, type ShengkeState } from "./types";
import { cloneState } from "./state";

const mask = (ids: readonly string[]) => ids.map(() => HIDDEN);
const maskPiles = (p: Record<Element, string[]>) => ({ wood: mask(p.wood), fire: mask(p.fire), earth: mask(p.earth), metal: mask(p.metal), water: mask(p.water) });

/** Every card id (靈獸卡 and 咒術卡) that `viewer` may not see. Leak tests scan views and messages for these. */
export function hiddenCardIds(s: ShengkeState, viewer: Viewer): string[] {
  if (viewer === "all") return [];
  const out: string[] = [];
  s.players.forEach((p, seat) => {
    for (const e of ELEMENTS) out.push(...p.piles[e]);
    if (viewer !== seat) out.push(...p.hand, ...p.curseHand, ...p.specialDeck);
  });
  return out;
}

export function viewState(s: ShengkeState, viewer: Viewer): ShengkeState {
  if (viewer === "all") return cloneState({ ...s, cards: { ...s.cards }, curses: { ...s.curses } });
  const v = cloneState(s);
  v.rng = [0, 0, 0, 0] as RngState;
  v.players = s.players.map((p, seat): PlayerState => {
    const mine = viewer === seat;
    const c = v.players[seat];
    return {
      ...c,
      piles: maskPiles(p.piles),
      hand: mine ? c.hand : mask(p.hand),
      curseHand: mine ? c.curseHand : mask(p.curseHand),
      specialDeck: mine ? c.specialDeck : mask(p.specialDeck),
    };
  });
  const hidden = new Set(hiddenCardIds(s, viewer));
  const cards: Record<string, BeastCard> = {};
  for (const id of Object.keys(s.cards)) if (!hidden.has(id)) cards[id] = { ...s.cards[id] };
  const curses: Record<string, CurseCard> = {};
  for (const id of Object.keys(s.curses)) if (!hidden.has(id)) curses[id] = { ...s.curses[id] };
  v.cards = cards;
  v.curses = curses;
  // Cards placed or protected this turn may have gone back to a hand or pile since; a pending extra summon names
  // a card in its caster's hand. Those ids are hidden too.
  const shown = (id: string) => (hidden.has(id) ? HIDDEN : id);
  v.t.placed = v.t.placed.map(shown);
  v.t.protected = v.t.protected.map(shown);
  for (const link of v.chain) {
    if (link.targets.card !== undefined) link.targets.card = shown(link.targets.card);
    if (link.targets.ids) link.targets.ids = link.targets.ids.map(shown);
  }
  return v;
}

/** Is this event for `viewer`? Spectators get only public events; "all" gets everything. */
export function eventVisible(e: GameEvent, viewer: Viewer): boolean {
  if (!e.visibleTo || viewer === "all") return true;
  return typeof viewer === "number" && e.visibleTo.includes(viewer);
}
