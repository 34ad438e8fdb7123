import { randomBytes, randomUUID } from "node:crypto";
import { Room, ServerError, updateLobby, type Client, type Delayed } from "@colyseus/core";
import { $changes, StateView, type ChangeTree, type Schema } from "@colyseus/schema";
import type { AnyEngine, BotLevel, GameEvent, GameResult } from "../../../shared/src/core/engine";
import { RuleError, isRuleError } from "../../../shared/src/core/errors";
import { withSeatNames } from "../../../shared/src/core/text";
import { Rng } from "../../../shared/src/core/rng";
import { stateHash } from "../../../shared/src/core/hash";
import { syncList } from "../../../shared/src/core/wire";
import type { RecordedAction } from "../../../shared/src/core/record";
import {
  CLIENT_MESSAGES,
  JoinOptions,
  ROOM_ERRORS,
  TableSettings,
  type AutoPass,
  type ClientMessageType,
  type RoomErrorCode,
} from "../../../shared/src/protocol/messages";
import { context } from "../context";
import { joinRefusal, type JoinErrorCode } from "../matchmaking/joinError";
import { hostedMode, type GameMode } from "../modes";
import { StorageUnavailableError } from "../records/errors";
import type { StoredSeat } from "../records/store";
import { TableClocks, nextStep, turnOwnerOf } from "./automation";
import { TokenBucket } from "./rateLimit";
import { SeatState, type ModeTableState } from "./schema";
import { SeatBook, freshSecret, sha256 } from "./seatBook";
import { responseSecondsFor } from "../../../shared/src/protocol/clockLimits";
import { TableLog, canSee, wireLine, type LogLine } from "./tableLog";
import { releaseTableCode, reserveTableCode } from "./tableCode";

export { sha256 };

// Encoder.BUFFER_SIZE stays at Colyseus' default (8 KB): the largest full state measured, a late 生剋棋 game with
// its card catalogue, is about 2 KB (`npm run bench -- --only sync` prints `join_bytes`).

/** How long a matchmaking reservation waits for its client to connect (Colyseus' default is 15 s). */
const SEAT_RESERVATION_SECONDS = 10;
/** Reservations and reconnecting sessions on top of seats and spectators, so they never lock a table. */
const RESERVATION_HEADROOM = 64;
/** A window's clock when the table sets a turn clock but no window clock (never longer than the turn's). */
/** A failed automatic move (storage, mostly) is retried after these pauses (then every last one). */
const RETRY_MS = [250, 1000, 3000, 10_000];
/** Playing out an abandoned game: this many moves, then the event loop gets a turn. */
const PLAYOUT_SLICE = 20;

interface SeatAuth {
  role: "seat" | "spectator";
  seat: number;
  name: string;
  /** Set when the seat was claimed with a new token (first join); sent back to the client once. */
  newToken?: string;
}

interface RestoreOptions {
  restoreKey: string;
  gameId: string;
}

type By = NonNullable<RecordedAction["by"]>;

/** A join refusal whose detail is the same text in both languages (zod messages, seat counts). */
function joinError(code: JoinErrorCode, detail?: string): ServerError {
  return joinRefusal(code, detail === undefined ? undefined : { zh: ` ${detail}`, en: detail });
}

/**
 * One room class serves every game mode: it turns messages into engine calls and engine state into the mode's
 * schema. Rules live in the engine; this file knows seats, spectators, turns, clocks, bots, reconnection and records.
 */
export class GameRoom extends Room<ModeTableState> {
  private mode!: GameMode;
  private engine!: AnyEngine;
  private gameState: unknown;
  private gameOptions: unknown;
  private settings!: TableSettings & { seats: number };
  private seed = "";
  private gameId = "";
  private book = new SeatBook();
  private buckets = new Map<string, TokenBucket>();
  private automation?: Delayed;
  private turnTimer?: Delayed;
  private botRng = new Rng([1, 2, 3, 4]);
  private createdAt = Date.now();
  private log = new TableLog();
  private outbox: LogLine[] = [];
  private flushQueued = false;
  /** The seat whose secrets each seated client's StateView holds (rebuilt whenever seats or the game change). */
  private viewSeat = new Map<string, number>();
  /** engine.view(state, "all") once the game is over, for clients that join a finished table. */
  private finalView: unknown;
  private playingOut = false;
  /** The turn in progress (turn number and owner): actions inside a turn keep its clock. */
  private turnKey = "";
  private clocks = new TableClocks();
  /** Consecutive failures of automatic moves (bots, clocks; storage, mostly), for the retry pause. */
  private automaticFailures = 0;
  private disposed = false;

  async onCreate(raw: Record<string, unknown>) {
    const ctx = context();
    this.mode = hostedMode(String(raw.mode))!;
    this.engine = this.mode.engine;
    this.autoDispose = true;
    this.botRng = Rng.fromSeed(randomBytes(16).toString("hex"));
    this.setSeatReservationTime(SEAT_RESERVATION_SECONDS);
    this.setState(new this.mode.State());
    this.state.mode = this.engine.id;

    const restore = raw.restore as RestoreOptions | undefined;
    if (restore && restore.restoreKey === ctx.restoreKey) {
      await this.restoreFrom(restore.gameId);
    } else {
      await this.openTable(raw);
    }
    // Spectators are capped in onAuth; this only bounds pending reservations so they can never lock the table.
    this.maxClients = this.settings.seats + 2 * ctx.config.MAX_SPECTATORS + RESERVATION_HEADROOM;
    this.registerHandlers();
    void this.updateListing();
  }

