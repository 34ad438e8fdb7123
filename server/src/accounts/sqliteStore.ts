import type Database from "better-sqlite3";
import { z } from "zod";
import { openSideConnection } from "../records/sideConnection";
import { parseGameRow } from "../records/rows";
import { isStorageFailure } from "../records/errors";
import { AccountError } from "./errors";
import { UsernameTakenError, accountIdentity, type Account, type AccountStore, type PlayedGame, type SeatLink, type Session, type TransferUse } from "./store";

const Params = z.object({ N: z.number().int(), r: z.number().int(), p: z.number().int(), keylen: z.number().int() });

export interface AccountRow {
  id: string;
  username: string;
  password_hash: string;
  password_salt: string;
  password_params: string;
  prefs: string;
  created_at: number;
}

/**
 * The account store inside games.sqlite, on its own connection (the records keep theirs): the tables come from the
 * records database's migrations, so it opens after the RecordStore has created the file. A storage failure (locked, full, read-only) becomes `storage_unavailable`.
 */
export class SqliteAccountStore implements AccountStore {
  private readonly db: Database.Database;
  private readonly q;

  constructor(file: string) {
    this.db = openSideConnection(file);
    const db = this.db;
    this.q = {
      insertAccount: db.prepare(`INSERT INTO accounts (id, username, username_key, password_hash, password_salt, password_params, prefs, created_at)
        VALUES (@id, @username, @key, @hash, @salt, @params, @prefs, @createdAt)`),
      accountByKey: db.prepare(`SELECT * FROM accounts WHERE username_key = ?`),
      accountById: db.prepare(`SELECT * FROM accounts WHERE id = ?`),
      setPrefs: db.prepare(`UPDATE accounts SET prefs = ? WHERE id = ?`),
      deleteAccount: db.prepare(`DELETE FROM accounts WHERE id = ?`),
      seatsOfIdentity: db.prepare(`SELECT game_id, seat FROM seat_identities WHERE identity = ?`),
      relabelSeats: db.prepare(`UPDATE seat_identities SET identity = 'deleted', name = ? WHERE identity = ?`),
      gameSeats: db.prepare(`SELECT seats FROM games WHERE id = ?`),
      setGameSeats: db.prepare(`UPDATE games SET seats = ? WHERE id = ?`),
      insertSession: db.prepare(`INSERT INTO sessions (id, account_id, created_at, expires_at) VALUES (?, ?, ?, ?)`),
      session: db.prepare(`SELECT * FROM sessions WHERE id = ?`),
      revokeSession: db.prepare(`UPDATE sessions SET revoked = 1 WHERE id = ?`),
      revokeAll: db.prepare(`UPDATE sessions SET revoked = 1 WHERE account_id = ? AND revoked = 0`),
      dropExpired: db.prepare(`DELETE FROM sessions WHERE expires_at < ?`),
      linkSeat: db.prepare(`INSERT INTO seat_identities (game_id, seat, identity, name) VALUES (@gameId, @seat, @identity, @name)
        ON CONFLICT (game_id, seat) DO UPDATE SET identity = excluded.identity, name = excluded.name, bot_from_seq = NULL`),
      markBot: db.prepare(`UPDATE seat_identities SET bot_from_seq = ? WHERE game_id = ? AND seat = ? AND bot_from_seq IS NULL`),
      standIns: db.prepare(`SELECT seat, bot_from_seq FROM seat_identities WHERE game_id = ? AND bot_from_seq IS NOT NULL`),
      links: db.prepare(`SELECT * FROM seat_identities WHERE game_id = ? ORDER BY seat`),
      gamesOf: db.prepare(`SELECT g.*, si.seat AS si_seat, si.bot_from_seq AS si_bot FROM seat_identities si JOIN games g ON g.id = si.game_id
        WHERE si.identity = ? AND g.status = 'finished' ORDER BY g.finished_at DESC LIMIT ?`),
      upgrade: db.prepare(`UPDATE seat_identities SET identity = ? WHERE identity = ?`),
      recordUpgrade: db.prepare(`INSERT OR REPLACE INTO guest_upgrades (guest_identity, account_id, upgraded_at) VALUES (?, ?, ?)`),
      insertCode: db.prepare(`INSERT INTO transfer_codes (code_hash, game_id, seat, expires_at) VALUES (?, ?, ?, ?)`),
      code: db.prepare(`SELECT * FROM transfer_codes WHERE code_hash = ?`),
      useCode: db.prepare(`UPDATE transfer_codes SET used_at = ? WHERE code_hash = ? AND used_at IS NULL`),
      chatMutes: db.prepare(`SELECT muted FROM chat_mutes WHERE account_id = ? ORDER BY created_at`),
      addChatMute: db.prepare(`INSERT OR IGNORE INTO chat_mutes (account_id, muted, created_at) VALUES (?, ?, ?)`),
      dropChatMute: db.prepare(`DELETE FROM chat_mutes WHERE account_id = ? AND muted = ?`),
      dropMutesOf: db.prepare(`DELETE FROM chat_mutes WHERE muted = ?`),
      upgradeMutes: db.prepare(`UPDATE OR IGNORE chat_mutes SET muted = ? WHERE muted = ?`),
      dropOldCodes: db.prepare(`DELETE FROM transfer_codes WHERE expires_at < ?`),
    };
  }

