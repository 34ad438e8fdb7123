/**
 * State on the wire (ARCHITECTURE "State on the wire"): each mode mirrors its engine state into its own
 * @colyseus/schema classes, updated in place after every accepted action so Colyseus sends only what changed.
 * Per-seat secrets sit in `@view()` children that only their seat's StateView includes. The client rebuilds a
 * seat's-eye engine position from the decoded schema (`fromWire`) and runs the shared engine on it for previews.
 *
 * A rule that @colyseus/schema 3.0 imposes (tests/shared/wire catches breaking it): inside a `@view()` secret, make
 * every schema child that has collections of its own when the secret is made (the first sync, before any view
 * holds it). Later syncs may change fields and lists, and add or remove flat children (no collections inside);
 * a new child's own lists would reach no view, because its parent is not yet visible when they are encoded.
 */
import { ArraySchema, MapSchema, type Schema } from "@colyseus/schema";
import type { Viewer } from "./engine";

export interface WireBinding<S = any, W extends Schema = any> {
  /** The mode's root game schema (the room puts one under `TableState.game`). */
  readonly Game: new () => W;
  /** Mirror `state` into `wire` in place: touch only what changed, never leak a secret into a public field. */
  sync(state: S, wire: W): void;
  /** The schema objects whose `@view()` fields `seat` may see; the room adds them to that seat's StateView. */
  seatRefs(wire: W, seat: number): Schema[];
  /**
   * The position as `viewer` sees it, from the decoded schema (or its `toJSON()`): the same value as
   * `engine.view(state, viewer)` (tests hold the two equal), so `legalActions` and previews run on it.
   */
  fromWire(wire: W, viewer: Exclude<Viewer, "all">): S;
}

/** The usual `seatRefs`: a `players` list whose entries carry the seat's `@view()` secret. */
export function playerSecrets(w: { players: ArrayLike<Schema> }, seat: number): Schema[] {
  const p = w.players[seat];
  return p ? [p] : [];
}

type Primitive = string | number | boolean;

/**
 * Update a list of primitives in place: only changed indexes are set, then the tail grows. A list that shrinks is
 * rewritten (cleared, then refilled): @colyseus/schema 3.0 decodes a primitive list wrongly when it shrinks by
 * splicing and changes again before the next patch (e.g. [5,4] → [6] → [2,2] → [5,1,2] arrives as [5,1,2,2]), which
 * happens whenever several actions share a patch (tests/shared/wire/array-patches.test.ts). Reads go to the
 * ArraySchema's own `items` (its index proxy costs more than the whole comparison); writes go through the proxy so
 * they are tracked.
 */
export function syncList<T extends Primitive>(arr: ArraySchema<T>, values: readonly T[]): void {
  const items = (arr as unknown as { items: T[] }).items;
  const length = items.length;
  if (values.length < length) {
    arr.clear();
    arr.push(...values);
    return;
  }
  for (let i = 0; i < length; i++) if (items[i] !== values[i]) arr[i] = values[i];
  if (values.length > length) arr.push(...values.slice(length));
}

/**
 * `syncList` of `value` over `source`, without building the list when the length is unchanged (most syncs). `value`
 * also gets the list's item at that index (undefined past its end), to keep it when it is still right.
 */
export function syncListOf<S, T extends Primitive>(arr: ArraySchema<T>, source: readonly S[], value: (item: S, index: number, current: T | undefined) => T): void {
  const items = (arr as unknown as { items: T[] }).items;
  if (source.length !== items.length) return syncList(arr, source.map((item, i) => value(item, i, items[i])));
  for (let i = 0; i < source.length; i++) {
    const v = value(source[i], i, items[i]);
    if (items[i] !== v) arr[i] = v;
  }
}

/** Update a list of schema children in place, reusing the existing children (only changed fields are sent). */
export function syncChildren<C extends Schema, D>(arr: ArraySchema<C>, values: readonly D[], make: () => C, update: (child: C, value: D) => void): void {
  const items = (arr as unknown as { items: C[] }).items;
  for (let i = 0; i < values.length; i++) {
    if (i >= items.length) {
      const child = make();
      update(child, values[i]);
      arr.push(child);
    } else update(items[i], values[i]);
  }
  if (items.length > values.length) arr.splice(values.length, items.length - values.length);
}

/** Set a string-valued map to exactly `entries` (overrides and the like). */
export function syncStringMap(map: MapSchema<string>, entries: ReadonlyMap<string, string>): void {
  for (const key of Array.from(map.keys())) if (!entries.has(key)) map.delete(key);
  for (const [key, value] of entries) if (map.get(key) !== value) map.set(key, value);
}

// ───────────── reading a decoded schema (or its JSON) back, for fromWire ─────────────