  private async openTable(raw: Record<string, unknown>) {
    const { mode: _mode, ...clientOptions } = raw;
    const join = JoinOptions.safeParse(clientOptions);
    if (!join.success) throw joinError("bad_join_options", join.error.issues[0]?.message);
    const table = TableSettings.parse(join.data.table ?? {});
    const seats = table.seats ?? this.engine.seatCounts[0];
    if (!this.engine.seatCounts.includes(seats)) {
      throw joinError("bad_table_options", `seats must be one of ${this.engine.seatCounts.join(", ")}.`);
    }
    const options = this.engine.optionsSchema.safeParse(table.options ?? {});
    if (!options.success) {
      // Every problem at once (a custom deck can have several), so the host fixes them in one go.
      const problems = options.error.issues.map((i) => `${i.path.join(".") || "options"}: ${i.message}`);
      throw joinError("bad_table_options", problems.slice(0, 10).join("; ") + (problems.length > 10 ? `; … (${problems.length - 10} more)` : ""));
    }
    this.settings = { ...table, seats };
    this.gameOptions = options.data;
    this.roomId = await reserveTableCode(this.presence);
    this.initTableState();
    if (table.private) await this.setPrivate(true);
  }

  private initTableState() {
    this.state.code = this.roomId;
    this.state.isPrivate = this.settings.private;
    this.state.turnSeconds = this.settings.turnSeconds;
    this.state.responseSeconds = this.responseSeconds();
    this.state.options = JSON.stringify({ ...this.settings, options: this.engine.publicOptions?.(this.gameOptions) ?? this.gameOptions });
    this.state.seats.push(...Array.from({ length: this.settings.seats }, () => new SeatState()));
    this.book.reset(this.settings.seats);
  }

  /** Rebuild an unfinished game from its record after a restart: same code, same seats, same position. */
  private async restoreFrom(gameId: string) {
    const { store, logger } = context();
    const row = store.getGame(gameId);
    if (!row) throw new Error(`no game ${gameId} to restore`);
    const table = TableSettings.parse(row.table);
    this.settings = { ...table, seats: row.seats.length };
    this.gameOptions = this.engine.optionsSchema.parse(row.options);
    this.roomId = await reserveTableCode(this.presence, row.code);
    this.initTableState();
    this.gameId = row.id;
    this.seed = row.seed;
    this.createdAt = row.createdAt;
    row.seats.forEach((s, i) => {
      const seat = this.state.seats[i];
      seat.name = s.name;
      seat.occupied = true;
      seat.bot = s.bot;
      seat.botLevel = s.bot ? "greedy" : "";
      seat.replacedByBot = !!s.replacedByBot;
      seat.host = i === 0;
      this.book.seats[i].tokenHash = s.tokenHash;
    });
    let state = this.engine.setup(this.gameOptions, this.seed, this.settings.seats);
    const actions = store.getActions(gameId);
    this.log.add(0, this.namedEvents(this.engine.setupEvents?.(this.gameOptions, this.seed, this.settings.seats) ?? []));
    actions.forEach((a, i) => {
      const applied = this.engine.apply(state, a.seat, this.engine.actionSchema.parse(a.action));
      state = applied.state;
      // The backlog a returning player gets is the one it had before the restart (only the last lines are kept).
      if (actions.length - i <= 200) this.log.add(i + 1, this.namedEvents(applied.events));
    });
    this.gameState = state;
    this.state.seq = actions.length;
    this.state.status = "playing";
    this.autoDispose = false;
    this.state.commitment = row.commitment;
    this.state.gameId = row.id;
    if (this.settings.private && !this.settings.watchable) await this.setPrivate(true);
    this.announce([{ type: "restored", zh: "伺服器重新啟動，遊戲已從紀錄恢復。", en: "The server restarted; the game was restored from its record." }]);
    // Humans get the usual window to come back; bots carry on.
    this.state.seats.forEach((seat, i) => {
      if (!seat.bot) this.awaitReturn(i);
    });
    this.project();
    this.scheduleAutomation();
    logger.info({ room: this.roomId, gameId, actions: actions.length }, "game restored from record");
  }

  private registerHandlers() {
    for (const type of Object.keys(CLIENT_MESSAGES) as ClientMessageType[]) {
      // No `validate` argument on purpose: a throw there disconnects the client (Colyseus 0.16). We answer instead.
      this.onMessage(type, (client, message) => this.receive(client, type, message));
    }
    // Unknown types count against the sender's allowance too. Colyseus hands a message whose type is "*" (or
    // "__no_message_handler", whose built-in handler closes the connection) to that handler with the payload in
    // place of the type: any value at all, so it is named without calling anything on it.
    const unknown = (client: Client, type: unknown) =>
      this.sendError(client, this.allowMessage(client) ? "unknown_message" : "rate_limited", `"${typeName(type)}"`);
    this.onMessage("*", unknown);
    this.onMessage("__no_message_handler", (client) => unknown(client, "__no_message_handler"));
  }

  private receive(client: Client, type: ClientMessageType, message: unknown) {
    if (!this.allowMessage(client)) return this.sendError(client, "rate_limited");
    const parsed = CLIENT_MESSAGES[type].safeParse(message ?? {});
    if (!parsed.success) return this.sendError(client, "bad_message", firstIssue(parsed.error));
    try {
      switch (type) {
        case "action":
          return this.onAction(client, parsed.data as { seq: number; action: unknown });
        case "start":
          return this.onStart(client);
        case "addBot":
          return this.onAddBot(client, parsed.data as { seat?: number; level: BotLevel });
        case "removeBot":
          return this.onRemoveBot(client, parsed.data as { seat: number });
        case "rematch":
          return this.onRematch(client);
        case "prefs":
          return this.onPrefs(client, parsed.data as { autoPass: AutoPass });
        case "present":
          return this.onPresent(client);
      }
    } catch (e) {
      if (isRuleError(e)) return this.sendRuleError(client, e);
      if (e instanceof StorageUnavailableError) return this.sendError(client, "storage_unavailable");
      context().logger.error({ err: e, room: this.roomId, type }, "message handler failed");
      this.sendError(client, "internal");
    }
  }

