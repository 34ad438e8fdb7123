/**
 * The leak scan: plays seeded games of a hosted mode and checks, after every move and for every seat and a
 * spectator, everything that viewer would receive from the room for something it may not see at that moment:
 *  - raw frames: the bytes of every full state and patch (WireHarness: the real Encoder and one StateView per seat)
 *    never hold a secret string, encoded exactly as the schema encodes strings;
 *  - the decoded state: another seat's `@view()` secrets are never decoded (structural, works for numeric card ids),
 *    no secret string is among its values, the position rebuilt from it (`fromWire`) is exactly the engine's view,
 *    and holds no card id the engine says is hidden (per-mode card-id checks where the engine has them);
 *  - every message: the log lines as the room sends them (server/src/rooms/tableLog.ts decides who sees a line), and
 *    the pings players send (chat.ts; chat lines carry only what their authors typed).
 * A viewer's secrets at a moment: every string of `engine.view(state, "all")` that its own view does not contain,
 * plus the engine's hidden card ids. docs/operations.md, "Fuzzing and leak scans".
 */
import { encode, type Schema } from "@colyseus/schema";
import { setUp, type AnyEngine, type GameEvent, type Viewer } from "../../shared/src/core/engine";
import type { WireBinding } from "../../shared/src/core/wire";
import { Rng } from "../../shared/src/core/rng";
import { hiddenCardIds as cfeHidden, visibleCardIds as cfeVisible } from "../../shared/src/games/cfe";
import { hiddenCardIds as shengkeHidden } from "../../shared/src/games/shengke";
import { hiddenCardIds as slayingHidden, visibleCardIds as slayingVisible } from "../../shared/src/games/slaying/view";
import { hiddenCardIds as duelistHidden, visibleCardIds as duelistVisible } from "../../shared/src/games/duelist/view";
import { TableLog, canSee, wireLine } from "../../server/src/rooms/tableLog";
import { viewFields } from "./leaks";
import { WireHarness, type WireViewer } from "./wire";

type CardId = string | number;

/** Modes whose engine names the card ids a viewer may not see (and, optionally, the ids a view holds). */
export const CARD_IDS: Record<string, { hidden(state: any, viewer: Viewer): CardId[]; visible?(view: any): CardId[] }> = {
  cfe: { hidden: cfeHidden, visible: cfeVisible },
  shengke: { hidden: shengkeHidden },
  slaying: { hidden: slayingHidden, visible: slayingVisible },
  duelist: { hidden: duelistHidden, visible: duelistVisible },
  // The demo engine has no list of its own: other hands (until the end) and the deck.
  drawpass: {
    hidden: (s: { hands: number[][]; deck: number[]; over: boolean }, viewer) =>
      viewer === "all" ? [] : [...s.deck, ...s.hands.flatMap((h, i) => (i === viewer || s.over ? [] : h))],
    // Cards are values, not identities: a value the viewer holds itself says nothing.
    visible: (v: { hands: number[][] }) => v.hands.flat(),
  },
};

export interface Leak {
  game: string;
  move: number;
  viewer: number | "spectator";
  where: "raw frame" | "decoded secret" | "decoded value" | "decoded view" | "decoded card id" | "message";
  what: string;
}

export interface ScanOptions {
  /** The binding under test (a deliberately leaky one for the positive control). */
  wire: WireBinding;
  /** Extra events the "room" sends after each move (a deliberately leaky event for the positive control). */
  extraEvents?: (state: any) => GameEvent[];
  maxMoves?: number;
  /**
   * The decoded state's values and the position rebuilt from it (exactly the engine's view, no hidden card id) are
   * checked every `deepEvery` moves (default 10) and at the end; frames, `@view` secrets and lines after every move.
   */
  deepEvery?: number;
  /** Game options (default: the engine's defaults). */
  options?: unknown;
  /**
   * The refs a seat may hold (default: `wire.seatRefs`; the honest binding's for the leaky control): a ref another
   * seat holds and this one may too (弒魔戰爭's team secret, shared by every seat) is not another's secret.
   */
  ownRefs?: WireBinding["seatRefs"];
  /**
   * Pings the "room" sends the seated players after each move (server/src/rooms/chat.ts sends every ping to every
   * player, never to spectators): none may carry a card id hidden from a player who reads it.
   */
  pings?: (state: any) => unknown[];
}