  /** Runs a statement; storage failures become a typed refusal instead of a 500. */
  private run<T>(work: () => T): Promise<T> {
    try {
      return Promise.resolve(work());
    } catch (e) {
      if (isStorageFailure(e)) return Promise.reject(new AccountError("storage_unavailable"));
      return Promise.reject(e);
    }
  }

  createAccount(a: Account, key: string): Promise<void> {
    return this.run(() => {
      try {
        this.q.insertAccount.run({ id: a.id, username: a.username, key, hash: a.password.hash, salt: a.password.salt, params: JSON.stringify(a.password.params), prefs: JSON.stringify(a.prefs), createdAt: a.createdAt });
      } catch (e) {
        if ((e as { code?: string }).code === "SQLITE_CONSTRAINT_UNIQUE") throw new UsernameTakenError();
        throw e;
      }
    });
  }

  accountByUsername(key: string) {
    return this.run(() => toAccount(this.q.accountByKey.get(key) as AccountRow | undefined));
  }

  accountById(id: string) {
    return this.run(() => toAccount(this.q.accountById.get(id) as AccountRow | undefined));
  }

  setPrefs(accountId: string, prefs: Record<string, unknown>) {
    return this.run(() => void this.q.setPrefs.run(JSON.stringify(prefs), accountId));
  }

  deleteAccount(accountId: string, label: string) {
    const identity = accountIdentity(accountId);
    return this.run(() =>
      this.db.transaction(() => {
        for (const { game_id, seat } of this.q.seatsOfIdentity.all(identity) as { game_id: string; seat: number }[]) {
          const row = this.q.gameSeats.get(game_id) as { seats: string } | undefined;
          if (!row) continue;
          const seats = JSON.parse(row.seats) as { name: string }[];
          if (seats[seat]) seats[seat].name = label;
          this.q.setGameSeats.run(JSON.stringify(seats), game_id);
        }
        this.q.relabelSeats.run(label, identity);
        // Others' mutes of this player name an account nobody holds any more: they go too.
        this.q.dropMutesOf.run(identity);
        this.q.deleteAccount.run(accountId); // sessions go with it (ON DELETE CASCADE)
      })(),
    );
  }

  createSession(s: Session) {
    return this.run(() => {
      this.q.dropExpired.run(s.createdAt);
      this.q.insertSession.run(s.id, s.accountId, s.createdAt, s.expiresAt);
    });
  }

  session(id: string) {
    return this.run(() => {
      const r = this.q.session.get(id) as { id: string; account_id: string; created_at: number; expires_at: number; revoked: number } | undefined;
      return r ? { id: r.id, accountId: r.account_id, createdAt: r.created_at, expiresAt: r.expires_at, revoked: r.revoked !== 0 } : undefined;
    });
  }

  revokeSession(id: string) {
    return this.run(() => void this.q.revokeSession.run(id));
  }

