/** Checks that must hold after every action; simulate counts the broken ones as violations. */
import { ELEMENTS } from "../../core/elements";
import { CELLS } from "./board";
import type { ShengkeState } from "./types";

const SLOTS = new Uint32Array(200);
let generation = 0;
function idSlot(id: string): number {
  if (id.length !== 3) return -1;
  const p = id.charCodeAt(0), a = id.charCodeAt(1) - 48, b = id.charCodeAt(2) - 48;
  if (a < 0 || a > 9 || b < 0 || b > 9) return -1;
  return p === 98 ? a * 10 + b : p === 113 ? 100 + a * 10 + b : -1;
}

/** The catalogues never change after setup and copies share them, so their size is cached per object. */
const sizes = new WeakMap<object, number>();
function catalogueSize(s: ShengkeState): number {
  let n = sizes.get(s.cards);
  if (n === undefined) sizes.set(s.cards, (n = Object.keys(s.cards).length + Object.keys(s.curses).length));
  return n;
}


/**
 * Per catalogue (the `cards` and `curses` objects, never changed after setup and shared by copies): a code per id
 * slot. Beast slot k: owner * 16 + element index * 2 + (special ? 1 : 0); curse slot 100 + k: its owner; -1 for an
 * id the catalogue lacks. `plain` is false when an id or a field falls outside this scheme.
 */
interface SlotTable { curses: object; code: Int32Array; size: number; plain: boolean }
const slotTables = new WeakMap<object, SlotTable>();
/** The table of the last catalogue asked for: self-play asks about the same one after every action. */
let lastCards: object | null = null;
let lastTable: SlotTable | null = null;
function slotTable(s: ShengkeState): SlotTable {
  if (s.cards === lastCards && lastTable!.curses === s.curses) return lastTable!;
  const known = slotTables.get(s.cards);
  if (known && known.curses === s.curses) {
    lastCards = s.cards;
    lastTable = known;
    return known;
  }
  const code = new Int32Array(200).fill(-1);
  let plain = true;
  for (const id of Object.keys(s.cards)) {
    const k = idSlot(id), c = s.cards[id], e = ELEMENTS.indexOf(c?.element);
    if (k < 0 || k >= 100 || e < 0 || !(c.owner === 0 || c.owner === 1)) plain = false;
    else code[k] = c.owner * 16 + e * 2 + (c.special ? 1 : 0);
  }
  for (const id of Object.keys(s.curses)) {
    const k = idSlot(id), c = s.curses[id];
    if (k < 100 || !(c?.owner === 0 || c?.owner === 1)) plain = false;
    else code[k] = c.owner;
  }
  const t = { curses: s.curses, code, size: catalogueSize(s), plain };
  slotTables.set(s.cards, t);
  lastCards = s.cards;
  lastTable = t;
  return t;
}

/** Wanted of a beast id: any card of the catalogue, or one owned by a seat (OWNED + seat), or an exact code (>= 0). */
const ANY_CARD = -1, OWNED = -10;

/** Stamp the beast ids of `list` in SLOTS; false unless each is new and its code is `want` (see ANY_CARD). */
function markBeasts(list: readonly string[], code: Int32Array, want: number, stamp: number): boolean {
  for (let i = 0; i < list.length; i++) {
    const k = idSlot(list[i]);
    if (k < 0 || k >= 100 || SLOTS[k] === stamp) return false;
    SLOTS[k] = stamp;
    const c = code[k];
    if (want >= 0 ? c !== want : c < 0 || (want !== ANY_CARD && c >> 4 !== want - OWNED)) return false;
  }
  return true;
}

/** Stamp the curse ids of `list`; each must be new and owned by `seat`. */
function markCurses(list: readonly string[], code: Int32Array, seat: number, stamp: number): boolean {
  for (let i = 0; i < list.length; i++) {
    const k = idSlot(list[i]);
    if (k < 100 || SLOTS[k] === stamp) return false;
    SLOTS[k] = stamp;
    if (code[k] !== seat) return false;
  }
  return true;
}

const isToken = (n: number, cap: number) => Number.isInteger(n) && n >= 0 && n <= cap;

