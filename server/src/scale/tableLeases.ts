import type Redis from "ioredis";

/**
 * Who owns a live table when several processes share Redis: one key per table code holding the owner's process id,
 * with an expiry the owner keeps renewing. A process that dies stops renewing, its leases expire, and the first
 * survivor to take one (atomically, in Redis) restores that table; nobody else can take it after that.
 */
const KEY = (code: string) => `wuxing:lease:${code}`;
/** What a lease holds after its table was closed on purpose mid-game: nobody restores it until a process starts. */
export const CLOSED = "closed";
/** How long a closed table's marker is kept (its record waits for the next start either way). */
const CLOSED_TTL_MS = 7 * 24 * 3600 * 1000;

// Take the lease if it is free or already ours (a restored table's room confirming the lease its restorer took).
const CLAIM = `local v = redis.call('GET', KEYS[1])
if v == false or v == ARGV[1] or (ARGV[3] == '1' and v == '${CLOSED}') then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) return 1 end
return 0`;
const RENEW = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end return 0`;
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then
  if ARGV[2] == '' then return redis.call('DEL', KEYS[1]) end
  redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3]) return 1 end
return 0`;

export class TableLeases {
  constructor(
    private readonly redis: Redis,
    readonly owner: string,
    readonly ttlMs: number,
  ) {}

  /** True when this process now holds the table's lease. `evenIfClosed` also takes a table closed on purpose. */
  async claim(code: string, evenIfClosed = false): Promise<boolean> {
    return (await this.redis.eval(CLAIM, 1, KEY(code), this.owner, this.ttlMs, evenIfClosed ? "1" : "0")) === 1;
  }

  /** Extends the lease; false when it is no longer this process's (it expired and another process took it). */
  async renew(code: string): Promise<boolean> {
    return (await this.redis.eval(RENEW, 1, KEY(code), this.owner, this.ttlMs)) === 1;
  }

  /**
   * Gives the lease up. `keepClosed`: the table was closed mid-game on purpose, so the other processes must not
   * bring it back now; otherwise (a finished game, a handover at shutdown) the code is free at once.
   */
  async release(code: string, keepClosed: boolean): Promise<void> {
    await this.redis.eval(RELEASE, 1, KEY(code), this.owner, keepClosed ? CLOSED : "", CLOSED_TTL_MS);
  }

  /** Each table's current owner (a process id or CLOSED), or null when nobody holds it. */
  async ownersOf(codes: string[]): Promise<(string | null)[]> {
    return codes.length ? this.redis.mget(codes.map(KEY)) : [];
  }
}