  revokeAllSessions(accountId: string) {
    return this.run(() => this.q.revokeAll.run(accountId).changes);
  }

  linkSeat(link: Omit<SeatLink, "botFromSeq">) {
    return this.run(() => void this.q.linkSeat.run(link));
  }

  markBotFrom(gameId: string, seat: number, seq: number) {
    return this.run(() => void this.q.markBot.run(seq, gameId, seat));
  }

  seatLinks(gameId: string) {
    return this.run(() =>
      (this.q.links.all(gameId) as SeatLinkRow[]).map(toSeatLink),
    );
  }

  standIns(gameId: string) {
    return this.run(() => new Map((this.q.standIns.all(gameId) as { seat: number; bot_from_seq: number }[]).map((r) => [r.seat, r.bot_from_seq])));
  }

  gamesOf(identity: string, limit: number) {
    return this.run(() =>
      (this.q.gamesOf.all(identity, limit) as ({ si_seat: number; si_bot: number | null } & Record<string, unknown>)[]).flatMap((raw): PlayedGame[] => {
        const parsed = parseGameRow(raw);
        return parsed.ok ? [{ game: parsed.value, seat: raw.si_seat, botFromSeq: raw.si_bot }] : [];
      }),
    );
  }

  upgradeGuest(guestIdentity: string, accountId: string, at: number) {
    return this.run(() =>
      this.db.transaction(() => {
        this.q.recordUpgrade.run(guestIdentity, accountId, at);
        // Whoever muted the guest keeps them muted once signed up (a mute of both stays one row).
        this.q.upgradeMutes.run(accountIdentity(accountId), guestIdentity);
        this.q.dropMutesOf.run(guestIdentity);
        return this.q.upgrade.run(accountIdentity(accountId), guestIdentity).changes;
      })(),
    );
  }

  chatMutes(accountId: string) {
    return this.run(() => (this.q.chatMutes.all(accountId) as { muted: string }[]).map((r) => r.muted));
  }

  setChatMute(accountId: string, muted: string, on: boolean, at: number) {
    return this.run(() => void (on ? this.q.addChatMute.run(accountId, muted, at) : this.q.dropChatMute.run(accountId, muted)));
  }

  createTransferCode(codeHash: string, gameId: string, seat: number, expiresAt: number) {
    return this.run(() => {
      this.q.dropOldCodes.run(Date.now() - 24 * 3600_000);
      this.q.insertCode.run(codeHash, gameId, seat, expiresAt);
    });
  }

  useTransferCode(codeHash: string, now: number) {
    return this.run((): TransferUse => {
      const r = this.q.code.get(codeHash) as { game_id: string; seat: number; expires_at: number; used_at: number | null } | undefined;
      if (!r) return { ok: false, reason: "unknown" };
      if (r.used_at != null) return { ok: false, reason: "used" };
      if (r.expires_at <= now) return { ok: false, reason: "expired" };
      // The update only matches an unused code, so of two simultaneous uses only one changes a row.
      if (this.q.useCode.run(now, codeHash).changes !== 1) return { ok: false, reason: "used" };
      return { ok: true, gameId: r.game_id, seat: r.seat };
    });
  }

  close(): void {
    this.db.close();
  }
}

export interface SeatLinkRow {
  game_id: string;
  seat: number;
  identity: string;
  name: string;
  bot_from_seq: number | null;
}

export function toSeatLink(r: SeatLinkRow): SeatLink {
  return { gameId: r.game_id, seat: r.seat, identity: r.identity, name: r.name, botFromSeq: r.bot_from_seq };
}

/** An account row as stored (SQLite or PostgreSQL: the same columns). */
export function toAccount(r: AccountRow | undefined): Account | undefined {
  if (!r) return undefined;
  return {
    id: r.id,
    username: r.username,
    password: { hash: r.password_hash, salt: r.password_salt, params: Params.parse(JSON.parse(r.password_params)) },
    prefs: JSON.parse(r.prefs) as Record<string, unknown>,
    createdAt: r.created_at,
  };
}
