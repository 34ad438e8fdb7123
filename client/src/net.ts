import { Client, type Room } from "colyseus.js";
import { text, type LocalText } from "./i18n";
import { createStore, local, session, type Store } from "./store";
import { toast } from "./toast";
import { nicknameChosen, nicknameStore } from "./profile";
import { accountStore, guestToken } from "./account";
import { readerReady, viewFromWire } from "./games/wire";
import { DEFAULT_AUTO_PASS, isAutoPass, type AutoPass } from "../../shared/src/protocol/autoPass";
import { OPENED_ELSEWHERE_CLOSE, SEAT_MOVED_CLOSE } from "../../shared/src/protocol/closeCodes";
import type { RatingsMessage } from "../../shared/src/protocol/messages";
import type { GameEventMessage, GameResultInfo, LogEntry, SeatInfo, TableOptionsInfo, TableSession, TableSnapshot, TableStatus, WireLogLine } from "./tableState";
import { listenChat, pingText } from "./chat";

/**
 * Everything that talks to the server: the Colyseus client, the lobby feed, and one TableConnection per open table
 * (create / join by code / watch, seat tokens, and reconnection with backoff — colyseus.js 0.16 has none built in).
 * The synced state arrives by schema reflection (we never import server schema classes): generic table fields are
 * copied into plain snapshots, and the mode's `game` schema is read into engine-shaped views by its `fromWire`.
 */
export const client = new Client(location.origin);

// ───────────────────────────── snapshots ─────────────────────────────

// Defined in tableState.ts so the game views need not import this module; re-exported for everything else.
export type { TableStatus, SeatInfo, LogEntry, GameResultInfo, TableOptionsInfo, ClockKind, TableSnapshot, WireLogLine, GameEventMessage, Phase, TableSession } from "./tableState";

function parseJson(s: unknown): unknown {
  if (typeof s !== "string" || s === "") return null;
  try {
    return JSON.parse(s);
  } catch {
    return null;
  }
}

/**
 * The generic table fields of the decoded state, read field by field (no toJSON of the whole state per patch), and
 * the game views from the mode's schema. `final` (the whole game, revealed at the end) replaces both views.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function snapshot(state: any, seat: number | null, log: LogEntry[], finalView: unknown): TableSnapshot {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const seats: SeatInfo[] = Array.from((state?.seats ?? []) as ArrayLike<any>).map((s, index) => ({
    index,
    name: String(s?.name ?? ""),
    occupied: !!s?.occupied,
    connected: !!s?.connected,
    bot: !!s?.bot,
    botLevel: String(s?.botLevel ?? ""),
    replacedByBot: !!s?.replacedByBot,
    host: !!s?.host,
    away: !!s?.away,
    rating: Number(s?.rating ?? 0),
    provisional: !!s?.provisional,
    returnDeadline: Number(s?.returnDeadline ?? 0),
    botVotes: Number(s?.botVotes ?? 0),
  }));
  const mode = String(state?.mode ?? "");
  const status = (state?.status ?? "waiting") as TableStatus;
  const final = status === "finished" ? finalView : null;
  const started = status !== "waiting";
  return {
    mode,
    code: String(state?.code ?? ""),
    status,
    isPrivate: !!state?.isPrivate,
    turnSeconds: Number(state?.turnSeconds ?? 0),
    responseSeconds: Number(state?.responseSeconds ?? 0),
    turnDeadline: Number(state?.turnDeadline ?? 0),
    clockSeat: Number(state?.clockSeat ?? -1),
    clockKind: state?.clockKind === "turn" || state?.clockKind === "response" ? state.clockKind : null,
    seq: Number(state?.seq ?? 0),
    turn: Number(state?.turn ?? 0),
    seats,
    activeSeats: Array.from((state?.activeSeats ?? []) as ArrayLike<number>).map(Number),
    spectators: Number(state?.spectators ?? 0),
    publicView: final ?? (started ? viewFromWire(mode, state?.game, "spectator") : null),
    myView: final ?? (started && seat !== null ? viewFromWire(mode, state?.game, seat) : null),
    options: parseJson(state?.options) as TableOptionsInfo | null,
    commitment: String(state?.commitment ?? ""),
    seed: String(state?.seed ?? ""),
    result: parseJson(state?.result) as GameResultInfo | null,
    gameId: String(state?.gameId ?? ""),
    log,
  };
}

const LOG_KEPT = 200;
/** Events messages kept for views that must see each one (`recentEvents`): more than ever arrive between two renders. */
const RECENT_EVENTS = 16;

