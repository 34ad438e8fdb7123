import { Client, type Room } from "colyseus.js";

/** The server's message allowance per connection (its MESSAGES_PER_SECOND and MESSAGE_BURST). */
export interface Rate {
  perSecond: number;
  burst: number;
}

/** The server's default allowance. */
export const DEFAULT_RATE: Rate = { perSecond: 10, burst: 30 };

/**
 * The room's limit as the client sees it: a token bucket a little slower than the server's, so paced messages reach
 * the rules instead of `rate_limited`. A `rate_limited` answer empties it: the server knows best.
 */
export class Pacer {
  private tokens: number;
  private last = Date.now();
  private readonly perSecond: number;
  private readonly burst: number;

  constructor(rate: Rate = DEFAULT_RATE) {
    this.perSecond = rate.perSecond * 0.9;
    this.burst = Math.max(1, Math.floor(rate.burst * 0.85));
    this.tokens = this.burst;
  }

  private refill(now: number) {
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
  }

  /** Milliseconds until a message may go (0: now). */
  waitMs(now = Date.now()): number {
    this.refill(now);
    return this.tokens >= 1 ? 0 : Math.ceil(((1 - this.tokens) / this.perSecond) * 1000);
  }

  take(n = 1) {
    this.refill(Date.now());
    this.tokens -= n;
  }

  drain() {
    this.tokens = Math.min(this.tokens, 0);
  }
}

export interface ClientEvents {
  state(c: FuzzClient): void;
  message(c: FuzzClient, type: string, message: unknown): void;
  closed(c: FuzzClient, code: number): void;
  /** The schema decoder could not apply a patch (it logs and carries on, so the client's state is now wrong). */
  decodeError(c: FuzzClient, text: string): void;
}

/** The client whose frame is being decoded right now (decoding is synchronous). */
let decoding: FuzzClient | null = null;

/**
 * @colyseus/schema reports a patch it cannot apply with console.error and goes on; route those reports to the client
 * that was decoding. Returns the function that restores console.error.
 */
export function captureDecodeErrors(): () => void {
  const original = console.error;
  console.error = (...args: unknown[]) => {
    if (decoding) decoding.decodeError(args.map((a) => (typeof a === "string" ? a : "")).join(" "));
    else original(...args);
  };
  return () => {
    console.error = original;
  };
}

/**
 * One connection at a fuzzed table: a player (its seat and seat token follow `seat` messages) or a spectator. It keeps
 * its decoded state as JSON (`json`, serialised when read after a patch) and the baseline the table last settled on.
 */
export class FuzzClient {
  room!: Room;
  seat = -1;
  seatToken?: string;
  readonly pacer: Pacer;
  /** Every `error` this connection received, in order. */
  errors: unknown[] = [];
  /** The close code when the server closed this connection; null while open or when we left. */
  closedWith: number | null = null;
  baseline = "";
  /** The decoded state, serialised only when someone reads `json` after a patch (most patches are never compared). */
  private decoded: { toJSON(): unknown } | null = null;
  private serialised = "";
  get json(): string {
    if (this.decoded) {
      this.serialised = JSON.stringify(this.decoded.toJSON());
      this.decoded = null;
    }
    return this.serialised;
  }
  /** A state has arrived since (re)joining: what `json !== ""` says, without serialising the state to learn it. */
  get hasState(): boolean {
    return this.decoded !== null || this.serialised !== "";
  }
  /** Patches (and joins) so far: a state with the same count is the same state. */
  patches = 0;
  /** The seq of the last `events` message (the log lines that leave right behind each change's patch). */
  eventsSeq = -1;
  /** Settling probes sent and not answered yet (their answers are the next `error`s: answers come in order). */
  probesDue = 0;
  /** The last few things this connection received, for reports. */
  readonly recent: string[] = [];
  private leaving = false;

