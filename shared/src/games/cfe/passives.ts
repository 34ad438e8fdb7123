import type { GameEvent } from "../../core/engine";
import type { CounterKind } from "./content";
import type { Formation, FormationRegistry } from "./formations";
import { upper } from "./seats";
import { discardTo, seatEn, seatZh } from "./state";
import type { CfeState } from "./types";

/** What a counter does to the incoming action once judged (§5.4): 防禦 cancels damage, 反震 splits it, 封印 cancels a spell. */
export type CounterEffect = "defence" | "seal" | "counter" | null;

/** The counter effect a formation leaves: a passive's own (防禦, 封印, 反震, 空城) or a public one after it (道禦, 幻印, 法震, 聖光破). */
export function counterOf(f: Formation): CounterKind | null {
  return f.effect.kind === "counter" ? f.effect.counter : f.counter ?? null;
}

/**
 * §5.3: at the start of 下家's next action (a formation, a 轉職 or a pass) 上家's passive flips compulsorily, is
 * discarded, and acts on that one action only. A sealed passive flips with no effect (§5.4), and so does one the
 * environment disabled when it was covered (§10.2). Returns the counter kind that now meets the incoming action;
 * the caller judges whether it applies to that kind of action. `reg` is the game's formation table.
 */
export function flipUpperPassive(reg: FormationRegistry, s: CfeState, seat: number, events: GameEvent[]): CounterKind | null {
  const owner = upper(s, seat);
  const p = s.players[owner];
  const slot = p.passive;
  if (!slot) return null;
  p.passive = null;
  discardTo(s, slot.cards);
  const f = reg.get(slot.formation);
  const kind = f ? counterOf(f) : null;
  const counter = kind && kind !== "none" && !slot.sealed && !slot.disabled ? kind : null;
  const name = f ? { zh: f.zh, en: f.en } : { zh: slot.formation, en: slot.formation };
  const note = slot.sealed ? { zh: "（已被封印，無效）", en: " (sealed, no effect)" } : slot.disabled ? { zh: "（覆蓋時的環境使它無效）", en: " (the environment disabled it when covered)" } : { zh: "", en: "" };
  events.push({
    type: "passive_flip",
    seat: owner,
    zh: `${seatZh(owner)}的被動術式翻開：${name.zh}${note.zh}。`,
    en: `${seatEn(owner)}'s passive flips: ${name.en}${note.en}.`,
    data: { formation: slot.formation, cards: slot.cards, sealed: slot.sealed, covered: slot.covered, against: seat, ...(slot.disabled ? { disabled: true } : {}) },
  });
  return counter;
}