// ───────────────────────────── errors ─────────────────────────────

export type NetErrorKind = "not_found" | "table_full" | "bad_seat_token" | "expired" | "network" | "server";
export interface NetError {
  kind: NetErrorKind;
  code: string;
  text: LocalText;
}

/** Colyseus errors come as MatchMakeError (HTTP matchmaking) or ServerError (room refused us, JSON message). */
export function classifyError(e: unknown): NetError {
  const err = e as { code?: unknown; message?: unknown } | null;
  const numeric = typeof err?.code === "number" ? err.code : undefined;
  const message = typeof err?.message === "string" ? err.message : String(e);
  const parsed = parseJson(message) as { code?: string; message?: LocalText } | null;
  if (parsed && typeof parsed.code === "string") {
    // A token a move made void is as useless as a wrong one; its own code says why (the seat went to another device).
    const kind: NetErrorKind = parsed.code === "table_full" ? parsed.code : parsed.code === "bad_seat_token" || parsed.code === "seat_moved" ? "bad_seat_token" : "server";
    return { kind, code: parsed.code, text: parsed.message ?? text("errUnknown", { detail: parsed.code }) };
  }
  if (numeric === 4212) return { kind: "not_found", code: "table_not_found", text: text("errTableNotFound") };
  if (numeric === 4214) return { kind: "expired", code: "reconnect_expired", text: text("errTokenExpired") };
  if (e instanceof TypeError || (numeric !== undefined && numeric < 4000) || /fetch|network|ECONNREFUSED|xhr/i.test(message)) {
    return { kind: "network", code: "network", text: text("errNetwork") };
  }
  return { kind: "server", code: String(numeric ?? "error"), text: text("errUnknown", { detail: message || "?" }) };
}

// ───────────────────────────── game modes ─────────────────────────────

export interface GameModeInfo {
  id: string;
  name: LocalText;
  seats: number[];
  engineVersion: string;
  botLevels?: string[];
  /** The turn clock a table of this mode gets by default (0: none); the create form starts from it. */
  turnSeconds?: number;
}

let modesPromise: Promise<GameModeInfo[]> | null = null;
export const modesStore = createStore<GameModeInfo[] | null>(null);
/** The game the lobby's create form is set to ("" = the first); a game card's 開桌 sets it. */
export const chosenModeStore = createStore<string>("");

export function loadModes(): Promise<GameModeInfo[]> {
  if (!modesPromise) {
    modesPromise = fetch("/api/games")
      .then((r) => {
        if (!r.ok) throw new Error(`HTTP ${r.status}`);
        return r.json() as Promise<GameModeInfo[]>;
      })
      .then((modes) => {
        modesStore.set(modes);
        return modes;
      })
      .catch((e) => {
        modesPromise = null;
        throw e;
      });
  }
  return modesPromise;
}

// ───────────────────────────── lobby ─────────────────────────────

export interface ListedTable {
  roomId: string;
  name: string;
  clients: number;
  metadata: {
    mode: string;
    code: string;
    status: TableStatus;
    private: boolean;
    /** A rated table (two signed-in players, ratings change). */
    rated?: boolean;
    watchable: boolean;
    seatCount: number;
    taken: number;
    players: string[];
    /** Each seat's rating as shown beside its name (rated modes, signed-in players), else null. */
    ratings?: ({ rating: number; provisional: boolean } | null)[];
    spectators: number;
    turn: number;
    turnSeconds: number;
    createdAt: number;
    /** The engine's short line for its options (a difficulty, the modules in play), when it has one. */
    optionsLabel?: LocalText;
  };
}

export interface LobbyState {
  phase: "connecting" | "connected" | "offline";
  tables: ListedTable[];
}

export const lobbyStore = createStore<LobbyState>({ phase: "connecting", tables: [] });

/** Joins the realtime lobby while at least one caller wants it; returns the release function. */
let lobbyUsers = 0;
let lobbyRoom: Room | null = null;
let lobbyRetry: ReturnType<typeof setTimeout> | undefined;
let lobbyAttempt = 0;

export function subscribeLobby(): () => void {
  lobbyUsers += 1;
  if (lobbyUsers === 1) void connectLobby();
  return () => {
    lobbyUsers -= 1;
    if (lobbyUsers === 0) {
      clearTimeout(lobbyRetry);
      const room = lobbyRoom;
      lobbyRoom = null;
      if (room) void room.leave(true).catch(() => undefined);
    }
  };
}