  constructor(readonly url: string, readonly name: string, readonly spectator: boolean, private readonly events: ClientEvents, rate: Rate) {
    this.pacer = new Pacer(rate);
  }

  get open(): boolean {
    return this.room !== undefined && this.closedWith === null && !this.leaving;
  }

  get state(): any {
    return this.room?.state;
  }

  async create(mode: string, table: Record<string, unknown>) {
    this.attach(await new Client(this.url).create(mode, { name: this.name, table }));
  }

  /** Join (or come back to) a table: a player with its seat token once it has one, a spectator as a spectator. */
  async join(code: string) {
    const options = this.spectator ? { name: this.name, spectate: true } : this.seatToken ? { name: this.name, seatToken: this.seatToken } : { name: this.name };
    this.attach(await new Client(this.url).joinById(code, options));
  }

  private attach(room: Room) {
    this.room = room;
    this.closedWith = null;
    this.errors = [];
    this.probesDue = 0;
    this.decoded = null;
    this.serialised = this.baseline = "";
    this.patches++;
    room.onMessage("*", (type, message) => {
      if (room !== this.room) return;
      if (type === "seat") {
        const m = message as { seat: number; seatToken?: string };
        this.seat = m.seat;
        this.seatToken = m.seatToken ?? this.seatToken;
      }
      if (type === "error") this.errors.push(message);
      if (type === "events") this.eventsSeq = Number((message as { seq?: unknown }).seq);
      this.remember(`${Date.now() % 100000} ${String(type)}${type === "events" ? ` ${this.eventsSeq}:${(message as { events: { type: string }[] }).events.map((e) => e.type).join(",")}` : ""}`);
      this.events.message(this, String(type), message);
    });
    room.onStateChange((state: any) => {
      if (room !== this.room) return;
      this.decoded = state;
      this.patches++;
      this.remember(`${Date.now() % 100000} patch seq ${state.seq} active ${[...(state.activeSeats ?? [])].join(",")}`);
      this.events.state(this);
    });
    room.onLeave((code) => {
      if (room !== this.room || this.leaving) return;
      this.closedWith = code;
      this.events.closed(this, code);
    });
    room.onError(() => undefined);
    const ws = (room.connection.transport as unknown as { ws: { onmessage: (ev: unknown) => void } }).ws;
    const onmessage = ws.onmessage;
    ws.onmessage = (ev) => {
      decoding = this;
      try {
        onmessage.call(ws, ev);
      } finally {
        decoding = null;
      }
    };
  }

  private remember(what: string) {
    this.recent.push(what);
    if (this.recent.length > 8) this.recent.shift();
  }

  decodeError(text: string) {
    this.events.decodeError(this, text);
  }

  /**
   * A message as colyseus.js encodes it, unless its frame would exceed `maxBytes` (such frames are the raw-frame
   * case's, not a message's): "sent", "too big", or "unencodable" (colyseus.js cannot encode the value).
   */
  send(type: string | number, payload: unknown, maxBytes: number): "sent" | "too big" | "unencodable" {
    const connection = this.room.connection as unknown as { send(data: Uint8Array): void };
    const real = connection.send;
    let frame: Uint8Array | undefined;
    connection.send = (data: Uint8Array) => void (frame = data);
    try {
      this.room.send(type as string, payload);
    } catch {
      return "unencodable";
    } finally {
      connection.send = real;
    }
    if (!frame) return "unencodable";
    if (frame.byteLength > maxBytes) return "too big";
    real.call(connection, frame);
    return "sent";
  }

  /** A frame as is, below colyseus.js. */
  sendRaw(bytes: Uint8Array | string) {
    (this.room.connection.transport as unknown as { ws: { send(data: Uint8Array | string): void } }).ws.send(bytes);
  }

  async leave() {
    if (!this.room || this.leaving) return;
    this.leaving = true;
    if (this.closedWith === null) await this.room.leave(true).catch(() => undefined);
  }
}
