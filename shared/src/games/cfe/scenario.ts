import { z } from "zod";
import type { GameEvent } from "../../core/engine";
import { ContentError, isRuleError, issueLines } from "../../core/errors";
import type { ScenarioOutput } from "../../core/scenario";
import { CfeActionSchema } from "./actions";
import { cfeEngine } from "./engine";
import { buildPosition, PositionSchema, resolveFaces } from "./position";
import { CfeOptionsSchema } from "./setup";
import type { CfeState } from "./types";

/**
 * Scenario files for `npm run scenario` (docs/scenarios.md, section 五行戰鬥牌):
 * { "game": "cfe", "seats": 2|4, "seed": "…", "options": {…}, "position": {…}, "actions": [{ "seat": 0, "action": {…} }] }
 * Cards in actions may be written as faces ("金3"); they are looked up where the action takes them from.
 */
export const CfeScenarioSchema = z
  .object({
    game: z.literal("cfe"),
    description: z.string().optional(),
    seats: z.union([z.literal(2), z.literal(4)]).default(2),
    seed: z.string().default("scenario"),
    options: z.unknown().optional(),
    position: PositionSchema.optional(),
    actions: z.array(z.object({ seat: z.number().int().min(0), action: z.unknown() }).strict()).default([]),
    view: z.union([z.number().int().min(0), z.literal("spectator"), z.literal("all")]).optional(),
  })
  .strict();

export function runCfeScenario(input: unknown): ScenarioOutput {
  const parsed = CfeScenarioSchema.safeParse(input);
  if (!parsed.success) throw new ContentError("cfe_bad_scenario", issueLines(parsed.error.issues));
  const sc = parsed.data;
  const opts = CfeOptionsSchema.safeParse(sc.options ?? {});
  if (!opts.success) throw new ContentError("cfe_bad_scenario", issueLines(opts.error.issues, "options"));
  const options = opts.data;
  let state: CfeState = sc.position
    ? buildPosition(cfeEngine.registry, sc.position, { seed: sc.seed, seats: sc.seats, options })
    : cfeEngine.setup(options, sc.seed, sc.seats);
  const events: GameEvent[] = [];
  for (let i = 0; i < sc.actions.length; i++) {
    const { seat, action } = sc.actions[i];
    try {
      const parsedAction = CfeActionSchema.safeParse(resolveFaces(state, seat, action));
      if (!parsedAction.success) return { state: cfeEngine.view(state, sc.view ?? "all"), events, error: { index: i, code: "bad_action", zh: "動作格式錯誤。", en: `Malformed action: ${parsedAction.error.issues.map((x) => x.message).join("; ")}` } };
      const a = parsedAction.data;
      const out = cfeEngine.apply(state, seat, a);
      state = out.state;
      events.push(...out.events);
    } catch (e) {
      if (isRuleError(e)) return { state: cfeEngine.view(state, sc.view ?? "all"), events, error: { index: i, code: e.code, zh: e.zh, en: e.en } };
      throw e;
    }
  }
  return { state: cfeEngine.view(state, sc.view ?? "all"), events };
}
