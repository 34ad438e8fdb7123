import type { ActionCandidates } from "../core/actionCandidates";
import type { AnyEngine } from "../core/engine";
import { cfeCandidates } from "./cfe/candidates";
import { chronoActionCandidates } from "./chrono/candidates";
import { drawPassCandidates } from "./drawpass/candidates";
import { duelistCandidates } from "./duelist/candidates";
import { shengkeCandidates } from "./shengke/candidates";
import { slayingCandidates } from "./slaying/candidates";

/** Each engine's action candidates (the contract: core/actionCandidates.ts), by engine id. */
export const ACTION_CANDIDATES: Record<string, ActionCandidates> = {
  shengke: shengkeCandidates,
  cfe: cfeCandidates,
  chrono: chronoActionCandidates,
  drawpass: drawPassCandidates,
  slaying: slayingCandidates,
  duelist: duelistCandidates,
};

export function candidatesFor(engine: AnyEngine): ActionCandidates | undefined {
  return Object.prototype.hasOwnProperty.call(ACTION_CANDIDATES, engine.id) ? ACTION_CANDIDATES[engine.id] : undefined;
}

/**
 * Near misses of legal actions (for "legalActions lists exactly what apply accepts" and the fuzzer): each number ±1,
 * two number fields swapped, each field dropped, each field set to the value another legal action has for it, each
 * array without its last element. Most are illegal; some happen to be legal too.
 */
export function nearMisses(legal: readonly unknown[]): unknown[] {
  const out: unknown[] = [];
  const valuesOf = new Map<string, unknown[]>();
  for (const a of legal) for (const [k, v] of Object.entries(a as object)) if (k !== "type") valuesOf.set(k, [...(valuesOf.get(k) ?? []), v].slice(-8));
  for (const a of legal.slice(0, 400)) {
    const o = a as Record<string, unknown>;
    const keys = Object.keys(o).filter((k) => k !== "type");
    for (const k of keys) {
      const v = o[k];
      const { [k]: _dropped, ...rest } = o;
      out.push(rest);
      if (typeof v === "number") out.push({ ...o, [k]: v + 1 }, { ...o, [k]: v - 1 });
      if (Array.isArray(v) && v.length) out.push({ ...o, [k]: v.slice(0, -1) });
      for (const other of valuesOf.get(k) ?? []) if (other !== v) out.push({ ...o, [k]: other });
      for (const k2 of keys) if (k2 > k && typeof v === "number" && typeof o[k2] === "number") out.push({ ...o, [k]: o[k2], [k2]: v });
    }
  }
  return out;
}
