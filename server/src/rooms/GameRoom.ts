import { randomBytes } from "node:crypto";
import { Room, type AuthContext, type Client } from "@colyseus/core";
import type { BotLevel } from "../../../shared/src/core/engine";
import { Rng } from "../../../shared/src/core/rng";
import { responseSecondsFor } from "../../../shared/src/protocol/clockLimits";
import { CHAT_CLIENT_MESSAGES } from "../../../shared/src/protocol/chat";
import { CLIENT_MESSAGES, JoinOptions, TableSettings, type AutoPass, type ClientMessageType } from "../../../shared/src/protocol/messages";
import { context } from "../context";
import { hostedMode, type GameMode } from "../modes";
import { accountMutes } from "../accounts/chatMutes";
import { chatsBeside } from "../records/chat";
import { Automation } from "./automation";
import { TableChat, chatTableOf } from "./chat";
import { legalAnswer } from "./legalMoves";
import { LogOutbox, logRoom } from "./logOutbox";
import { Projection } from "./projection";
import { admitToRatedTable, openRatedGame, type RatedGame } from "./ratedWiring";
import { MessageAllowance } from "./rateLimit";
import { Recorder } from "./recorder";
import { after, type Awaitable } from "../records/awaitable";
import { firstIssue, joinError, refusalFor, roomError, roomErrorMessage, stripServerKeys } from "./roomErrors";
import { patchSoon, tickWithEveryTable } from "./patchTicker";
import { closedUnlessOpened } from "./roomTeardown";
import { adaptColyseusRoom, flushAfterTimer, guardedTimer, reconnectionWindow, routeMessages, thenFlush } from "./roomPlumbing";
import type { ModeTableState } from "./schema";
import { SeatBook } from "./seatBook";
import { SeatIdentities } from "./seatIdentities";
import { RESERVATION_HEADROOM, SEAT_RESERVATION_SECONDS, SeatSessions, type SeatAuth } from "./seatSessions";
import { TableGame } from "./tableGame";
import { releaseTableCode, reserveTableCode } from "./tableCode";
import { LobbyListing } from "./lobbyListing";
import { publishListing, tableListing } from "./tableListing";
import { tableFromJoin, type Settings } from "./tableOptions";
import { TurnClock } from "./turnClock";

/** One room class for every mode, and wiring only: Colyseus' hooks and messages go to the table's collaborators
 * (server/README.md), what they announce goes to clients and the lobby. Rules live in the engine. */
export class GameRoom extends Room<ModeTableState> {
  private mode!: GameMode;
  private settings!: Settings;
  private createdAt = Date.now();
  private allowance!: MessageAllowance;
  private book!: SeatBook;
  private sessions!: SeatSessions;
  private game!: TableGame;
  private recorder!: Recorder;
  private automation!: Automation;
  private projection!: Projection;
  private outbox!: LogOutbox<Client>;
  private chat!: TableChat;
  private identities!: SeatIdentities;
  private rated!: RatedGame;
  private lobbyEntry!: LobbyListing;

  async onCreate(raw: Record<string, unknown>) {
    await closedUnlessOpened(this, () => this.open(raw), () => this.onDispose());
  }

  private async open(raw: Record<string, unknown>) {
    const ctx = context();
    this.mode = hostedMode(String(raw.mode))!;
    this.lobbyEntry = new LobbyListing(() => void publishListing(this, tableListing(this.mode.engine, this.state, this.settings, this.createdAt, this.game.options)), ctx.config.LOBBY_TURN_SECONDS * 1000);
    this.setSeatReservationTime(SEAT_RESERVATION_SECONDS);
    this.setState(new this.mode.State());
    adaptColyseusRoom(this, (client) => this.projection.fullStateSent(client));
    this.state.mode = this.mode.engine.id;
    const restore = raw.restore as { restoreKey: string; gameId: string } | undefined;
    if (restore && restore.restoreKey === ctx.restoreKey) {
      await this.restoreFrom(restore.gameId);
    } else {
      const { mode: _mode, ...clientOptions } = raw;
      const { settings, options } = tableFromJoin(this.mode.engine, clientOptions, !!(ctx.accounts && ctx.ratings));
      this.settings = settings;
      this.roomId = await reserveTableCode(this.presence);
      this.openTable(options);
      if (settings.private) await this.setPrivate(true);
    }
    // Spectators are capped in onAuth; this only bounds pending reservations so they can never lock the table.
    this.maxClients = this.settings.seats + 2 * ctx.config.MAX_SPECTATORS + RESERVATION_HEADROOM;
    this.allowance = new MessageAllowance(ctx.config.MESSAGES_PER_SECOND, ctx.config.MESSAGE_BURST);
    routeMessages(this, { allowance: () => this.allowance, handle: (c, type, m) => this.handle(c, type, m), settled: (f) => this.settled(f), names: () => this.book.names(), failed: (err, type) => ctx.logger.error({ err, room: this.roomId, type }, "message handler failed") });
    tickWithEveryTable(this, (err) => ctx.logger.error({ err, room: this.roomId }, "patch tick failed"));
    this.lobbyEntry.changed();
  }

