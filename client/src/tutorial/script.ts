/**
 * What every mode's tutorial script shares: the shape of a step, the verdict on a move, and the walk from a step's
 * own position through the taught moves of the steps after it. Pure (no DOM, no engine of its own): each mode's
 * script (shengkeScript.ts, slayingScript.ts) fills these in with its real shared engine, and the page
 * (TutorialShell.tsx) renders whatever script it is given.
 */
import type { GameEvent } from "../../../shared/src/core/engine";

export interface Text {
  zh: string;
  en: string;
}

/** A step's parts that the page shows, whatever the game. `H` is the mode's way of naming what to highlight. */
export interface StepBase<H, T extends string = string> {
  id: string;
  title: Text;
  /** What to look at and what to do. */
  body: Text;
  /** Shown once the taught move is made: what just happened. */
  after: Text;
  /** A fresh position (the mode's scenario format, docs/scenarios.md); absent = carry on from the previous step. */
  position?: unknown;
  /** The first is the thing to press (the page's 「指給我看」 scrolls to it); the rest are what to look at. */
  highlight: H[];
  /** Why another legal move is not this step's, by action type (else `otherwise`). */
  others?: Partial<Record<T, Text>>;
  otherwise: Text;
  /** The page says the tutorial played a follow-up for the learner (a Done, a discard). */
  followUp?: unknown[];
}

/** The taught move's new position (and what the engine said happened), or why the move is not it. */
export type Verdict<S> = { ok: true; state: S; events: GameEvent[] } | { ok: false; illegal: boolean; why: Text };

/** What the page needs from a mode's script. */
export interface TutorialScript<S, A, St extends StepBase<unknown> = StepBase<unknown>> {
  mode: string;
  /** The seat the learner plays. */
  learner: number;
  /** The game's name as the page's title says it. */
  game: Text;
  /** The closing card's text: what was learnt and what comes next. */
  doneBody: Text;
  /** The note after a step whose follow-up the tutorial played (what it pressed). */
  followUpNote: Text;
  steps: St[];
  positionAt(index: number): S;
  judgeMove(step: St, s: S, a: A): Verdict<S>;
  highlightSelectors(step: St, s: S): string[];
  /** The final score line once the scripted game is over. */
  resultText(s: S): Text | null;
  /** The table record's parts read off the position. */
  table(s: S): { over: boolean; seq: number; turn: number; active: number[] };
  /** The learner's view and the public view of the position, as the table would send them. */
  views(s: S): { mine: unknown; pub: unknown };
  /** Game options of the closing game against the bot (the easiest setup); absent = the engine's defaults. */
  botOptions?: Record<string, unknown>;
}

/**
 * The position step `index` opens with: the nearest step at or before it that has a position of its own, built,
 * then every step in between played through its taught move (`advance`).
 */
export function replayTo<S, St extends { position?: unknown }>(steps: readonly St[], index: number, build: (position: unknown) => S, advance: (step: St, s: S) => S): S {
  let from = index;
  while (from > 0 && !steps[from].position) from--;
  let s = build(steps[from].position);
  for (let i = from; i < index; i++) s = advance(steps[i], s);
  return s;
}

/** Why a legal move of type `type` is not this step's: the step's word for that type, else its general hint. */
export function reasonFor<T extends string>(step: StepBase<unknown, T>, type: T): Text {
  return step.others?.[type] ?? step.otherwise;
}

/** Two actions are the same move when they serialise alike (actions are plain JSON). */
export const sameAction = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