  private allowMessage(client: Client): boolean {
    let bucket = this.buckets.get(client.sessionId);
    if (!bucket) this.buckets.set(client.sessionId, (bucket = new TokenBucket(context().config.MESSAGES_PER_SECOND, context().config.MESSAGE_BURST)));
    return bucket.take();
  }

  // ───────────────────────────── joining, seats and spectators ─────────────────────────────

  onAuth(client: Client, raw: unknown): SeatAuth {
    const parsed = JoinOptions.safeParse(stripServerKeys(raw));
    if (!parsed.success) throw joinError("bad_join_options", firstIssue(parsed.error));
    const opts = parsed.data;
    if (opts.seatToken) return this.takeOverSeat(client, opts.seatToken);
    if (opts.spectate) {
      if (this.book.spectators.size >= context().config.MAX_SPECTATORS) throw joinError("too_many_spectators");
      return { role: "spectator", seat: -1, name: opts.name };
    }
    if (this.state.status !== "waiting") throw joinError("table_full");
    const seat = this.state.seats.findIndex((s, i) => !s.occupied && !this.book.seats[i].sessionId);
    if (seat < 0) throw joinError("table_full");
    const token = randomBytes(18).toString("base64url");
    this.book.seats[seat] = { ...freshSecret(), tokenHash: sha256(token), sessionId: client.sessionId };
    this.releaseUnusedReservation(seat, client.sessionId);
    return { role: "seat", seat, name: opts.name, newToken: token };
  }

  /**
   * A seat token claims its seat from any connection. A seat has exactly one live session: the one holding it is
   * closed (4001, "opened elsewhere") and a dropped one can no longer come back with its reconnection token.
   */
  private takeOverSeat(client: Client, token: string): SeatAuth {
    const seat = this.book.seatOfToken(token);
    if (seat < 0) throw joinError("bad_seat_token");
    const secret = this.book.seats[seat];
    const previous = secret.sessionId;
    if (previous && previous !== client.sessionId) {
      secret.reconnection?.reject(new Error("the seat was taken over by a newer session"));
      this.clients.getById(previous)?.leave(4001);
      this.viewSeat.delete(previous);
    }
    secret.reconnection = undefined;
    secret.sessionId = client.sessionId;
    return { role: "seat", seat, name: this.state.seats[seat].name };
  }

  /** A reservation that is never consumed must not hold the seat forever. */
  private releaseUnusedReservation(seat: number, sessionId: string) {
    this.later(() => {
      const secret = this.book.seats[seat];
      if (secret.sessionId === sessionId && !this.state.seats[seat].occupied) this.book.seats[seat] = freshSecret();
    }, (SEAT_RESERVATION_SECONDS + 5) * 1000);
  }

  onJoin(client: Client, _options: unknown, auth: SeatAuth) {
    client.send("log", { lines: this.log.backlogFor(auth.role === "seat" ? auth.seat : -1, !!this.engine.liveEventData) });
    if (this.finalView !== undefined) client.send("final", this.finalView);
    if (auth.role === "spectator") {
      this.book.spectators.add(client.sessionId);
      this.state.spectators = this.book.spectators.size;
      void this.updateListing();
      return;
    }
    const seat = this.state.seats[auth.seat];
    const returning = seat.occupied;
    seat.name = auth.name;
    seat.occupied = true;
    if (!this.state.seats.some((s) => s.host)) seat.host = true;
    this.showSeatTo(client, auth.seat);
    client.send("seat", auth.newToken ? { seat: auth.seat, seatToken: auth.newToken } : { seat: auth.seat });
    client.send("prefs", { autoPass: this.book.seats[auth.seat].autoPass });
    this.seatConnected(auth.seat, returning);
  }

  async onLeave(client: Client, consented: boolean) {
    this.buckets.delete(client.sessionId);
    if (this.book.spectators.delete(client.sessionId)) {
      this.state.spectators = this.book.spectators.size;
      void this.updateListing();
      return;
    }
    const seatIndex = this.book.seatOfSession(client.sessionId);
    // A session whose seat was taken over by a newer one leaves quietly: the seat is not its any more.
    if (seatIndex < 0) return;
    const seat = this.state.seats[seatIndex];
    seat.connected = false;
    if (this.state.status === "waiting" && consented) {
      this.freeSeat(seatIndex);
      return;
    }
    if (this.state.status !== "playing") {
      if (this.state.status === "waiting") this.awaitReturn(seatIndex);
      return;
    }
    this.announce([{ type: "dropped", seat: seatIndex, zh: `${seat.name} 斷線了，保留座位 ${context().config.RECONNECT_SECONDS} 秒。`, en: `${seat.name} dropped; the seat is kept for ${context().config.RECONNECT_SECONDS} s.` }]);
    this.awaitReturn(seatIndex, consented ? undefined : client);
  }