/** Plays one seeded game on the wire and returns every leak found (empty when the game leaks nothing). */
export function scanGame(engine: AnyEngine, seed: string, seats: number, o: ScanOptions): Leak[] {
  const leaks: Leak[] = [];
  const h = new WireHarness<any>(o.wire);
  const viewers: WireViewer[] = [];
  for (let seat = 0; seat < seats; seat++) viewers.push(h.join(seat));
  viewers.push(h.join("spectator"));
  const log = new TableLog();
  let state: any;
  let move = 0;
  const scanned = new Map<WireViewer, number>();
  const before = new Map<WireViewer, Secrets>();
  // Where each card is (its path in the whole position, indexes dropped), before the move and now (computed lazily).
  const where: { before?: Map<CardId, string>; cache?: Map<CardId, string>; now(): Map<CardId, string> } = {
    now() {
      return (this.cache ??= CARD_IDS[engine.id] ? locations(engine.view(state, "all"), new Set(CARD_IDS[engine.id].hidden(state, "spectator"))) : new Map());
    },
  };
  const check = (events: GameEvent[]) => {
    const over = engine.activeSeats(state).length === 0;
    const deep = over || move % (o.deepEvery ?? 10) === 0;
    const lines = log.add(move, [...events, ...(o.extraEvents?.(state) ?? [])]);
    const all = leaves(engine.view(state, "all")).strings;
    const pings = o.pings?.(state) ?? [];
    for (const v of viewers) {
      const at = (where: Leak["where"], what: string) => leaks.push({ game: seed, move, viewer: v.viewer, where, what });
      const view = engine.view(state, v.viewer);
      const secrets = secretsOf(engine, state, v.viewer, view, all);
      // Frames carry the position after the move: nothing hidden from this viewer now may be in them.
      for (const bytes of v.bytes.slice(scanned.get(v) ?? 0)) for (const s of secrets.strings) if (framesString(bytes, s)) at("raw frame", s);
      scanned.set(v, v.bytes.length);
      // The decoded classes (built by Reflection) carry no view tags: the field names come from the server's classes.
      const own = typeof v.viewer === "number" ? (o.ownRefs ?? o.wire.seatRefs)(h.root.game, v.viewer) : [];
      for (const other of otherSeats(seats, v.viewer)) {
        const server = o.wire.seatRefs(h.root.game, other);
        o.wire.seatRefs(v.decoder.state.game, other).forEach((ref, k) => {
          if (own.includes(server[k])) return;
          for (const field of viewFields(server[k])) if (isPresent((ref as any)[field])) at("decoded secret", `seat ${other}'s ${field}`);
        });
      }
      if (deep) {
        for (const s of wireStrings(v.decoder.state.game.toJSON())) if (secrets.strings.has(s)) at("decoded value", s);
        const seen = h.seen(v);
        if (secrets.ids.size && CARD_IDS[engine.id]?.visible) for (const id of CARD_IDS[engine.id].visible!(seen)) if (secrets.ids.has(id)) at("decoded card id", String(id));
        if (JSON.stringify(canonical(seen)) !== JSON.stringify(canonical(view))) at("decoded view", "the position rebuilt from the wire is not the engine's view");
      }
      // A line may name what the viewer saw just before the move (a card it watched go under a pile) or sees after
      // it (a card revealed), and a card the move took from one hidden place to another (a covered passive flipped
      // into the deck). A leak: a card hidden from the viewer on both sides of the move, still where it was.
      const was = before.get(v) ?? secrets;
      const seat = v.viewer === "spectator" ? -1 : v.viewer;
      for (const line of lines.filter((l) => canSee(l, seat)).map(wireLine)) {
        const text = JSON.stringify(line);
        // Names are checked only for modes without a card-id list: a name may be public knowledge the view leaves out
        // (生剋棋's catalogue keeps only cards the viewer may see, though a curse was named when it went under a pile).
        if (!CARD_IDS[engine.id]) for (const s of secrets.strings) if (was.strings.has(s) && text.includes(JSON.stringify(s).slice(1, -1))) at("message", `${s} in ${text.slice(0, 160)}`);
        for (const id of cardIdsIn(line.data)) {
          const place = where.now().get(id);
          if (secrets.ids.has(id) && was.ids.has(id) && place !== undefined && where.before?.get(id) === place) at("message", `card ${id} (${where.now().get(id)}) in ${text.slice(0, 160)}`);
        }
      }
      if (v.viewer !== "spectator") {
        for (const ping of pings) for (const id of cardIdsIn(ping)) if (secrets.ids.has(id)) at("message", `card ${id} in the ping ${JSON.stringify(ping)}`);
      }
      before.set(v, secrets);
    }
    where.before = where.now();
    where.cache = undefined;
  };
  for (const step of seededGame(engine, seed, seats, o.options, o.maxMoves)) {
    ({ state, move } = step);
    h.sync(state);
    h.patch();
    check(step.events);
  }
  return leaks;
}

