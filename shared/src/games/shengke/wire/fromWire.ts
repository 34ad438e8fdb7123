/** 生剋棋 wire schema (decoded, or its JSON) → the position as one viewer sees it: equal to `viewState`. */
import { ELEMENTS, type Element } from "../../../core/elements";
import type { RngState } from "../../../core/rng";
import { entriesOf, listOf, parseOnce, splitIds } from "../../../core/wire";
import type { BeastCard, BoardCell, ChainLink, CurseCard, CurseTargets, ElementCounts, Facing, Phase, PlayerState, PriorityState, ShengkeState, TableRules } from "../types";
import { HIDDEN } from "../types";
import { beastFromText, curseFromText } from "./faces";
import { elementField as field } from "./fields";
import type { ShengkePlayerWire, ShengkeWire } from "./schema";

const mask = (n: number) => Array.from({ length: n }, () => HIDDEN);

export function shengkeFromWire(w: ShengkeWire, viewer: number | "spectator"): ShengkeState {
  const players = listOf(w.players);
  const mine = typeof viewer === "number" ? players[viewer]?.secret : undefined;
  const known = new Map(entriesOf(mine?.known));
  const knownAt = (place: string, shown: string) => (shown === HIDDEN ? known.get(place) ?? HIDDEN : shown);

  const cards: Record<string, BeastCard> = {};
  for (const [id, f] of entriesOf(w.beasts)) cards[id] = beastFromText(f);
  for (const [id, f] of entriesOf(mine?.beasts)) cards[id] = beastFromText(f);
  const curses: Record<string, CurseCard> = {};
  for (const [id, f] of entriesOf(w.curses)) curses[id] = curseFromText(f);
  for (const [id, f] of entriesOf(mine?.curses)) curses[id] = curseFromText(f);

  const owners = listOf(w.cellOwners);
  const facing = listOf(w.cellFacing);
  const board = listOf(w.cellIds).map((id, i): BoardCell | null => (id ? { id, owner: owners[i], facing: facing[i] as Facing } : null));
  const rolls = listOf(w.orderRolls);
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
      dice: [w.dice0, w.dice1],
      dieElements: [(w.die0 || null) as Element | null, (w.die1 || null) as Element | null],
      tokenTaken: w.tokenTaken,
      drawn: w.drawn,
      diceUsed: [w.used0, w.used1],
      placed: listOf(w.placed).map((id, i) => knownAt(`placed.${i}`, id)),
      judged: w.judged,
      protected: listOf(w.protected).map((id, i) => knownAt(`protected.${i}`, id)),
      avatarNames: listOf(w.avatarNames),
      counted: w.counted ? [w.counted0, w.counted1] : null,
    },
    priority: { mode: w.priorityMode, seat: w.prioritySeat, returnTo: w.priorityReturnTo } as PriorityState,
    chain: listOf(w.chain).map((l, i): ChainLink => {
      const targets: CurseTargets = {};
      if (l.cell >= 0) targets.cell = l.cell;
      if (l.cell2 >= 0) targets.cell2 = l.cell2;
      if (l.targetCard) targets.card = knownAt(`chain.${i}.card`, l.targetCard);
      if (l.element) targets.element = l.element as Element;
      if (l.turns) targets.turns = l.turns as 1 | 2 | 3;
      if (l.hasIds) targets.ids = listOf(l.ids).map((id, j) => knownAt(`chain.${i}.ids.${j}`, id));
      return { seat: l.seat, card: l.card, side: l.side, zone: l.zone as Element, targets };
    }),
    over: w.over,
    moves: w.moves,
    rng: [0, 0, 0, 0] as RngState,
  };
}

function playerFromWire(p: ShengkePlayerWire, mine: boolean): PlayerState {
  const f = p as unknown as Record<string, unknown>;
  const byElement = <T>(read: (e: Element) => T): Record<Element, T> => Object.fromEntries(ELEMENTS.map((e) => [e, read(e)])) as Record<Element, T>;
  return {
    piles: byElement((e) => mask(f[field("pile", e)] as number)),
    discards: byElement((e) => splitIds(f[field("discard", e)] as string)),
    hand: mine ? splitIds(p.secret.hand) : mask(p.handCount),
    curseHand: mine ? splitIds(p.secret.curseHand) : mask(p.curseHandCount),
    curseDiscard: splitIds(p.curseDiscard),
    curseZones: byElement((e) => (f[field("zone", e)] as string) || null),
    soul: byElement((e) => f[field("soul", e)] as number) as ElementCounts,
    spirit: byElement((e) => f[field("spirit", e)] as number) as ElementCounts,
    specialDeck: mine ? splitIds(p.secret.specialDeck) : mask(p.specialDeckCount),
    specialDiscard: splitIds(p.specialDiscard),
  };
}
