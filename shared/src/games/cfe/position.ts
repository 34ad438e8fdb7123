import { z } from "zod";
import { ContentError } from "../../core/errors";
import { formationTable } from "./advanced";
import { ElementSchema } from "./content";
import { cardLevel, cardElement, parseFace } from "./cards";
import type { FormationRegistry } from "./formations";
import { upper } from "./seats";
import { setupCfe, type CfeOptions } from "./setup";
import type { CardId, CfeState } from "./types";

/**
 * Build a fixed position from a readable spec (tests, perft, scenario files). Cards are written as faces ("金3",
 * "metal3"); each face takes a physical card of that face from the dealt game, so the card count stays exact.
 */
const Face = z.string();
export const PositionSchema = z
  .object({
    current: z.number().int().min(0).optional(),
    /** Each seat's hand by faces; null (or missing) = dealt from the shuffled deck as usual. */
    hands: z.array(z.array(Face).max(5).nullable()).optional(),
    /** Faces put on top of the deck, first = top. */
    deckTop: z.array(Face).optional(),
    /** Move cards from the deck bottom to the discard until the deck has this many (a short deck). */
    deckCount: z.number().int().min(0).optional(),
    discard: z.array(Face).optional(),
    hp: z.array(z.number().int().min(0)).optional(),
    shields: z.array(z.number().int().min(0)).optional(),
    passives: z.array(z.union([z.null(), z.object({ formation: z.string(), cards: z.array(Face), covered: z.boolean().default(true), sealed: z.boolean().default(false) }).strict()])).optional(),
    cannotAct: z.array(z.number().int().min(0)).optional(),
    cannotDraw: z.array(z.number().int().min(0)).optional(),
    /** What 上家 did in the previous turn (for 幻化, 相生/相剋, 棄牌回收); `change` = a 轉職. */
    prevTurn: z.object({ formation: z.string().nullable(), drawDiscard: Face.optional(), pass: z.boolean().optional(), change: z.boolean().optional() }).strict().optional(),
    /** 英雄學派: each seat's profession id (null = none). Needs the module on in the options. */
    professions: z.array(z.string().nullable()).optional(),
    /** 星辰圖記: the star each team holds, and the stars each seat has summoned so far. */
    teamStars: z.array(ElementSchema.nullable()).optional(),
    summoned: z.array(z.array(ElementSchema)).optional(),
    /** 五方傳說: the environment. */
    environment: ElementSchema.nullable().optional(),
  })
  .strict();
export type PositionSpec = z.input<typeof PositionSchema>;

