/**
 * Setting up (seed 三 opening paragraph): each seat's 25 靈獸卡 shuffled into five face-down element piles, the
 * loadout split into the five-card opening curse hand (one per element) and five face-up discards, one 魂 of each
 * element, and the first player decided by a recorded die roll (each seat rolls a d6, ties re-roll, high goes first).
 */
import { seatEn, seatZh } from "./text";
import { ELEMENTS, type Element } from "../../core/elements";
import { Rng, seedRng } from "../../core/rng";
import { CELLS } from "./board";
import { DEFAULT_DECKS, DEFAULT_LOADOUTS, DEFAULT_SPECIAL_DECKS, RULES } from "./content";
import { splitLoadout } from "./deck";
import { startTurn } from "./flow";
import type { Events } from "./ops";
import type { ShengkeOptions } from "./options";
import type { BeastCard, BeastDef, CurseCard, PlayerState, ShengkeState, TableRules } from "./types";

const byElement = <T>(f: (e: Element) => T): Record<Element, T> => ({ wood: f("wood"), fire: f("fire"), earth: f("earth"), metal: f("metal"), water: f("water") });

export function tableRules(o: ShengkeOptions): TableRules {
  return { ...RULES, ...o.rules, startingSouls: { ...RULES.startingSouls }, startingSpirits: { ...RULES.startingSpirits }, dieFaces: { ...RULES.dieFaces } };
}

function deckCards(choice: ShengkeOptions["decks"][number]): BeastDef[] {
  return typeof choice === "string" ? DEFAULT_DECKS.find((d) => d.id === choice)!.cards : choice;
}

function loadoutIds(choice: ShengkeOptions["loadouts"][number]): string[] {
  return typeof choice === "string" ? DEFAULT_LOADOUTS.find((l) => l.id === choice)!.cards : choice;
}

function specialCards(o: ShengkeOptions, seat: number): BeastDef[] {
  const given = o.specialDecks[seat];
  if (given) return given;
  const deck = o.decks[seat];
  return typeof deck === "string" ? DEFAULT_SPECIAL_DECKS.find((d) => d.deck === deck)?.cards ?? [] : [];
}

/** Ids are handed out in a shuffled order, so an id says nothing about which card it is. */
function idPool(rng: Rng, prefix: string, n: number): string[] {
  const ids = Array.from({ length: n }, (_, i) => `${prefix}${String(i).padStart(2, "0")}`);
  return rng.shuffle(ids);
}

/**
 * Dealt cards are never changed (cloneState shares them between a game's states), so every table that deals a
 * printed card to a seat shares one frozen object for it, and the faces written from it (issue 27: memory per table).
 */
const dealtBeasts = new WeakMap<BeastDef, BeastCard[]>();
function dealtBeast(def: BeastDef, owner: number, special: boolean): BeastCard {
  let dealt = dealtBeasts.get(def);
  if (!dealt) dealtBeasts.set(def, (dealt = []));
  const card: BeastCard = { zh: def.zh, en: def.en, element: def.element, in: def.in, out: def.out, owner, ...(special ? { special: true } : {}) };
  return (dealt[owner * 2 + (special ? 1 : 0)] ??= Object.freeze(card));
}

/** Curse cards likewise, by content id and owner (bounded: past the bound it starts over, sharing less). */
const dealtCurses = new Map<string, CurseCard>();
function dealtCurse(def: string, owner: number): CurseCard {
  const key = `${owner}:${def}`;
  let card = dealtCurses.get(key);
  if (!card) {
    if (dealtCurses.size >= 10_000) dealtCurses.clear();
    dealtCurses.set(key, (card = Object.freeze({ def, owner })));
  }
  return card;
}

export function setupState(o: ShengkeOptions, seed: string, ev: Events | null = null): ShengkeState {
  const rules = tableRules(o);
  const rngState = seedRng(seed);
  const rng = new Rng(rngState);

  // Who goes first: agreed (a rematch), or a recorded roll re-rolled on ties.
  const orderRolls: [number, number][] = [];
  let first: 0 | 1;
  if (o.firstPlayer !== undefined) first = o.firstPlayer;
  else {
    for (;;) {
      const r: [number, number] = [rng.die(6), rng.die(6)];
      orderRolls.push(r);
      if (r[0] !== r[1]) break;
    }
    const last = orderRolls[orderRolls.length - 1];
    first = last[0] > last[1] ? 0 : 1;
  }

  const decks = [0, 1].map((seat) => deckCards(o.decks[seat]));
  const specials = [0, 1].map((seat) => (rules.specialDeck ? specialCards(o, seat) : []));
  const loadouts = [0, 1].map((seat) => splitLoadout(loadoutIds(o.loadouts[seat]), o.curseHands[seat] ?? undefined));
  const beastIds = idPool(rng, "b", decks[0].length + decks[1].length + specials[0].length + specials[1].length);
  const curseIds = idPool(rng, "q", loadouts.reduce((n, l) => n + l.hand.length + l.discard.length, 0));

  const cards: Record<string, BeastCard> = {};
  const curses: Record<string, CurseCard> = {};
  const players: PlayerState[] = [];
  for (const seat of [0, 1]) {
    const piles = byElement<string[]>(() => []);
    for (const def of decks[seat]) {
      const id = beastIds.pop()!;
      cards[id] = dealtBeast(def, seat, false);
      piles[def.element].push(id);
    }
    for (const e of ELEMENTS) rng.shuffle(piles[e]);
    const specialDeck: string[] = [];
    for (const def of specials[seat]) {
      const id = beastIds.pop()!;
      cards[id] = dealtBeast(def, seat, true);
      specialDeck.push(id);
    }
    rng.shuffle(specialDeck);
    const mk = (def: string) => {
      const id = curseIds.pop()!;
      curses[id] = dealtCurse(def, seat);
      return id;
    };
    players.push({
      piles,
      discards: byElement(() => []),
      hand: [],
      curseHand: loadouts[seat].hand.map(mk),
      curseDiscard: loadouts[seat].discard.map(mk),
      curseZones: byElement(() => null),
      soul: { ...rules.startingSouls },
      spirit: { ...rules.startingSpirits },
      specialDeck,
      specialDiscard: [],
    });
  }

  const s: ShengkeState = {
    game: "shengke",
    rules,
    cards,
    curses,
    board: Array.from({ length: CELLS }, () => null),
    players,
    orderRolls,
    first,
    turn: 1,
    active: first,
    phase: "start",
    t: null as never,
    priority: { mode: "main", seat: first, returnTo: "main" },
    chain: [],
    over: false,
    moves: 0,
    rng: rngState,
  };
  ev?.push(
    orderRolls.length
      ? { type: "order", zh: `決定先後：${orderRolls.map((r) => `${r[0]} 對 ${r[1]}`).join("，")}；${seatZh(first)} 先攻。`, en: `Turn order rolls: ${orderRolls.map((r) => `${r[0]} v ${r[1]}`).join(", ")}; ${seatEn(first)} goes first.`, data: { rolls: orderRolls, first } }
      : { type: "order", zh: `依約定由 ${seatZh(first)} 先攻。`, en: `${seatEn(first)} goes first, as agreed.`, data: { rolls: [], first } },
  );
  startTurn(s, ev);
  return s;
}
