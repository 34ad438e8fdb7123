import { cfeEngine, buildPosition, resolveFaces, CfeActionSchema, type CfeState, type PositionSpec, type CfeOptions } from "../../../shared/src/games/cfe";
import type { GameEvent } from "../../../shared/src/core/engine";

export const engine = cfeEngine;
export const reg = cfeEngine.registry;

export function pos(spec: PositionSpec, seats = 2, options: Partial<CfeOptions> = {}): CfeState {
  return buildPosition(reg, spec, { seats, seed: "test", options: { recycle: false, personalDeck: false, ...options } });
}

/** Apply an action written with card faces ("金3"). */
export function act(s: CfeState, seat: number, action: Record<string, unknown>): { state: CfeState; events: GameEvent[] } {
  return engine.apply(s, seat, CfeActionSchema.parse(resolveFaces(s, seat, action)));
}

/** Play a formation by faces, then (if a draw choice follows) discard the first drawn card. */
export function play(s: CfeState, seat: number, cards: string[], formation?: string) {
  return act(s, seat, { type: "play", cards, ...(formation ? { formation } : {}) });
}

export function finishDraw(s: CfeState): CfeState {
  if (s.phase === "draw" && s.pending?.kind === "draw") return engine.apply(s, s.current, { type: "discard", card: s.pending.cards[0] }).state;
  return s;
}

export function ev(events: GameEvent[], type: string) {
  return events.find((e) => e.type === type);
}
