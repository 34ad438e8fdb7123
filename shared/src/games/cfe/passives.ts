import type { GameEvent } from "../../core/engine";
import type { FormationRegistry } from "./formations";
import { upper } from "./seats";
import { discardTo, seatEn, seatZh } from "./state";
import type { CfeState } from "./types";

export type CounterEffect = "defence" | "seal" | "counter" | null;

/**
 * §5.3: at the start of 下家's next action (a formation or a pass) 上家's passive flips compulsorily, is discarded,
 * and acts on that one action only. 防禦 and 反震 act on attacks, 封印 on spells, 空城 never; a sealed passive
 * flips with no effect (§5.4). Returns the counter effect that applies to the action being performed.
 */
export function flipUpperPassive(reg: FormationRegistry, s: CfeState, seat: number, events: GameEvent[]): CounterEffect {
  const owner = upper(s, seat);
  const p = s.players[owner];
  const slot = p.passive;
  if (!slot) return null;
  p.passive = null;
  discardTo(s, slot.cards);
  const f = reg.get(slot.formation);
  const counter = f && f.effect.kind === "counter" && !slot.sealed && f.effect.counter !== "none" ? f.effect.counter : null;
  const name = f ? { zh: f.zh, en: f.en } : { zh: slot.formation, en: slot.formation };
  events.push({
    type: "passive_flip",
    seat: owner,
    zh: `${seatZh(owner)}的被動術式翻開：${name.zh}${slot.sealed ? "（已被封印，無效）" : ""}。`,
    en: `${seatEn(owner)}'s passive flips: ${name.en}${slot.sealed ? " (sealed, no effect)" : ""}.`,
    data: { formation: slot.formation, cards: slot.cards, sealed: slot.sealed, covered: slot.covered, against: seat },
  });
  return counter;
}