  /** The generic table fields and the table's collaborators, once its code and settings are known. */
  private openTable(gameOptions: unknown) {
    const { config, store, logger, accounts, ratings } = context();
    const { engine } = this.mode;
    const log = logger.child({ room: this.roomId });
    const later = guardedTimer(this.clock, (err) => log.error({ err }, "timer callback failed"), flushAfterTimer(() => ({ game: this.game, outbox: this.outbox }), (err) => log.error({ err }, "a timer's move could not be sent")));
    const { turnSeconds } = this.settings;
    const responseSeconds = responseSecondsFor(turnSeconds, this.settings.responseSeconds);
    const options = JSON.stringify({ ...this.settings, options: engine.publicOptions?.(gameOptions) ?? gameOptions });
    Object.assign(this.state, { code: this.roomId, isPrivate: this.settings.private, turnSeconds, responseSeconds, options });
    this.book = new SeatBook(this.state.seats);
    this.book.reset(this.settings.seats);
    this.recorder = new Recorder(store, log);
    this.identities = new SeatIdentities(accounts, this.roomId, this.book, (identity, spectate) => admitToRatedTable(this.settings.rated, identity, spectate), log);
    this.projection = new Projection(engine, this.mode.wire, this.state, () => patchSoon(this));
    const seatOf = (sessionId: string) => this.book.seatOfSession(sessionId);
    this.outbox = new LogOutbox(logRoom(this, seatOf, () => this.book.names()), !!engine.liveEventData);
    this.game = new TableGame(engine, this.state, this.book, this.recorder, {
      lines: (events) => this.outbox.lines(events),
      announce: (events) => this.outbox.announce(events),
      project: () => this.project(),
      schedule: () => {
        this.automation.schedule();
        this.rated.watch();
      },
      stopTimers: () => this.automation.stopTimers(),
      newGame: () => {
        this.autoDispose = false; // a running game ends with a result (bots finish abandoned seats), not a dispose
        this.projection.newGame();
        this.outbox.clear();
        this.automation.newGame();
        this.rated.newGame(this.settings.seats);
      },
      rematchRequested: (seat) => this.broadcast("rematch", { seat, requested: true }),
      seatsRotated: () => {
        this.sessions.rotate();
        for (const client of this.projection.reseat(this.clients, seatOf)) client.send("seat", { seat: seatOf(client.sessionId) });
      },
      gameOver: (state, shown) => {
        this.autoDispose = true;
        this.broadcast("final", this.projection.reveal(state), { afterNextPatch: true });
        this.broadcast("result", shown, { afterNextPatch: true });
        this.lobbyEntry.changed();
        if (this.clients.length === 0) void this.disconnect();
      },
      applied: (seat, by) => this.rated.applied(seat, by),
      writeEnd: (result, hash) => this.rated.writeEnd(result, hash),
      resultNote: () => this.rated.resultNote(),
    }, { code: this.roomId, table: this.settings }, gameOptions);
    const ratedParts = { rated: this.settings.rated, engine, game: this.game, recorder: this.recorder, ratings, identities: this.identities, book: this.book, outbox: this.outbox };
    this.rated = openRatedGame({ ...ratedParts, settled: (change) => this.settled(change), broadcastRatings: (m) => this.broadcast("ratings", m, { afterNextPatch: true }) }, config.FIRST_MOVE_SECONDS * 1000, later, log);
    this.sessions = new SeatSessions(this.book, this.state, { reconnectSeconds: config.RECONNECT_SECONDS, maxSpectators: config.MAX_SPECTATORS, reservationSeconds: SEAT_RESERVATION_SECONDS, cooperative: !!engine.cooperative }, {
      announce: (events) => this.outbox.announce(events),
      seatsChanged: () => {
        this.recorder.seats(this.book.stored());
        this.identities.seatsChanged(this.state.gameId, this.book.stored(), this.state.seq);
      },
      listingChanged: () => this.lobbyEntry.changed(),
      controlChanged: () => this.automation.schedule(),
      replaced: (sessionId, closeCode) => {
        this.clients.getById(sessionId)?.leave(closeCode);
        this.projection.forgetSession(sessionId);
      },
      holdSeat: (client, seconds, onBack) =>
        reconnectionWindow(this.allowReconnection(client as Client, seconds), this.reservedSeatTimeouts[client.sessionId], () => this.settled(onBack)),
      leftForGood: (seat) => this.rated.leftForGood(seat),
      welcomeBack: (sessionId, seat) => {
        const client = this.clients.getById(sessionId);
        client?.send("seat", { seat });
        client?.send("prefs", { autoPass: this.book.autoPass(seat) });
        client?.send("log", { lines: this.outbox.backlogFor(seat) });
        if (client) this.chat.join(client, null);
      },
    }, later);
    const pace = { botDelayMs: config.BOT_DELAY_MS, autoPassMs: config.AUTO_PASS_MS, timeoutsBeforeBot: this.settings.timeoutsBeforeBot, replayWaitMaxMs: config.REPLAY_WAIT_MAX_MS };
    const abandoned = () => this.clients.length === 0 && !this.sessions.anyAwaitingReturn();
    const clock = new TurnClock(this.state, { turnSeconds, responseSeconds }, later);
    const chatSeats = { seatOf, names: () => this.book.names(), authorOf: (seat: number) => this.book.holderOf(seat), identityOf: (seat: number) => this.identities.identityOfSeat(seat) };
    this.chat = new TableChat(chatTableOf(engine.id, () => this.state, () => this.game.state, chatSeats), chatsBeside(store), { onStoreError: (err) => log.warn({ err }, "a chat line or mute could not be stored"), saved: accountMutes(accounts?.store) });
    this.automation = new Automation({ engine, game: this.game, seats: this.book, abandoned, turnTimedOut: (seat) => this.rated.turnTimedOut(seat) }, clock, Rng.fromSeed(randomBytes(16).toString("hex")), pace, later, log, (fn) => setImmediate(() => this.settled(fn)));
  }

