import { isCardId } from "../cfe/cards";
import { RULES, SHOP, SHARDS } from "./content";
import { cell, isCell, passable } from "./map";
import type { SlayingState } from "./types";

const DECK_SIZE = 90;
const SEEN = new Uint32Array(1000);
let stamp = 0;

/**
 * Broken invariants of a state (spec §15.1), empty when all hold. The ones about transitions (I3, I6's ★ rule, I8,
 * I9's one step, I12, I14) are checked over the event stream by the property tests.
 */
export function slayingInvariants(s: SlayingState): string[] {
  const out: string[] = [];
  // I1: the 90 cards are all somewhere, each once.
  stamp++;
  let count = 0;
  const visit = (c: number) => {
    count++;
    if (!isCardId(c) || c >= SEEN.length) return void out.push(`not a card id: ${c}`);
    if (SEEN[c] === stamp) out.push(`card ${c} is in two places`);
    SEEN[c] = stamp;
  };
  s.pile.deck.forEach(visit);
  s.pile.discard.forEach(visit);
  for (const p of s.players) {
    p.hand.forEach(visit);
    p.passive?.cards.forEach(visit);
  }
  s.army.hand.forEach((c) => visit(c.card));
  s.team.shards.forEach((x) => visit(x.card));
  if (s.pending && "cards" in s.pending) s.pending.cards.forEach(visit);
  if (count !== DECK_SIZE) out.push(`I1 cards not conserved: ${count} of ${DECK_SIZE}`);
  // I2: the army hand.
  const a = s.army;
  if (a.hand.length > RULES.handLimit) out.push(`I2 army holds ${a.hand.length} cards`);
  const firstDown = a.hand.findIndex((c) => !c.faceUp);
  if (firstDown >= 0 && a.hand.slice(firstDown).some((c) => c.faceUp)) out.push("I2 face-down army cards are not a suffix");
  // I6, I7: HP bounds.
  if (!(a.hp >= 0 && a.hp <= a.maxHp)) out.push(`I6 army HP ${a.hp} outside 0..${a.maxHp}`);
  if (a.alive && a.hp === 0) out.push("I6 a living opponent at 0 HP");
  const t = s.team;
  if (!(t.hp >= 0 && t.hp <= t.maxHp)) out.push(`I7 team HP ${t.hp} outside 0..${t.maxHp}`);
  if (t.maxHp !== RULES.teamHp + SHARDS.dig.maxHpGain * t.shards.length || t.maxHp > RULES.maxTeamHp) out.push(`I7 team max HP ${t.maxHp} with ${t.shards.length} shards`);
  if (t.hp === 0 && s.phase !== "over") out.push("I7 the team is at 0 HP but the game goes on");
  // I8: R.
  if (!(Number.isInteger(t.remaining) && t.remaining >= 0)) out.push(`I8 R = ${t.remaining}`);
  // I9: the token.
  if (!isCell(t.cell) || !passable(t.cell)) out.push(`I9 token on ${t.cell}`);
  else if (cell(t.cell).zone !== a.zone) out.push(`I9 token in zone ${cell(t.cell).zone}, opponent of zone ${a.zone}`);
  if (t.frozen !== (a.zone === 4)) out.push("I8 R frozen outside the castle (or not in it)");
  // I10: shards.
  if (t.shards.length > 5 || new Set(t.shards.map((x) => x.element)).size !== t.shards.length || new Set(t.shards.map((x) => x.site)).size !== t.shards.length) out.push("I10 shards: more than one per element or per site");
  for (const x of t.shards) if (!isCell(x.site) || cell(x.site).digSite === null) out.push(`I10 shard from ${x.site}, not a dig site`);
  // I11: no opponent, no army hand.
  if (!a.alive && a.hand.length > 0) out.push("I11 a fallen opponent holds cards");
  // I13: the shop.
  if (t.points < 0) out.push(`I13 points ${t.points}`);
  if (new Set(t.tokens).size !== t.tokens.length || t.tokens.some((id) => !SHOP.items.some((i) => i.id === id))) out.push(`I13 tokens ${t.tokens.join(",")}`);
  // Players and the phase.
  s.players.forEach((p, i) => {
    if (p.hand.length > RULES.handLimit) out.push(`seat ${i} holds ${p.hand.length} cards`);
    if (p.shield < 0 || p.cannotAct < 0 || p.cannotDraw < 0) out.push(`seat ${i} negative shield or status`);
  });
  if (a.shield < 0 || a.cannotAct < 0 || a.cannotDraw < 0) out.push("army negative shield or status");
  if ((s.phase === "over") !== (s.outcome !== null)) out.push(`phase ${s.phase} with outcome ${s.outcome?.result ?? "none"}`);
  for (const kind of ["draw", "dig", "chaos"] as const) if ((s.phase === kind) !== (s.pending?.kind === kind)) out.push(`phase ${s.phase} with pending ${s.pending?.kind ?? "none"}`);
  if (s.extraTurns < 0) out.push("negative extra turns");
  // The optional modules: one side (the team) holds stars, 五星連珠 never wins, nothing of a module that is off.
  const m = s.advanced;
  if (m.teamStar.length !== 1) out.push(`teamStar has ${m.teamStar.length} sides`);
  if (m.alignment !== null) out.push("五星連珠 recorded in co-op");
  if (!m.stars && (m.teamStar[0] !== null || m.summoned.some((x) => x.length))) out.push("a star without the stars module");
  if (!m.legends && m.environment !== null) out.push("an environment without the legends module");
  if (m.stars !== s.options.modules.stars || m.legends !== s.options.modules.legends) out.push("module state disagrees with the options");
  return out;
}