async function connectLobby() {
  if (lobbyUsers === 0) return;
  const tables = new Map<string, ListedTable>();
  const publish = (phase: LobbyState["phase"]) =>
    lobbyStore.set({ phase, tables: [...tables.values()].filter((t) => t.metadata?.code).sort((a, b) => b.metadata.createdAt - a.metadata.createdAt) });
  try {
    const room = await client.joinOrCreate("lobby");
    if (lobbyUsers === 0) {
      void room.leave(true).catch(() => undefined);
      return;
    }
    lobbyRoom = room;
    lobbyAttempt = 0;
    room.onMessage("rooms", (list: ListedTable[]) => {
      tables.clear();
      for (const t of list) tables.set(t.roomId, t);
      publish("connected");
    });
    room.onMessage("+", ([roomId, t]: [string, ListedTable]) => {
      tables.set(roomId, t);
      publish("connected");
    });
    room.onMessage("-", (roomId: string) => {
      tables.delete(roomId);
      publish("connected");
    });
    room.onLeave((code) => {
      if (lobbyRoom !== room) return;
      lobbyRoom = null;
      if (code !== 4000) scheduleLobbyRetry();
    });
    publish("connected");
  } catch {
    scheduleLobbyRetry();
  }
}

/** Waiting public tables with a free seat. */
export function isOpenTable(t: ListedTable): boolean {
  const m = t.metadata;
  return m.status === "waiting" && !m.private && m.taken < m.seatCount;
}

/** Games to watch: in play (private ones too, unless created unwatchable). */
export function isLiveTable(t: ListedTable): boolean {
  return t.metadata.status === "playing";
}

function scheduleLobbyRetry() {
  lobbyStore.set((s) => ({ ...s, phase: "offline" }));
  clearTimeout(lobbyRetry);
  const delay = Math.min(1000 * 2 ** lobbyAttempt++, 15_000);
  lobbyRetry = setTimeout(() => void connectLobby(), delay);
}

// ───────────────────────────── tables ─────────────────────────────

const AUTO_PASS_KEY = "wuxing.autoPass";

/** This browser's response-window preference (the same at every table), sent with `prefs` whenever a seat is taken. */
export const autoPassStore = createStore<AutoPass>(((v) => (isAutoPass(v) ? v : DEFAULT_AUTO_PASS))(local.get(AUTO_PASS_KEY)));

export function saveAutoPass(pref: AutoPass) {
  local.set(AUTO_PASS_KEY, pref);
  autoPassStore.set(pref);
}

const rtKey = (code: string) => `wuxing.rt.${code}`;
const roleKey = (code: string) => `wuxing.role.${code}`;
const seatTokenKey = (code: string) => `wuxing.seat.${code}`;

export function hasSeatToken(code: string): boolean {
  return !!local.get(seatTokenKey(code));
}

/** Delays between reconnection rounds; the server keeps a seat for 120 s by default. */
const BACKOFF_MS = [250, 750, 1500, 3000, 5000, 8000, 8000, 10_000, 10_000, 15_000, 15_000, 15_000, 15_000, 15_000, 15_000];

export class TableConnection {
  readonly store: Store<TableSession>;
  private room: Room | null = null;
  private closed = false;
  private retry?: ReturnType<typeof setTimeout>;
  private pendingTimer?: ReturnType<typeof setTimeout>;
  private recovering = false;
  /** The log as received: the backlog on joining, then every `events` message. */
  private log: LogEntry[] = [];
  private lastState: unknown = null;
  /** The whole game, revealed when it ends (the `final` message). */
  private finalView: unknown = null;
  /** This connection's chat is listened to (a reconnection keeps the lines until the history comes again). */
  private chatWired = false;

  constructor(
    readonly code: string,
    readonly wantsToWatch: boolean,
  ) {
    const saved = parseJson(session.get(roleKey(code))) as { role?: string; seat?: number } | null;
    this.store = createStore<TableSession>({
      code,
      role: wantsToWatch ? "spectator" : "seat",
      seat: !wantsToWatch && saved?.role === "seat" && typeof saved.seat === "number" ? saved.seat : null,
      phase: "connecting",
      attempt: 0,
      table: null,
      error: null,
      rematch: [],
      pending: false,
      lastEvents: null,
      autoPass: null,
      ratings: null,
    });
  }

  get session(): TableSession {
    return this.store.get();
  }

  private patch(p: Partial<TableSession>) {
    this.store.set((s) => ({ ...s, ...p }));
  }