  /**
   * Keep a seat for its player for RECONNECT_SECONDS: through Colyseus' reconnection token, or through the seat
   * token. When the window ends a bot takes the seat (playing) or the seat opens again (waiting).
   */
  private awaitReturn(seatIndex: number, client?: Client) {
    const seconds = context().config.RECONNECT_SECONDS;
    const secret = this.book.seats[seatIndex];
    const sessionId = secret.sessionId;
    secret.awaitingReturn?.clear();
    secret.awaitingReturn = this.later(() => this.abandonSeat(seatIndex, sessionId), seconds * 1000);
    if (client) {
      // Colyseus does not call onJoin for a reconnection: the same sessionId comes back with its StateView.
      const reconnection = this.allowReconnection(client, seconds);
      // Colyseus clears the window's timer only when the player comes back: a window cancelled (seat taken over,
      // room disposed) would keep its timer, and a shut-down server's process, alive for RECONNECT_SECONDS.
      const expiry = this.reservedSeatTimeouts[client.sessionId];
      secret.reconnection = reconnection;
      reconnection.promise.then(
        () => this.onReconnected(seatIndex, sessionId),
        () => clearTimeout(expiry),
      );
    }
  }

  private onReconnected(seatIndex: number, sessionId: string | undefined) {
    const secret = this.book.seats[seatIndex];
    if (secret.sessionId !== sessionId) return;
    secret.reconnection = undefined;
    const client = this.clients.getById(sessionId!);
    client?.send("seat", { seat: seatIndex });
    client?.send("prefs", { autoPass: secret.autoPass });
    client?.send("log", { lines: this.log.backlogFor(seatIndex, !!this.engine.liveEventData) });
    this.seatConnected(seatIndex, true);
  }

  /** A seat's player is (back) at the table: stop waiting for them, and a bot that stood in steps aside. */
  private seatConnected(seatIndex: number, returning: boolean) {
    const secret = this.book.seats[seatIndex];
    secret.awaitingReturn?.clear();
    secret.awaitingReturn = undefined;
    const seat = this.state.seats[seatIndex];
    seat.connected = true;
    if (seat.replacedByBot) {
      seat.bot = false;
      seat.botLevel = "";
    }
    if (returning && this.state.status === "playing") {
      this.announce([{ type: "returned", seat: seatIndex, zh: `${seat.name} 回到了牌桌。`, en: `${seat.name} is back.` }]);
    }
    this.persistSeats();
    void this.updateListing();
    this.scheduleAutomation();
  }

  private abandonSeat(seatIndex: number, sessionId: string | undefined) {
    const seat = this.state.seats[seatIndex];
    const secret = this.book.seats[seatIndex];
    secret.awaitingReturn = undefined;
    if (seat.connected || secret.sessionId !== sessionId) return;
    if (this.state.status === "waiting") return this.freeSeat(seatIndex);
    if (this.state.status !== "playing") return;
    seat.bot = true;
    seat.botLevel = "greedy";
    seat.replacedByBot = true;
    this.announce([{ type: "abandoned", seat: seatIndex, zh: `${seat.name} 沒有回來，由電腦接手。`, en: `${seat.name} did not come back; a bot takes the seat.` }]);
    this.persistSeats();
    this.scheduleAutomation();
  }

  private freeSeat(seatIndex: number) {
    const seat = this.state.seats[seatIndex];
    const wasHost = seat.host;
    this.state.seats[seatIndex] = new SeatState();
    this.book.seats[seatIndex] = freshSecret();
    if (wasHost) {
      const next = this.state.seats.find((s) => s.occupied && !s.bot);
      if (next) next.host = true;
    }
    void this.updateListing();
  }

  // ───────────────────────────── host controls and preferences ─────────────────────────────

  private seatOf(client: Client): number {
    return this.book.seatOfSession(client.sessionId);
  }

  private requireSeat(client: Client): number {
    const seat = this.seatOf(client);
    if (seat < 0) throw roomError("spectator_cannot_act");
    return seat;
  }

  private requireHost(client: Client) {
    const seat = this.seatOf(client);
    if (seat < 0 || !this.state.seats[seat].host) throw roomError("not_host");
  }

  private onAddBot(client: Client, msg: { seat?: number; level: BotLevel }) {
    this.requireHost(client);
    if (this.state.status !== "waiting") throw roomError("already_started");
    const seat = msg.seat ?? this.state.seats.findIndex((s, i) => !s.occupied && !this.book.seats[i].sessionId);
    if (seat < 0 || seat >= this.state.seats.length || this.state.seats[seat].occupied || this.book.seats[seat].sessionId) {
      throw roomError("no_empty_seat");
    }
    const s = this.state.seats[seat];
    s.occupied = true;
    s.bot = true;
    s.botLevel = msg.level;
    s.connected = true;
    s.name = msg.level === "random" ? `隨機 Bot ${seat + 1}` : `電腦 Bot ${seat + 1}`;
    void this.updateListing();
  }

  private onRemoveBot(client: Client, msg: { seat: number }) {
    this.requireHost(client);
    if (this.state.status !== "waiting") throw roomError("already_started");
    if (!this.state.seats[msg.seat]?.bot) throw roomError("not_a_bot");
    this.freeSeat(msg.seat);
  }

  /** Private to the seat: nobody else learns it (auto-passes look like clicks; see automation.ts). */
  private onPrefs(client: Client, msg: { autoPass: AutoPass }) {
    const seat = this.requireSeat(client);
    this.book.seats[seat].autoPass = msg.autoPass;
    client.send("prefs", { autoPass: msg.autoPass });
    this.scheduleAutomation();
  }

  /** "I'm back" after timeouts made a bot play the seat. */
  private onPresent(client: Client) {
    const seat = this.requireSeat(client);
    if (this.book.seats[seat].away) this.announce([{ type: "present", seat, zh: `${this.state.seats[seat].name} 回來繼續下。`, en: `${this.state.seats[seat].name} is playing again.` }]);
    this.book.present(seat);
    this.state.seats[seat].away = false;
    this.scheduleAutomation();
  }

  private onStart(client: Client) {
    this.requireHost(client);
    if (this.state.status !== "waiting") throw roomError("already_started");
    if (this.state.seats.some((s) => !s.occupied)) throw roomError("seats_not_filled");
    this.startGame();
  }

