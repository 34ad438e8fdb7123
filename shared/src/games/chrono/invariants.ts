import { compensationFor, RULES } from "./content";
import { owingSeat } from "./draw";
import { stats } from "./stats";
import { forEachCard } from "./state";
import type { ChronoState } from "./types";

/** Cards in the game (non-empty catalogue entries); the catalogue never changes, so it is counted once. */
const totals = new WeakMap<readonly string[], number>();
function cardTotal(cards: readonly string[]): number {
  let n = totals.get(cards);
  if (n === undefined) totals.set(cards, (n = cards.filter((id) => id !== "").length));
  return n;
}

/** Broken invariants of a state (empty when all hold): cards conserved, clocks and zones within bounds, flow coherent. */
export function chronoInvariants(s: ChronoState): string[] {
  const out: string[] = [];
  const seen = new Uint8Array(s.cards.length);
  let count = 0;
  forEachCard(s, (c) => {
    count++;
    if (!Number.isInteger(c) || c < 0 || c >= s.cards.length || !s.cards[c]) { out.push(`not a card: ${c}`); return; }
    if (seen[c]) out.push(`card ${c} is in two places`);
    seen[c] = 1;
  });
  const total = cardTotal(s.cards);
  if (count !== total) out.push(`cards not conserved: ${count} in zones, ${total} in the game`);
  const uids = new Set<number>();
  // Nobody's clock goes above the highest start (時之泉 catches up to the others' highest, 時之沙漏 only repays a loss).
  const maxTime = RULES.startTime.value + Math.max(0, ...s.players.map((p) => compensationFor(s.seats, p.position).extraTime ?? 0));
  s.players.forEach((p, seat) => {
    if (!(Number.isInteger(p.time) && p.time >= 0 && p.time <= maxTime)) out.push(`seat ${seat} time ${p.time} outside 0..${maxTime}`);
    if (p.alive !== p.time > 0 && s.phase !== "over") out.push(`seat ${seat} alive=${p.alive} with time ${p.time}`);
    if (!p.alive && (p.field.length || p.playerEffects.length || p.owedDraws)) out.push(`seat ${seat} is out but still has a board`);
    if (p.field.length > RULES.fieldLimit.value) out.push(`seat ${seat} has ${p.field.length} characters`);
    if (p.traps.length > RULES.trapLimit.value) out.push(`seat ${seat} has ${p.traps.length} traps set`);
    if (p.owedDraws < 0) out.push(`seat ${seat} owes ${p.owedDraws} draws`);
    for (const c of p.field) {
      if (uids.has(c.uid)) out.push(`uid ${c.uid} twice`);
      uids.add(c.uid);
      const st = stats(s, seat, c);
      if (c.damage < 0 || st.heart <= 0) out.push(`seat ${seat} character ${c.uid} at ${st.heart} 心等 (damage ${c.damage})`);
      if (c.attacks < 0 || c.attacks > st.allowance) out.push(`seat ${seat} character ${c.uid} attacked ${c.attacks} times`);
    }
  });
  if (s.round > RULES.roundCap.value) out.push(`round ${s.round} beyond the cap`);
  if ((s.phase === "over") !== (s.winners.length > 0)) out.push(`phase ${s.phase} with winners [${s.winners}]`);
  const turnPhase = s.phase !== "over" && s.phase !== "attr" && s.phase !== "opening";
  // The player whose turn it is may fall in their own turn (時空裂隙); owed draws from that action come first.
  if (turnPhase && !s.players[s.current].alive && owingSeat(s) === null) out.push(`seat ${s.current} is out but has the turn`);
  if (s.phase === "over" && s.players.some((p) => p.alive && !s.winners.includes(s.players.indexOf(p)))) out.push("a living player is not among the winners");
  return out;
}
