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

export function invariants(s: ShengkeState): string[] {
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
      const pile = p.piles[e];
      for (let i = 0; i < pile.length; i++) {
        const id = pile[i];
        see(id, "pile", seat, e);
        const c = s.cards[id];
        if (c && (c.element !== e || c.owner !== seat || c.special)) bad.push(`${id} in the wrong pile (seat ${seat} ${e})`);
      }
      const disc = p.discards[e];
      for (let i = 0; i < disc.length; i++) {
        const id = disc[i];
        see(id, "discard", seat, e);
        const c = s.cards[id];
        if (c && (c.element !== e || c.owner !== seat || c.special)) bad.push(`${id} in the wrong discard (seat ${seat} ${e})`);
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