  /** Record first: a game whose record cannot be created does not start (the host gets storage_unavailable). */
  private startGame() {
    const { store, logger } = context();
    const seed = randomBytes(32).toString("hex");
    const gameId = randomUUID();
    const commitment = sha256(seed);
    store.createGame({
      id: gameId,
      code: this.roomId,
      mode: this.engine.id,
      engineVersion: this.engine.version,
      options: this.gameOptions,
      table: this.settings,
      seats: this.storedSeats(),
      seed,
      commitment,
      createdAt: Date.now(),
    });
    this.seed = seed;
    this.gameId = gameId;
    this.gameState = this.engine.setup(this.gameOptions, this.seed, this.settings.seats);
    this.state.status = "playing";
    // A running game outlives its connections: it ends with a result (bots finish abandoned seats), not a dispose.
    this.autoDispose = false;
    this.state.seq = 0;
    this.state.seed = "";
    this.state.result = "";
    this.finalView = undefined;
    this.log.clear();
    this.turnKey = "";
    this.clocks = new TableClocks();
    this.state.commitment = commitment;
    this.state.gameId = this.gameId;
    this.book.seats.forEach((_, i) => {
      this.book.clear(i);
      this.state.seats[i].away = false;
    });
    this.announce([{ type: "start", zh: `遊戲開始。骰子種子承諾：${commitment.slice(0, 16)}…`, en: `Game started. Dice seed commitment: ${commitment.slice(0, 16)}…` }]);
    // A private game becomes watchable once its seats are full: only spectators can still join.
    if (this.settings.private && this.settings.watchable) void this.setPrivate(false);
    logger.info({ room: this.roomId, gameId: this.gameId, mode: this.engine.id }, "game started");
    this.afterChange(this.engine.setupEvents?.(this.gameOptions, this.seed, this.settings.seats) ?? []);
    void this.updateListing();
  }

  private onRematch(client: Client) {
    const seat = this.requireSeat(client);
    if (this.state.status !== "finished") throw roomError("not_started");
    this.book.seats[seat].rematch = true;
    const humansReady = this.state.seats.every((s, i) => s.bot || this.book.seats[i].rematch);
    if (!humansReady) {
      this.broadcast("rematch", { seat, requested: true });
      this.announce([{ type: "rematch_request", seat, zh: `${this.state.seats[seat].name} 想再來一局。`, en: `${this.state.seats[seat].name} wants a rematch.` }]);
      return;
    }
    // The engine may say how to swap the first player; otherwise everyone moves one seat on.
    if (this.engine.rematchOptions) this.gameOptions = this.engine.optionsSchema.parse(this.engine.rematchOptions(this.gameState, this.gameOptions));
    else this.rotateSeatsForRematch();
    this.book.seats.forEach((s) => (s.rematch = false));
    this.startGame();
  }

  /** Same players, the first seat moves to the back so the first player changes (engines without rematchOptions). */
  private rotateSeatsForRematch() {
    const seats = [...this.state.seats].map((s) => s.clone());
    seats.push(seats.shift()!);
    this.book.rotate();
    seats.forEach((s, i) => this.state.seats[i].assign({ name: s.name, occupied: s.occupied, connected: s.connected, bot: s.bot, botLevel: s.botLevel, replacedByBot: s.replacedByBot, host: s.host, away: false }));
    // Every seated client now sits elsewhere: its view follows (showSeatTo) and it is told its new seat.
    for (const client of this.clients) {
      const seat = this.seatOf(client);
      if (seat < 0) continue;
      this.showSeatTo(client, seat);
      client.send("seat", { seat });
    }
  }

  // ───────────────────────────── actions ─────────────────────────────

  private onAction(client: Client, msg: { seq: number; action: unknown }) {
    const seat = this.requireSeat(client);
    if (this.state.status === "waiting") throw roomError("not_started");
    if (this.state.status === "finished") throw roomError("game_over");
    if (msg.seq !== this.state.seq) throw roomError("stale_action", `(expected seq ${this.state.seq}, got ${msg.seq})`);
    const action = this.engine.actionSchema.safeParse(msg.action);
    if (!action.success) throw roomError("bad_action", firstIssue(action.error));
    const wasAway = this.book.seats[seat].away;
    this.applyAction(seat, action.data, "player");
    // A player who acts is at the table: a bot that stood in for timeouts steps aside, and the bot move the action
    // scheduled for the seat (decided while it was still away) is decided again.
    this.state.seats[seat].away = false;
    this.book.present(seat);
    if (wasAway && this.state.status === "playing") this.scheduleAutomation();
  }

  /**
   * The one path by which the game changes: engine first (may throw), then the record (may throw
   * StorageUnavailableError: then nothing changed), then everyone's view.
   */
  private applyAction(seat: number, action: unknown, by: By, note?: GameEvent) {
    const { state, events } = this.engine.apply(this.gameState, seat, action);
    const seq = this.state.seq;
    context().store.appendAction(this.gameId, { seq, seat, action, by, t: Date.now() });
    this.gameState = state;
    this.state.seq = seq + 1;
    if (note) events.unshift(note);
    this.afterChange(events);
  }

  private afterChange(events: GameEvent[]) {
    this.project();
    this.queueLines(this.log.add(this.state.seq, this.namedEvents(events)));
    const result = this.engine.result(this.gameState);
    if (result) return this.finishGame(result);
    this.scheduleAutomation();
  }

