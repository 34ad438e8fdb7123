import { createHash, randomBytes, randomUUID } from "node:crypto";
import { Room, ServerError, updateLobby, type Client, type Delayed } from "@colyseus/core";
import { StateView, type Schema } from "@colyseus/schema";
import type { AnyEngine, BotLevel, GameEvent } from "../../../shared/src/core/engine";
import { RuleError, isRuleError } from "../../../shared/src/core/errors";
import { withSeatNames } from "../../../shared/src/core/text";
import { Rng } from "../../../shared/src/core/rng";
import { stateHash } from "../../../shared/src/core/hash";
import { syncList } from "../../../shared/src/core/wire";
import {
  CLIENT_MESSAGES,
  JoinOptions,
  ROOM_ERRORS,
  TableSettings,
  type ClientMessageType,
  type RoomErrorCode,
} from "../../../shared/src/protocol/messages";
import { context } from "../context";
import { joinRefusal, type JoinErrorCode } from "../matchmaking/joinError";
import type { StoredSeat } from "../records/store";
import { TokenBucket } from "./rateLimit";
import { hostedMode, type GameMode } from "../modes";
import { SeatState, type ModeTableState } from "./schema";
import { TableLog, canSee, wireLine, type LogLine } from "./tableLog";
import { releaseTableCode, reserveTableCode } from "./tableCode";

// Encoder.BUFFER_SIZE stays at Colyseus' default (8 KB): the largest full state measured, a 2v2 五行戰鬥牌 or a
// late 生剋棋 game with its card catalogue, is under 3 KB (`npm run bench -- --only sync` prints `join_bytes`).

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

/** Seat bookkeeping that never goes to clients. */
interface SeatSecret {
  tokenHash?: string;
  /** sessionId holding or reserving the seat. */
  sessionId?: string;
  /** A reconnection window or a seat-token rejoin is pending. */
  awaitingReturn?: Delayed;
  rematch?: boolean;
}

export const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

/** A join refusal whose detail is the same text in both languages (zod messages, seat counts). */
function joinError(code: JoinErrorCode, detail?: string): ServerError {
  return joinRefusal(code, detail === undefined ? undefined : { zh: ` ${detail}`, en: detail });
}

/**
 * One room class serves every game mode: it turns messages into engine calls and engine state into schema.
 * Rules live in the engine; this file knows seats, spectators, turns, timers, bots, reconnection and records.
 */
export class GameRoom extends Room<ModeTableState> {
  private mode!: GameMode;
  private engine!: AnyEngine;
  private gameState: unknown;
  private gameOptions: unknown;
  private settings!: TableSettings & { seats: number };
  private seed = "";
  private gameId = "";
  private secrets: SeatSecret[] = [];
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