/** One seat's zones of element ELEMENTS[j]: how many ids it holds, or -1 when something is off. */
function elementHolds(s: ShengkeState, seat: number, j: number, pile: readonly string[], discard: readonly string[], soul: number, spirit: number, zone: string | null, code: Int32Array, stamp: number): number {
  const want = seat * 16 + j * 2;
  if (!markBeasts(pile, code, want, stamp) || !markBeasts(discard, code, want, stamp)) return -1;
  const cap = s.rules.tokenCap;
  if (!isToken(soul, cap) || !isToken(spirit, cap)) return -1;
  if (zone === null) return pile.length + discard.length;
  const k = idSlot(zone);
  if (k < 100 || SLOTS[k] === stamp) return -1;
  SLOTS[k] = stamp;
  const e = ELEMENTS[j];
  for (let i = 0; i < s.chain.length; i++) { const l = s.chain[i]; if (l.card === zone && l.seat === seat && l.zone === e) return pile.length + discard.length + 1; }
  return -1;
}

/**
 * True when every invariant holds: the same checks as describeBroken, without closures, sets or strings (ids are
 * stamped in SLOTS). Anything unusual (an id outside the scheme, an unknown card) answers false, so that
 * describeBroken decides and words the problem.
 */
function holds(s: ShengkeState): boolean {
  const table = slotTable(s);
  if (!table.plain) return false;
  const code = table.code;
  const stamp = ++generation;
  let size = 0;
  const board = s.board;
  if (board.length !== CELLS) return false;
  for (let i = 0; i < CELLS; i++) {
    const c = board[i];
    if (!c) continue;
    const k = idSlot(c.id);
    if (k < 0 || k >= 100 || SLOTS[k] === stamp) return false;
    SLOTS[k] = stamp;
    size++;
    const f = c.facing;
    if (code[k] < 0 || code[k] >> 4 !== c.owner || !(f === 0 || f === 1 || f === 2 || f === 3)) return false;
  }
  const players = s.players;
  for (let seat = 0; seat < players.length; seat++) {
    const p = players[seat];
    // Named, not keyed, property reads: `p.piles[e]` over five keys is a megamorphic load, several times slower.
    const pl = p.piles, di = p.discards, so = p.soul, sp = p.spirit, z = p.curseZones;
    const n0 = elementHolds(s, seat, 0, pl.wood, di.wood, so.wood, sp.wood, z.wood, code, stamp);
    const n1 = elementHolds(s, seat, 1, pl.fire, di.fire, so.fire, sp.fire, z.fire, code, stamp);
    const n2 = elementHolds(s, seat, 2, pl.earth, di.earth, so.earth, sp.earth, z.earth, code, stamp);
    const n3 = elementHolds(s, seat, 3, pl.metal, di.metal, so.metal, sp.metal, z.metal, code, stamp);
    const n4 = elementHolds(s, seat, 4, pl.water, di.water, so.water, sp.water, z.water, code, stamp);
    if (n0 < 0 || n1 < 0 || n2 < 0 || n3 < 0 || n4 < 0) return false;
    size += n0 + n1 + n2 + n3 + n4;
    if (!markBeasts(p.hand, code, OWNED + seat, stamp) || !markBeasts(p.specialDeck, code, ANY_CARD, stamp) || !markBeasts(p.specialDiscard, code, ANY_CARD, stamp)) return false;
    if (!markCurses(p.curseHand, code, seat, stamp) || !markCurses(p.curseDiscard, code, seat, stamp)) return false;
    size += p.hand.length + p.specialDeck.length + p.specialDiscard.length + p.curseHand.length + p.curseDiscard.length;
    if (s.rules.handLimit !== null && p.hand.length > s.rules.handLimit) return false;
  }
  if (size !== table.size) return false;
  if (s.turn < 1 || s.turn > s.rules.turns) return false;
  if (s.priority.mode === "main" && s.chain.length) return false;
  if (s.priority.mode === "chain" && !s.chain.length) return false;
  if (!s.over && s.priority.seat !== 0 && s.priority.seat !== 1) return false;
  return true;
}

/**
 * Broken invariants, each as a message; empty when all hold. Runs after every action in self-play, so it first
 * runs `holds`, an allocation-free pass over the same checks, and builds the messages only when that finds a
 * problem (or meets an id outside the "b00".."q99" scheme, which it leaves to the full pass).
 */
export function invariants(s: ShengkeState): string[] {
  return holds(s) ? [] : describeBroken(s);
}