  private finishGame(result: GameResult) {
    const { store, logger } = context();
    this.clearTimers();
    this.state.status = "finished";
    this.autoDispose = true;
    syncList(this.state.activeSeats, []);
    this.state.turnDeadline = 0;
    this.state.clockSeat = -1;
    // The record keeps the engine's own result (verify compares it with a replay); players get names in it.
    const resultWithSeats = { ...result, replacedByBot: this.state.seats.map((s) => s.replacedByBot) };
    const shown = { ...resultWithSeats, summary: withSeatNames(result.summary, this.seatNames()) };
    this.state.result = JSON.stringify(shown);
    this.state.seed = this.seed;
    // Everything may be seen once the game is over.
    this.finalView = this.engine.view(this.gameState, "all");
    this.broadcast("final", this.finalView, { afterNextPatch: true });
    this.persistFinish(resultWithSeats, stateHash(this.gameState));
    this.persistSeats();
    this.announce([{ type: "end", zh: `遊戲結束：${shown.summary.zh}`, en: `Game over: ${shown.summary.en}` }]);
    this.broadcast("result", shown, { afterNextPatch: true });
    void this.updateListing();
    logger.info({ room: this.roomId, gameId: this.gameId, result: result.summary.en }, "game finished");
    if (this.clients.length === 0) void this.disconnect();
  }