  /** Rebuild an unfinished game from its record after a restart: same code, same seats, same position. */
  private async restoreFrom(gameId: string) {
    const { store, logger } = context();
    const row = await store.getGame(gameId);
    if (!row) throw new Error(`no game ${gameId} to restore`);
    this.settings = { ...TableSettings.parse(row.table), seats: row.seats.length };
    this.roomId = await reserveTableCode(this.presence, row.code);
    this.openTable(this.mode.engine.optionsSchema.parse(row.options));
    this.createdAt = row.createdAt;
    this.book.restore(row.seats);
    await this.identities.restored(row.id);
    const actions = await this.recorder.resume(row.id);
    this.game.replay(row, actions, (seq, events) => this.outbox.keep(seq, events));
    this.rated.restored(row.id, row.seats.length, actions);
    this.autoDispose = false;
    if (this.settings.private && !this.settings.watchable) await this.setPrivate(true);
    this.outbox.announce([{ type: "restored", zh: "伺服器重新啟動，遊戲已從紀錄恢復。", en: "The server restarted; the game was restored from its record." }]);
    this.sessions.awaitAllHumans();
    this.project();
    this.settled(() => this.automation.schedule());
    logger.info({ room: this.roomId, gameId, actions: actions.length }, "game restored from record");
  }

  /** A valid message, routed; refusals are thrown (RuleError, StorageUnavailableError). */
  private handle(client: Client, type: ClientMessageType, msg: Record<string, unknown>) {
    const id = client.sessionId;
    if (type in CHAT_CLIENT_MESSAGES) return this.chat.handle(client, type, msg);
    switch (type) {
      case "action":
        return this.game.act(this.book.requireSeat(id), msg.seq as number, msg.action);
      case "start":
        this.book.requireHost(id);
        return after(this.game.start(), () => this.afterStart());
      case "addBot":
        if (this.settings.rated) throw roomError("rated_no_bots");
        return this.whileWaiting(id, () => this.book.addBot(msg.seat as number | undefined, msg.level as BotLevel));
      case "removeBot":
        return this.whileWaiting(id, () => this.book.removeBot(msg.seat as number));
      case "rematch":
        return after(this.game.rematch(this.book.requireSeat(id)), (again) => void (again && this.afterStart()));
      case "prefs":
        // Private to the seat: nobody else learns it (auto-passes look like clicks; see automation.ts).
        this.book.setAutoPass(this.book.requireSeat(id), msg.autoPass as AutoPass);
        client.send("prefs", { autoPass: msg.autoPass });
        return this.automation.schedule();
      case "transfer":
        return this.identities.sendTransferCode(client, this.book.requireSeat(id));
      case "present":
        return this.sessions.present(this.book.requireSeat(id));
      case "handOver":
        return this.sessions.handOver(this.book.requireSeat(id), msg.seat as number);
      case "legal":
        return client.send("legal", legalAnswer(this.mode.engine, this.state.status, this.game.state, this.book.requireSeat(id), this.game.seq));
    }
  }

