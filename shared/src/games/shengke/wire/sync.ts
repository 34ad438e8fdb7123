/** Engine state → 生剋棋 wire schema, in place. Redacts exactly as `viewState` does (tests hold them equal). */
import { ELEMENTS } from "../../../core/elements";
import { joinedIds, syncChildren, syncList, syncListOf, syncStringMap } from "../../../core/wire";
import type { BoardCell, ChainLink, PlayerState, ShengkeState } from "../types";
import { HIDDEN } from "../types";
import { beastText, curseText } from "./faces";
import { elementField } from "./fields";
import type { MapSchema } from "@colyseus/schema";
import { ChainLinkWire, ShengkePlayerWire, type ShengkeSecret, type ShengkeWire } from "./schema";

/**
 * Where each hidden card is in the position being synced: in a face-down pile (hidden from everyone) or in a seat's
 * hand, curse hand or special deck (its owner sees it). Marks are stamped per sync into one map per table rather
 * than collected into new sets: sync runs after every action, and those sets were a tenth of what an action
 * allocated at a thousand tables (docs/operations.md, Capacity).
 */
class HiddenCards {
  private readonly stamps = new Map<string, number>();
  /** This sync's pile stamp; `base + 1 + seat` marks a card its seat owns. Earlier syncs' stamps are all below. */
  private base = 0;

  mark(s: ShengkeState): void {
    this.base += 1 + s.players.length;
    // Another game's ids pile up across rematches of custom decks; start afresh now and then.
    if (this.stamps.size > 2_000) this.stamps.clear();
    s.players.forEach((p, seat) => {
      for (const e of ELEMENTS) for (const id of p.piles[e]) this.stamps.set(id, this.base);
      const owned = this.base + 1 + seat;
      for (const id of p.hand) this.stamps.set(id, owned);
      for (const id of p.curseHand) this.stamps.set(id, owned);
      for (const id of p.specialDeck) this.stamps.set(id, owned);
    });
  }

  hidden(id: string): boolean {
    const stamp = this.stamps.get(id);
    return stamp !== undefined && stamp >= this.base;
  }

  ownedBy(id: string, seat: number): boolean {
    return this.stamps.get(id) === this.base + 1 + seat;
  }
}
const hiddenOf = new WeakMap<ShengkeWire, HiddenCards>();

const cellId = (c: BoardCell | null) => c?.id ?? "";
const cellOwner = (c: BoardCell | null) => c?.owner ?? 0;
const cellFacing = (c: BoardCell | null) => c?.facing ?? 0;

export function syncShengke(s: ShengkeState, w: ShengkeWire): void {
  if (!w.rules) w.rules = JSON.stringify(s.rules);
  let hidden = hiddenOf.get(w);
  if (!hidden) hiddenOf.set(w, (hidden = new HiddenCards()));
  hidden.mark(s);
  const cards = hidden;
  const visible = (id: string) => !cards.hidden(id);
  syncFaces(w.beasts, s.cards, visible, beastText);
  syncFaces(w.curses, s.curses, visible, curseText);

  syncListOf(w.cellIds, s.board, cellId);
  syncListOf(w.cellOwners, s.board, cellOwner);
  syncListOf(w.cellFacing, s.board, cellFacing);
  const shown = (id: string) => (cards.hidden(id) ? HIDDEN : id);
  syncChildren(w.players, s.players, () => new ShengkePlayerWire(), (pw, p) => syncPlayer(s, pw, p));
  for (let seat = 0; seat < s.players.length; seat++) syncKnown(s, w.players[seat].secret, seat, cards);

  syncList(w.orderRolls, s.orderRolls.flat());
  w.first = s.first;
  w.turn = s.turn;
  w.active = s.active;
  w.phase = s.phase;
  const t = s.t;
  w.dice0 = t.dice[0];
  w.dice1 = t.dice[1];
  w.die0 = t.dieElements[0] ?? "";
  w.die1 = t.dieElements[1] ?? "";
  w.tokenTaken = t.tokenTaken;
  w.drawn = t.drawn;
  w.used0 = t.diceUsed[0];
  w.used1 = t.diceUsed[1];
  syncListOf(w.placed, t.placed, shown);
  w.judged = t.judged;
  syncListOf(w.protected, t.protected, shown);
  syncList(w.avatarNames, t.avatarNames);
  w.counted = t.counted !== null;
  w.counted0 = t.counted?.[0] ?? 0;
  w.counted1 = t.counted?.[1] ?? 0;
  w.priorityMode = s.priority.mode;
  w.prioritySeat = s.priority.seat;
  w.priorityReturnTo = s.priority.returnTo;
  syncChildren(w.chain, s.chain, () => new ChainLinkWire(), (lw, l) => syncLink(lw, l, shown));
  w.over = s.over;
  w.moves = s.moves;
}

/** The per-element player fields, named once (sync runs after every action). */
const ELEMENT_FIELDS = ELEMENTS.map((e) => ({ e, pile: elementField("pile", e), soul: elementField("soul", e), spirit: elementField("spirit", e), zone: elementField("zone", e), discard: elementField("discard", e) }));