  /** The last write of a game: every move is already stored, so a storage failure here is retried until it lands. */
  private persistFinish(result: unknown, hash: string, attempt = 0) {
    try {
      context().store.finishGame(this.gameId, result, hash);
    } catch (e) {
      context().logger.error({ err: e, room: this.roomId, gameId: this.gameId, attempt }, "could not record the end of the game; retrying");
      const gameId = this.gameId;
      setTimeout(() => !this.disposed && gameId === this.gameId && this.persistFinish(result, hash, attempt + 1), RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]).unref();
    }
  }

  // ───────────────────────────── bots, clocks and auto-pass ─────────────────────────────

  /** After every change: a bot or an auto-pass to play, or a clock to run, or nothing. */
  private scheduleAutomation() {
    if (this.playingOut || this.disposed) return;
    this.clearTimers();
    if (this.state.status !== "playing") return;
    this.trackTurn();
    const step = nextStep(this.engine, this.gameState, this.book.control((i) => this.state.seats[i].bot));
    const { config } = context();
    if (step.kind !== "wait" || step.clock !== "turn") this.clocks.handOver();
    switch (step.kind) {
      case "idle":
        return;
      case "bot":
        if (this.clients.length === 0 && !this.book.seats.some((s) => s.awaitingReturn)) return this.playOutWithBots();
        this.automation = this.later(() => this.playBot(step.seat, step.reason), config.BOT_DELAY_MS + this.retryPause());
        return;
      case "autoPass": {
        const [lo, hi] = config.AUTO_PASS_MS;
        const pause = lo + this.botRng.int(hi - lo + 1);
        this.automation = this.later(() => this.playAutomatic(step.seat, () => step.action, "auto"), pause + this.retryPause());
        return;
      }
      case "wait":
        return this.runClock(step.seat, step.clock);
    }
  }

  /** A new turn (number or owner changed): fresh turn clock, nobody timed out in it yet. */
  private trackTurn() {
    this.turnKey = `${this.engine.turnNumber(this.gameState)}/${turnOwnerOf(this.engine, this.gameState)}`;
    if (this.clocks.newTurn(this.turnKey)) this.book.newTurn();
  }

  /** `seat` is to decide: its turn clock (or the window's) runs, and the table shows whose and until when. */
  private runClock(seat: number, kind: "turn" | "response") {
    const seconds = kind === "turn" ? this.settings.turnSeconds : this.responseSeconds();
    this.state.clockSeat = seat;
    this.state.clockKind = kind;
    if (seconds <= 0) return;
    const now = Date.now();
    const deadline = kind === "turn" ? this.clocks.startTurn(seconds * 1000, now) : this.clocks.startResponse(`${seat}/${this.state.seq}`, seconds * 1000, now);
    this.state.turnDeadline = deadline;
    this.turnTimer = this.later(() => this.clockRanOut(seat, kind), Math.max(0, deadline - now));
  }

  private responseSeconds(): number {
    return responseSecondsFor(this.settings.turnSeconds, this.settings.responseSeconds);
  }

  /**
   * A turn clock ran out: a bot finishes the turn, and after `timeoutsBeforeBot` turns in a row the seat is "away"
   * (a bot plays it until its player acts again). A window's clock ran out: the window is passed.
   */
  private clockRanOut(seat: number, kind: "turn" | "response") {
    const name = this.state.seats[seat].name;
    if (kind === "response") {
      const window = this.engine.responseWindow?.(this.gameState, seat);
      if (!window) return this.scheduleAutomation();
      this.playAutomatic(seat, () => window.pass, "timeout", { type: "window_timeout", seat, zh: `${name} 未在時限內回應，視為放棄。`, en: `${name} did not answer in time and passed.` });
      return;
    }
    const secret = this.book.seats[seat];
    secret.timedOutTurn = true;
    secret.timeouts += 1;
    const note: GameEvent = { type: "timeout", seat, zh: `${name} 的回合時間用完，由電腦代為完成這一回合。`, en: `${name} ran out of time; a bot finishes the turn for them.` };
    if (secret.timeouts >= this.settings.timeoutsBeforeBot && !secret.away) {
      secret.away = true;
      this.state.seats[seat].away = true;
      note.zh += `已連續逾時 ${secret.timeouts} 次：之後由電腦代打，直到 ${name} 回來行動。`;
      note.en += ` That is ${secret.timeouts} in a row: a bot plays for ${name} until they act again.`;
    }
    const level = (this.state.seats[seat].botLevel || "greedy") as BotLevel;
    this.playAutomatic(seat, (rng) => this.botMove(seat, rng, level), "timeout", note);
  }

  /**
   * Nobody is at the table and nobody can come back: the bots finish the game move by move through the same path
   * (each action recorded), in slices that give the event loop back between them, so other tables never stall.
   */
  private playOutWithBots() {
    this.playingOut = true;
    try {
      for (let n = 0; n < PLAYOUT_SLICE && this.state.status === "playing"; n++) {
        const seat = this.engine.activeSeats(this.gameState).find((s) => this.state.seats[s]?.bot);
        if (seat === undefined || !this.playBot(seat, "bot")) break;
      }
    } finally {
      this.playingOut = false;
    }
    if (this.state.status !== "playing") return;
    // setImmediate rather than the room clock: the clock only ticks with patches and there may be no one to patch.
    setImmediate(() => !this.disposed && this.state.status === "playing" && this.scheduleAutomation());
  }

  private clearTimers() {
    this.clocks.stop(Date.now());
    this.automation?.clear();
    this.turnTimer?.clear();
    this.automation = this.turnTimer = undefined;
    this.state.turnDeadline = 0;
    this.state.clockSeat = -1;
    this.state.clockKind = "";
  }

  /** A bot's move for `seat`. Returns whether a move was made (false: refused by storage, retried later). */
  private playBot(seat: number, reason: "bot" | "timeout" | "away"): boolean {
    const level = (this.state.seats[seat].botLevel || "greedy") as BotLevel;
    const by: By = reason === "bot" ? (this.state.seats[seat].replacedByBot ? "abandoned" : "bot") : reason;
    return this.playAutomatic(seat, (rng) => this.botMove(seat, rng, level), by);
  }

  private botMove(seat: number, rng: Rng, level: BotLevel): unknown {
    try {
      return this.engine.bot(this.gameState, seat, rng, level);
    } catch (e) {
      // A bot that cannot move is an engine bug; log it loudly and play its random level so the game goes on.
      context().logger.error({ err: e, room: this.roomId, seat }, "bot failed to choose a move");
      return this.engine.bot(this.gameState, seat, rng, "random");
    }
  }

  /** A move nobody clicked (bot, clock, auto-pass). Storage failures back off and retry; nothing else escapes. */
  private playAutomatic(seat: number, choose: (rng: Rng) => unknown, by: By, note?: GameEvent): boolean {
    if (this.state.status !== "playing" || !this.engine.activeSeats(this.gameState).includes(seat)) return false;
    try {
      this.applyAction(seat, choose(this.botRng), by, note);
      this.automaticFailures = 0;
      return true;
    } catch (e) {
      // Nothing changed (the engine or the record refused): wait longer each time, so a fault never spins.
      this.automaticFailures += 1;
      const log = context().logger;
      if (e instanceof StorageUnavailableError) log.warn({ err: e, room: this.roomId, seat, failures: this.automaticFailures }, "storage unavailable: the automatic move waits");
      else log.error({ err: e, room: this.roomId, seat, by, failures: this.automaticFailures }, "automatic move failed");
      if (!this.playingOut) this.scheduleAutomation();
      return false;
    }
  }

  private retryPause(): number {
    return this.automaticFailures ? RETRY_MS[Math.min(this.automaticFailures - 1, RETRY_MS.length - 1)] : 0;
  }

  /** The room clock with every callback guarded: an error is logged, never thrown out of a timer. */
  private later(fn: () => void, ms: number): Delayed {
    return this.clock.setTimeout(() => {
      try {
        fn();
      } catch (e) {
        context().logger.error({ err: e, room: this.roomId }, "timer callback failed");
      }
    }, ms);
  }

  // ───────────────────────────── projection and messages ─────────────────────────────

  /** The engine state into the mode's schema, in place: only what changed goes out in the next patch. */
  private project() {
    if (this.gameState === undefined) return;
    const turnBefore = this.state.turn;
    this.mode.wire.sync(this.gameState, this.state.game);
    this.state.turn = this.engine.turnNumber(this.gameState);
    syncList(this.state.activeSeats, this.engine.activeSeats(this.gameState));
    for (const client of this.clients) {
      const seat = this.seatOf(client);
      if (seat >= 0 && this.viewSeat.get(client.sessionId) !== seat) this.showSeatTo(client, seat);
    }
    if (this.state.turn !== turnBefore) void this.updateListing();
  }

  /**
   * A seated client's StateView holds exactly its own seat's secrets (added without the parent chain, which
   * would leak every root-level @view field). Before the first sync the game has no seats yet; project() calls
   * this again then. When a client changes seat (a rematch rotation), the old seat's secrets leave its view.
   */
  private showSeatTo(client: Client, seat: number) {
    const view = (client.view ??= new StateView());
    const before = this.viewSeat.get(client.sessionId);
    if (before !== undefined && before !== seat) for (const ref of this.seatRefs(before)) forget(view, ref);
    const refs = this.seatRefs(seat);
    for (const ref of refs) view.add(ref, -1, false);
    if (refs.length) this.viewSeat.set(client.sessionId, seat);
    else this.viewSeat.delete(client.sessionId);
  }

  private seatRefs(seat: number): Schema[] {
    return this.mode.wire.seatRefs(this.state.game, seat);
  }

  /** A line for the table from the room itself (joins, drops, the start and the end). */
  private announce(events: Pick<GameEvent, "type" | "seat" | "zh" | "en">[]) {
    this.queueLines(this.log.add(this.state.seq, events));
  }

  private namedEvents(events: GameEvent[]): GameEvent[] {
    const names = this.seatNames();
    return events.map((e) => withSeatNames(e, names));
  }

  /**
   * Each client gets the lines it may see right after the patch that shows the new position. The patch goes out
   * at once instead of waiting for the next patch interval (turn-based games want the answer to a click now);
   * setImmediate keeps it out of any clock callback that is running.
   */
  private queueLines(lines: LogLine[]) {
    this.outbox.push(...lines);
    if (this.flushQueued) return;
    this.flushQueued = true;
    setImmediate(() => {
      this.flushQueued = false;
      if (this.disposed) return;
      // Each client's patch and its lines leave in one socket write instead of two (the writes dominate a move's cost).
      const sockets = this.clients.map(socketOf).filter((s): s is Corkable => s !== undefined);
      for (const s of sockets) s.cork();
      try {
        this.broadcastPatch();
        this.sendLines(this.outbox.splice(0));
      } finally {
        for (const s of sockets) s.uncork();
      }
    });
  }

  /**
   * Everyone gets the public lines; a seat with private lines of its own gets its own message instead. The common
   * message is encoded once for all (the usual case: a move without a private line).
   */
  private sendLines(lines: LogLine[]) {
    if (lines.length === 0) return;
    const withData = !!this.engine.liveEventData;
    const seq = this.state.seq;
    const privateSeats = new Set(lines.flatMap((l) => l.visibleTo ?? []));
    const own = this.clients.filter((c) => privateSeats.has(this.seatOf(c)));
    for (const client of own) {
      const seat = this.seatOf(client);
      client.send("events", { seq, events: lines.filter((l) => canSee(l, seat)).map((l) => wireLine(l, withData)) });
    }
    const common = lines.filter((l) => !l.visibleTo);
    if (common.length) this.broadcast("events", { seq, events: common.map((l) => wireLine(l, withData)) }, { except: own });
  }

  private sendError(client: Client, code: RoomErrorCode, detail?: string) {
    const [zh, en] = ROOM_ERRORS[code];
    client.send("error", { code, message: { zh: detail ? `${zh} ${detail}` : zh, en: detail ? `${en} ${detail}` : en } });
  }

  private sendRuleError(client: Client, e: RuleError) {
    client.send("error", { code: e.code, message: withSeatNames({ zh: e.zh, en: e.en }, this.seatNames()) });
  }

  /** Engines write seats as {p0}…; players read names. */
  private seatNames(): string[] {
    return this.state.seats.map((s) => s.name);
  }

  private storedSeats(): StoredSeat[] {
    return this.state.seats.map((s, i) => ({ name: s.name, bot: s.bot, replacedByBot: s.replacedByBot || undefined, tokenHash: this.book.seats[i].tokenHash }));
  }

  /** Seats in the record (who left, who a bot replaced): a storage failure is logged; the next change writes again. */
  private persistSeats() {
    if (!this.gameId) return;
    try {
      context().store.updateSeats(this.gameId, this.storedSeats());
    } catch (e) {
      context().logger.error({ err: e, room: this.roomId, gameId: this.gameId }, "could not record the seats");
    }
  }

  /** Metadata feeds the lobby; Colyseus 0.16 tells realtime lobbies only when asked (`updateLobby`). */
  private async updateListing() {
    await this.setMetadata({
      mode: this.engine.id,
      code: this.roomId,
      status: this.state.status,
      private: this.settings.private,
      watchable: this.settings.watchable,
      seatCount: this.settings.seats,
      taken: this.state.seats.filter((s) => s.occupied).length,
      players: this.state.seats.map((s) => (s.occupied ? s.name : "")),
      spectators: this.state.spectators,
      turn: this.state.turn,
      turnSeconds: this.settings.turnSeconds,
      createdAt: this.createdAt,
      ...(this.engine.optionsLabel ? { optionsLabel: this.engine.optionsLabel(this.gameOptions) } : {}),
    });
    updateLobby(this);
  }

  async onDispose() {
    this.disposed = true;
    this.clearTimers();
    await releaseTableCode(this.presence, this.roomId);
    // A table closed mid-game (everyone left and the bots could not finish) keeps its record for a restore.
  }
}