  /** First connection. Resolves when seated or watching; rejects with a NetError (also stored in `error`). */
  async connect(): Promise<void> {
    try {
      const room = this.wantsToWatch ? await this.joinAsSpectator() : await this.joinAsPlayer();
      this.wire(room);
    } catch (e) {
      const err = classifyError(e);
      this.patch({ phase: "failed", error: err.text });
      throw err;
    }
  }

  /** A room we already hold (we just created it). */
  adopt(room: Room) {
    this.wire(room);
  }

  /** The name this browser chose; a signed-in player who never chose one here is called by their username. */
  private name(): string {
    const me = accountStore.get();
    return (me && !nicknameChosen() ? me.username : nicknameStore.get().trim()) || "玩家";
  }

  /** A seat's join options: the name, and this browser's guest identity (a signed-in player's cookie goes along anyway). */
  private seatOptions(extra: Record<string, string> = {}) {
    return { name: this.name(), guestToken: guestToken(), ...extra };
  }

  private async joinAsPlayer(): Promise<Room> {
    const rt = session.get(rtKey(this.code));
    if (rt) {
      try {
        return await client.reconnect(rt);
      } catch {
        session.set(rtKey(this.code), null);
      }
    }
    const transfer = takeTransferCode();
    if (transfer) {
      try {
        return await client.joinById(this.code, this.seatOptions({ transferCode: transfer }));
      } catch (e) {
        // A used or expired code: say so, then join as anyone else would.
        const err = classifyError(e);
        if (!/transfer_code/.test(err.code)) throw e;
        toast(err.text, "error", err.code);
      }
    }
    const token = local.get(seatTokenKey(this.code));
    if (token) {
      try {
        return await client.joinById(this.code, this.seatOptions({ seatToken: token }));
      } catch (e) {
        if (!this.forgetSeatToken(e)) throw e;
      }
    }
    try {
      return await client.joinById(this.code, this.seatOptions());
    } catch (e) {
      if (classifyError(e).kind !== "table_full") throw e;
      toast(text("watchingInstead"), "info", "table_full");
      return this.joinAsSpectator();
    }
  }

  private async joinAsSpectator(): Promise<Room> {
    const room = await client.joinById(this.code, { name: this.name(), spectate: true });
    this.patch({ role: "spectator", seat: null });
    session.set(roleKey(this.code), JSON.stringify({ role: "spectator" }));
    return room;
  }

  /** A join with this browser's seat token was refused for the token: it is forgotten (and a moved seat says so). */
  private forgetSeatToken(e: unknown): boolean {
    const err = classifyError(e);
    if (err.kind !== "bad_seat_token") return false;
    local.set(seatTokenKey(this.code), null);
    if (err.code === "seat_moved") toast(err.text, "error", err.code);
    return true;
  }

  private wire(room: Room) {
    this.room = room;
    this.recovering = false;
    clearTimeout(this.retry);
    session.set(rtKey(this.code), room.reconnectionToken);
    room.onMessage("seat", (m: { seat: number; seatToken?: string }) => {
      if (m.seatToken) local.set(seatTokenKey(this.code), m.seatToken);
      session.set(roleKey(this.code), JSON.stringify({ role: "seat", seat: m.seat }));
      this.patch({ role: "seat", seat: m.seat });
      this.refresh();
      // Seated (joined, rejoined or reconnected): the server learns this browser's preference.
      room.send("prefs", { autoPass: autoPassStore.get() });
    });
    room.onMessage("prefs", (m: { autoPass?: unknown }) => {
      if (isAutoPass(m.autoPass)) this.patch({ autoPass: m.autoPass });
    });
    room.onMessage("events", (m: GameEventMessage) => this.receiveEvents(m));
    room.onMessage("final", (view: unknown) => {
      this.finalView = view;
      this.refresh();
    });
    room.onMessage("log", (m: { lines: WireLogLine[] }) => {
      this.log = m.lines.map(logEntry);
      this.refresh();
    });
    room.onMessage("error", (m: { code: string; message: LocalText }) => {
      this.clearPending();
      toast(m.message, "error", m.code);
    });
    room.onMessage("result", () => undefined);
    room.onMessage("ratings", (m: RatingsMessage) => this.patch({ ratings: m }));
    room.onMessage("rematch", (m: { seat: number }) => {
      this.store.set((s) => (s.rematch.includes(m.seat) ? s : { ...s, rematch: [...s.rematch, m.seat] }));
    });
    // A ping also writes its log line here: 「玩家A 標記了 K3」.
    listenChat(room, this.chatWired, (p) => {
      this.log = [...this.log, { seq: this.session.table?.seq ?? 0, seat: p.seat, type: "ping", ...pingText(p) }].slice(-LOG_KEPT);
      this.refresh();
    });
    this.chatWired = true;
    room.onStateChange((state) => this.sync(state));
    room.onError((code, message) => console.warn("room error", code, message));
    room.onLeave((code) => {
      if (this.room !== room) return;
      this.room = null;
      this.clearPending();
      if (this.closed || code === 4000) return this.patch({ phase: "closed" });
      if (code === OPENED_ELSEWHERE_CLOSE) return this.patch({ phase: "replaced", error: text("openedElsewhere") });
      if (code === SEAT_MOVED_CLOSE) return this.patch({ phase: "replaced", error: text("seatMovedAway") });
      void this.recover();
    });
    const wasReconnecting = this.session.phase === "reconnecting" || this.session.phase === "lost";
    this.patch({ phase: "connected", attempt: 0, error: null });
    if (wasReconnecting) toast(text("reconnected"), "success");
    if (room.state) this.sync(room.state);
  }