/** The full pass: every broken invariant as a message, in a fixed order. */
function describeBroken(s: ShengkeState): string[] {
  const bad: string[] = [];
  // Ids are "b00".."b99" / "q00".."q99": a typed array indexed by them is much faster than a Set of strings.
  const stamp = ++generation;
  let size = 0;
  const other = new Set<string>();
  // `zone` is a constant label; the message is built only when something is wrong.
  const see = (id: string, zone: string, seat = -1, e = "") => {
    const k = idSlot(id);
    const twice = k < 0 ? other.has(id) : SLOTS[k] === stamp;
    if (twice) bad.push(`card ${id} is twice, again in ${zone}${seat >= 0 ? ` (seat ${seat}${e ? ` ${e}` : ""})` : ""}`);
    else if (k < 0) { other.add(id); size++; }
    else { SLOTS[k] = stamp; size++; }
  };
  const seen = { has: (id: string) => { const k = idSlot(id); return k < 0 ? other.has(id) : SLOTS[k] === stamp; }, get size() { return size; } };
  if (s.board.length !== CELLS) bad.push(`board has ${s.board.length} cells`);
  s.board.forEach((c, i) => {
    if (!c) return;
    see(c.id, "board", i);
    const card = s.cards[c.id];
    if (!card) bad.push(`board ${i} holds unknown card ${c.id}`);
    else if (card.owner !== c.owner) bad.push(`board ${i}: owner ${c.owner} but card owner ${card.owner}`);
    if (!(c.facing === 0 || c.facing === 1 || c.facing === 2 || c.facing === 3)) bad.push(`board ${i}: facing ${c.facing}`);
  });
  const cap = s.rules.tokenCap;
  for (let seat = 0; seat < s.players.length; seat++) {
    const p = s.players[seat];
    for (let k = 0; k < ELEMENTS.length; k++) {
      const e = ELEMENTS[k];
      for (const [zone, list] of [["pile", p.piles[e]], ["discard", p.discards[e]]] as const) {
        for (const id of list) {
          see(id, zone, seat, e);
          const c = s.cards[id];
          if (c && (c.element !== e || c.owner !== seat || c.special)) bad.push(`${id} in the wrong ${zone} (seat ${seat} ${e})`);
        }
      }
      const so = p.soul[e], sp = p.spirit[e];
      if (!Number.isInteger(so) || so < 0 || so > cap) bad.push(`seat ${seat} soul ${e} = ${so} outside 0..${cap}`);
      if (!Number.isInteger(sp) || sp < 0 || sp > cap) bad.push(`seat ${seat} spirit ${e} = ${sp} outside 0..${cap}`);
      const z = p.curseZones[e];
      if (z !== null) {
        see(z, "curse zone", seat, e);
        if (!s.chain.some((l) => l.card === z && l.seat === seat && l.zone === e)) bad.push(`curse ${z} sits in a zone without a chain link`);
      }
    }
    for (let i = 0; i < p.hand.length; i++) { const id = p.hand[i]; see(id, "hand", seat); if (s.cards[id]?.owner !== seat) bad.push(`${id} in the wrong hand`); }
    for (let i = 0; i < p.specialDeck.length; i++) see(p.specialDeck[i], "special deck", seat);
    for (let i = 0; i < p.specialDiscard.length; i++) see(p.specialDiscard[i], "special discard", seat);
    for (let i = 0; i < p.curseHand.length; i++) { const id = p.curseHand[i]; see(id, "curse hand", seat); if (s.curses[id]?.owner !== seat) bad.push(`curse ${id} in the wrong hand`); }
    for (let i = 0; i < p.curseDiscard.length; i++) { const id = p.curseDiscard[i]; see(id, "curse discard", seat); if (s.curses[id]?.owner !== seat) bad.push(`curse ${id} in the wrong discard`); }
    if (s.rules.handLimit !== null && p.hand.length > s.rules.handLimit) bad.push(`seat ${seat} hand over the limit`);
  }
  if (seen.size !== catalogueSize(s)) {
    const cardIds = Object.keys(s.cards), curseIds = Object.keys(s.curses);
    for (const id of cardIds) if (!seen.has(id)) bad.push(`card ${id} is in no zone`);
    for (const id of curseIds) if (!seen.has(id)) bad.push(`curse ${id} is in no zone`);
    bad.push(`zones hold ${seen.size} cards, the catalogue ${cardIds.length + curseIds.length}`);
  }
  if (s.turn < 1 || s.turn > s.rules.turns) bad.push(`turn ${s.turn} outside 1..${s.rules.turns}`);
  if (s.priority.mode === "main" && s.chain.length) bad.push("a chain is pending while the turn's player holds priority");
  if (s.priority.mode === "chain" && !s.chain.length) bad.push("a response window is open with no chain");
  if (!s.over && s.priority.seat !== 0 && s.priority.seat !== 1) bad.push(`priority seat ${s.priority.seat}`);
  return bad;
}
