import { AsyncLocalStorage } from "node:async_hooks";
import { ErrorCode, ServerError, matchMaker, type AuthContext, type RegisteredHandler } from "@colyseus/core";
import { clientAddress } from "../http/clientAddress";
import { FailureWindow } from "../http/failureThrottle";
import { joinRefusal } from "./joinError";

export interface MatchmakingLimitsConfig {
  /** Live game tables in this process. */
  maxTables: number;
  /** Live game tables created from one client address. */
  maxTablesPerAddress: number;
  /** Seat reservations from one address whose client has not connected yet. */
  maxPendingSeatsPerAddress: number;
  /**
   * Seat reservations for one table whose clients have not connected yet, from all addresses together (kept below
   * the room's RESERVATION_HEADROOM, so phantom reservations can never fill the table up to Colyseus' lock).
   */
  maxPendingSeatsPerTable: number;
  /** Addresses the per-address and per-table reservation limits do not apply to (the total of tables still does). */
  unlimitedAddresses: readonly string[];
  trustProxy: boolean;
  /** How long Colyseus keeps an unclaimed seat reservation (its seatReservationTime). */
  reservationSeconds: number;
  /** Failed joins by table code (`joinById`) one address may make a minute before it must wait. */
  failedJoinsPerMinute: number;
  /** Why a new table of this mode with these client options could not be played (checked before it is created). */
  unplayableOptions?: (roomName: string, clientOptions: Record<string, unknown>) => ServerError | null;
}

interface Pending {
  address: string;
  roomId: string;
  expiresAt: number;
}

const unwrapped = new WeakMap<object, Invoke>();

type Invoke = (method: string, roomName: string, clientOptions?: Record<string, unknown>, auth?: AuthContext) => Promise<matchMaker.SeatReservation>;

/**
 * Caps on what matchmaking hands out, decided where Colyseus decides it (`matchMaker.controller.invokeMethod`, the
 * handler of `POST /matchmake/<method>/<room>`):
 *
 * - live tables per client address and in total: `create` is refused with `too_many_tables`; `joinOrCreate` may
 *   still join an open table but will not create one;
 * - pending seat reservations per address (reserved by matchmaking, never connected): refused with
 *   `too_many_reservations`, so nobody can fill a table with phantom seats; likewise per table, from all addresses
 *   together (`table_reservations_full`, joins by code), so many addresses cannot lock a table either. A join with
 *   a seat token the table holds (its seated player coming back) passes both: reservations never lock out an owner;
 * - failed joins by code (`joinById` naming no open table) per address: beyond `failedJoinsPerMinute`
 *   refused with `too_many_failed_joins` until the minute is over, so private table codes cannot be guessed;
 * - the lobby: there is one, so `create` on it joins it (Colyseus' joinOrCreate creates it, under its lock, only
 *   when there is none).
 *
 * Tables are counted from the game handlers' create/dispose events, so restored games count towards the total
 * (they are never refused: restoring does not go through matchmaking). An AsyncLocalStorage carries the requesting
 * address into the handler's `create` event, which is how a new table learns who opened it.
 */
export class MatchmakingLimits {
  private readonly live = new Set<string>();
  private readonly creatorOf = new Map<string, string>();
  private readonly pending = new Map<string, Pending>();
  private readonly requester = new AsyncLocalStorage<string>();
  private readonly gameRooms = new Set<string>();
  private readonly failedJoins: FailureWindow;

  constructor(private readonly config: MatchmakingLimitsConfig) {
    this.failedJoins = new FailureWindow(config.failedJoinsPerMinute, 60_000);
  }

  /** Count the tables of one game mode's handler. */
  watch(roomName: string, handler: RegisteredHandler): void {
    this.gameRooms.add(roomName);
    handler.on("create", (room: { roomId: string }) => {
      this.live.add(room.roomId);
      const address = this.requester.getStore();
      if (address) this.creatorOf.set(room.roomId, address);
    });
    handler.on("dispose", (room: { roomId: string }) => {
      this.live.delete(room.roomId);
      this.creatorOf.delete(room.roomId);
      for (const [sessionId, p] of this.pending) if (p.roomId === room.roomId) this.pending.delete(sessionId);
    });
    handler.on("join", (_room: unknown, client: { sessionId: string }) => this.pending.delete(client.sessionId));
  }

  /**
   * Wrap the matchmaking controller so every HTTP matchmaking request passes these limits. The controller is a
   * process-wide singleton: a second server in the same process (tests) replaces the wrapper instead of nesting.
   */
  install(controller: { invokeMethod: Invoke; exposedMethods: string[] }): void {
    if (!unwrapped.has(controller)) unwrapped.set(controller, controller.invokeMethod.bind(controller));
    const original = unwrapped.get(controller)!;
    controller.invokeMethod = (method, roomName, clientOptions = {}, auth) =>
      // Methods clients may not call go straight to the controller, which refuses them.
      controller.exposedMethods.includes(method) ? this.invoke(original, method, roomName, clientOptions, auth) : original(method, roomName, clientOptions, auth);
  }

