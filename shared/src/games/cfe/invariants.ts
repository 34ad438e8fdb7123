import { CFE_RULES } from "./content";
import { cardOwner, CFE_ELEMENTS, isCardId, isVirtualCard } from "./cards";
import { abilityById, professionById } from "./professions";
import { forEachCard } from "./state";
import type { AdvancedState, CfeState } from "./types";

const SEEN = new Uint32Array(5000);
let stamp = 0;

/** Broken invariants of a state (empty when all hold): cards conserved, HP and hands within bounds, phases coherent. */
export function cfeInvariants(s: CfeState): string[] {
  const out: string[] = [];
  const total = s.cardCounts.reduce((a, b) => a + b, 0);
  const perOwner = s.cardCounts.map(() => 0);
  stamp++;
  let count = 0;
  const visit = (c: number) => {
    count++;
    if (!isCardId(c) || c >= SEEN.length) { out.push(`not a card id: ${c}`); return; }
    if (SEEN[c] === stamp) out.push(`card ${c} is in two places`);
    SEEN[c] = stamp;
    perOwner[cardOwner(c)] = (perOwner[cardOwner(c)] ?? 0) + 1;
  };
  forEachCard(s, visit);
  if (count !== total) out.push(`cards not conserved: ${count} of ${total}`);
  perOwner.forEach((n, o) => { if (n !== s.cardCounts[o]) out.push(`owner ${o} has ${n} cards, expected ${s.cardCounts[o]}`); });
  s.hp.forEach((hp, t) => { if (!(Number.isInteger(hp) && hp >= 0 && hp <= s.maxHp[t])) out.push(`team ${t} HP ${hp} outside 0..${s.maxHp[t]}`); });
  s.players.forEach((p, i) => {
    if (p.hand.length > CFE_RULES.handLimit) out.push(`seat ${i} holds ${p.hand.length} cards (limit ${CFE_RULES.handLimit})`);
    if (!(p.shield >= 0)) out.push(`seat ${i} shield ${p.shield}`);
    if (p.cannotAct < 0 || p.cannotDraw < 0) out.push(`seat ${i} negative status`);
    if (p.passive && p.passive.covered && p.passive.cards.length === 0) out.push(`seat ${i} covered passive without cards`);
  });
  if (s.phase === "over" && !s.draw && (!s.winnerTeams || s.winnerTeams.length !== 1)) out.push("game over without one winning team");
  if (s.phase !== "over" && s.hp.some((h) => h === 0)) out.push("a side is at 0 HP but the game goes on");
  if ((s.phase === "draw") !== (s.pending?.kind === "draw")) out.push(`phase ${s.phase} with pending ${s.pending?.kind ?? "none"}`);
  if ((s.phase === "chaos") !== (s.pending?.kind === "chaos")) out.push(`phase ${s.phase} with pending ${s.pending?.kind ?? "none"}`);
  if (s.pending?.kind === "draw" && s.players[s.pending.seat].hand.length + s.pending.cards.length - 1 > CFE_RULES.handLimit) out.push("pending draw would overflow the hand");
  if ((s.phase === "revelation") !== (s.pending?.kind === "revelation")) out.push(`phase ${s.phase} with pending ${s.pending?.kind ?? "none"}`);
  if (s.pending?.kind === "revelation" && s.players[s.pending.seat].hand.length + 1 > CFE_RULES.handLimit) out.push("啟示 would overflow the hand");
  if (s.advanced) out.push(...advancedInvariants(s, s.advanced));
  return out;
}

const ELEMENT_SET = new Set<string>(CFE_ELEMENTS);

/** §10: at most one star per team and one team per star; known professions; a virtual card only during its turn. */
function advancedInvariants(s: CfeState, a: AdvancedState): string[] {
  const out: string[] = [];
  if (a.teamStar.length !== s.hp.length) out.push(`teamStar has ${a.teamStar.length} entries for ${s.hp.length} teams`);
  const held = a.teamStar.filter((e): e is NonNullable<typeof e> => e !== null);
  if (new Set(held).size !== held.length) out.push(`a star is held by two teams: ${held.join(",")}`);
  if (held.some((e) => !ELEMENT_SET.has(e))) out.push(`not a star: ${held.join(",")}`);
  if (!a.stars && (held.length || a.summoned.some((x) => x.length))) out.push("stars without the star module");
  a.summoned.forEach((list, seat) => { if (new Set(list).size !== list.length || list.length > 5) out.push(`seat ${seat} summoned list ${list.join(",")}`); });
  if (a.alignment !== null && s.phase !== "over") out.push("五星連珠 but the game goes on");
  if (a.environment !== null && (!a.legends || !ELEMENT_SET.has(a.environment))) out.push(`environment ${a.environment}`);
  a.profession.forEach((id, seat) => { if (id !== null && (!a.heroes || !professionById(id))) out.push(`seat ${seat} profession ${id}`); });
  if (a.virtual && (a.virtual.seat !== s.current || !isVirtualCard(a.virtual.card) || s.phase !== "action")) out.push("a virtual card outside its turn's action");
  if (a.activated !== null && (!a.heroes || !abilityById(a.activated))) out.push(`activated ${a.activated}`);
  return out;
}