/**
 * A list of ids as one string field ("a,b,c"): a list that changes a few times a game costs a string instead of an
 * ArraySchema and its change tree (about 1 KB of server memory per list per table). Ids must not contain ",".
 */
export const joinIds = (ids: readonly string[]): string => ids.join(",");
export const splitIds = (text: string | undefined): string[] => (text ? text.split(",") : []);
/** Whether `text` is `joinIds(ids)`, read without building it (a sync compares many lists that did not change). */
export function sameIds(text: string, ids: readonly string[]): boolean {
  let at = 0;
  for (let i = 0; i < ids.length; i++) {
    if (i > 0 && text.charCodeAt(at++) !== 44 /* "," */) return false;
    if (!text.startsWith(ids[i], at)) return false;
    at += ids[i].length;
  }
  return at === text.length;
}
/** `current` if it already joins `ids` (the same string: a schema field set to it records no change), else the join. */
export const joinedIds = (current: string, ids: readonly string[]): string => (sameIds(current, ids) ? current : joinIds(ids));
/** The same for a list of numbers (card numbers): "12,-1,305". */
export const joinNumbers = (values: readonly number[]): string => values.join(",");
export const splitNumbers = (text: string | undefined): number[] => (text ? text.split(",").map(Number) : []);
/** Several lists of numbers as one string, the lists joined with ";" ("12,305;;7": three lists, the second empty). */
export const joinLists = (lists: readonly (readonly number[])[]): string => lists.map(joinNumbers).join(";");
export const splitLists = (text: string | undefined): number[][] => (text ? text.split(";").map(splitNumbers) : []);

type NumberMap<T> = (value: T) => number;
const asNumber = (v: unknown) => v as number;

/**
 * `current` if it already is `joinNumbers(values.map(map))`, else that join. Read without building the string or
 * the mapped list: most lists of a sync did not change, and building them was a third of a 弒魔戰爭 sync's garbage.
 */
export function joinedNumbers(current: string, values: readonly number[]): string;
export function joinedNumbers<T>(current: string, values: readonly T[], map: NumberMap<T>): string;
export function joinedNumbers<T>(current: string, values: readonly T[], map: NumberMap<T> = asNumber): string {
  return matchNumbers(current, 0, values, map) === current.length ? current : values.map(map).join(",");
}

/** `current` if it already is `joinLists(lists)`, else that join. */
export function joinedLists(current: string, lists: readonly (readonly number[])[]): string {
  let at = 0;
  for (let i = 0; i < lists.length && at >= 0; i++) {
    if (i > 0 && current.charCodeAt(at++) !== 59 /* ";" */) at = -1;
    else at = matchNumbers(current, at, lists[i], asNumber);
  }
  return at === current.length ? current : joinLists(lists);
}

/**
 * Where `text` stops matching `values.map(map)` joined with "," read from `at`: the index after the last, or -1 at
 * the first difference. Integers only: any other number (never a card, a seat or a count) reads as a difference.
 */
function matchNumbers<T>(text: string, at: number, values: readonly T[], map: NumberMap<T>): number {
  for (let i = 0; i < values.length; i++) {
    if (i > 0 && text.charCodeAt(at++) !== 44 /* "," */) return -1;
    const value = map(values[i]);
    if (!Number.isSafeInteger(value)) return -1;
    const negative = text.charCodeAt(at) === 45; /* "-" */
    if (negative) at++;
    const start = at;
    let read = 0;
    for (let c = text.charCodeAt(at); c >= 48 && c <= 57; c = text.charCodeAt(++at)) read = read * 10 + (c - 48);
    if (at === start || (negative ? -read : read) !== value) return -1;
  }
  return at;
}

/** The items of a decoded ArraySchema, a plain array, or nothing. */
export function listOf<T>(x: ArrayLike<T> | Iterable<T> | null | undefined): T[] {
  if (x == null) return [];
  return Array.isArray(x) ? x.slice() : Array.from(x as Iterable<T>);
}

/** The entries of a decoded MapSchema or of its JSON object. */
export function entriesOf<T>(x: MapSchema<T> | Record<string, T> | null | undefined): [string, T][] {
  if (x == null) return [];
  if (typeof (x as MapSchema<T>).entries === "function" && !(x as object).hasOwnProperty("entries")) return Array.from((x as MapSchema<T>).entries());
  return Object.entries(x as Record<string, T>);
}

const parsedJson = new Map<string, unknown>();
/** JSON fields that are written once per game (rules): parse each distinct text once. */
export function parseOnce<T>(text: string): T {
  let v = parsedJson.get(text);
  if (v === undefined) {
    v = JSON.parse(text);
    if (parsedJson.size > 32) parsedJson.clear();
    parsedJson.set(text, v);
  }
  return v as T;
}