  private sync(state: unknown) {
    this.lastState = state;
    // The mode's reader comes in its own bundle; until it has loaded the views are null, then this runs again.
    const mode = String((state as { mode?: unknown } | null)?.mode ?? "");
    if (mode) readerReady(mode, () => this.refresh());
    const table = snapshot(state, this.session.role === "seat" ? this.session.seat : null, this.log, this.finalView);
    this.store.set((s) => {
      const pending = s.pending && s.table?.seq === table.seq;
      const rematch = table.status === "finished" ? s.rematch : [];
      return { ...s, table, pending, rematch };
    });
    if (!this.session.pending) clearTimeout(this.pendingTimer);
  }

  /** Rebuild the snapshot from the last state (the seat or the log changed, not the state). */
  private refresh() {
    if (this.lastState) this.sync(this.lastState);
  }

  private receiveEvents(m: GameEventMessage) {
    this.log = [...this.log, ...m.events.map(logEntry)].slice(-LOG_KEPT);
    this.patch({ lastEvents: m, recentEvents: [...(this.session.recentEvents ?? []), m].slice(-RECENT_EVENTS) });
    this.refresh();
  }

  /** Drop, then: reconnect token → seat token → watch. Backoff between rounds; the banner shows the attempt. */
  private async recover() {
    if (this.recovering || this.closed) return;
    this.recovering = true;
    let notFound = 0;
    for (let attempt = 1; attempt <= BACKOFF_MS.length; attempt++) {
      if (this.closed) return;
      this.patch({ phase: "reconnecting", attempt });
      await new Promise<void>((resolve) => (this.retry = setTimeout(resolve, BACKOFF_MS[attempt - 1])));
      if (this.closed) return;
      try {
        const room = await this.reconnectOnce();
        if (this.closed) {
          void room.leave(true).catch(() => undefined);
          return;
        }
        this.wire(room);
        return;
      } catch (e) {
        const err = classifyError(e);
        // A restarted server restores its tables a moment after it listens; give it a few rounds.
        if (err.kind === "not_found" && ++notFound >= 4) {
          this.recovering = false;
          return this.patch({ phase: "closed", error: text("tableClosed") });
        }
      }
    }
    this.recovering = false;
    this.patch({ phase: "lost", error: text("connectionLost") });
  }

  private async reconnectOnce(): Promise<Room> {
    if (this.session.role === "spectator") return this.joinAsSpectator();
    const rt = session.get(rtKey(this.code));
    if (rt) {
      try {
        return await client.reconnect(rt);
      } catch (e) {
        if (classifyError(e).kind === "network") throw e;
      }
    }
    const token = local.get(seatTokenKey(this.code));
    if (token) {
      try {
        return await client.joinById(this.code, { name: this.name(), seatToken: token });
      } catch (e) {
        if (!this.forgetSeatToken(e)) throw e;
      }
    }
    const room = await this.joinAsSpectator();
    toast(text("seatLostWatching"), "info");
    return room;
  }

  /** The "retry now" button on the banner. */
  retryNow() {
    if (this.room || this.closed) return;
    clearTimeout(this.retry);
    this.recovering = false;
    void this.recover();
  }

  /** Your response-window preference: kept in this browser for every table, and sent to this one. */
  setAutoPass(pref: AutoPass) {
    saveAutoPass(pref);
    if (this.room && this.session.seat !== null) this.room.send("prefs", { autoPass: pref });
  }