  async onCreate(raw: Record<string, unknown>) {
    const ctx = context();
    this.mode = hostedMode(String(raw.mode))!;
    this.engine = this.mode.engine;
    this.maxClients = 8 + ctx.config.MAX_SPECTATORS;
    this.autoDispose = true;
    this.botRng = Rng.fromSeed(randomBytes(16).toString("hex"));
    this.setState(new this.mode.State());
    this.state.mode = this.engine.id;

    const restore = raw.restore as RestoreOptions | undefined;
    if (restore && restore.restoreKey === ctx.restoreKey) {
      await this.restoreFrom(restore.gameId);
    } else {
      await this.openTable(raw);
    }
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
    this.state.options = JSON.stringify({ ...this.settings, options: this.engine.publicOptions?.(this.gameOptions) ?? this.gameOptions });
    this.state.seats.push(...Array.from({ length: this.settings.seats }, () => new SeatState()));
    this.secrets = Array.from({ length: this.settings.seats }, () => ({}));
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
      this.secrets[i].tokenHash = s.tokenHash;
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
      if (!seat.bot) this.awaitReturn(i, undefined);
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
    this.onMessage("*", (client, type) => this.sendError(client, "unknown_message", `"${String(type)}"`));
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
      }
    } catch (e) {
      if (isRuleError(e)) return this.sendRuleError(client, e);
      context().logger.error({ err: e, room: this.roomId, type }, "message handler failed");
      this.sendError(client, "internal");
    }
  }

  private allowMessage(client: Client): boolean {
    let bucket = this.buckets.get(client.sessionId);
    if (!bucket) this.buckets.set(client.sessionId, (bucket = new TokenBucket(10, 30)));
    return bucket.take();
  }

  // ───────────────────────────── joining, seats and spectators ─────────────────────────────

  onAuth(client: Client, raw: unknown): SeatAuth {
    const parsed = JoinOptions.safeParse(stripServerKeys(raw));
    if (!parsed.success) throw joinError("bad_join_options", firstIssue(parsed.error));
    const opts = parsed.data;
    if (opts.seatToken) {
      const seat = this.secrets.findIndex((s) => s.tokenHash === sha256(opts.seatToken!));
      if (seat < 0) throw joinError("bad_seat_token");
      const previous = this.secrets[seat].sessionId;
      if (previous && previous !== client.sessionId) this.clients.getById(previous)?.leave(4001);
      this.secrets[seat].sessionId = client.sessionId;
      return { role: "seat", seat, name: this.state.seats[seat].name };
    }
    if (opts.spectate) return { role: "spectator", seat: -1, name: opts.name };
    if (this.state.status !== "waiting") throw joinError("table_full");
    const seat = this.state.seats.findIndex((s, i) => !s.occupied && !this.secrets[i].sessionId);
    if (seat < 0) throw joinError("table_full");
    const token = randomBytes(18).toString("base64url");
    this.secrets[seat] = { tokenHash: sha256(token), sessionId: client.sessionId };
    this.releaseUnusedReservation(seat, client.sessionId);
    return { role: "seat", seat, name: opts.name, newToken: token };
  }

  /** A reservation that is never consumed must not hold the seat forever. */
  private releaseUnusedReservation(seat: number, sessionId: string) {
    this.clock.setTimeout(() => {
      const secret = this.secrets[seat];
      if (secret.sessionId === sessionId && !this.state.seats[seat].occupied) this.secrets[seat] = {};
    }, 20_000);
  }

  onJoin(client: Client, _options: unknown, auth: SeatAuth) {
    client.send("log", { lines: this.log.backlogFor(auth.role === "seat" ? auth.seat : -1) });
    if (this.finalView !== undefined) client.send("final", this.finalView);
    if (auth.role === "spectator") {
      this.state.spectators += 1;
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
    this.seatConnected(auth.seat, returning);
  }

  async onLeave(client: Client, consented: boolean) {
    this.buckets.delete(client.sessionId);
    const seatIndex = this.secrets.findIndex((s) => s.sessionId === client.sessionId);
    if (seatIndex < 0) {
      this.state.spectators = Math.max(0, this.state.spectators - 1);
      void this.updateListing();
      return;
    }
    const seat = this.state.seats[seatIndex];
    seat.connected = false;
    if (this.state.status === "waiting" && consented) {
      this.freeSeat(seatIndex);
      return;
    }
    if (this.state.status !== "playing") {
      if (this.state.status === "waiting") this.awaitReturn(seatIndex, undefined);
      return;
    }
    this.announce([{ type: "dropped", seat: seatIndex, zh: `${seat.name} 斷線了，保留座位 ${context().config.RECONNECT_SECONDS} 秒。`, en: `${seat.name} dropped; the seat is kept for ${context().config.RECONNECT_SECONDS} s.` }]);
    this.awaitReturn(seatIndex, consented ? undefined : client);
  }

  /**
   * Keep a seat for its player for RECONNECT_SECONDS: through Colyseus' reconnection token, or through the seat
   * token. When the window ends a bot takes the seat (playing) or the seat opens again (waiting).
   */
  private awaitReturn(seatIndex: number, client: Client | undefined) {
    const seconds = context().config.RECONNECT_SECONDS;
    const secret = this.secrets[seatIndex];
    const sessionId = secret.sessionId;
    secret.awaitingReturn?.clear();
    secret.awaitingReturn = this.clock.setTimeout(() => this.abandonSeat(seatIndex, sessionId), seconds * 1000);
    if (client) {
      // Colyseus does not call onJoin for a reconnection: the same sessionId comes back with its StateView.
      this.allowReconnection(client, seconds).promise.then(
        () => this.onReconnected(seatIndex, sessionId),
        () => undefined,
      );
    }
  }

  private onReconnected(seatIndex: number, sessionId: string | undefined) {
    if (this.secrets[seatIndex].sessionId !== sessionId) return;
    const client = this.clients.getById(sessionId!);
    client?.send("seat", { seat: seatIndex });
    client?.send("log", { lines: this.log.backlogFor(seatIndex) });
    this.seatConnected(seatIndex, true);
  }

  /** A seat's player is (back) at the table: stop waiting for them, and a bot that stood in steps aside. */
  private seatConnected(seatIndex: number, returning: boolean) {
    const secret = this.secrets[seatIndex];
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
    const secret = this.secrets[seatIndex];
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
    this.secrets[seatIndex] = {};
    if (wasHost) {
      const next = this.state.seats.find((s) => s.occupied && !s.bot);
      if (next) next.host = true;
    }
    void this.updateListing();
  }

  // ───────────────────────────── host controls ─────────────────────────────

  private seatOf(client: Client): number {
    return this.secrets.findIndex((s) => s.sessionId === client.sessionId);
  }

  private requireHost(client: Client) {
    const seat = this.seatOf(client);
    if (seat < 0 || !this.state.seats[seat].host) throw roomError("not_host");
  }

  private onAddBot(client: Client, msg: { seat?: number; level: BotLevel }) {
    this.requireHost(client);
    if (this.state.status !== "waiting") throw roomError("already_started");
    const seat = msg.seat ?? this.state.seats.findIndex((s, i) => !s.occupied && !this.secrets[i].sessionId);
    if (seat < 0 || seat >= this.state.seats.length || this.state.seats[seat].occupied || this.secrets[seat].sessionId) {
      throw roomError("no_empty_seat");
    }
    const s = this.state.seats[seat];
    s.occupied = true;
    s.bot = true;
    s.botLevel = msg.level;
    s.connected = true;
    s.name = msg.level === "greedy" ? `電腦 Bot ${seat + 1}` : `隨機 Bot ${seat + 1}`;
    void this.updateListing();
  }

  private onRemoveBot(client: Client, msg: { seat: number }) {
    this.requireHost(client);
    if (this.state.status !== "waiting") throw roomError("already_started");
    if (!this.state.seats[msg.seat]?.bot) throw roomError("not_a_bot");
    this.freeSeat(msg.seat);
  }

  private onStart(client: Client) {
    this.requireHost(client);
    if (this.state.status !== "waiting") throw roomError("already_started");
    if (this.state.seats.some((s) => !s.occupied)) throw roomError("seats_not_filled");
    this.startGame();
  }

  private startGame() {
    const { store, logger } = context();
    this.seed = randomBytes(32).toString("hex");
    this.gameId = randomUUID();
    this.gameState = this.engine.setup(this.gameOptions, this.seed, this.settings.seats);
    this.state.status = "playing";
    // A running game outlives its connections: it ends with a result (bots finish abandoned seats), not a dispose.
    this.autoDispose = false;
    this.state.seq = 0;
    this.state.seed = "";
    this.state.result = "";
    this.finalView = undefined;
    this.log.clear();
    this.state.commitment = sha256(this.seed);
    this.state.gameId = this.gameId;
    store.createGame({
      id: this.gameId,
      code: this.roomId,
      mode: this.engine.id,
      engineVersion: this.engine.version,
      options: this.gameOptions,
      table: this.settings,
      seats: this.storedSeats(),
      seed: this.seed,
      commitment: this.state.commitment,
      createdAt: Date.now(),
    });
    this.announce([{ type: "start", zh: `遊戲開始。骰子種子承諾：${this.state.commitment.slice(0, 16)}…`, en: `Game started. Dice seed commitment: ${this.state.commitment.slice(0, 16)}…` }]);
    // A private game becomes watchable once its seats are full: only spectators can still join.
    if (this.settings.private && this.settings.watchable) void this.setPrivate(false);
    logger.info({ room: this.roomId, gameId: this.gameId, mode: this.engine.id }, "game started");
    this.afterChange(this.engine.setupEvents?.(this.gameOptions, this.seed, this.settings.seats) ?? []);
    void this.updateListing();
  }

  private onRematch(client: Client) {
    const seat = this.seatOf(client);
    if (seat < 0) throw roomError("spectator_cannot_act");
    if (this.state.status !== "finished") throw roomError("not_started");
    this.secrets[seat].rematch = true;
    const humansReady = this.state.seats.every((s, i) => s.bot || this.secrets[i].rematch);
    if (!humansReady) {
      this.broadcast("rematch", { seat, requested: true });
      this.announce([{ type: "rematch_request", seat, zh: `${this.state.seats[seat].name} 想再來一局。`, en: `${this.state.seats[seat].name} wants a rematch.` }]);
      return;
    }
    // The engine may say how to swap the first player; otherwise everyone moves one seat on.
    if (this.engine.rematchOptions) this.gameOptions = this.engine.optionsSchema.parse(this.engine.rematchOptions(this.gameState, this.gameOptions));
    else this.rotateSeatsForRematch();
    this.secrets.forEach((s) => (s.rematch = false));
    this.startGame();
  }

  /** Same players, the first seat moves to the back so the first player changes (engines without rematchOptions). */
  private rotateSeatsForRematch() {
    const seats = [...this.state.seats].map((s) => s.clone());
    const secrets = [...this.secrets];
    seats.push(seats.shift()!);
    secrets.push(secrets.shift()!);
    this.secrets = secrets;
    seats.forEach((s, i) => {
      const target = this.state.seats[i];
      target.name = s.name;
      target.occupied = s.occupied;
      target.connected = s.connected;
      target.bot = s.bot;
      target.botLevel = s.botLevel;
      target.replacedByBot = s.replacedByBot;
      target.host = s.host;
    });
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
    const seat = this.seatOf(client);
    if (seat < 0) throw roomError("spectator_cannot_act");
    if (this.state.status === "waiting") throw roomError("not_started");
    if (this.state.status === "finished") throw roomError("game_over");
    if (msg.seq !== this.state.seq) throw roomError("stale_action", `(expected seq ${this.state.seq}, got ${msg.seq})`);
    const action = this.engine.actionSchema.safeParse(msg.action);
    if (!action.success) throw roomError("bad_action", firstIssue(action.error));
    this.applyAction(seat, action.data, "player");
  }

  /** The one path by which the game changes: engine first (may throw), then the record, then everyone's view. */
  private applyAction(seat: number, action: unknown, by: "player" | "bot" | "timeout" | "abandoned") {
    const { state, events } = this.engine.apply(this.gameState, seat, action);
    const seq = this.state.seq;
    context().store.appendAction(this.gameId, { seq, seat, action, by, t: Date.now() });
    this.gameState = state;
    this.state.seq = seq + 1;
    if (by === "timeout") {
      events.unshift({ type: "timeout", seat, zh: `${this.state.seats[seat].name} 超時，由電腦代為行動。`, en: `${this.state.seats[seat].name} ran out of time; a bot moved for them.` });
    }
    this.afterChange(events);
  }

  private afterChange(events: GameEvent[]) {
    this.project();
    this.queueLines(this.log.add(this.state.seq, this.namedEvents(events)));
    const result = this.engine.result(this.gameState);
    if (result) return this.finishGame(result);
    this.scheduleAutomation();
  }

  private finishGame(result: NonNullable<ReturnType<AnyEngine["result"]>>) {
    const { store, logger } = context();
    this.clearTimers();
    this.state.status = "finished";
    this.autoDispose = true;
    syncList(this.state.activeSeats, []);
    this.state.turnDeadline = 0;
    // The record keeps the engine's own result (verify compares it with a replay); players get names in it.
    const resultWithSeats = { ...result, replacedByBot: this.state.seats.map((s) => s.replacedByBot) };
    const shown = { ...resultWithSeats, summary: withSeatNames(result.summary, this.seatNames()) };
    this.state.result = JSON.stringify(shown);
    this.state.seed = this.seed;
    // Everything may be seen once the game is over.
    this.finalView = this.engine.view(this.gameState, "all");
    this.broadcast("final", this.finalView, { afterNextPatch: true });
    store.finishGame(this.gameId, resultWithSeats, stateHash(this.gameState));
    this.persistSeats();
    this.announce([{ type: "end", zh: `遊戲結束：${shown.summary.zh}`, en: `Game over: ${shown.summary.en}` }]);
    this.broadcast("result", shown, { afterNextPatch: true });
    void this.updateListing();
    logger.info({ room: this.roomId, gameId: this.gameId, result: result.summary.en }, "game finished");
    if (this.clients.length === 0) void this.disconnect();
  }

  // ───────────────────────────── bots and timers ─────────────────────────────

  private isBotSeat(seat: number): boolean {
    return this.state.seats[seat]?.bot === true;
  }

  /** After every change: a bot to move, or a turn timer to start, or nothing. */
  private scheduleAutomation() {
    if (this.playingOut) return;
    this.clearTimers();
    if (this.state.status !== "playing") return;
    const active = this.engine.activeSeats(this.gameState);
    const botSeat = active.find((s) => this.isBotSeat(s));
    const { config } = context();
    if (botSeat !== undefined) {
      if (this.clients.length === 0 && !this.secrets.some((s) => s.awaitingReturn)) return this.playOutWithBots();
      this.automation = this.clock.setTimeout(() => this.playBot(botSeat, "bot"), config.BOT_DELAY_MS);
      return;
    }
    if (this.settings.turnSeconds > 0 && active.length > 0) {
      this.state.turnDeadline = Date.now() + this.settings.turnSeconds * 1000;
      this.turnTimer = this.clock.setTimeout(() => this.playBot(active[0], "timeout"), this.settings.turnSeconds * 1000);
    }
  }

  /**
   * Nobody is at the table and nobody can come back: the bots finish the game now, move by move through the same
   * path (each action recorded), so the game gets its result instead of waiting for a restart.
   */
  private playOutWithBots() {
    this.playingOut = true;
    try {
      for (let n = 0; n < 100_000 && this.state.status === "playing"; n++) {
        const seat = this.engine.activeSeats(this.gameState).find((s) => this.isBotSeat(s));
        if (seat === undefined) break;
        this.playBot(seat, "bot");
      }
    } finally {
      this.playingOut = false;
    }
    this.scheduleAutomation();
  }

  private clearTimers() {
    this.automation?.clear();
    this.turnTimer?.clear();
    this.automation = this.turnTimer = undefined;
    this.state.turnDeadline = 0;
  }

  private playBot(seat: number, by: "bot" | "timeout") {
    if (this.state.status !== "playing" || !this.engine.activeSeats(this.gameState).includes(seat)) return;
    const level = (this.state.seats[seat].botLevel || "greedy") as BotLevel;
    try {
      const action = this.engine.bot(this.gameState, seat, this.botRng, level);
      this.applyAction(seat, action, by === "bot" && this.state.seats[seat].replacedByBot ? "abandoned" : by);
    } catch (e) {
      // A bot that cannot move is an engine bug; log it loudly and try its random level once so the game goes on.
      context().logger.error({ err: e, room: this.roomId, seat }, "bot failed to move");
      if (level !== "random") {
        const action = this.engine.bot(this.gameState, seat, this.botRng, "random");
        this.applyAction(seat, action, by);
      }
    }
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
    if (before !== undefined && before !== seat) for (const ref of this.seatRefs(before)) view.remove(ref);
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
      if (!this.state) return;
      this.broadcastPatch();
      const lines = this.outbox.splice(0);
      if (lines.length === 0) return;
      for (const client of this.clients) {
        const seat = this.seatOf(client);
        const mine = lines.filter((l) => canSee(l, seat));
        if (mine.length) client.send("events", { seq: this.state.seq, events: mine.map(wireLine) });
      }
    });
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
    return this.state.seats.map((s, i) => ({ name: s.name, bot: s.bot, replacedByBot: s.replacedByBot || undefined, tokenHash: this.secrets[i].tokenHash }));
  }

  private persistSeats() {
    if (this.gameId) context().store.updateSeats(this.gameId, this.storedSeats());
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
    });
    updateLobby(this);
  }

  async onDispose() {
    this.clearTimers();
    await releaseTableCode(this.presence, this.roomId);
    // A table closed mid-game (everyone left and the bots could not finish) keeps its record for a restore.
  }
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
