import type { AnyEngine } from "../../../../shared/src/core/engine";
import type { Rng } from "../../../../shared/src/core/rng";
import type { WireBinding } from "../../../../shared/src/core/wire";
import { candidatesFor, nearMisses } from "../../../../shared/src/games/candidates";
import { CLIENT_MESSAGES } from "../../../../shared/src/protocol/messages";
import { chatContent } from "../../../../shared/src/protocol/chat";
import { pingRuleFor } from "../../../../shared/src/protocol/ping";
import { junkNumber, junkObject, junkTypeName, junkValue, printable } from "./junk";
import { MAX_FRAME_BYTES, rawFrame, type RawFrame } from "./frames";

/**
 * What to send next at a table, and what the room must do with it. Generic over engines: it needs only the engine,
 * the mode's `fromWire` (each player's view, as a real client rebuilds it), the engine's candidate generator if it
 * has one, and the message schemas.
 *
 * - `refuse`: the room must answer `error` and change nothing (malformed, unknown type, spectator, not this seat's
 *   turn, stale seq, wrong table status, not the host…).
 * - `legal`: the engine lists it for the sender's seat at the current seq: the room should apply it.
 * - `maybe`: well-formed, current seq, the sender may act; the rules decide (near misses, candidates).
 */
export type Expect = "refuse" | "legal" | "maybe";

export interface Outgoing {
  category: string;
  expect: Expect;
  type: string | number;
  payload: unknown;
  /** Send the same message twice at once (a double click): the second must be `stale_action`. */
  twice?: boolean;
}

/** What the plan needs to know of a table at this moment (all from decoded state, as a client has it). */
export interface TableView {
  /** The game on the table: a rematch starts again at seq 0, so seq alone does not name a position. */
  gameId: string;
  status: string;
  seq: number;
  activeSeats: number[];
  seats: { occupied: boolean; bot: boolean; host: boolean }[];
  /** The position as each seat sees it (its own view rebuilt with fromWire), for seated senders. */
  viewOf(seat: number): unknown;
}

export interface Sender {
  seat: number;
  spectator: boolean;
}

/** How the room treats its own message types when they are well-formed (the rest only get malformed payloads). */
const ROOM_RULES: Record<string, (t: TableView, s: Sender, payload: any, mode: string) => Expect | "skip"> = {
  start: (t, s) => (t.status === "waiting" && !s.spectator && t.seats[s.seat]?.host ? "skip" : "refuse"),
  addBot: (t, s) => (t.status === "waiting" && !s.spectator && t.seats[s.seat]?.host ? "skip" : "refuse"),
  removeBot: (t, s, p) => (t.status === "waiting" && !s.spectator && t.seats[s.seat]?.host && t.seats[p.seat]?.bot ? "skip" : "refuse"),
  rematch: (t, s) => (t.status === "finished" && !s.spectator ? "skip" : "refuse"),
  // Chat (server/src/rooms/chat.ts). Accepted chat is not sent: its lines reach the other clients outside any window.
  // The fuzzer never mutes a seat nor switches spectator chat (the host's are not sent), and never learns a line id.
  chat: (_t, s, p, mode) => (p.channel !== (s.spectator ? "spectators" : "players") || "error" in chatContent(p, mode) ? "refuse" : "skip"),
  mute: (t, s, p) => (s.spectator || p.seat === s.seat || p.seat >= t.seats.length ? "refuse" : "skip"),
  hostMute: (t, s, p) => (!s.spectator && t.seats[s.seat]?.host && p.seat !== s.seat && p.seat < t.seats.length ? "skip" : "refuse"),
  chatSettings: (t, s) => (!s.spectator && t.seats[s.seat]?.host ? "skip" : "refuse"),
  report: () => "refuse",
  unsay: () => "refuse",
  ping: (t, s, p, mode) => {
    const rule = pingRuleFor(mode);
    if (s.spectator || !rule || t.status !== "playing") return "refuse";
    return "error" in rule(t.viewOf(s.seat), s.seat, p.target) ? "refuse" : "skip";
  },
};