  tablesOf(address: string): number {
    let n = 0;
    for (const creator of this.creatorOf.values()) if (creator === address) n++;
    return n;
  }

  pendingOf(address: string, now = Date.now()): number {
    return this.countPending((p) => p.address === address, now);
  }

  pendingAt(roomId: string, now = Date.now()): number {
    return this.countPending((p) => p.roomId === roomId, now);
  }

  private countPending(matches: (p: Pending) => boolean, now: number): number {
    let n = 0;
    for (const [sessionId, p] of this.pending) {
      if (p.expiresAt <= now) this.pending.delete(sessionId);
      else if (matches(p)) n++;
    }
    return n;
  }

  private async invoke(original: Invoke, method: string, roomName: string, clientOptions: Record<string, unknown>, auth: AuthContext | undefined): Promise<matchMaker.SeatReservation> {
    if (method === "reconnect" || !auth?.req) return original(method, roomName, clientOptions, auth);
    const address = clientAddress(auth.req, this.config.trustProxy);
    const limited = !this.config.unlimitedAddresses.includes(address);
    const owner = method === "joinById" && (await holdsSeatToken(roomName, clientOptions.seatToken));
    if (!owner && limited && this.pendingOf(address) >= this.config.maxPendingSeatsPerAddress) throw joinRefusal("too_many_reservations");
    if (!owner && limited && method === "joinById" && this.pendingAt(roomName) >= this.config.maxPendingSeatsPerTable) throw joinRefusal("table_reservations_full");
    const joinsByCode = method === "joinById" && limited;
    const wait = joinsByCode ? this.failedJoins.blockedFor(address) : 0;
    if (wait > 0) throw joinRefusal("too_many_failed_joins", { zh: `請 ${Math.ceil(wait / 1000)} 秒後再試。`, en: `Try again in ${Math.ceil(wait / 1000)} s.` });

    let call = this.gameRooms.has(roomName) || method !== "create" ? method : "joinOrCreate";
    const creates = this.gameRooms.has(roomName) && (method === "create" || method === "joinOrCreate");
    const unplayable = creates ? this.config.unplayableOptions?.(roomName, clientOptions) : null;
    if (unplayable) throw unplayable;
    const refusal = creates ? this.tableRefusal(address, limited) : null;
    if (refusal && method === "create") throw refusal;
    // At a cap, quick-join still finds an open table; it just may not open a new one.
    if (refusal) call = "join";

    let reservation: matchMaker.SeatReservation;
    try {
      reservation = await this.requester.run(address, () => (call === "join" ? joinExisting(roomName, clientOptions, auth) : original(call, roomName, clientOptions, auth)));
    } catch (e) {
      // A code that names no open table is what guessing produces; other refusals mean the code was right.
      if (joinsByCode && (e as { code?: unknown }).code === ErrorCode.MATCHMAKE_INVALID_ROOM_ID) this.failedJoins.record(address);
      if (refusal && (e as { code?: unknown }).code === ErrorCode.MATCHMAKE_INVALID_CRITERIA) throw refusal;
      throw e;
    }
    // Game tables only: the lobby's own join events are not watched, and a lobby visit holds no seat.
    if (this.gameRooms.has(reservation.room.name) && !owner) {
      this.pending.set(reservation.sessionId, { address, roomId: reservation.room.roomId, expiresAt: Date.now() + this.config.reservationSeconds * 1000 });
    }
    return reservation;
  }

  private tableRefusal(address: string, limited: boolean): ServerError | null {
    const mine = limited ? this.tablesOf(address) : 0;
    if (mine >= this.config.maxTablesPerAddress) {
      return joinRefusal("too_many_tables", { zh: `你已開了 ${mine} 張牌桌，請先結束或離開其中一桌。`, en: `You already have ${mine} open tables; finish or leave one first.` });
    }
    if (this.live.size >= this.config.maxTables) {
      return joinRefusal("too_many_tables", { zh: `伺服器的牌桌已滿（${this.live.size} 張），請稍後再試。`, en: `The server is full (${this.live.size} tables); try again later.` });
    }
    return null;
  }
}

/**
 * Whether the table `roomId` has a seat for this seat token (asked of the room itself, wherever it runs). Anything
 * else (no token, no such table, a table that does not answer) is not an owner.
 */
async function holdsSeatToken(roomId: string, token: unknown): Promise<boolean> {
  if (typeof token !== "string" || token.length === 0 || token.length > 100) return false;
  try {
    if (!(await matchMaker.getRoomById(roomId))) return false;
    return (await matchMaker.remoteRoomCall(roomId, "holdsSeatToken", [token])) === true;
  } catch {
    return false;
  }
}

/** `join` is not an exposed matchmaking method; errors are wrapped the way the controller wraps its own. */
async function joinExisting(roomName: string, clientOptions: Record<string, unknown>, auth: AuthContext): Promise<matchMaker.SeatReservation> {
  try {
    return await matchMaker.join(roomName, clientOptions, auth);
  } catch (e) {
    const err = e as { code?: number; message?: string };
    throw new ServerError(err.code || ErrorCode.MATCHMAKE_UNHANDLED, err.message);
  }
}
