/**
 * What an action would do, computed by running the very reducer the server runs on a copy. Works on a redacted
 * view too (the client previews on its own view): drawn cards are then unknown ("?"), and an action that starts
 * the next turn shows placeholder dice because a view's RNG is zeroed.
 */
import type { Element } from "../../core/elements";
import type { GameEvent } from "../../core/engine";
import { isRuleError } from "../../core/errors";
import type { ShengkeAction } from "./actions";
import { applyAction } from "./apply";
import { checkDeclaration } from "./curses/chain";
import { cloneState } from "./state";
import { HIDDEN, type ElementCounts, type ShengkeState, type TokenKind } from "./types";
import type { DestroyRule } from "./ops";

export interface Preview {
  legal: boolean;
  error?: { code: string; zh: string; en: string };
  destroyed: { card: string; zh: string; en: string; owner: number; cell: number; rule: DestroyRule }[];
  /** Tokens gained (after caps), by seat, kind and element. */
  gained: { seat: number; kind: TokenKind; element: Element; count: number; lost: number }[];
  /** Net token change per seat (gains minus what the action spends). */
  tokenDelta: { seat: number; soul: ElementCounts; spirit: ElementCounts }[];
  /** Cards drawn into `seat`'s hand; `cards` holds the ids when the previewing state knows them (null otherwise). */
  draws: { seat: number; element: Element; count: number; cards: string[] | null }[];
  /** For a curse: the 魂 it costs after 減免. */
  curseCost?: Partial<ElementCounts>;
  /** Board counts after the action. */
  counts: [number, number];
  events: GameEvent[];
  state?: ShengkeState;
}

const diff = (a: ElementCounts, b: ElementCounts): ElementCounts => ({ wood: b.wood - a.wood, fire: b.fire - a.fire, earth: b.earth - a.earth, metal: b.metal - a.metal, water: b.water - a.water });

export function preview(state: ShengkeState, seat: number, action: ShengkeAction, keepState = false): Preview {
  const s = cloneState(state);
  const events: GameEvent[] = [];
  const base: Preview = { legal: true, destroyed: [], gained: [], tokenDelta: [], draws: [], counts: [0, 0], events };
  try {
    if (action.type === "curse" && !state.over && state.priority.seat === seat) {
      const { cost } = checkDeclaration(cloneState(state), seat, { curse: action.curse, side: action.side, zone: action.zone, waive: action.waive, targets: { cell: action.cell, cell2: action.cell2, card: action.card, element: action.element, turns: action.turns } });
      base.curseCost = cost;
    }
    applyAction(s, seat, action, events);
  } catch (e) {
    if (!isRuleError(e)) throw e;
    return { ...base, legal: false, error: { code: e.code, zh: e.zh, en: e.en }, counts: countsOf(state), events: [] };
  }
  for (const e of events) {
    const d = e.data ?? {};
    if (e.type === "destroyed") {
      const id = d.card as string;
      base.destroyed.push({ card: id, zh: state.cards[id]?.zh ?? "", en: state.cards[id]?.en ?? "", owner: d.owner as number, cell: d.cell as number, rule: d.rule as DestroyRule });
    } else if (e.type === "token" && (d.gained as number) + (d.lost as number) > 0) {
      base.gained.push({ seat: e.seat!, kind: d.kind as TokenKind, element: d.element as Element, count: d.gained as number, lost: d.lost as number });
    } else if (e.type === "draw" && (d.count as number) > 0) {
      base.draws.push({ seat: e.seat!, element: d.element as Element, count: d.count as number, cards: null });
    } else if (e.type === "drew") {
      const ids = (d.cards as string[]).filter((x) => x !== HIDDEN);
      const entry = [...base.draws].reverse().find((x) => x.seat === e.seat && x.element === d.element);
      if (entry && ids.length === entry.count) entry.cards = ids;
    }
  }
  base.tokenDelta = state.players.map((p, i) => ({ seat: i, soul: diff(p.soul, s.players[i].soul), spirit: diff(p.spirit, s.players[i].spirit) }));
  base.counts = countsOf(s);
  if (keepState) base.state = s;
  return base;
}

function countsOf(s: ShengkeState): [number, number] {
  let a = 0, b = 0;
  for (const c of s.board) if (c) (c.owner === 0 ? a++ : b++);
  return [a, b];
}

/**
 * The preview a player wants before committing: a 召喚 changes nothing until <4>, so its outcome is the judgement
 * the placed card would trigger; a curse resolves only when the opponent lets the chain go, so its outcome is the
 * chain resolved after their pass (with the curse's own cost kept). Anything else: the action itself.
 */
export function previewOutcome(state: ShengkeState, seat: number, action: ShengkeAction): { first: Preview; outcome: Preview } {
  const first = preview(state, seat, action, true);
  if (!first.legal) return { first, outcome: first };
  const after = first.state!;
  if (action.type === "summon") {
    // Judge as if <4> came now, on this copy only: the judgement reads just the cards placed this turn.
    const atJudgement: ShengkeState = { ...after, phase: "judge", t: { ...after.t, judged: false }, priority: { mode: "main", seat, returnTo: "main" } };
    const judged = preview(atJudgement, seat, { type: "judge" }, true);
    return { first, outcome: judged.legal ? judged : first };
  }
  if (action.type === "curse" && after.priority.mode === "chain" && after.priority.seat !== seat) {
    const resolved = preview(after, after.priority.seat, { type: "pass" }, true);
    if (resolved.legal) return { first, outcome: mergePreviews(first, resolved) };
  }
  return { first, outcome: first };
}

/** The second preview's effects plus the first's token spending (a curse's cost). */
function mergePreviews(a: Preview, b: Preview): Preview {
  const tokenDelta = a.tokenDelta.map((d, i) => {
    const e = b.tokenDelta[i];
    return { seat: d.seat, soul: sum(d.soul, e.soul), spirit: sum(d.spirit, e.spirit) };
  });
  return { ...b, tokenDelta, destroyed: [...a.destroyed, ...b.destroyed], gained: [...a.gained, ...b.gained], draws: [...a.draws, ...b.draws] };
}

const sum = (a: ElementCounts, b: ElementCounts): ElementCounts => ({ wood: a.wood + b.wood, fire: a.fire + b.fire, earth: a.earth + b.earth, metal: a.metal + b.metal, water: a.water + b.water });