interface Cached {
  /** The position the lists were made for: game, status and seq. */
  key: string;
  legal: Map<number, unknown[]>;
  misses: Map<number, unknown[]>;
  candidates: Map<number, unknown[]>;
}

export class Planner {
  private readonly types = Object.keys(CLIENT_MESSAGES);
  private cache: Cached = { key: "", legal: new Map(), misses: new Map(), candidates: new Map() };

  constructor(readonly engine: AnyEngine, readonly wire: WireBinding, private readonly rng: Rng) {}

  /** Legal actions of `seat` on its own view at this position (cached per game, status and seq). */
  legal(t: TableView, seat: number): unknown[] {
    const c = this.at(t);
    let legal = c.legal.get(seat);
    if (!legal) c.legal.set(seat, (legal = t.status === "playing" ? this.engine.legalActions(t.viewOf(seat), seat) : []));
    return legal;
  }

  /**
   * What the engine's bot would play for `seat` now (the move that keeps the game going). Mostly the greedy bot's:
   * random play wanders (a 五行戰鬥牌 game took 140 to 300 moves when two in three were random, 30 to 170 greedy
   * ones), and games that end are what cover results, finals and rematches; the random third keeps unusual moves
   * coming.
   */
  progress(t: TableView, seat: number): Outgoing {
    const action = this.engine.bot(t.viewOf(seat), seat, this.rng, this.rng.int(3) === 0 ? "random" : "greedy");
    return { category: "legal", expect: "legal", type: "action", payload: { seq: t.seq, action }, twice: this.rng.int(40) === 0 };
  }

  private at(t: TableView): Cached {
    const key = `${t.gameId}/${t.status}/${t.seq}`;
    if (this.cache.key !== key) this.cache = { key, legal: new Map(), misses: new Map(), candidates: new Map() };
    return this.cache;
  }

  private misses(t: TableView, seat: number): unknown[] {
    const c = this.at(t);
    let m = c.misses.get(seat);
    if (!m) c.misses.set(seat, (m = nearMisses(this.legal(t, seat))));
    return m;
  }

  private candidates(t: TableView, seat: number): unknown[] {
    const c = this.at(t);
    let m = c.candidates.get(seat);
    if (!m) c.candidates.set(seat, (m = t.status === "playing" ? candidatesFor(this.engine)?.candidates(t.viewOf(seat), seat) ?? [] : []));
    return m;
  }

  private pick<T>(xs: readonly T[]): T | undefined {
    return xs.length ? xs[this.rng.int(xs.length)] : undefined;
  }

  /** Some legal-looking action: the sender's own, another seat's, or a junk one. */
  private someAction(t: TableView, s: Sender): unknown {
    const seats = t.status === "playing" ? [...(s.spectator ? [] : [s.seat]), ...t.activeSeats] : [];
    for (const seat of seats) {
      const a = this.pick(this.legal(t, seat));
      if (a !== undefined) return a;
    }
    return this.pick(this.candidates(t, s.spectator ? t.activeSeats[0] ?? 0 : s.seat)) ?? { type: "pass" };
  }

  /** How the room must treat an action message from `s` (before the rules, the room's own checks decide). */
  classifyAction(t: TableView, s: Sender, payload: unknown): Expect {
    const parsed = CLIENT_MESSAGES.action.safeParse(payload);
    if (!parsed.success || s.spectator || t.status !== "playing" || parsed.data.seq !== t.seq) return "refuse";
    const action = this.engine.actionSchema.safeParse(parsed.data.action);
    if (!action.success) return "refuse";
    const key = canonicalKey(this.engine, t.viewOf(s.seat), s.seat, action.data);
    const listed = this.legal(t, s.seat).some((a) => canonicalKey(this.engine, t.viewOf(s.seat), s.seat, a) === key);
    // A seat that is not to act may still have actions the engine lists (活俠決鬥者: conceding at any time).
    if (!t.activeSeats.includes(s.seat)) return listed ? "legal" : "refuse";
    return listed ? "legal" : "maybe";
  }

