import { z } from "zod";
import type { GameEvent } from "../../core/engine";
import { ContentError, isRuleError } from "../../core/errors";
import type { ScenarioOutput } from "../../core/scenario";
import { SlayingActionSchema } from "./actions";
import { slayingEngine } from "./engine";
import { buildSlayingPosition, resolveSlayingFaces, SlayingPositionSchema } from "./position";
import { SlayingOptionsSchema } from "./setup";
import type { SlayingState } from "./types";

/**
 * Scenario files for `npm run scenario` (docs/scenarios.md, section 弒魔戰爭):
 * { "game": "slaying", "seats": 1–5, "seed": "…", "options": { "difficulty": "普通" }, "position": {…},
 *   "actions": [{ "seat": 0, "action": {…} }], "view": "all" }
 * Cards may be written as faces ("金3"). The army is not a seat: its turn runs inside the action ending a player turn.
 */
export const SlayingScenarioSchema = z
  .object({
    game: z.literal("slaying"),
    description: z.string().optional(),
    seats: z.number().int().min(1).max(5).default(1),
    seed: z.string().default("scenario"),
    options: z.unknown().optional(),
    position: SlayingPositionSchema.optional(),
    actions: z.array(z.object({ seat: z.number().int().min(0), action: z.unknown() }).strict()).default([]),
    view: z.union([z.number().int().min(0), z.literal("spectator"), z.literal("all")]).optional(),
  })
  .strict();

export function runSlayingScenario(input: unknown): ScenarioOutput {
  const parsed = SlayingScenarioSchema.safeParse(input);
  if (!parsed.success) throw new ContentError("slaying_bad_scenario", parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`));
  const sc = parsed.data;
  const options = SlayingOptionsSchema.parse(sc.options ?? {});
  let state: SlayingState = sc.position ? buildSlayingPosition(sc.position, { seed: sc.seed, seats: sc.seats, options }) : slayingEngine.setup(options, sc.seed, sc.seats);
  const events: GameEvent[] = [];
  const view = () => slayingEngine.view(state, sc.view ?? "all");
  for (let i = 0; i < sc.actions.length; i++) {
    const { seat, action } = sc.actions[i];
    const a = SlayingActionSchema.safeParse(resolveSlayingFaces(state, seat, action));
    if (!a.success) return { state: view(), events, error: { index: i, code: "bad_action", zh: "動作格式錯誤。", en: `Malformed action: ${a.error.issues.map((x) => x.message).join("; ")}` } };
    try {
      const out = slayingEngine.apply(state, seat, a.data);
      state = out.state;
      events.push(...out.events);
    } catch (e) {
      if (isRuleError(e)) return { state: view(), events, error: { index: i, code: e.code, zh: e.zh, en: e.en } };
      throw e;
    }
  }
  return { state: view(), events };
}