export interface GameStep {
  state: any;
  /** Moves played so far (0: the deal). */
  move: number;
  /** The deal's events, then each move's. */
  events: GameEvent[];
  /** The move that led here (absent for the deal). */
  action?: { type: string };
}

/**
 * The scan's game for a seed: the deal, then the random bot's move for the first active seat, until the end or
 * `maxMoves` (the same positions for the same seed, every time). tests/support/leakCoverage.ts counts what they reach.
 */
export function* seededGame(engine: AnyEngine, seed: string, seats: number, options?: unknown, maxMoves = 5000): Generator<GameStep, void> {
  const rng = Rng.fromSeed(`${seed}/moves`);
  const parsed = engine.optionsSchema.parse(options ?? {});
  const setup = setUp(engine, parsed, seed, seats);
  let state = setup.state;
  yield { state, move: 0, events: setup.events };
  for (let move = 1; move <= maxMoves && engine.activeSeats(state).length > 0; move++) {
    const seat = engine.activeSeats(state)[0];
    const action = engine.bot(state, seat, rng, "random") as { type: string };
    const result = engine.apply(state, seat, action);
    state = result.state;
    yield { state, move, events: result.events, action };
  }
}

function otherSeats(seats: number, viewer: number | "spectator"): number[] {
  return Array.from({ length: seats }, (_, i) => i).filter((i) => i !== viewer);
}

/** What `viewer` may not see now: strings of the whole position missing from its view, and the hidden card ids. */
interface Secrets {
  strings: Set<string>;
  ids: Set<CardId>;
}

export function secretsOf(engine: AnyEngine, state: unknown, viewer: number | "spectator", view = engine.view(state, viewer), all = leaves(engine.view(state, "all")).strings): Secrets {
  const mine = leaves(view);
  const cards = CARD_IDS[engine.id];
  const mineIds = new Set(cards?.visible?.(view) ?? []);
  const hiddenIds = (cards?.hidden(state, viewer) ?? []).filter((id) => !mineIds.has(id));
  const strings = new Set([...all].filter((s) => !mine.strings.has(s) && s.length >= 2));
  for (const id of hiddenIds) if (typeof id === "string" && !mine.strings.has(id)) strings.add(id);
  return { strings, ids: new Set(hiddenIds) };
}

export function leaves(x: unknown, out = { strings: new Set<string>() }) {
  if (typeof x === "string") out.strings.add(x);
  else if (x && typeof x === "object") for (const v of Object.values(x)) leaves(v, out);
  return out;
}

/** Card ids in a log line's data (fields named card/cards/…). */
function cardIdsIn(data: unknown): CardId[] {
  const out: CardId[] = [];
  const walk = (x: unknown, key: string) => {
    if (Array.isArray(x)) x.forEach((y) => walk(y, key));
    else if (x && typeof x === "object") for (const [k, v] of Object.entries(x)) walk(v, k);
    else if (/card/i.test(key) && (typeof x === "number" || typeof x === "string")) out.push(x);
  };
  walk(data, "");
  return out;
}

/**
 * The place of each of `ids` in a position: the paths of the lists holding it, indexes left out (".players.1.hand").
 * Cards sit in lists; every list is kept, since a numeric id may also be a value in another list (hit points).
 */