  /** How the room must treat a well-formed or malformed message of any type. */
  classify(t: TableView, s: Sender, type: string | number, payload: unknown): Expect | "skip" {
    if (typeof type !== "string" || !Object.prototype.hasOwnProperty.call(CLIENT_MESSAGES, type)) return "refuse";
    if (type === "action") return this.classifyAction(t, s, payload);
    const parsed = CLIENT_MESSAGES[type as keyof typeof CLIENT_MESSAGES].safeParse(payload ?? {});
    if (!parsed.success) return "refuse";
    return ROOM_RULES[type]?.(t, s, parsed.data, this.engine.id) ?? "skip";
  }

  /** One fuzz message from `s` (never the progress move; the table sends those itself). */
  next(t: TableView, s: Sender): Outgoing | RawFrame {
    for (let attempt = 0; attempt < 20; attempt++) {
      const o = this.draw(t, s);
      if ("bytes" in o) return o;
      // A frame over the limit closes the connection before any room sees it: that is the raw-frame case's job.
      if (Buffer.byteLength(printable([o.type, o.payload])) > MAX_FRAME_BYTES - 600) continue;
      const expect = this.classify(t, s, o.type, o.payload);
      if (expect === "skip") continue;
      return { ...o, expect };
    }
    return { category: "unknown type", expect: "refuse", type: "fuzz_probe", payload: {} };
  }

  private draw(t: TableView, s: Sender): Omit<Outgoing, "expect"> | RawFrame {
    const r = this.rng.int(100);
    const myTurn = t.status === "playing" && !s.spectator && t.activeSeats.includes(s.seat);
    const action = (category: string, a: unknown, seq = t.seq) => ({ category, type: "action", payload: { seq, action: a } });
    if (r < 2) return rawFrame(this.rng, this.types, { seq: t.seq, action: this.someAction(t, s) });
    if (r < 10) return { category: "unknown type", type: junkTypeName(this.rng, this.types), payload: this.rng.int(3) ? junkObject(this.rng) : junkValue(this.rng) };
    if (r < 20) return { category: "malformed payload", ...this.malformed() };
    if (r < 24) return { category: "room control", ...this.control(t) };
    if (r < 27) return { category: "chat", ...this.chat(t, s) };
    if (r < 35) return action("bad seq", this.someAction(t, s), this.badSeq(t.seq) as number);
    if (r < 45) return action("stale seq", this.someAction(t, s), this.staleSeq(t.seq));
    if (r < 55) return action("junk action", this.rng.int(2) ? junkObject(this.rng) : this.corrupt(this.someAction(t, s)));
    if (s.spectator) return action("spectator action", this.someAction(t, s));
    if (!myTurn) return action("other seat's action", this.someAction(t, s));
    if (r < 75) return action("near miss", this.pick(this.misses(t, s.seat)) ?? this.someAction(t, s));
    return action("candidate", this.pick(this.candidates(t, s.seat)) ?? this.someAction(t, s));
  }

  /** A registered message type with a payload its schema refuses. */
  private malformed(): { type: string; payload: unknown } {
    const type = this.pick(this.types)!;
    const schema = CLIENT_MESSAGES[type as keyof typeof CLIENT_MESSAGES];
    for (let i = 0; i < 10; i++) {
      const payload = this.rng.int(2) ? junkValue(this.rng) : { ...junkObject(this.rng), [this.rng.int(2) ? "seq" : "seat"]: junkValue(this.rng) };
      if (!schema.safeParse(payload ?? {}).success) return { type, payload };
    }
    return { type, payload: { unexpected: true } };
  }

