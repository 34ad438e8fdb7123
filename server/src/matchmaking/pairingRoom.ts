import { Room, ServerError, matchMaker, type AuthContext, type Client } from "@colyseus/core";
import { context } from "../context";
import { accountIdentity } from "../accounts/store";
import { tokenFrom } from "../accounts/credentials";
import { JOIN_ERROR_STATUS } from "./joinError";
import { PairingQueue, type Seeker } from "./pairingQueue";
import { PAIRING_ERRORS, checkPairingJoin, isRatedMode, type PairedMessage, type PairingErrorCode, type QueuedMessage, type RatedMode } from "../../../shared/src/protocol/pairing";
import { closedUnlessOpened } from "../rooms/roomTeardown";

/** How often the queue looks for pairs: two compatible players are seated well within a second. */
export const PAIRING_TICK_MS = 200;

/** Time spent in the queue's pairing ticks and pairs made, in this process (the pairing benchmark reads it). */
export const pairingStats = { tickMs: 0, ticks: 0, pairs: 0 };

/** A refusal in the form clients parse for join errors (code + both languages), as joinRefusal builds it. */
export function pairingRefusal(code: PairingErrorCode): ServerError {
  const [zh, en] = PAIRING_ERRORS[code];
  return new ServerError(JOIN_ERROR_STATUS, JSON.stringify({ code, message: { zh, en } }));
}

interface Waiting {
  client: Client;
  accountId: string;
  username: string;
  rating: number;
  provisional: boolean;
  auth: PairingAuth;
}

interface PairingAuth {
  accountId: string;
  username: string;
  rating: number;
  provisional: boolean;
  clock: number;
  botAfterSeconds: number;
}

/**
 * Quick pairing for one mode: defined as `pairing` filtered by `mode`, so `joinOrCreate("pairing", { mode })`
 * finds the mode's one queue wherever it runs (docs/operations.md: several processes). Joining and then sending
 * `seek` is queueing, leaving is cancelling. When two seekers are compatible the room opens a private two-seat table in the mode with their
 * clock, reserves a seat there for each and sends them the reservation (`paired`); each client consumes it and
 * lands at the table. A seeker whose "bot after N s" came due is sent `bot` and leaves the queue.
 */
export class PairingRoom extends Room {
  private mode!: RatedMode;
  private queue = new PairingQueue(() => Date.now());
  private waiting = new Map<string, Waiting>();
  private ticker?: ReturnType<typeof setInterval>;
  /** Pairs being seated (creating the table is async): their accounts are neither queued nor free yet. */
  private seating = new Set<string>();

  onCreate(options: Record<string, unknown>) {
    return closedUnlessOpened(this, () => this.open(options));
  }

  private open(options: Record<string, unknown>) {
    if (!isRatedMode(options.mode)) throw pairingRefusal("bad_pairing_options");
    this.mode = options.mode;
    this.autoDispose = true;
    this.maxClients = 10_000;
    this.onMessage("seek", (client) => this.seek(client));
    this.onMessage("cancel", (client) => client.leave());
    this.onMessage("*", () => undefined);
    // A plain timer: the room clock only ticks with patches, and this room has no state to patch.
    this.ticker = setInterval(() => this.pairNow(), PAIRING_TICK_MS);
  }

  async onAuth(_client: Client, raw: unknown, auth: AuthContext): Promise<PairingAuth> {
    const { accounts, ratings } = context();
    const checked = checkPairingJoin(raw);
    if (!checked.ok) throw pairingRefusal(checked.code);
    if (checked.value.mode !== this.mode) throw pairingRefusal("bad_pairing_options"); // joined by id, not by mode
    if (!accounts || !ratings) throw pairingRefusal("pairing_unavailable");
    const token = checked.value.token ?? auth.token ?? tokenFrom(auth.headers);
    const who = token ? await accounts.authenticate(token).catch(() => null) : null;
    if (!who) throw pairingRefusal("not_signed_in");
    const accountId = who.account.id;
    if (this.isQueued(accountId)) throw pairingRefusal("already_queued");
    if (await ratings.store.gameInPlayOf(accountIdentity(accountId)).catch(() => undefined)) throw pairingRefusal("seated_elsewhere");
    const rating = await ratings.ratingOf(accountId, this.mode);
    return { accountId, username: who.account.username, rating: rating.rating, provisional: rating.provisional, clock: checked.value.clock, botAfterSeconds: checked.value.botAfterSeconds };
  }

