import { useEffect, useState } from "preact/hooks";
import type { GameEventMessage, WireLogLine } from "../../tableState";
import type { I18n } from "../../i18n";
import { Steps } from "./Panel";
import { dx } from "./strings";
import type { Hit } from "./Unit";

/** Event types of an attack, from its declaration to its last consequence. */
const COMBAT = new Set(["attack", "ultimate", "r1", "lime", "r2", "r3", "r1_undo", "r1_bonus_end", "blocked", "bell", "courage", "damage", "fall", "destroy", "base_attack", "base_damage", "game_over"]);
const STEP_MS = 750;

export interface ClashStep {
  seat: number;
  round: string;
  type: string;
  zh: string;
  en: string;
  data?: Record<string, unknown>;
}

/** The attack in an `events` message, step by step (empty when the message holds none). */
export function clashSteps(m: GameEventMessage | null): ClashStep[] {
  if (!m) return [];
  const start = m.events.findIndex((e) => e.type === "attack" || e.type === "base_attack");
  if (start < 0) return [];
  const out: ClashStep[] = [];
  for (const e of m.events.slice(start)) {
    if (!COMBAT.has(e.type)) break;
    out.push(step(e));
  }
  return out;
}

const step = (e: WireLogLine): ClashStep => ({ seat: e.seat, round: String(e.data?.round ?? (e.type === "base_damage" ? "base" : e.type)), type: e.type, zh: e.zh, en: e.en, data: e.data });

/** What the step being shown does to each hero, for the numbers that float over it. */
export function hitsOf(s: ClashStep | undefined): Map<number, Hit> {
  const hits = new Map<number, Hit>();
  if (!s?.data) return hits;
  const d = s.data as Record<string, number | string | boolean | undefined>;
  const unit = typeof d.unit === "number" ? d.unit : null;
  if (s.type === "damage" && unit !== null) hits.set(unit, { text: `−${d.amount}`, kind: "dmg" });
  else if ((s.type === "fall" || s.type === "destroy") && unit !== null) hits.set(unit, { text: "✕", kind: "fall" });
  else if (s.type === "blocked" && unit !== null) hits.set(unit, { text: "0", kind: "block" });
  else if (s.type === "courage" && unit !== null) hits.set(unit, { text: "♥", kind: "heal" });
  else if (s.type === "r1" && unit !== null) hits.set(unit, { text: `${d.tongFrom}→${d.tongTo}`, kind: "buff" });
  else if (s.type === "lime" && unit !== null) hits.set(unit, { text: `−${d.amount}`, kind: "dmg" });
  else if (s.type === "bell" && unit !== null) hits.set(unit, { text: `${d.from}→${d.to}`, kind: "block" });
  else if ((s.type === "r2" || s.type === "r3") && unit !== null && typeof d.target === "number") hits.set(unit, { text: "⚔", kind: "buff" });
  else if (s.type === "attack" && unit !== null) hits.set(unit, { text: "⚔", kind: "buff" });
  return hits;
}

/**
 * The latest attack, replayed round by round from the `events` lines' data: each step appears in turn with its
 * numbers, and the heroes it touches show them (floating over their cards) while it is the current step.
 */
export function useClash(last: GameEventMessage | null): { steps: ClashStep[]; shown: number; skip: () => void; replay: () => void; key: number } {
  const [state, setState] = useState<{ steps: ClashStep[]; shown: number; key: number }>({ steps: [], shown: 0, key: -1 });
  useEffect(() => {
    const steps = clashSteps(last);
    if (steps.length === 0) return;
    setState({ steps, shown: 1, key: last?.seq ?? 0 });
  }, [last]);
  useEffect(() => {
    if (state.shown === 0 || state.shown >= state.steps.length) return;
    const t = setTimeout(() => setState((s) => ({ ...s, shown: s.shown + 1 })), STEP_MS);
    return () => clearTimeout(t);
  }, [state.shown, state.steps]);
  return {
    ...state,
    skip: () => setState((s) => ({ ...s, shown: s.steps.length })),
    replay: () => setState((s) => ({ ...s, shown: s.steps.length ? 1 : 0 })),
  };
}

export function ClashStrip({ clash, i18n }: { clash: ReturnType<typeof useClash>; i18n: I18n }) {
  const { pick } = i18n;
  if (clash.steps.length === 0) return null;
  const base = clash.steps[0].type === "base_attack";
  const playing = clash.shown < clash.steps.length;
  return (
    <section class={`du-clash ${playing ? "is-playing" : ""}`} data-testid="clash" data-steps={clash.steps.length} data-shown={clash.shown} data-key={clash.key}>
      <div class="du-clash-head">
        <strong>{pick(base ? dx("baseHitTitle") : dx("clashTitle"))}</strong>
        {playing ? (
          <button type="button" class="du-link" data-testid="clash-skip" onClick={clash.skip}>
            {pick(dx("skip"))}
          </button>
        ) : (
          <button type="button" class="du-link" data-testid="clash-replay" onClick={clash.replay}>
            {pick(dx("replayClash"))}
          </button>
        )}
      </div>
      <Steps steps={clash.steps.slice(0, clash.shown)} i18n={i18n} current={playing ? clash.shown - 1 : undefined} />
    </section>
  );
}
