import type { PoolClient } from "pg";
import { isPgStorageFailure, isUniqueViolation, type PgDatabase } from "../records/pg/database";
import { parseGameRow } from "../records/rows";
import { AccountError } from "./errors";
import { toAccount, toSeatLink, type AccountRow, type SeatLinkRow } from "./sqliteStore";
import { UsernameTakenError, accountIdentity, type Account, type AccountStore, type PlayedGame, type SeatLink, type Session, type TransferUse } from "./store";

type Query = Pick<PoolClient, "query">;

/**
 * Accounts in PostgreSQL (DATABASE_URL), with the SQLite store's semantics (sqliteStore.ts): usernames unique by
 * their key, a deleted account relabelled in the records, single-use transfer codes. A storage failure (down, too
 * slow) becomes `storage_unavailable`.
 */
export class PgAccountStore implements AccountStore {
  constructor(private readonly db: PgDatabase) {}

  private async run<T>(work: (q: Query) => Promise<T>, inTransaction = false): Promise<T> {
    try {
      return await (inTransaction ? this.db.transaction(work) : work(this.db.pool));
    } catch (e) {
      if (e instanceof UsernameTakenError || !isPgStorageFailure(e)) throw e;
      throw new AccountError("storage_unavailable");
    }
  }

  createAccount(a: Account, key: string): Promise<void> {
    return this.run(async (q) => {
      try {
        await q.query(
          `INSERT INTO accounts (id, username, username_key, password_hash, password_salt, password_params, prefs, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [a.id, a.username, key, a.password.hash, a.password.salt, JSON.stringify(a.password.params), JSON.stringify(a.prefs), a.createdAt],
        );
      } catch (e) {
        if (isUniqueViolation(e)) throw new UsernameTakenError();
        throw e;
      }
    });
  }

  accountByUsername(key: string) {
    return this.run(async (q) => toAccount((await q.query<AccountRow>("SELECT * FROM accounts WHERE username_key = $1", [key])).rows[0]));
  }

  accountById(id: string) {
    return this.run(async (q) => toAccount((await q.query<AccountRow>("SELECT * FROM accounts WHERE id = $1", [id])).rows[0]));
  }

  setPrefs(accountId: string, prefs: Record<string, unknown>) {
    return this.run(async (q) => void (await q.query("UPDATE accounts SET prefs = $1 WHERE id = $2", [JSON.stringify(prefs), accountId])));
  }

  deleteAccount(accountId: string, label: string) {
    const identity = accountIdentity(accountId);
    return this.run(async (q) => {
      const seats = (await q.query<{ game_id: string; seat: number }>("SELECT game_id, seat FROM seat_identities WHERE identity = $1", [identity])).rows;
      for (const { game_id, seat } of seats) {
        const row = (await q.query<{ seats: string }>("SELECT seats FROM games WHERE id = $1 FOR UPDATE", [game_id])).rows[0];
        if (!row) continue;
        const stored = JSON.parse(row.seats) as { name: string }[];
        if (stored[seat]) stored[seat].name = label;
        await q.query("UPDATE games SET seats = $1 WHERE id = $2", [JSON.stringify(stored), game_id]);
      }
      await q.query("UPDATE seat_identities SET identity = 'deleted', name = $1 WHERE identity = $2", [label, identity]);
      // Others' mutes of this player name an account nobody holds any more: they go too.
      await q.query("DELETE FROM chat_mutes WHERE muted = $1", [identity]);
      await q.query("DELETE FROM accounts WHERE id = $1", [accountId]); // sessions go with it (ON DELETE CASCADE)
    }, true);
  }

  createSession(s: Session) {
    return this.run(async (q) => {
      await q.query("DELETE FROM sessions WHERE expires_at < $1", [s.createdAt]);
      await q.query("INSERT INTO sessions (id, account_id, created_at, expires_at) VALUES ($1, $2, $3, $4)", [s.id, s.accountId, s.createdAt, s.expiresAt]);
    });
  }

  session(id: string) {
    return this.run(async (q) => {
      const r = (await q.query<{ id: string; account_id: string; created_at: number; expires_at: number; revoked: boolean }>("SELECT * FROM sessions WHERE id = $1", [id])).rows[0];
      return r ? { id: r.id, accountId: r.account_id, createdAt: r.created_at, expiresAt: r.expires_at, revoked: r.revoked } : undefined;
    });
  }

  revokeSession(id: string) {
    return this.run(async (q) => void (await q.query("UPDATE sessions SET revoked = TRUE WHERE id = $1", [id])));
  }

  revokeAllSessions(accountId: string) {
    return this.run(async (q) => (await q.query("UPDATE sessions SET revoked = TRUE WHERE account_id = $1 AND NOT revoked", [accountId])).rowCount ?? 0);
  }

  linkSeat(link: Omit<SeatLink, "botFromSeq">) {
    return this.run(async (q) => void (await q.query(
      `INSERT INTO seat_identities (game_id, seat, identity, name) VALUES ($1, $2, $3, $4)
       ON CONFLICT (game_id, seat) DO UPDATE SET identity = EXCLUDED.identity, name = EXCLUDED.name, bot_from_seq = NULL`,
      [link.gameId, link.seat, link.identity, link.name],
    )));
  }

  markBotFrom(gameId: string, seat: number, seq: number) {
    return this.run(async (q) => void (await q.query("UPDATE seat_identities SET bot_from_seq = $1 WHERE game_id = $2 AND seat = $3 AND bot_from_seq IS NULL", [seq, gameId, seat])));
  }

  seatLinks(gameId: string) {
    return this.run(async (q) =>
      (await q.query<SeatLinkRow>("SELECT * FROM seat_identities WHERE game_id = $1 ORDER BY seat", [gameId])).rows.map(toSeatLink),
    );
  }

  standIns(gameId: string) {
    return this.run(async (q) =>
      new Map((await q.query<{ seat: number; bot_from_seq: number }>("SELECT seat, bot_from_seq FROM seat_identities WHERE game_id = $1 AND bot_from_seq IS NOT NULL", [gameId])).rows.map((r) => [r.seat, r.bot_from_seq])),
    );
  }

  gamesOf(identity: string, limit: number) {
    return this.run(async (q) =>
      (
        await q.query<{ si_seat: number; si_bot: number | null } & Record<string, unknown>>(
          `SELECT g.*, si.seat AS si_seat, si.bot_from_seq AS si_bot FROM seat_identities si JOIN games g ON g.id = si.game_id
           WHERE si.identity = $1 AND g.status = 'finished' ORDER BY g.finished_at DESC LIMIT $2`,
          [identity, limit],
        )
      ).rows.flatMap((raw): PlayedGame[] => {
        const parsed = parseGameRow(raw);
        return parsed.ok ? [{ game: parsed.value, seat: raw.si_seat, botFromSeq: raw.si_bot }] : [];
      }),
    );
  }

  upgradeGuest(guestIdentity: string, accountId: string, at: number) {
    const account = accountIdentity(accountId);
    return this.run(async (q) => {
      await q.query(
        `INSERT INTO guest_upgrades (guest_identity, account_id, upgraded_at) VALUES ($1, $2, $3)
         ON CONFLICT (guest_identity) DO UPDATE SET account_id = EXCLUDED.account_id, upgraded_at = EXCLUDED.upgraded_at`,
        [guestIdentity, accountId, at],
      );
      // Whoever muted the guest keeps them muted once signed up (a mute of both stays one row).
      await q.query("INSERT INTO chat_mutes (account_id, muted, created_at) SELECT account_id, $1, created_at FROM chat_mutes WHERE muted = $2 ON CONFLICT DO NOTHING", [account, guestIdentity]);
      await q.query("DELETE FROM chat_mutes WHERE muted = $1", [guestIdentity]);
      return (await q.query("UPDATE seat_identities SET identity = $1 WHERE identity = $2", [account, guestIdentity])).rowCount ?? 0;
    }, true);
  }

  chatMutes(accountId: string) {
    return this.run(async (q) => (await q.query<{ muted: string }>("SELECT muted FROM chat_mutes WHERE account_id = $1 ORDER BY created_at", [accountId])).rows.map((r) => r.muted));
  }

  setChatMute(accountId: string, muted: string, on: boolean, at: number) {
    return this.run(async (q) => {
      if (on) await q.query("INSERT INTO chat_mutes (account_id, muted, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING", [accountId, muted, at]);
      else await q.query("DELETE FROM chat_mutes WHERE account_id = $1 AND muted = $2", [accountId, muted]);
    });
  }

  createTransferCode(codeHash: string, gameId: string, seat: number, expiresAt: number) {
    return this.run(async (q) => {
      await q.query("DELETE FROM transfer_codes WHERE expires_at < $1", [Date.now() - 24 * 3600_000]);
      await q.query("INSERT INTO transfer_codes (code_hash, game_id, seat, expires_at) VALUES ($1, $2, $3, $4)", [codeHash, gameId, seat, expiresAt]);
    });
  }

  useTransferCode(codeHash: string, now: number) {
    return this.run(async (q): Promise<TransferUse> => {
      const r = (await q.query<{ game_id: string; seat: number; expires_at: number; used_at: number | null }>("SELECT * FROM transfer_codes WHERE code_hash = $1", [codeHash])).rows[0];
      if (!r) return { ok: false, reason: "unknown" };
      if (r.used_at != null) return { ok: false, reason: "used" };
      if (r.expires_at <= now) return { ok: false, reason: "expired" };
      // The update only matches an unused code, so of two simultaneous uses only one changes a row.
      if ((await q.query("UPDATE transfer_codes SET used_at = $1 WHERE code_hash = $2 AND used_at IS NULL", [now, codeHash])).rowCount !== 1) return { ok: false, reason: "used" };
      return { ok: true, gameId: r.game_id, seat: r.seat };
    });
  }

  /** The pool is the records store's to close. */
  close(): void {}
}