  onJoin(client: Client, _options: unknown, auth: PairingAuth) {
    // Two tabs can both pass onAuth before either joins: the first one to get here holds the account's place.
    if (this.isQueued(auth.accountId)) {
      client.send("error", { code: "already_queued", message: messageOf("already_queued") });
      client.leave();
      return;
    }
    this.waiting.set(client.sessionId, { client, accountId: auth.accountId, username: auth.username, rating: auth.rating, provisional: auth.provisional, auth });
  }

  /**
   * The client is listening (it sends `seek` once its handlers are registered): only now does it enter the queue.
   * A `paired` sent sooner could arrive in the same network read as the join's answer and be dropped by a client
   * that has not registered its handler yet.
   */
  private seek(client: Client) {
    const w = this.waiting.get(client.sessionId);
    if (!w || this.queue.has(client.sessionId)) return;
    const { auth } = w;
    const refused = this.queue.join({ id: client.sessionId, accountId: auth.accountId, rating: auth.rating, clock: auth.clock, botAfterMs: auth.botAfterSeconds * 1000 });
    if (refused) {
      client.send("error", { code: refused, message: messageOf(refused) });
      client.leave();
      return;
    }
    const queued: QueuedMessage = { rating: auth.rating, provisional: auth.provisional, waiting: this.queue.size };
    client.send("queued", queued);
  }

  onLeave(client: Client) {
    this.queue.leave(client.sessionId);
    this.waiting.delete(client.sessionId);
  }

  onDispose() {
    clearInterval(this.ticker);
  }

  private isQueued(accountId: string): boolean {
    return this.seating.has(accountId) || [...this.waiting.values()].some((w) => w.accountId === accountId);
  }

  private pairNow() {
    const started = performance.now();
    const { pairs, botDue } = this.queue.tick();
    pairingStats.tickMs += performance.now() - started;
    pairingStats.ticks++;
    pairingStats.pairs += pairs.length;
    for (const s of botDue) {
      const w = this.take(s);
      w?.client.send("bot", {});
      w?.client.leave();
    }
    for (const [a, b] of pairs) {
      const wa = this.take(a);
      const wb = this.take(b);
      if (wa && wb) void this.seat(wa, wb, a.clock);
    }
  }

  private take(s: Seeker): Waiting | undefined {
    const w = this.waiting.get(s.id);
    this.waiting.delete(s.id);
    return w;
  }

  /** Opens the table and hands both players their seat; on failure both hear why and may queue again. */
  private async seat(a: Waiting, b: Waiting, clock: number) {
    this.seating.add(a.accountId).add(b.accountId);
    try {
      const table = await matchMaker.createRoom(this.mode, { table: { seats: 2, turnSeconds: clock, private: true, rated: true } });
      const [ra, rb] = await Promise.all([a, b].map((w) => matchMaker.reserveSeatFor(table, { name: w.username })));
      // A plain object: the reservation holds the room listing, which msgpack would not send as JSON does.
      const send = (w: Waiting, reservation: unknown, o: Waiting) => {
        const paired: PairedMessage = { code: table.roomId, reservation: JSON.parse(JSON.stringify(reservation)), opponent: { username: o.username, rating: o.rating, provisional: o.provisional } };
        w.client.send("paired", paired);
      };
      send(a, ra, b);
      send(b, rb, a);
      context().logger.info({ mode: this.mode, table: table.roomId }, "quick pairing seated two players");
    } catch (err) {
      context().logger.error({ err, mode: this.mode }, "quick pairing could not open a table");
      for (const w of [a, b]) w.client.send("error", { code: "pairing_unavailable", message: messageOf("pairing_unavailable") });
    } finally {
      this.seating.delete(a.accountId);
      this.seating.delete(b.accountId);
      for (const w of [a, b]) w.client.leave();
    }
  }
}

function messageOf(code: PairingErrorCode) {
  const [zh, en] = PAIRING_ERRORS[code];
  return { zh, en };
}

