/** 生剋棋 wire schema (decoded, or its JSON) → the position as one viewer sees it: equal to `viewState`. */
import type { Element } from "../../../core/elements";
import type { RngState } from "../../../core/rng";
import { entriesOf, listOf, parseOnce } from "../../../core/wire";
import type { BeastCard, BoardCell, ChainLink, CurseCard, CurseTargets, ElementCounts, Facing, Phase, PlayerState, PriorityState, ShengkeState, TableRules } from "../types";
import { HIDDEN } from "../types";
import type { BeastFace, CurseFace, ShengkePlayerWire, ShengkeWire } from "./schema";

const byElement = <T>(values: T[]): Record<Element, T> => ({ wood: values[0], fire: values[1], earth: values[2], metal: values[3], water: values[4] });
const mask = (n: number) => Array.from({ length: n }, () => HIDDEN);

const beast = (f: BeastFace): BeastCard => ({ zh: f.zh, en: f.en, element: f.element as Element, in: f.in, out: f.out, owner: f.owner, ...(f.special ? { special: true } : {}) });
const curse = (f: CurseFace): CurseCard => ({ def: f.def, owner: f.owner });

export function shengkeFromWire(w: ShengkeWire, viewer: number | "spectator"): ShengkeState {
  const players = listOf(w.players);
  const mine = typeof viewer === "number" ? players[viewer]?.secret : undefined;
  const known = new Map(entriesOf(mine?.known));
  const knownAt = (place: string, shown: string) => (shown === HIDDEN ? known.get(place) ?? HIDDEN : shown);

  const cards: Record<string, BeastCard> = {};
  for (const [id, f] of entriesOf(w.cards)) cards[id] = beast(f);
  for (const [id, f] of entriesOf(mine?.cards)) cards[id] = beast(f);
  const curses: Record<string, CurseCard> = {};
  for (const [id, f] of entriesOf(w.curses)) curses[id] = curse(f);
  for (const [id, f] of entriesOf(mine?.curses)) curses[id] = curse(f);

  const board = listOf(w.board).map((c): BoardCell | null => (c.id ? { id: c.id, owner: c.owner, facing: c.facing as Facing } : null));
  const rolls = listOf(w.orderRolls);
  const t = w.t;
  const counted = listOf(t.counted);
  return {
    game: "shengke",
    rules: parseOnce<TableRules>(w.rules),
    cards,
    curses,
    board,
    players: players.map((p, seat) => playerFromWire(p, seat === viewer && p.secret !== undefined)),
    orderRolls: Array.from({ length: rolls.length / 2 }, (_, i) => [rolls[2 * i], rolls[2 * i + 1]] as [number, number]),
    first: w.first,
    turn: w.turn,
    active: w.active,
    phase: w.phase as Phase,
    t: {
      dice: listOf(t.dice) as [number, number],
      dieElements: listOf(t.dieElements).map((e) => (e ? (e as Element) : null)) as [Element | null, Element | null],
      tokenTaken: t.tokenTaken,
      drawn: t.drawn,
      diceUsed: listOf(t.diceUsed) as [boolean, boolean],
      placed: listOf(t.placed).map((id, i) => knownAt(`placed.${i}`, id)),
      judged: t.judged,
      protected: listOf(t.protected).map((id, i) => knownAt(`protected.${i}`, id)),
      avatarNames: listOf(t.avatarNames),
      counted: counted.length ? (counted as [number, number]) : null,
    },
    priority: { mode: w.priorityMode, seat: w.prioritySeat, returnTo: w.priorityReturnTo } as PriorityState,
    chain: listOf(w.chain).map((l, i): ChainLink => {
      const tw = l.targets;
      const targets: CurseTargets = {};
      if (tw.cell >= 0) targets.cell = tw.cell;
      if (tw.cell2 >= 0) targets.cell2 = tw.cell2;
      if (tw.card) targets.card = knownAt(`chain.${i}.card`, tw.card);
      if (tw.element) targets.element = tw.element as Element;
      if (tw.turns) targets.turns = tw.turns as 1 | 2 | 3;
      if (tw.hasIds) targets.ids = listOf(tw.ids).map((id, j) => knownAt(`chain.${i}.ids.${j}`, id));
      return { seat: l.seat, card: l.card, side: l.side, zone: l.zone as Element, targets };
    }),
    over: w.over,
    moves: w.moves,
    rng: [0, 0, 0, 0] as RngState,
  };
}

function playerFromWire(p: ShengkePlayerWire, mine: boolean): PlayerState {
  const counts = (a: ArrayLike<number> | Iterable<number>): ElementCounts => byElement(listOf(a));
  const discards = listOf(p.discards).map((d) => listOf(d.ids));
  return {
    piles: byElement(listOf(p.piles).map(mask)),
    discards: byElement(discards),
    hand: mine ? listOf(p.secret.hand) : mask(p.handCount),
    curseHand: mine ? listOf(p.secret.curseHand) : mask(p.curseHandCount),
    curseDiscard: listOf(p.curseDiscard),
    curseZones: byElement(listOf(p.curseZones).map((id) => id || null)),
    soul: counts(p.soul),
    spirit: counts(p.spirit),
    specialDeck: mine ? listOf(p.secret.specialDeck) : mask(p.specialDeckCount),
    specialDiscard: listOf(p.specialDiscard),
  };
}