export function locations(position: unknown, ids: Set<CardId>): Map<CardId, string> {
  const out = new Map<CardId, string>();
  const walk = (x: unknown, path: string) => {
    if (Array.isArray(x)) {
      for (const y of x) {
        // A card is its id, or an object that carries it ({ id, … }).
        const id = typeof y === "number" || typeof y === "string" ? y : (y as { id?: unknown } | null)?.id;
        if ((typeof id === "number" || typeof id === "string") && ids.has(id) && !out.get(id)?.split(" ").includes(path)) out.set(id, out.has(id) ? `${out.get(id)} ${path}` : path);
      }
      x.forEach((y) => y && typeof y === "object" && walk(y, path));
    }
    else if (x && typeof x === "object") for (const [k, v] of Object.entries(x)) walk(v, `${path}.${k}`);
  };
  walk(position, "");
  return out;
}

function isPresent(x: unknown): boolean {
  if (x === undefined || x === null) return false;
  const size = (x as { length?: number; size?: number }).length ?? (x as { size?: number }).size;
  return typeof size === "number" ? size > 0 : true;
}

/**
 * The strings of a decoded wire state, with the items of its joined lists ("a,b,c": a list that changes rarely is
 * sent as one string field, core/wire.ts `joinIds`).
 */
export function wireStrings(x: unknown): Set<string> {
  const out = leaves(x).strings;
  for (const s of [...out]) if (s.includes(",")) for (const item of s.split(",")) out.add(item);
  return out;
}

const COMMA = 0x2c;
/** Bytes an id may hold (content ids are [a-z0-9-]; card numbers digits and "-"). */
const isIdByte = (b: number | undefined) => b !== undefined && ((b >= 0x61 && b <= 0x7a) || (b >= 0x30 && b <= 0x39) || b === 0x2d);

/**
 * Whether a frame holds `s`: as a string value (encoded exactly, its length prefix included, so a longer string
 * that contains it does not match), or as an item of a joined list: next to a comma, and not part of a longer id on
 * its other side (the first item of a list follows the string's length prefix, the last one precedes the next field).
 */
export function framesString(bytes: Buffer, s: string): boolean {
  if (bytes.includes(encodedString(s))) return true;
  const token = Buffer.from(s, "utf8");
  for (let at = bytes.indexOf(token); at >= 0; at = bytes.indexOf(token, at + 1)) {
    const before = bytes[at - 1];
    const after = bytes[at + token.length];
    if ((before === COMMA && (after === COMMA || !isIdByte(after))) || (after === COMMA && (before === COMMA || !isIdByte(before) || isLengthPrefix(bytes, at)))) return true;
  }
  return false;
}

/** A string's length prefix ends right before `at` (msgpack-style: fixstr, str8, str16), whatever its last byte is. */
function isLengthPrefix(bytes: Buffer, at: number): boolean {
  return (bytes[at - 1] & 0xe0) === 0xa0 || bytes[at - 2] === 0xd9 || bytes[at - 3] === 0xda;
}

/** The bytes the schema encoder writes for a string value (length prefix included, so substrings do not match). */
const encoded = new Map<string, Buffer>();
export function encodedString(s: string): Buffer {
  const known = encoded.get(s);
  if (known) return known;
  const bytes = Buffer.alloc(Buffer.byteLength(s) + 8);
  const it = { offset: 0 };
  encode.string(bytes, s, it);
  const out = bytes.subarray(0, it.offset);
  encoded.set(s, out);
  return out;
}

/** Key order does not matter for equality. */
function canonical(x: unknown): unknown {
  if (Array.isArray(x)) return x.map(canonical);
  if (x && typeof x === "object") return Object.fromEntries(Object.keys(x).sort().map((k) => [k, canonical((x as Record<string, unknown>)[k])]));
  return x;
}

/** A leaky binding for the positive control: every seat's StateView gets every seat's secrets. */
export function leakySeatRefs(wire: WireBinding, seats: number): WireBinding {
  return { ...wire, seatRefs: (w: Schema) => Array.from({ length: seats }, (_, s) => wire.seatRefs(w, s)).flat() };
}
