/**
 * 化身召喚 (avatar summon), an opt-in table rule (reference §4.2; the seed only says the special summons are not
 * yet published). Conditions: the two cards have the same 入+出 total; their names use the same characters in a
 * different order; one is on the board (the caster's own), the other in the caster's hand, element discard or
 * 特殊牌組; each card name may avatar-summon once per turn. The new card takes the board card's cell with its
 * owner's facing; the board card goes to the zone the new card came from. It is not judged (no 生剋 on arrival).
 * Allowed in the caster's own <3> 放置 phase while holding priority.
 */
import type { Element } from "../../core/elements";
import { defaultFacing, onBoard, cellName } from "./board";
import { check, type ShengkeErrorCode } from "./errors";
import type { Events } from "./ops";
import { beastEn, beastZh, seatEn, seatZh } from "./text";
import type { ShengkeState } from "./types";

export const isAnagram = (a: string, b: string) => a !== b && Array.from(a).sort().join("") === Array.from(b).sort().join("");

type Source = { zone: "hand" | "discard" | "special"; list: string[] };

function sourceOf(s: ShengkeState, seat: number, id: string): Source | null {
  const p = s.players[seat];
  if (p.hand.includes(id)) return { zone: "hand", list: p.hand };
  if (p.specialDeck.includes(id)) return { zone: "special", list: p.specialDeck };
  const c = s.cards[id];
  if (c && p.discards[c.element as Element].includes(id)) return { zone: "discard", list: p.discards[c.element] };
  if (c && p.specialDiscard.includes(id)) return { zone: "discard", list: p.specialDiscard };
  return null;
}

export function avatarProblem(s: ShengkeState, seat: number, card: string, target: number): ShengkeErrorCode | null {
  if (!s.rules.avatarSummon) return "avatar_disabled";
  if (s.phase !== "place" || seat !== s.active) return "wrong_phase";
  if (!onBoard(target)) return "cell_out_of_board";
  const bc = s.board[target];
  if (!bc) return "cell_empty";
  const src = sourceOf(s, seat, card);
  const a = s.cards[card], b = s.cards[bc.id];
  if (!src || !a || !b || bc.owner !== seat) return "avatar_invalid";
  if (a.in + a.out !== b.in + b.out || !isAnagram(a.zh, b.zh)) return "avatar_invalid";
  if (s.t.avatarNames.includes(a.zh) || s.t.avatarNames.includes(b.zh)) return "avatar_name_used";
  return null;
}

export function avatarSummon(s: ShengkeState, seat: number, card: string, target: number, ev: Events | null): void {
  const problem = avatarProblem(s, seat, card, target);
  check(problem === null, problem ?? "avatar_invalid");
  const src = sourceOf(s, seat, card)!;
  const old = s.board[target]!;
  src.list.splice(src.list.indexOf(card), 1);
  const oldCard = s.cards[old.id];
  if (src.zone === "hand") s.players[seat].hand.push(old.id);
  else if (src.zone === "special") s.players[seat].specialDeck.push(old.id);
  else (oldCard.special ? s.players[seat].specialDiscard : s.players[seat].discards[oldCard.element]).push(old.id);
  s.board[target] = { id: card, owner: seat, facing: defaultFacing(seat) };
  s.t.avatarNames.push(s.cards[card].zh, oldCard.zh);
  const zoneZh = { hand: "手牌", discard: "棄牌區", special: "特殊牌組區" }[src.zone];
  const zoneEn = { hand: "hand", discard: "discard", special: "special deck" }[src.zone];
  ev?.push({ type: "avatar", seat, zh: `${seatZh(seat)} 化身召喚：${beastZh(s, old.id)}（${cellName(target)}）化身為 ${beastZh(s, card)}，前者移至${zoneZh}。`, en: `${seatEn(seat)} avatar-summons: ${beastEn(s, old.id)} (${cellName(target)}) becomes ${beastEn(s, card)}; the former goes to the ${zoneEn}.`, data: { card, replaced: old.id, cell: target, from: src.zone } });
}

/** Every legal avatar action for legalActions. */
export function avatarActions(s: ShengkeState, seat: number): { card: string; target: number }[] {
  if (!s.rules.avatarSummon || s.phase !== "place" || seat !== s.active) return [];
  const p = s.players[seat];
  const pool = [...p.hand, ...p.specialDeck, ...Object.values(p.discards).flat(), ...p.specialDiscard];
  const out: { card: string; target: number }[] = [];
  for (let c = 0; c < s.board.length; c++) {
    if (s.board[c]?.owner !== seat) continue;
    for (const id of pool) if (avatarProblem(s, seat, id, c) === null) out.push({ card: id, target: c });
  }
  return out;
}