function syncPlayer(s: ShengkeState, w: ShengkePlayerWire, p: PlayerState): void {
  const fields = w as unknown as Record<string, unknown>;
  for (const f of ELEMENT_FIELDS) {
    fields[f.pile] = p.piles[f.e].length;
    fields[f.soul] = p.soul[f.e];
    fields[f.spirit] = p.spirit[f.e];
    fields[f.zone] = p.curseZones[f.e] ?? "";
    fields[f.discard] = joinedIds(fields[f.discard] as string, p.discards[f.e]);
  }
  w.handCount = p.hand.length;
  w.curseHandCount = p.curseHand.length;
  w.specialDeckCount = p.specialDeck.length;
  w.curseDiscard = joinedIds(w.curseDiscard, p.curseDiscard);
  w.specialDiscard = joinedIds(w.specialDiscard, p.specialDiscard);
  const secret = w.secret;
  secret.hand = joinedIds(secret.hand, p.hand);
  secret.curseHand = joinedIds(secret.curseHand, p.curseHand);
  secret.specialDeck = joinedIds(secret.specialDeck, p.specialDeck);
  // A seat's own faces follow its hand and decks alone: most actions change neither, and then the catalogue is not walked.
  if (needsSync(secret.beasts, s.cards, secret.hand, secret.specialDeck)) {
    const ownBeasts = new Set([...p.hand, ...p.specialDeck]);
    syncFaces(secret.beasts, s.cards, (id) => ownBeasts.has(id), beastText);
  }
  if (needsSync(secret.curses, s.curses, secret.curseHand, "")) {
    const ownCurses = new Set(p.curseHand);
    syncFaces(secret.curses, s.curses, (id) => ownCurses.has(id), curseText);
  }
}

/** Where the public shows "?" for a card in this seat's own hidden zones, the seat's secret names it. */
function syncKnown(s: ShengkeState, secret: ShengkeSecret, seat: number, cards: HiddenCards): void {
  // Nothing placed, protected or chained (most of a game): nothing to name, and nothing is built to find that out.
  if (s.t.placed.length === 0 && s.t.protected.length === 0 && s.chain.length === 0 && secret.known.size === 0) return;
  const known = new Map<string, string>();
  const note = (place: string, id: string | undefined) => {
    if (id !== undefined && cards.ownedBy(id, seat)) known.set(place, id);
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
  w.cell = l.targets.cell ?? -1;
  w.cell2 = l.targets.cell2 ?? -1;
  w.targetCard = l.targets.card === undefined ? "" : shown(l.targets.card);
  w.element = l.targets.element ?? "";
  w.turns = l.targets.turns ?? 0;
  w.hasIds = l.targets.ids !== undefined;
  syncList(w.ids, (l.targets.ids ?? []).map(shown));
}

/**
 * Each catalogue's faces as text, worked out once: a game's `cards` and `curses` are never mutated and every state of
 * the game shares them (cloneState), so sync walks a ready list instead of the catalogue's keys and its cards' texts.
 */
const faceLists = new WeakMap<object, { id: string; text: string }[]>();

function facesOf<T extends object>(all: Record<string, T>, toText: (card: T) => string): { id: string; text: string }[] {
  let faces = faceLists.get(all);
  if (!faces) faceLists.set(all, (faces = Object.keys(all).map((id) => ({ id, text: faceText(all[id], toText) }))));
  return faces;
}

/** A card's face, written once per card object: tables share their dealt cards (setup.ts), so they share faces too. */
const faceTexts = new WeakMap<object, string>();
function faceText<T extends object>(card: T, toText: (card: T) => string): string {
  let text = faceTexts.get(card);
  if (text === undefined) faceTexts.set(card, (text = toText(card)));
  return text;
}

/** What each secret face catalogue was last synced from: its game's catalogue and the ids it shows. */
const syncedFrom = new WeakMap<MapSchema<string>, { all: object; ids: string; more: string }>();

/** Whether `map` must be synced to show `ids` and `more` of `all` (noted as synced: the caller syncs it now). */
function needsSync(map: MapSchema<string>, all: object, ids: string, more: string): boolean {
  const last = syncedFrom.get(map);
  if (last && last.all === all && last.ids === ids && last.more === more) return false;
  syncedFrom.set(map, { all, ids, more });
  return true;
}

/**
 * A face catalogue holding exactly the cards `visible` now. A face is rewritten only when its text differs: never
 * within a game, and whenever a rematch deals other cards under the same ids.
 */
function syncFaces<T extends object>(map: MapSchema<string>, all: Record<string, T>, visible: (id: string) => boolean, toText: (card: T) => string): void {
  let shown = 0;
  for (const { id, text } of facesOf(all, toText)) {
    if (!visible(id)) {
      if (map.has(id)) map.delete(id);
      continue;
    }
    shown++;
    if (map.get(id) !== text) map.set(id, text);
  }
  // Faces of a previous game's cards that this game's catalogue lacks (a rematch with other decks).
  if (map.size > shown) for (const id of Array.from(map.keys())) if (!Object.hasOwn(all, id)) map.delete(id);
}
