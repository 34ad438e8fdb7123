/** Engine state → 生剋棋 wire schema, in place. Redacts exactly as `viewState` does (tests hold them equal). */
import { ELEMENTS } from "../../../core/elements";
import { syncChildren, syncKeys, syncList, syncStringMap } from "../../../core/wire";
import type { BeastCard, ChainLink, CurseCard, PlayerState, ShengkeState } from "../types";
import { HIDDEN } from "../types";
import { BeastFace, CellWire, ChainLinkWire, CurseFace, IdList, ShengkePlayerWire, type ShengkeSecret, type ShengkeWire } from "./schema";

const beastFace = (c: BeastCard) => new BeastFace().assign({ zh: c.zh, en: c.en, element: c.element, in: c.in, out: c.out, owner: c.owner, special: !!c.special });
const curseFace = (c: CurseCard) => new CurseFace().assign({ def: c.def, owner: c.owner });

/** Ids only their owner may see: hands, curse hands, special decks. (Pile cards are hidden from everyone.) */
function ownerOnly(p: PlayerState): string[] {
  return [...p.hand, ...p.curseHand, ...p.specialDeck];
}

export function syncShengke(s: ShengkeState, w: ShengkeWire): void {
  if (!w.rules) w.rules = JSON.stringify(s.rules);
  const hidden = new Set<string>();
  for (const p of s.players) {
    for (const e of ELEMENTS) for (const id of p.piles[e]) hidden.add(id);
    for (const id of ownerOnly(p)) hidden.add(id);
  }
  syncKeys(w.cards, pick(s.cards, (id) => !hidden.has(id)), beastFace);
  syncKeys(w.curses, pick(s.curses, (id) => !hidden.has(id)), curseFace);

  syncChildren(w.board, s.board, () => new CellWire(), (cell, c) => {
    cell.id = c ? c.id : "";
    cell.owner = c ? c.owner : 0;
    cell.facing = c ? c.facing : 0;
  });
  const shown = (id: string) => (hidden.has(id) ? HIDDEN : id);
  syncChildren(w.players, s.players, () => new ShengkePlayerWire(), (pw, p) => syncPlayer(s, pw, p));
  s.players.forEach((p, seat) => syncKnown(s, w.players[seat].secret, new Set(ownerOnly(p)), shown));

  syncList(w.orderRolls, s.orderRolls.flat());
  w.first = s.first;
  w.turn = s.turn;
  w.active = s.active;
  w.phase = s.phase;
  const t = w.t;
  syncList(t.dice, s.t.dice);
  syncList(t.dieElements, s.t.dieElements.map((e) => e ?? ""));
  t.tokenTaken = s.t.tokenTaken;
  t.drawn = s.t.drawn;
  syncList(t.diceUsed, s.t.diceUsed);
  syncList(t.placed, s.t.placed.map(shown));
  t.judged = s.t.judged;
  syncList(t.protected, s.t.protected.map(shown));
  syncList(t.avatarNames, s.t.avatarNames);
  syncList(t.counted, s.t.counted ?? []);
  w.priorityMode = s.priority.mode;
  w.prioritySeat = s.priority.seat;
  w.priorityReturnTo = s.priority.returnTo;
  syncChildren(w.chain, s.chain, () => new ChainLinkWire(), (lw, l) => syncLink(lw, l, shown));
  w.over = s.over;
  w.moves = s.moves;
}

function syncPlayer(s: ShengkeState, w: ShengkePlayerWire, p: PlayerState): void {
  syncList(w.piles, ELEMENTS.map((e) => p.piles[e].length));
  syncChildren(w.discards, ELEMENTS, () => new IdList(), (list, e) => syncList(list.ids, p.discards[e]));
  w.handCount = p.hand.length;
  w.curseHandCount = p.curseHand.length;
  w.specialDeckCount = p.specialDeck.length;
  syncList(w.curseDiscard, p.curseDiscard);
  syncList(w.curseZones, ELEMENTS.map((e) => p.curseZones[e] ?? ""));
  syncList(w.soul, ELEMENTS.map((e) => p.soul[e]));
  syncList(w.spirit, ELEMENTS.map((e) => p.spirit[e]));
  syncList(w.specialDiscard, p.specialDiscard);
  const secret = w.secret;
  syncList(secret.hand, p.hand);
  syncList(secret.curseHand, p.curseHand);
  syncList(secret.specialDeck, p.specialDeck);
  syncKeys(secret.cards, pick(s.cards, (id) => p.hand.includes(id) || p.specialDeck.includes(id)), beastFace);
  syncKeys(secret.curses, pick(s.curses, (id) => p.curseHand.includes(id)), curseFace);
}

/** Where the public shows "?" for a card in this seat's own hidden zones, the seat's secret names it. */
function syncKnown(s: ShengkeState, secret: ShengkeSecret, own: Set<string>, shown: (id: string) => string): void {
  const known = new Map<string, string>();
  const note = (place: string, id: string | undefined) => {
    if (id !== undefined && own.has(id) && shown(id) === HIDDEN) known.set(place, id);
  };
  s.t.placed.forEach((id, i) => note(`placed.${i}`, id));
  s.t.protected.forEach((id, i) => note(`protected.${i}`, id));
  s.chain.forEach((l, i) => {
    note(`chain.${i}.card`, l.targets.card);
    l.targets.ids?.forEach((id, j) => note(`chain.${i}.ids.${j}`, id));
  });
  syncStringMap(secret.known, known);
}

function syncLink(w: ChainLinkWire, l: ChainLink, shown: (id: string) => string): void {
  w.seat = l.seat;
  w.card = l.card;
  w.side = l.side;
  w.zone = l.zone;
  const t = w.targets;
  t.cell = l.targets.cell ?? -1;
  t.cell2 = l.targets.cell2 ?? -1;
  t.card = l.targets.card === undefined ? "" : shown(l.targets.card);
  t.element = l.targets.element ?? "";
  t.turns = l.targets.turns ?? 0;
  t.hasIds = l.targets.ids !== undefined;
  syncList(t.ids, (l.targets.ids ?? []).map(shown));
}

function pick<T>(all: Record<string, T>, keep: (id: string) => boolean): Map<string, T> {
  const out = new Map<string, T>();
  for (const id in all) if (keep(id)) out.set(id, all[id]);
  return out;
}