export function buildPosition(reg: FormationRegistry, spec: PositionSpec, opts: { seed?: string; seats?: number; options?: CfeOptions } = {}): CfeState {
  const p = PositionSchema.parse(spec);
  const s = setupCfe(opts.options ?? { recycle: false, personalDeck: false }, opts.seed ?? "position", opts.seats ?? 2);
  if (s.options.personalDeck) throw new ContentError("cfe_bad_position", ["positions are built on the shared deck only"]);
  const pile = s.piles[0];
  // Pool every card back, keeping the shuffled order.
  const pool: CardId[] = [...s.players.flatMap((pl) => pl.hand), ...pile.deck];
  s.players.forEach((pl) => (pl.hand = []));
  pile.deck = [];
  const take = (face: string): CardId => {
    const f = parseFace(face);
    if (!f) throw new ContentError("cfe_bad_position", [`not a card: ${JSON.stringify(face)}`]);
    const i = pool.findIndex((c) => cardElement(c) === f.element && cardLevel(c) === f.level);
    if (i < 0) throw new ContentError("cfe_bad_position", [`no ${face} left in the deck`]);
    return pool.splice(i, 1)[0];
  };
  const hands = p.hands ?? s.players.map((_, i) => (i === 0 ? 4 : 5)).map(() => null);
  const handCards = hands.map((h) => (h ? h.map(take) : null));
  const passiveCards = (p.passives ?? []).map((ps) => (ps ? ps.cards.map(take) : []));
  const discard = (p.discard ?? []).map(take);
  const top = (p.deckTop ?? []).map(take);
  const prevDiscard = p.prevTurn?.drawDiscard ? take(p.prevTurn.drawDiscard) : null;
  s.players.forEach((pl, i) => {
    pl.hand = handCards[i] ?? pool.splice(0, i === 0 ? 4 : 5);
  });
  pile.deck = [...top, ...pool];
  pile.discard = [...discard, ...(prevDiscard !== null ? [prevDiscard] : [])];
  if (p.deckCount !== undefined) {
    while (pile.deck.length > p.deckCount) pile.discard.unshift(pile.deck.pop()!);
  }
  (p.passives ?? []).forEach((ps, i) => {
    if (ps) s.players[i].passive = { formation: ps.formation, cards: passiveCards[i], covered: ps.covered && passiveCards[i].length > 0, sealed: ps.sealed };
  });
  setAdvanced(s, p);
  if (p.current !== undefined) {
    s.current = p.current;
    s.thisTurn.seat = p.current;
  }
  p.hp?.forEach((v, t) => (s.hp[t] = Math.min(v, s.maxHp[t])));
  p.shields?.forEach((v, i) => (s.players[i].shield = v));
  p.cannotAct?.forEach((v, i) => (s.players[i].cannotAct = v));
  p.cannotDraw?.forEach((v, i) => (s.players[i].cannotDraw = v));
  if (p.prevTurn) {
    const id = p.prevTurn.formation;
    const f = id ? formationTable(reg, s).get(id) : undefined;
    if (id && !f) throw new ContentError("cfe_bad_position", [`unknown formation ${id}`]);
    s.prevTurn = {
      seat: upper(s, s.current),
      turn: 0,
      kind: p.prevTurn.pass ? "pass" : p.prevTurn.change ? "change" : id ? "play" : "none",
      played: id,
      resolvedAs: id,
      basic: f?.basic ?? false,
      attackElement: f?.attackKind === "elemental" ? f.element ?? null : null,
      covered: f?.category === "passive",
      drawDiscard: prevDiscard,
    };
  }
  return s;
}

function setAdvanced(s: CfeState, p: z.output<typeof PositionSchema>): void {
  const a = s.advanced;
  const wants = p.professions || p.teamStars || p.summoned || p.environment !== undefined;
  if (!wants) return;
  if (!a) throw new ContentError("cfe_bad_position", ["professions, stars and the environment need the advanced modules on in the options"]);
  p.professions?.forEach((id, seat) => (a.profession[seat] = id));
  p.teamStars?.forEach((e, team) => (a.teamStar[team] = e));
  p.summoned?.forEach((list, seat) => (a.summoned[seat] = [...list]));
  if (p.environment !== undefined) a.environment = p.environment;
}

/** Replace card faces ("金3") in an action by the matching card ids from where the action takes them. */
export function resolveFaces(s: CfeState, seat: number, action: unknown): unknown {
  if (!action || typeof action !== "object") return action;
  const a = { ...(action as Record<string, unknown>) };
  const virtual = s.advanced?.virtual?.seat === seat ? [s.advanced.virtual.card] : [];
  const from = (): CardId[] =>
    (a.type === "discard" && s.pending?.kind === "draw") || (a.type === "revelation_pick" && s.pending?.kind === "revelation")
      ? [...s.pending.cards]
      : a.type === "chaos_pick" && s.pending?.kind === "chaos"
        ? [...s.players[s.pending.target].hand]
        : a.type === "play"
          ? [...s.players[seat].hand, ...virtual]
          : [...s.players[seat].hand];
  const pickFace = (pool: CardId[], x: unknown): unknown => {
    if (typeof x !== "string") return x;
    const f = parseFace(x);
    if (!f) return x;
    const i = pool.findIndex((c) => cardElement(c) === f.element && cardLevel(c) === f.level);
    return i < 0 ? -1 : pool.splice(i, 1)[0];
  };
  const pool = from();
  if (Array.isArray(a.cards)) a.cards = a.cards.map((x) => pickFace(pool, x));
  if ("card" in a) a.card = pickFace(pool, a.card);
  return a;
}
