/**
 * Declaring and resolving 咒術卡 (see docs/rules/shengke.md, "Priority and response windows").
 * A declared curse is paid at once and sits in its element zone as a chain link. The other player may then answer
 * it with a curse placed in a zone whose element overcomes (剋) the answered zone, or with a 無效發動 curse in any
 * zone; each answer can be answered the same way. A pass resolves the whole chain, last link first. A 無效 link
 * cancels the link below it. Effects check their targets again when they resolve and fizzle if those are gone.
 */
import { overcomes, type Element } from "../../../core/elements";
import { CURSE_BY_ID, curseElementsOf, type CurseSide } from "../content";
import { fail, check } from "../errors";
import type { Events } from "../ops";
import { opponent } from "../state";
import { curseEn, curseZh, elEn, elZh, seatEn, seatZh } from "../text";
import type { ChainLink, CurseTargets, ShengkeState } from "../types";
import { BoardNames, canPay, costText, nameConditionsMet, pay, reductionApplies, soulCost } from "./cost";
import { EFFECTS } from "./registry";

export interface CurseDeclaration {
  curse: string;
  side: string;
  zone: Element;
  waive?: Element;
  targets: CurseTargets;
}

/** Is `seat` allowed to declare a curse right now (ignoring which card)? */
export function curseWindow(s: ShengkeState, seat: number): "main" | "phase" | "chain" | null {
  if (s.over || s.priority.seat !== seat) return null;
  return s.priority.mode;
}

/** Every check of a declaration, in a fixed order; throws the first RuleError. Returns the side and 魂 cost. */
export function checkDeclaration(s: ShengkeState, seat: number, d: CurseDeclaration): { side: CurseSide; cost: ReturnType<typeof soulCost> } {
  const p = s.players[seat];
  check(p.curseHand.includes(d.curse), "curse_not_in_hand");
  const inst = s.curses[d.curse];
  const def = inst && CURSE_BY_ID[inst.def];
  check(def, "curse_not_in_hand");
  const side = def.sides.find((x) => x.id === d.side);
  check(side, "curse_no_such_side");
  check(def.timing.includes(s.phase), "curse_wrong_timing");
  const effect = EFFECTS[side.effect];
  if (s.priority.mode === "chain") {
    const top = s.chain[s.chain.length - 1];
    if (!effect.responseOnly && !overcomes(d.zone, top.zone)) fail("curse_not_a_response", { zh: `須為剋${elZh(top.zone)}的區域`, en: `the zone must overcome ${elEn(top.zone)}` });
  } else {
    check(!effect.responseOnly, "curse_needs_chain");
  }
  check(curseElementsOf(def).includes(d.zone), "curse_zone_invalid");
  check(p.curseZones[d.zone] === null, "curse_zone_occupied");
  const names = new BoardNames(s);
  check(nameConditionsMet(s, def.cost.names, names), "curse_condition_unmet");
  if (d.waive !== undefined) check((def.cost.souls[d.waive] ?? 0) > 0 && reductionApplies(s, def, names), "curse_reduction_invalid");
  const cost = soulCost(def, d.waive);
  check(canPay(p.soul, cost), "not_enough_souls");
  check(checkTargetFields(side, d.targets) && effect.check(s, seat, side, d.targets), "curse_bad_target");
  return { side, cost };
}

function checkTargetFields(side: CurseSide, t: CurseTargets): boolean {
  const fields = EFFECTS[side.effect].fields;
  for (const k of ["cell", "cell2", "card", "element", "turns"] as const) if ((t[k] !== undefined) !== fields.includes(k)) return false;
  return true;
}

