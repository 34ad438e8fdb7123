import type { GameEvent } from "../../../shared/src/core/engine";
import { buildSlayingPosition, resolveSlayingFaces, slayingEngine, SlayingActionSchema, SlayingOptionsSchema, type SlayingPositionSpec, type SlayingState } from "../../../shared/src/games/slaying";
import { cardsZh } from "../../../shared/src/games/cfe/cards";

export const engine = slayingEngine;

export function pos(spec: SlayingPositionSpec, seats = 2, options: Record<string, unknown> = {}): SlayingState {
  return buildSlayingPosition(spec, { seats, seed: "test", options: SlayingOptionsSchema.parse(options) });
}

/** Apply an action written with card faces ("金3"). */
export function act(s: SlayingState, seat: number, action: Record<string, unknown>): { state: SlayingState; events: GameEvent[] } {
  return engine.apply(s, seat, SlayingActionSchema.parse(resolveSlayingFaces(s, seat, action)));
}

/** Play a formation by faces; then, if a draw choice follows, discard the first drawn card (which ends the turn). */
export function play(s: SlayingState, seat: number, cards: string[], formation?: string): { state: SlayingState; events: GameEvent[] } {
  const r = act(s, seat, { type: "play", cards, ...(formation ? { formation } : {}) });
  return finishDraw(r);
}

export function finishDraw(r: { state: SlayingState; events: GameEvent[] }, pick = 0): { state: SlayingState; events: GameEvent[] } {
  const s = r.state;
  if (s.phase === "draw" && s.pending?.kind === "draw") {
    const out = engine.apply(s, s.current, { type: "discard", card: s.pending.cards[pick] });
    return { state: out.state, events: [...r.events, ...out.events] };
  }
  return r;
}

export const ev = (events: GameEvent[], type: string) => events.find((e) => e.type === type);
export const evs = (events: GameEvent[], type: string) => events.filter((e) => e.type === type);
/** The army hand as faces, "■" for face-down cards. */
export const armyFaces = (s: SlayingState) => s.army.hand.map((c) => (c.faceUp ? cardsZh([c.card]) : "■"));
export const faces = (cards: readonly number[]) => cards.map((c) => cardsZh([c]));