  /** A one-time code that moves this seat to another device (the `transfer` message; docs/protocol.md). */
  requestTransfer(): Promise<{ code: string; expiresAt: number }> {
    const room = this.room;
    if (!room) return Promise.reject(new Error("not connected"));
    return new Promise((resolve) => {
      const off = room.onMessage("transfer", (m: { code: string; expiresAt: number }) => {
        off();
        resolve(m);
      });
      room.send("transfer", {});
    });
  }

  /** "I'm back": the bot that played your seat after repeated timeouts steps aside. */
  present() {
    this.send("present");
  }

  send(type: "start" | "addBot" | "removeBot" | "rematch" | "present" | "handOver", message: Record<string, unknown> = {}) {
    if (!this.room) return toast(text("reasonOffline"), "error", "offline");
    this.room.send(type, message);
  }

  /** Sends an action stamped with the current seq; further actions wait until the server answers. */
  sendAction(action: unknown) {
    const s = this.session;
    if (!this.room || !s.table) return toast(text("reasonOffline"), "error", "offline");
    if (s.pending) return;
    this.room.send("action", { seq: s.table.seq, action });
    this.patch({ pending: true });
    clearTimeout(this.pendingTimer);
    this.pendingTimer = setTimeout(() => this.clearPending(), 5000);
  }

  private clearPending() {
    clearTimeout(this.pendingTimer);
    if (this.session.pending) this.patch({ pending: false });
  }

  /** Leaving on purpose: the server frees a waiting seat, or keeps a playing one for the seat token. */
  leave() {
    this.closed = true;
    clearTimeout(this.retry);
    clearTimeout(this.pendingTimer);
    const room = this.room;
    this.room = null;
    session.set(rtKey(this.code), null);
    if (room) void room.leave(true).catch(() => undefined);
    this.patch({ phase: "closed" });
  }
}

/** Lines with `visibleTo` reach only the seats they name; the server strips the list, the text says "you". */
function logEntry(l: WireLogLine): LogEntry {
  return { seq: l.seq, seat: l.seat, type: l.type, zh: l.zh, en: l.en, ...(l.private ? { private: true } : {}) };
}

// ───────────────────────────── the one open table ─────────────────────────────

let current: TableConnection | null = null;

/** Makes `next` this page's one open table (closing another one); quick pairing hands it the table it seated us at. */
export function replaceCurrent(next: TableConnection | null) {
  if (current && current !== next) current.leave();
  current = next;
}

/** The connection for this page, reusing the one the lobby just opened. */
export function tableConnection(code: string, watch: boolean): TableConnection {
  // Reuse the live connection for this code (a seated player who opens the watch link stays seated).
  if (current && current.code === code && current.session.phase !== "closed" && current.session.phase !== "failed") return current;
  const conn = new TableConnection(code, watch);
  replaceCurrent(conn);
  void conn.connect().catch((e: NetError) => toast(e.text, "error", e.code));
  return conn;
}

/** Whether this page already holds (or is opening) a connection to the table: it came from the lobby, not a link. */
export function isConnectedTo(code: string): boolean {
  return !!current && current.code === code && current.session.phase !== "closed" && current.session.phase !== "failed";
}

export function closeTable(conn: TableConnection) {
  if (current === conn) replaceCurrent(null);
  else conn.leave();
}

/** What the create form sends is what the table then reports as its options. */
export type CreateSettings = TableOptionsInfo;

/** A transfer code in the page's address (`?transfer=…`, from another device's seat menu), used once and removed. */
function takeTransferCode(): string | null {
  const params = new URLSearchParams(location.search);
  const code = params.get("transfer");
  if (!code) return null;
  params.delete("transfer");
  history.replaceState(history.state, "", location.pathname + (params.size ? `?${params}` : ""));
  return /^[A-Za-z0-9]{8}$/.test(code) ? code : null;
}

export async function createTable(mode: string, settings: CreateSettings): Promise<TableConnection> {
  const room = await client.create(mode, { name: nicknameStore.get().trim(), guestToken: guestToken(), table: settings });
  const conn = new TableConnection(room.roomId, false);
  replaceCurrent(conn);
  conn.adopt(room);
  return conn;
}

/** Joins (or watches) from the lobby; the page changes only once the server said yes. */
export async function openTable(code: string, watch: boolean): Promise<TableConnection> {
  const conn = new TableConnection(code, watch);
  await conn.connect();
  replaceCurrent(conn);
  return conn;
}
