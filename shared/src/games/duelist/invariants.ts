import { KEYWORDS, POOL, RULES } from "./content";
import type { Card, DuelState } from "./types";

/**
 * Broken invariants of a state (empty when all hold): every card is in exactly one place and each seat's count is
 * its deck plus what was created for it; 本陣, 命運, hands and fields within bounds; no stat below its floor.
 */
export function duelInvariants(s: DuelState): string[] {
  const out: string[] = [];
  // Each card id seen once: a stamp per id (ids are small integers below nextId), no per-call allocation.
  if (SEEN.length < s.nextId) SEEN = new Uint32Array(Math.max(s.nextId, SEEN.length * 2));
  const stamp = ++stampCounter;
  s.players.forEach((p, seat) => {
    const other = s.players[1 - seat];
    let count = 0;
    const visit = (id: number) => {
      count++;
      if (!Number.isInteger(id) || id < 0 || id >= s.nextId) { out.push(`seat ${seat}: bad card id ${id}`); return; }
      if (SEEN[id] === stamp) out.push(`card ${id} is in two places`);
      SEEN[id] = stamp;
      if (id >= other.idBase && id < other.idBase + other.deckCards) out.push(`seat ${seat} holds card ${id} of the other seat's deck`);
    };
    const card = (c: Card) => {
      visit(c.id);
      if (!POOL.has(c.def)) out.push(`seat ${seat}: unknown card ${c.def}`);
      if (!(Number.isInteger(c.cost) && c.cost >= 0)) out.push(`seat ${seat}: card ${c.id} costs ${c.cost}`);
    };
    for (const c of p.deck) card(c);
    for (const c of p.hand) card(c);
    for (const c of p.discard) card(c);
    for (const u of p.board) {
      if (!u) continue;
      visit(u.id);
      const tag = `seat ${seat} ${u.def}#${u.id}`;
      if (!(u.hp >= 1 && u.hp <= u.maxHp)) out.push(`${tag}: 生命 ${u.hp}/${u.maxHp}`);
      if (u.zui < 0 || u.an < 0 || u.tong < 1) out.push(`${tag}: stats ${u.zui}/${u.an}/${u.tong}`);
      if (u.attacksLeft < 0) out.push(`${tag}: ${u.attacksLeft} attacks left`);
      if (u.r1Zui !== 0 || u.r1Tong !== 0) out.push(`${tag}: R1 scratch left over`);
      for (const k of KEYWORDS) if (!(u.kw[k] >= 0)) out.push(`${tag}: ${k} ${u.kw[k]}`);
      if (u.kw.courage > 1) out.push(`${tag}: 勇氣 ${u.kw.courage} (non-stacking)`);
      if (POOL.get(u.def)?.kind !== "unit") out.push(`${tag}: not a 江湖人`);
    }
    if (count !== p.deckCards + p.created) out.push(`seat ${seat}: ${count} cards, expected ${p.deckCards} + ${p.created} created`);
    if (!(p.base >= 0 && p.base <= RULES.baseHp.value)) out.push(`seat ${seat}: 本陣 ${p.base} outside 0..${RULES.baseHp.value}`);
    if (p.base === 0 && s.phase !== "over") out.push(`seat ${seat}: 本陣 at 0 but the game goes on`);
    if (!(p.maxMana >= 0 && p.maxMana <= RULES.maxManaCap.value)) out.push(`seat ${seat}: max 命運 ${p.maxMana}`);
    if (!(p.mana >= 0 && p.mana <= RULES.maxManaCap.value)) out.push(`seat ${seat}: 命運 ${p.mana}`);
    if (p.hand.length > RULES.handLimit.value) out.push(`seat ${seat}: ${p.hand.length} cards in hand`);
    if (p.board.length !== RULES.slots.value) out.push(`seat ${seat}: ${p.board.length} slots`);
  });
  if (s.turn > RULES.turnCap.value) out.push(`turn ${s.turn} beyond the cap`);
  if (s.phase === "over" && s.winner === null && !s.draw) out.push("game over without a result");
  if (s.phase !== "over" && (s.winner !== null || s.draw)) out.push("a result while the game goes on");
  if (s.phase === "mulligan" && s.players.every((p) => p.ready)) out.push("mulligan phase with both players ready");
  return out;
}

let SEEN = new Uint32Array(256);
let stampCounter = 0;
