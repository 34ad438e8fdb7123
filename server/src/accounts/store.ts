import type { GameRow } from "../records/rows";
import type { PasswordHash } from "./passwords";

/**
 * Where accounts, sessions and the seat ↔ identity link are kept. SQLite (sqliteStore.ts, inside games.sqlite) is
 * the embedded default; the PostgreSQL store of a later issue implements the same interface, which is why every
 * method answers a promise even though SQLite answers at once.
 *
 * An identity is "account:<id>" for a signed-in player or "guest:<SHA-256 of the guest token>" for a guest.
 */
export interface Account {
  id: string;
  username: string;
  password: PasswordHash;
  prefs: Record<string, unknown>;
  createdAt: number;
}

export interface Session {
  id: string;
  accountId: string;
  createdAt: number;
  expiresAt: number;
  revoked: boolean;
}

export interface SeatLink {
  gameId: string;
  seat: number;
  identity: string;
  name: string;
  /** The action number from which a bot played the seat, when it took over. */
  botFromSeq: number | null;
}

export interface PlayedGame {
  game: GameRow;
  seat: number;
  botFromSeq: number | null;
}

export type TransferUse = { ok: true; gameId: string; seat: number } | { ok: false; reason: "unknown" | "used" | "expired" };

export class UsernameTakenError extends Error {
  constructor() {
    super("username taken");
    this.name = "UsernameTakenError";
  }
}

export interface AccountStore {
  /** Throws UsernameTakenError when the name (compared by `usernameKey`) is someone's already. */
  createAccount(account: Account, usernameKey: string): Promise<void>;
  accountByUsername(usernameKey: string): Promise<Account | undefined>;
  accountById(id: string): Promise<Account | undefined>;
  setPrefs(accountId: string, prefs: Record<string, unknown>): Promise<void>;
  /**
   * Removes the account, its credentials and sessions; its seats in past games keep their place in the records
   * but show `label` instead of the name.
   */
  deleteAccount(accountId: string, label: string): Promise<void>;

  createSession(session: Session): Promise<void>;
  session(id: string): Promise<Session | undefined>;
  revokeSession(id: string): Promise<void>;
  revokeAllSessions(accountId: string): Promise<number>;

  linkSeat(link: Omit<SeatLink, "botFromSeq">): Promise<void>;
  markBotFrom(gameId: string, seat: number, seq: number): Promise<void>;
  seatLinks(gameId: string): Promise<SeatLink[]>;
  /** Seat → the action number from which a bot played it. */
  standIns(gameId: string): Promise<Map<number, number>>;
  /** Finished games the identity sat in, newest first. */
  gamesOf(identity: string, limit: number): Promise<PlayedGame[]>;
  /** A guest who signs up keeps its games: its seats now belong to the account. */
  upgradeGuest(guestIdentity: string, accountId: string, at: number): Promise<number>;

  /** The identities a signed-in player muted in chat (chatMutes.ts), at any table. */
  chatMutes(accountId: string): Promise<string[]>;
  setChatMute(accountId: string, muted: string, on: boolean, at: number): Promise<void>;

  createTransferCode(codeHash: string, gameId: string, seat: number, expiresAt: number): Promise<void>;
  /** Single use: the first call with a live code wins; later calls answer "used", late ones "expired". */
  useTransferCode(codeHash: string, now: number): Promise<TransferUse>;
}

export const accountIdentity = (accountId: string) => `account:${accountId}`;
