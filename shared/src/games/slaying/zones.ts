import type { GameEvent } from "../../core/engine";
import { takeFromPile } from "../cfe/turn";
import { MAP, MODES, opponentOfZone, RULES } from "./content";
import { clearEnvironmentOnZoneEntry } from "./modules";
import { emit } from "./state";
import type { SlayingState } from "./types";

/**
 * Entering the next zone (spec §7.2; seed §5-4, §7-1, §9-4, §9-8), inside the move step that crosses a border:
 *   1. R += 20 (zone 2) / += 10 (zone 3), or R freezes (魔王城)
 *   2. the environment clears (五方傳說) and 3. 星雨 breaks (滿天星雨 is not in play, so there is never a field)
 *   4. 偵查之眼's token goes and the weak-hit count resets
 *   5. the next opponent appears: full HP, no shield or statuses, 5 fresh face-down cards.
 */
export function enterZone(s: SlayingState, zone: number, events: GameEvent[]): void {
  const t = s.team;
  const grant = RULES.turns.zoneGrant[String(zone)] ?? 0;
  if (zone === MAP.zones.length) t.frozen = true;
  else t.remaining += grant;
  clearEnvironmentOnZoneEntry(s, events);
  t.tokens = t.tokens.filter((id) => id !== "scout_eye");
  t.weakHits = 0;
  const o = opponentOfZone(zone);
  const a = s.army;
  const hp = MODES[s.options.difficulty].hp[o.id];
  const { cards, reshuffled } = takeFromPile(s.pile, s.rng, RULES.startingHand.army);
  if (reshuffled) emit(events, "reshuffle", `牌堆不足，棄牌堆洗勻後放到牌堆下方（${reshuffled} 張）。`, `The deck ran short: the discard pile (${reshuffled} cards) was shuffled under it.`, { count: reshuffled });
  Object.assign(a, { zone, opponent: o.id, alive: true, hp, maxHp: hp, shield: 0, cannotAct: 0, cannotDraw: 0, lastAction: null, hand: cards.map((card) => ({ card, faceUp: false })) });
  const z = MAP.zones[zone - 1];
  emit(
    events,
    "zone_enter",
    `隊伍進入${z.zh}${t.frozen ? "，回合數凍結" : `，回合數 +${grant}（剩 ${t.remaining}）`}。${o.zh}登場（生命 ${hp}），抽 ${cards.length} 張覆蓋的手牌。`,
    `The team enters ${z.en}${t.frozen ? "; the turn counter freezes" : `; turns +${grant} (${t.remaining} left)`}. ${o.en} appears (${hp} HP) with ${cards.length} face-down cards.`,
    { zone, grant: t.frozen ? 0 : grant, remaining: t.remaining, frozen: t.frozen, opponent: o.id, hp, hand: cards.length },
  );
  if (!t.frozen && grant) emit(events, "time", `回合數 +${grant}。`, `Turns +${grant}.`, { delta: grant, remaining: t.remaining, reason: "zone" });
}
