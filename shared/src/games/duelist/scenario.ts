import { z } from "zod";
import type { GameEvent } from "../../core/engine";
import { ContentError, isRuleError } from "../../core/errors";
import type { ScenarioOutput } from "../../core/scenario";
import { DuelActionSchema } from "./actions";
import { findCard } from "./deck";
import { duelistEngine } from "./engine";
import { buildPosition, PositionSchema } from "./position";
import { opponent } from "./state";
import type { DuelState } from "./types";

/**
 * Scenario files for `npm run scenario` (docs/scenarios.md, section 活俠決鬥者):
 * { "game": "duelist", "seed": "…", "options": {…}, "position": {…}, "actions": [{ "seat": 0, "action": {…} }] }
 * Without a position the game is dealt from the options. In actions, cards and heroes may be named: "card" by name
 * (the first such card in the seat's hand), "unit" / "holder" by name (the seat's hero), "target" by name (the
 * opponent's hero; for a heal, the seat's own).
 */
export const DuelScenarioSchema = z
  .object({
    game: z.literal("duelist"),
    name: z.string().optional(),
    description: z.string().optional(),
    seed: z.string().default("scenario"),
    options: z.unknown().optional(),
    position: PositionSchema.optional(),
    actions: z.array(z.object({ seat: z.number().int().min(0).max(1), action: z.unknown() }).strict()).default([]),
    view: z.union([z.number().int().min(0).max(1), z.literal("spectator"), z.literal("all")]).optional(),
  })
  .strict();

export function runDuelScenario(input: unknown): ScenarioOutput {
  const parsed = DuelScenarioSchema.safeParse(input);
  if (!parsed.success) throw new ContentError("duelist_bad_scenario", parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`));
  const sc = parsed.data;
  let state: DuelState = sc.position ? buildPosition(sc.position, sc.seed) : duelistEngine.setup(duelistEngine.optionsSchema.parse(sc.options ?? {}), sc.seed, 2);
  const events: GameEvent[] = [];
  const view = () => duelistEngine.view(state, sc.view ?? "all");
  for (let i = 0; i < sc.actions.length; i++) {
    const { seat, action } = sc.actions[i];
    const a = DuelActionSchema.safeParse(resolveNames(state, seat, action));
    if (!a.success) return { state: view(), events, error: { index: i, code: "bad_action", zh: "動作格式錯誤。", en: `Malformed action: ${a.error.issues.map((x) => `${x.path.join(".")}: ${x.message}`).join("; ")}` } };
    try {
      const out = duelistEngine.apply(state, seat, a.data);
      state = out.state;
      events.push(...out.events);
    } catch (e) {
      if (isRuleError(e)) return { state: view(), events, error: { index: i, code: e.code, zh: e.zh, en: e.en } };
      throw e;
    }
  }
  return { state: view(), events };
}

/** Replace card and hero names in an action by the ids they stand for in `s` (unknown names are left as they are). */
export function resolveNames(s: DuelState, seat: number, action: unknown): unknown {
  if (typeof action !== "object" || action === null) return action;
  const a = { ...(action as Record<string, unknown>) };
  const defOf = (name: unknown) => (typeof name === "string" ? findCard(name)?.id : undefined);
  const inHand = (name: unknown) => s.players[seat]?.hand.find((c) => c.def === defOf(name))?.id ?? name;
  const onField = (side: number, name: unknown) => s.players[side]?.board.find((u) => u && u.def === defOf(name))?.id ?? name;
  if (typeof a.card === "string") a.card = inHand(a.card);
  if (Array.isArray(a.cards)) a.cards = a.cards.map(inHand);
  if (typeof a.unit === "string") a.unit = onField(seat, a.unit);
  if (typeof a.target === "string" && !a.target.startsWith("base-")) a.target = onField(opponent(seat), a.target);
  if (Array.isArray(a.heal)) a.heal = a.heal.map((h: { holder: unknown; target: unknown }) => ({ holder: onField(seat, h.holder), target: onField(seat, h.target) }));
  return a;
}