/** Declare (after checkDeclaration): pay, put the card in its zone, push the link, hand priority on. */
export function declareCurse(s: ShengkeState, seat: number, d: CurseDeclaration, ev: Events | null, onChainDone: (s: ShengkeState, ev: Events | null) => void): void {
  const { side, cost } = checkDeclaration(s, seat, d);
  const p = s.players[seat];
  pay(p.soul, cost);
  p.curseHand.splice(p.curseHand.indexOf(d.curse), 1);
  p.curseZones[d.zone] = d.curse;
  const answering = s.chain.length ? s.chain[s.chain.length - 1] : null;
  const link: ChainLink = { seat, card: d.curse, side: d.side, zone: d.zone, targets: d.targets };
  s.chain.push(link);
  if (ev) {
    const c = costText(cost, "魂");
    ev.push({
      type: "curse_declared", seat,
      zh: `${seatZh(seat)} 發動咒術卡「${curseZh(s, d.curse)}」的「${side.zh}」，置於${elZh(d.zone)}屬性咒術卡區，支付${c.zh}${d.waive ? `（減免${elZh(d.waive)}魂）` : ""}${answering ? `，回應「${curseZh(s, answering.card)}」` : ""}。`,
      en: `${seatEn(seat)} activates the curse ${curseEn(s, d.curse)} — ${side.en}, in the ${elEn(d.zone)} zone, paying ${c.en}${d.waive ? ` (${elEn(d.waive)} waived by 減免)` : ""}${answering ? `, answering ${curseEn(s, answering.card)}` : ""}.`,
      // A target card still in the caster's hand (an extra summon) stays hidden until it resolves.
      data: { curse: d.curse, def: s.curses[d.curse].def, side: d.side, zone: d.zone, waive: d.waive ?? null, cost, targets: publicTargets(s, seat, d.targets), chain: s.chain.length },
    });
  }
  const other = opponent(seat);
  if (s.players[other].curseHand.length > 0) {
    s.priority = { mode: "chain", seat: other, returnTo: s.priority.mode === "chain" ? s.priority.returnTo : (s.priority.mode as "main" | "phase") };
    ev?.push({ type: "window", seat: other, zh: `${seatZh(other)} 可以回應（相剋屬性的咒術卡區或無效發動），或放棄。`, en: `${seatEn(other)} may answer (in an overcoming zone, or with a nullifying curse) or pass.`, data: { mode: "chain" } });
  } else {
    if (s.priority.mode !== "chain") s.priority = { ...s.priority, returnTo: s.priority.mode as "main" | "phase" };
    resolveChain(s, ev, onChainDone);
  }
}

function publicTargets(s: ShengkeState, seat: number, t: CurseTargets): CurseTargets {
  return t.card !== undefined && s.players[seat].hand.includes(t.card) ? { ...t, card: "?" } : { ...t };
}

/** Resolve every link, last first, then give priority back. */
export function resolveChain(s: ShengkeState, ev: Events | null, onChainDone: (s: ShengkeState, ev: Events | null) => void): void {
  const nullified = new Set<number>();
  for (let i = s.chain.length - 1; i >= 0; i--) {
    const link = s.chain[i];
    const def = CURSE_BY_ID[s.curses[link.card].def];
    const side = def.sides.find((x) => x.id === link.side)!;
    const effect = EFFECTS[side.effect];
    if (nullified.has(i)) {
      ev?.push({ type: "curse_nullified", seat: link.seat, zh: `「${curseZh(s, link.card)}」被無效，沒有效果。`, en: `${curseEn(s, link.card)} is nullified and has no effect.`, data: { curse: link.card } });
    } else if (effect.responseOnly) {
      if (i > 0) nullified.add(i - 1);
      ev?.push({ type: "curse_resolved", seat: link.seat, zh: `「${curseZh(s, link.card)}」使「${curseZh(s, s.chain[i - 1]?.card ?? "")}」的發動無效。`, en: `${curseEn(s, link.card)} nullifies ${curseEn(s, s.chain[i - 1]?.card ?? "")}.`, data: { curse: link.card } });
    } else {
      const ok = effect.resolve(s, link.seat, side, link.targets, ev);
      ev?.push(ok
        ? { type: "curse_resolved", seat: link.seat, zh: `「${curseZh(s, link.card)}」的「${side.zh}」生效。`, en: `${curseEn(s, link.card)} — ${side.en} takes effect.`, data: { curse: link.card } }
        : { type: "curse_fizzled", seat: link.seat, zh: `「${curseZh(s, link.card)}」的對象已不存在，效果不成立。`, en: `${curseEn(s, link.card)} fizzles: its target is gone.`, data: { curse: link.card } });
    }
    const p = s.players[link.seat];
    p.curseZones[link.zone] = null;
    p.curseDiscard.push(link.card);
  }
  s.chain = [];
  onChainDone(s, ev);
}

export { fail };
