import type Redis from "ioredis";
import type { RegisteredHandler, Room } from "@colyseus/core";
import type { ArenaContext } from "../context";
import { StorageUnavailableError } from "../records/errors";
import { restoreGame } from "../records/restore";
import type { GameRow } from "../records/rows";
import { TableLeases } from "./tableLeases";

/** A lease lasts this long unless renewed; a dead process's tables are free again after it. */
export const LEASE_MS = 4_000;
const RENEW_EVERY_MS = 1_000;
/** How often the unfinished games are checked for a table nobody owns. */
const SCAN_EVERY_MS = 1_000;
/**
 * A table must be seen without an owner this long before it is restored: a live owner whose lease vanished (Redis
 * restarted empty) takes it back on its next renewal first.
 */
const ORPHAN_GRACE_MS = 2 * RENEW_EVERY_MS + 500;

/** The WebSocket close code (and its reason) a table's clients get when another process has taken the table over. */
export const TABLE_MOVED_CLOSE = 4410;
export const TABLE_MOVED = {
  code: "table_moved",
  message: { zh: "這桌已由另一台伺服器接手，請重新連線。", en: "Another server has taken over this table; reconnect to continue." },
};

const statusOf = (room: Room) => (room.state as { status?: string } | undefined)?.status;

/**
 * Keeps this process's tables leased while they live, brings back (exactly once across processes) the unfinished
 * games of processes that died, and lets go of its own tables when it stops so the others take them over at once.
 */
export class TableOwnership {
  readonly leases: TableLeases;
  private readonly owned = new Map<string, Room>();
  private readonly orphanSince = new Map<string, number>();
  private readonly pending = new Set<Promise<unknown>>();
  private timers: NodeJS.Timeout[] = [];
  private handingOver = false;
  private redisDown = false;

  constructor(
    private readonly ctx: ArenaContext,
    redis: Redis,
    owner: string,
  ) {
    this.leases = new TableLeases(redis, owner, LEASE_MS);
  }

  /** Leases every table of this mode from its creation to its disposal. */
  watch(handler: RegisteredHandler): void {
    handler.on("create", (room: Room) => this.track(this.adopt(room)));
    handler.on("dispose", (room: Room) => this.track(this.letGo(room)));
  }

  /** The claim start-up restores with: a table closed on purpose comes back, one another process owns does not. */
  claimAtStart = (game: GameRow) => this.safely(() => this.leases.claim(game.code, true), false);

  start(): void {
    this.timers = [
      setInterval(() => this.track(this.renewAll()), RENEW_EVERY_MS),
      setInterval(() => this.track(this.restoreOrphans()), SCAN_EVERY_MS),
    ];
    this.timers.forEach((t) => t.unref());
  }

  /** Before a graceful stop: tables disposed from now on free their leases for the other processes at once. */
  handOver(): void {
    this.handingOver = true;
    this.timers.forEach(clearInterval);
  }

  /** Resolves when every lease operation started so far has finished (the last releases at shutdown). */
  async settled(): Promise<void> {
    while (this.pending.size) await Promise.allSettled([...this.pending]);
  }

  private async adopt(room: Room) {
    this.owned.set(room.roomId, room);
    const claimed = await this.safely(() => this.leases.claim(room.roomId), true);
    if (!claimed) this.lose(room);
  }

  private async letGo(room: Room) {
    if (this.owned.get(room.roomId) !== room) return;
    this.owned.delete(room.roomId);
    const closedMidGame = !this.handingOver && statusOf(room) === "playing";
    await this.safely(() => this.leases.release(room.roomId, closedMidGame), undefined);
  }

  private async renewAll() {
    for (const [code, room] of [...this.owned]) {
      // A lease missing (not taken by another process) after Redis came back empty is simply taken again.
      const kept = await this.safely(async () => (await this.leases.renew(code)) || (await this.leases.claim(code)), true);
      if (!kept && this.owned.get(code) === room) this.lose(room);
    }
  }

  private async restoreOrphans() {
    if (this.handingOver) return;
    let games: GameRow[];
    try {
      games = (await this.ctx.store.unfinishedGames()).filter((g) => !this.owned.has(g.code));
    } catch (e) {
      if (e instanceof StorageUnavailableError) return;
      throw e;
    }
    const owners = await this.safely(() => this.leases.ownersOf(games.map((g) => g.code)), null);
    if (!owners) return;
    const now = Date.now();
    const seen = new Set<string>();
    for (const [i, game] of games.entries()) {
      if (owners[i] !== null) continue;
      seen.add(game.code);
      const since = this.orphanSince.get(game.code) ?? now;
      this.orphanSince.set(game.code, since);
      if (now - since < ORPHAN_GRACE_MS || this.handingOver) continue;
      this.orphanSince.delete(game.code);
      if (!(await this.safely(() => this.leases.claim(game.code), false))) continue;
      this.ctx.logger.warn({ room: game.code, gameId: game.id }, "table without an owner (its process stopped): restoring it here");
      if (!(await restoreGame(this.ctx, game))) await this.safely(() => this.leases.release(game.code, false), undefined);
    }
    for (const code of this.orphanSince.keys()) if (!seen.has(code)) this.orphanSince.delete(code);
  }

  /**
   * Another process holds this table's lease now (this one could not renew in time): it stops here, its clients are
   * told why and reconnect to the new owner. Its listing and code belong to the new owner, so they are left alone.
   */
  private lose(room: Room) {
    this.owned.delete(room.roomId);
    this.ctx.logger.error({ room: room.roomId, owner: this.leases.owner }, "lost the table's lease to another process: closing it here");
    room.listing.remove = () => Promise.resolve(undefined) as never;
    room.listing.save = () => Promise.resolve(undefined) as never;
    // The typed error as the room sends every error, then the close (a close reason holds at most 123 bytes).
    for (const client of [...room.clients]) {
      client.send("error", TABLE_MOVED);
      client.leave(TABLE_MOVED_CLOSE, TABLE_MOVED.code);
    }
    void room.disconnect(TABLE_MOVED_CLOSE);
  }

  /** Redis being away is not this process's failure: tables keep playing, and the call answers `fallback`. */
  private async safely<T, F>(call: () => Promise<T>, fallback: F): Promise<T | F> {
    try {
      const result = await call();
      if (this.redisDown) this.ctx.logger.warn("Redis reachable again: table leases renewed");
      this.redisDown = false;
      return result;
    } catch (err) {
      if (!this.redisDown) this.ctx.logger.error({ err }, "Redis unreachable: tables keep playing, matchmaking waits for it");
      this.redisDown = true;
      return fallback;
    }
  }

  private track(p: Promise<unknown>) {
    const tracked = p.catch((err) => this.ctx.logger.error({ err }, "table lease bookkeeping failed")).finally(() => this.pending.delete(tracked));
    this.pending.add(tracked);
  }
}
