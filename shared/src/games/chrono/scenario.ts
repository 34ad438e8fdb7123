import { z } from "zod";
import type { GameEvent } from "../../core/engine";
import { ContentError, isRuleError } from "../../core/errors";
import type { ScenarioOutput } from "../../core/scenario";
import { ChronoActionSchema } from "./actions";
import { defOf } from "./cards";
import { findDef } from "./content";
import { chronoEngine } from "./engine";
import { buildPosition, PositionSchema } from "./position";
import type { CardId, ChronoState } from "./types";

/**
 * Scenario files for `npm run scenario` (docs/scenarios.md, section 時序之戰):
 * { "game": "chrono", "seed": "…", "options": {…}, "seats": n, "position": {…}, "actions": [{ "seat": 0, "action": {…} }] }
 * Without a position the seeded deal stands. Cards and characters in actions may be written by name.
 */
export const ChronoScenarioSchema = z
  .object({
    game: z.literal("chrono"),
    description: z.string().optional(),
    seats: z.number().int().min(2).max(6).default(2),
    seed: z.string().default("scenario"),
    options: z.unknown().optional(),
    position: PositionSchema.optional(),
    actions: z.array(z.object({ seat: z.number().int().min(0), action: z.unknown() }).strict()).default([]),
    view: z.union([z.number().int().min(0), z.literal("spectator"), z.literal("all")]).optional(),
  })
  .strict();

/**
 * Replace names in an action by ids: `card` from the seat's hand; `attacker` from the seat's field; `target` of an
 * attack from an enemy field, of a 加持 or a placement from any field. Unknown names become −1 (refused by apply).
 */
export function resolveNames(s: ChronoState, seat: number, action: unknown): unknown {
  if (!action || typeof action !== "object") return action;
  const a = { ...(action as Record<string, unknown>) };
  const same = (card: CardId, name: string) => card >= 0 && defOf(s, card)?.id === findDef(name)?.id;
  const inHand = (name: unknown) => (typeof name === "string" ? s.players[seat].hand.find((c) => same(c, name)) ?? -1 : name);
  const onField = (name: unknown, seats: number[]) => {
    if (typeof name !== "string") return name;
    for (const x of seats) for (const c of s.players[x].field) if (same(c.card, name)) return c.uid;
    return -1;
  };
  const all = s.players.map((_, i) => i);
  const enemies = all.filter((i) => i !== seat);
  if ("card" in a) a.card = inHand(a.card);
  if ("attacker" in a) a.attacker = onField(a.attacker, [seat]);
  if ("target" in a) a.target = onField(a.target, a.type === "attack" ? enemies : [...enemies, seat]);
  return a;
}

export function runChronoScenario(input: unknown): ScenarioOutput {
  const parsed = ChronoScenarioSchema.safeParse(input);
  if (!parsed.success) throw new ContentError("chrono_bad_scenario", parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`));
  const sc = parsed.data;
  const options = chronoEngine.optionsSchema.parse(sc.options ?? {});
  let state: ChronoState = sc.position ? buildPosition(sc.position, sc.seed) : chronoEngine.setup(options, sc.seed, sc.seats);
  const events: GameEvent[] = [];
  for (let i = 0; i < sc.actions.length; i++) {
    const { seat, action } = sc.actions[i];
    try {
      const a = ChronoActionSchema.safeParse(resolveNames(state, seat, action));
      if (!a.success) return { state: chronoEngine.view(state, sc.view ?? "all"), events, error: { index: i, code: "bad_action", zh: "動作格式錯誤。", en: `Malformed action: ${a.error.issues.map((x) => `${x.path.join(".")}: ${x.message}`).join("; ")}` } };
      const out = chronoEngine.apply(state, seat, a.data);
      state = out.state;
      events.push(...out.events);
    } catch (e) {
      if (isRuleError(e)) return { state: chronoEngine.view(state, sc.view ?? "all"), events, error: { index: i, code: e.code, zh: e.zh, en: e.en } };
      throw e;
    }
  }
  return { state: chronoEngine.view(state, sc.view ?? "all"), events };
}