interface Corkable {
  cork(): void;
  uncork(): void;
}

/** The TCP socket under a client's WebSocket (ws keeps it as `_socket`), when there is one. */
/** A message type as text for an error line: strings and numbers as they are, anything else by its kind. */
function typeName(type: unknown): string {
  return typeof type === "string" || typeof type === "number" ? String(type).slice(0, 40) : typeof type;
}

/**
 * Takes a seat's secrets out of a view. StateView.remove forgets the ref itself but leaves the trees under it
 * (a hand, its cards) visible, so their later changes would still be encoded for this client: forget those too.
 */
function forget(view: StateView, ref: Schema) {
  view.remove(ref);
  const walk = (tree: ChangeTree | undefined) =>
    tree?.forEachChild((child) => {
      view.visible.delete(child);
      walk(child);
    });
  walk(ref[$changes]);
}

function socketOf(client: Client): Corkable | undefined {
  const socket = (client as unknown as { ref?: { _socket?: Corkable } }).ref?._socket;
  return socket && typeof socket.cork === "function" ? socket : undefined;
}

function stripServerKeys(raw: unknown): unknown {
  if (!raw || typeof raw !== "object") return raw;
  const { mode: _m, restore: _r, ...rest } = raw as Record<string, unknown>;
  return rest;
}

function roomError(code: RoomErrorCode, detail?: string): RuleError {
  const [zh, en] = ROOM_ERRORS[code];
  return new RuleError(code, detail ? `${zh} ${detail}` : zh, detail ? `${en} ${detail}` : en);
}

function firstIssue(error: { issues: { path: (string | number)[]; message: string }[] }): string {
  const issue = error.issues[0];
  if (!issue) return "";
  return `${issue.path.length ? issue.path.join(".") + ": " : ""}${issue.message}`;
}