  private whileWaiting(sessionId: string, change: () => void) {
    this.book.requireHost(sessionId);
    if (this.state.status !== "waiting") throw roomError("already_started");
    change();
    this.lobbyEntry.changed();
  }

  /** A game (or a rematch) has started; a private game becomes watchable once its seats are full (only spectators can still join). */
  private afterStart() {
    this.identities.gameStarted(this.state.gameId, this.book.names());
    if (this.settings.private && this.settings.watchable) void this.setPrivate(false);
    this.rated.started();
    this.game.started();
    this.lobbyEntry.changed();
  }

  /** Matchmaking asks (remoteRoomCall) whether a join is a seat's owner coming back: no reservation cap holds it up. */
  holdsSeatToken = (token: string): boolean => this.book.seatOfToken(token) >= 0;

  async onAuth(client: Client, raw: unknown, auth: AuthContext): Promise<SeatAuth> {
    const parsed = JoinOptions.safeParse(stripServerKeys(raw));
    if (!parsed.success) throw joinError("bad_join_options", firstIssue(parsed.error));
    const resolved = await this.identities.resolve(auth?.headers ?? {}, auth?.token, parsed.data);
    const claim = this.sessions.claim(client.sessionId, resolved.seatToken ? { ...parsed.data, seatToken: resolved.seatToken, movedBy: resolved.movedBy } : parsed.data);
    return this.identities.claimed(resolved, claim, parsed.data.seatToken);
  }

  onJoin(client: Client, _options: unknown, auth: SeatAuth) {
    this.settled(() => this.seat(client, auth));
  }

  private seat(client: Client, auth: SeatAuth) {
    client.send("log", { lines: this.outbox.backlogFor(auth.role === "seat" ? auth.seat : -1) });
    if (this.projection.final !== undefined) client.send("final", this.projection.final);
    if (this.rated.last) client.send("ratings", this.rated.last);
    if (auth.role === "spectator") {
      this.chat.join(client, { seat: null, name: auth.name, author: `spectator:${client.sessionId}` });
      return this.sessions.watch(client.sessionId);
    }
    const returning = this.sessions.sit(auth.seat, auth.name);
    this.rated.showRating(auth.seat);
    this.chat.join(client, null);
    this.projection.showSeatTo(client, auth.seat);
    client.send("seat", auth.newToken ? { seat: auth.seat, seatToken: auth.newToken } : { seat: auth.seat });
    client.send("prefs", { autoPass: this.book.autoPass(auth.seat) });
    this.sessions.connected(auth.seat, returning);
  }

  async onLeave(client: Client, consented: boolean) {
    this.allowance.forget(client.sessionId);
    this.chat.leave(client.sessionId);
    this.settled(() => this.sessions.leave(client, consented));
  }

  /** The position into the schema and the views; a new turn shows in the lobby. */
  private project() {
    if (this.projection.sync(this.game.state, this.clients, (id) => this.book.seatOfSession(id))) this.lobbyEntry.turnMoved();
  }

  /** A change outside a patch (message, join, leave, reconnection, play-out slice): its patch and lines go out now. */
  private settled(change: () => Awaitable<void>): Awaitable<void> {
    return thenFlush(change, () => this.outbox.flush(true));
  }

  /** Room timers run inside a patch being built (the clock ticks in broadcastPatch): their lines follow it. */
  onBeforePatch() {
    this.outbox?.flush(false);
  }

  async onDispose() {
    this.lobbyEntry?.close();
    this.outbox?.close();
    this.automation?.dispose();
    await releaseTableCode(this.presence, this.roomId);
    // A table closed mid-game (everyone left and the bots could not finish) keeps its record for a restore.
  }
}