  /** The room's own messages, well-formed or nearly: who may send them and when is the room's to check. */
  private control(t: TableView): { type: string; payload: unknown } {
    switch (this.rng.int(5)) {
      case 0:
        return { type: "start", payload: this.rng.int(4) ? {} : undefined };
      case 1:
        return { type: "addBot", payload: this.rng.int(2) ? {} : { seat: this.rng.int(t.seats.length + 2), level: this.pick(["greedy", "random", "search"]) } };
      case 2:
        return { type: "removeBot", payload: { seat: this.rng.int(t.seats.length + 2) } };
      default:
        return { type: "rematch", payload: {} };
    }
  }

  /** Chat and ping messages, well-formed: the ones the room refuses are sent (empty, too long, wrong channel…). */
  private chat(t: TableView, s: Sender): { type: string; payload: unknown } {
    const seat = this.rng.int(t.seats.length + 2);
    const muted = this.rng.int(2) === 0;
    switch (this.rng.int(8)) {
      case 0:
      case 1:
        return { type: "chat", payload: { channel: this.pick(["players", "spectators"]), text: this.pick(["", " \u202e\u200b ", "\u0000\u0007", "x".repeat(201), "好", "gg"]) } };
      case 2:
        return { type: "chat", payload: { channel: s.spectator ? "spectators" : "players", phrase: this.pick(["ok", "go_star", "constructor", "__proto__", ""]) } };
      case 3:
        return { type: "mute", payload: { seat: this.rng.int(2) ? seat : s.seat, muted } };
      case 4:
        return { type: this.pick(["hostMute", "chatSettings"])!, payload: this.rng.int(2) ? { seat, muted } : { spectatorChat: muted } };
      case 5:
        return { type: this.pick(["report", "unsay"])!, payload: { line: this.pick(["abc", "0", "x".repeat(32)]) } };
      default: {
        const target = this.pick<unknown>([{ kind: "cell", cell: "K3" }, { kind: "cell", cell: "Z9" }, { kind: "enemy" }, { kind: "shard", element: "fire" }, { kind: "card", card: this.rng.int(300) }]);
        return { type: "ping", payload: { target } };
      }
    }
  }

  private badSeq(seq: number): unknown {
    return this.pick([-1, seq + 0.5, NaN, Infinity, -Infinity, String(seq), null, true, [seq], { seq }, 2 ** 53 + 2, -(2 ** 31), junkNumber(this.rng)]);
  }

  private staleSeq(seq: number): number {
    return this.pick([seq + 1, seq + 2, seq + 1000, 2 ** 32 - 1, 2 ** 32 + seq, ...(seq > 0 ? [seq - 1, 0, Math.max(0, seq - 3)] : [])])!;
  }

  /** An action with one field replaced by junk, dropped, or its type changed. */
  private corrupt(action: unknown): unknown {
    if (!action || typeof action !== "object") return junkValue(this.rng);
    const o = { ...(action as Record<string, unknown>) };
    const keys = Object.keys(o);
    const key = this.pick(keys) ?? "type";
    switch (this.rng.int(4)) {
      case 0:
        o[key] = junkValue(this.rng);
        break;
      case 1:
        delete o[key];
        break;
      case 2:
        o.type = this.pick(["", "PASS", "draw ", "teleport", "__proto__", 7]);
        break;
      default:
        // An own property even for "__proto__" (an assignment would set the prototype, and colyseus.js would then
        // write a map whose header misses the inherited keys: a broken frame, not a message).
        Object.defineProperty(o, this.pick(["extra", "seat", "seq", "by", "__proto__"])!, { value: junkValue(this.rng), enumerable: true, configurable: true, writable: true });
    }
    return o;
  }
}

/** Key of an action as the rules read it (the engine's canonical spelling when its candidate generator has one). */
function canonicalKey(engine: AnyEngine, view: unknown, seat: number, action: unknown): string {
  const gen = candidatesFor(engine);
  let a = action;
  if (gen?.canonical) {
    try {
      a = gen.canonical(view, seat, action);
    } catch {
      // a near miss the canonical form cannot read: compare it as it is
    }
  }
  return JSON.stringify(a, (_k, v) => (v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, v[k]])) : v));
}
