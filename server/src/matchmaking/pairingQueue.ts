/**
 * The quick-pairing queue of one mode: who waits, with which rating and clock, since when. Pure (the clock is
 * injected), so its rules are tested without a server; the pairing room (pairingRoom.ts) owns one and ticks it.
 *
 * Two seekers are compatible when they chose the same clock, are different accounts, and each one's accepted range
 * covers the other's rating. The accepted range starts at ±BASE_RANGE and widens with the time waited, up to
 * ±MAX_RANGE, so a lone strong player still finds someone within about 20 s. Whoever has waited longest is
 * paired first, with the compatible seeker of the nearest rating.
 */
export interface Seeker {
  /** The connection (one per tab). */
  id: string;
  accountId: string;
  rating: number;
  clock: number;
  joinedAt: number;
  /** 0: wait for a person however long; otherwise offer a bot game after this many ms. */
  botAfterMs: number;
}

export const BASE_RANGE = 100;
export const WIDEN_PER_SECOND = 25;
export const MAX_RANGE = 600;

export function acceptedRange(waitedMs: number): number {
  return Math.min(MAX_RANGE, BASE_RANGE + (WIDEN_PER_SECOND * Math.max(0, waitedMs)) / 1000);
}

export type QueueRefusal = "already_queued";

export interface TickOutcome {
  pairs: [Seeker, Seeker][];
  /** Seekers whose "bot after N s" came due: they leave the queue for a bot game. */
  botDue: Seeker[];
}

export class PairingQueue {
  /** In arrival order, so the longest wait comes first. */
  private seekers: Seeker[] = [];

  constructor(private readonly now: () => number) {}

  get size(): number {
    return this.seekers.length;
  }

  has(id: string): boolean {
    return this.seekers.some((s) => s.id === id);
  }

  /** One place per account: a second tab of the same account is refused. */
  join(seeker: Omit<Seeker, "joinedAt">): QueueRefusal | null {
    if (this.seekers.some((s) => s.accountId === seeker.accountId || s.id === seeker.id)) return "already_queued";
    this.seekers.push({ ...seeker, joinedAt: this.now() });
    return null;
  }

  /** Leaves the queue (cancel, closed tab). Returns whether the seeker was waiting. */
  leave(id: string): boolean {
    const before = this.seekers.length;
    this.seekers = this.seekers.filter((s) => s.id !== id);
    return this.seekers.length !== before;
  }

  compatible(a: Seeker, b: Seeker, now = this.now()): boolean {
    if (a.accountId === b.accountId || a.clock !== b.clock) return false;
    const gap = Math.abs(a.rating - b.rating);
    return gap <= acceptedRange(now - a.joinedAt) && gap <= acceptedRange(now - b.joinedAt);
  }

  /** Pairs whoever can be paired now and takes them, and those due for a bot, out of the queue. */
  tick(): TickOutcome {
    const now = this.now();
    const pairs: [Seeker, Seeker][] = [];
    const taken = new Set<Seeker>();
    for (const a of this.seekers) {
      if (taken.has(a)) continue;
      let best: Seeker | undefined;
      for (const b of this.seekers) {
        if (b === a || taken.has(b) || !this.compatible(a, b, now)) continue;
        if (!best || Math.abs(b.rating - a.rating) < Math.abs(best.rating - a.rating)) best = b;
      }
      if (best) {
        taken.add(a).add(best);
        pairs.push([a, best]);
      }
    }
    const botDue = this.seekers.filter((s) => !taken.has(s) && s.botAfterMs > 0 && now - s.joinedAt >= s.botAfterMs);
    for (const s of botDue) taken.add(s);
    this.seekers = this.seekers.filter((s) => !taken.has(s));
    return { pairs, botDue };
  }
}
