import type { SlayingAction } from "../../../../shared/src/games/slaying/actions";
import { MAP, MODES, OPPONENTS, SHARDS, SHOP, opponentById, type Cell, type Difficulty } from "../../../../shared/src/games/slaying/content";
import { armyMoveById } from "../../../../shared/src/games/slaying/army/moves";
import { registryOf, type PlayerFormation } from "../../../../shared/src/games/slaying/formations";
import { legalActions, playOptions } from "../../../../shared/src/games/slaying/legal";
import { previewAction, previewArmy, previewDig, previewFormations, previewMoves, previewShop, type ActionOutcome, type MoveOption, type Previewed } from "../../../../shared/src/games/slaying/preview";
import { professionOf, previewChange, type ChangePreview } from "../../../../shared/src/games/cfe/professions";
import type { SlayingState } from "../../../../shared/src/games/slaying/types";
import { HIDDEN, type CardId } from "../../../../shared/src/games/cfe/types";
import { onStar, starFloor } from "../../../../shared/src/games/slaying/hp";
import { lairOfZone } from "../../../../shared/src/games/slaying/map";
import type { Lang } from "../../i18n";
import { named } from "../cfe/model";

/**
 * The 弒魔戰爭 view's link to the shared engine: parse the JSON views and ask the engine (never rules of our own)
 * what is legal and what an action would do. A redacted view has the same shape as the state, so the engine's
 * legality and its previews run on it directly.
 */
export type { SlayingAction, SlayingState, CardId, ActionOutcome, MoveOption, Previewed, Cell, Difficulty, ChangePreview };
export { HIDDEN, MAP, MODES, OPPONENTS, SHARDS, SHOP, named, opponentById, previewAction, previewArmy, previewDig, previewMoves, previewShop, professionOf };

export function asSlayingView(v: unknown): SlayingState | null {
  const o = v as SlayingState | null;
  return o && typeof o === "object" && o.game === "slaying" && Array.isArray(o.players) && !!o.team && !!o.army ? o : null;
}

export function legal(view: SlayingState, seat: number | null): SlayingAction[] {
  if (seat === null || view.phase === "over" || view.current !== seat) return [];
  try {
    return legalActions(view, seat);
  } catch {
    return [];
  }
}

export const formationNameOf = (view: SlayingState, id: string | null | undefined, lang: Lang): string => {
  if (!id) return "";
  const f = registryOf(view).get(id);
  return f ? named(f, lang) : id;
};

/** Every formation the seat's hand can make now, each with its best combination and that play's outcome. */
export interface Suggestion {
  formation: string;
  cards: CardId[];
  outcome: ActionOutcome;
  ways: number;
  pf: PlayerFormation;
}

/** How much a play helps: damage to the army, healing and shields for the team (for choosing the example cards). */
export function outcomeValue(o: ActionOutcome): number {
  // A setback to the team (a copied knockback, 鎖足, 灼傷, lost turns) ranks a suggestion down; HP is counted above.
  const setbacks = o.teamEffects.filter((e) => e.harmful && e.kind !== "hp").length;
  return o.army.hpBefore - o.army.hpAfter + (o.team.hpAfter - o.team.hpBefore) + (o.shield.after - o.shield.before) * 0.5 + (o.defeatsOpponent ? 1000 : 0) - setbacks * 15;
}

export function suggestions(view: SlayingState, seat: number): Suggestion[] {
  const by = new Map<string, Suggestion>();
  for (const opt of playOptions(view, seat)) {
    const id = opt.action.formation!;
    const p = previewAction(view, seat, opt.action);
    if (!p.ok) continue;
    const cur = by.get(id);
    if (!cur) by.set(id, { formation: id, cards: opt.action.cards, outcome: p, ways: 1, pf: opt.pf });
    else {
      cur.ways++;
      const better = outcomeValue(p) > outcomeValue(cur.outcome) || (outcomeValue(p) === outcomeValue(cur.outcome) && opt.action.cards.length < cur.cards.length);
      if (better) Object.assign(cur, { cards: opt.action.cards, outcome: p, pf: opt.pf });
    }
  }
  return [...by.values()].sort((a, b) => outcomeValue(b.outcome) - outcomeValue(a.outcome));
}

/** The formations exactly these cards make, with outcomes (the engine's preview). */
export function previewsFor(view: SlayingState, seat: number, cards: readonly CardId[]) {
  return cards.length ? previewFormations(view, seat, cards) : [];
}

/** 轉職 choices: every profession the engine would accept now (with the fewest cards), with its preview. */
export function changeChoices(view: SlayingState, seat: number, actions: SlayingAction[]): (ChangePreview & { cards: CardId[] })[] {
  if (!view.options.modules.professions) return [];
  const legalChanges = actions.filter((a): a is Extract<SlayingAction, { type: "change" }> => a.type === "change");
  const best = new Map<string, CardId[]>();
  for (const a of legalChanges) {
    const cur = best.get(a.profession);
    if (!cur || a.cards.length < cur.length) best.set(a.profession, a.cards);
  }
  return [...best.entries()].map(([id, cards]) => ({ ...previewChange(view, seat, id, cards), cards }));
}

/** The opponents still ahead, after the current one. */
export function nextOpponents(view: SlayingState) {
  return OPPONENTS.filter((o) => o.zone > view.army.zone);
}

export function moveName(id: string, lang: Lang): string {
  const m = armyMoveById(id);
  return m ? named(m.move, lang) : id;
}

/** The map as rows of cells (row 1 at the top). */
export function mapRows(): Cell[][] {
  return Array.from({ length: MAP.rows }, (_, r) => [...MAP.columns].map((c) => MAP.cells[`${c}${r + 1}`]));
}

export const LAIRS = new Set(OPPONENTS.map((o) => o.lair));

/** The team's next step in this turn, as a key into the strings (T3 move → T4 dig → T5 shop → T6 window → T7 action). */
export type StepKey = "stepMove" | "stepDig" | "stepShop" | "stepWindow" | "stepAction" | "stepDraw" | "stepDigPick" | "stepRevelation" | "stepChaos" | "stepOver";
export function stepOf(view: SlayingState): StepKey {
  switch (view.phase) {
    case "over":
      return "stepOver";
    case "draw":
      return "stepDraw";
    case "dig":
      return "stepDigPick";
    case "revelation":
      return "stepRevelation";
    case "chaos":
      return "stepChaos";
  }
  const st = view.turnState.stage;
  return st === 0 ? "stepMove" : st === 1 ? "stepDig" : st === 2 ? "stepShop" : "stepWindow";
}

/**
 * The ★ rule (seed §6-4, spec §6.6) as the team should hear it: the opponent is held at its floor F and no attack
 * off its ★ can take more; null when it is not (no opponent, on the ★, or above F).
 */
export function heldAtFloor(view: SlayingState): { floor: number; star: string } | null {
  const a = view.army;
  if (!a.alive || onStar(view)) return null;
  const floor = starFloor(view);
  return a.hp <= floor ? { floor, star: lairOfZone(a.zone) } : null;
}

/** Zone-2 ruins whose shard has not been found: where the team can still dig (seed §8, spec §8.2). */
export function diggableSites(view: SlayingState): Set<string> {
  const found = new Set(view.team.shards.map((x) => x.site));
  return new Set(Object.values(MAP.cells).filter((c) => c.digSite !== null && c.zone === SHARDS.sites.zone && !found.has(c.id)).map((c) => c.id));
}
