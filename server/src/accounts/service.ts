import { createHash, randomUUID } from "node:crypto";
import { z } from "zod";
import { AUTO_PASS } from "../../../shared/src/protocol/autoPass";
import { AccountError } from "./errors";
import type { PasswordHasher } from "./passwords";
import { SESSION_DAYS, SessionTokens } from "./tokens";
import { UsernameTakenError, accountIdentity, type Account, type AccountStore, type PlayedGame } from "./store";
import { usernameKey, validPassword, validUsername } from "./usernames";

/** What a deleted account's seats show in past records: not a name anyone can take (usernames have no spaces or parentheses). */
export const DELETED_LABEL = "（已刪除 deleted）";

/** Preferences that follow the account from device to device. */
export const Prefs = z
  .object({
    lang: z.enum(["zh", "en"]).optional(),
    autoPass: z.enum(AUTO_PASS).optional(),
    sound: z.boolean().optional(),
  })
  .strict();
export type Prefs = z.infer<typeof Prefs>;

export interface SignedIn {
  account: Account;
  sessionId: string;
}

export interface Issued {
  token: string;
  expiresAt: number;
  account: PublicAccount;
}

export interface PublicAccount {
  username: string;
  createdAt: number;
  prefs: Prefs;
}

/** A guest's identity: the hash of the guest token its browser keeps (the token itself is never stored). */
export function guestIdentity(guestToken: string): string {
  return `guest:${createHash("sha256").update(guestToken).digest("hex")}`;
}

export const GuestToken = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);

/**
 * Sign-up, sign-in, sessions and deletion, independent of HTTP (the router and the rooms both use it). Every refusal
 * is an AccountError; nothing is written before every check has passed.
 */
export class Accounts {
  constructor(
    readonly store: AccountStore,
    private readonly hasher: PasswordHasher,
    private readonly tokens: SessionTokens,
    private readonly now: () => number = Date.now,
  ) {}

  async signUp(body: { username?: unknown; password?: unknown; guestToken?: unknown }): Promise<Issued> {
    const username = validUsername(body.username);
    if (!username) throw new AccountError("bad_username");
    const password = validPassword(body.password);
    if (!password) throw new AccountError("bad_password");
    const guest = body.guestToken === undefined ? null : GuestToken.safeParse(body.guestToken);
    if (guest && !guest.success) throw new AccountError("bad_request");
    const key = usernameKey(username);
    if (await this.store.accountByUsername(key)) throw new AccountError("username_taken");
    const account: Account = { id: randomUUID(), username, password: await this.hasher.hash(password), prefs: {}, createdAt: this.now() };
    try {
      await this.store.createAccount(account, key);
    } catch (e) {
      // Two sign-ups for one name at once: the unique index decides.
      if (e instanceof UsernameTakenError) throw new AccountError("username_taken");
      throw e;
    }
    if (guest?.success) await this.store.upgradeGuest(guestIdentity(guest.data), account.id, account.createdAt);
    return this.issue(account);
  }

  /** Unknown user and wrong password take the same work and give the same answer. */
  async signIn(body: { username?: unknown; password?: unknown }): Promise<Issued> {
    const password = typeof body.password === "string" && body.password.length <= 1000 ? body.password.normalize("NFC") : null;
    if (typeof body.username !== "string" || body.username.length > 100 || password === null) throw new AccountError("bad_request");
    const account = await this.store.accountByUsername(usernameKey(body.username));
    const ok = account ? await this.hasher.verify(password, account.password) : await this.hasher.verifyNobody(password);
    if (!account || !ok) throw new AccountError("bad_credentials");
    return this.issue(account);
  }

  /** The account behind a token; throws bad_token (forged, altered, signed out, deleted) or token_expired. */
  async authenticate(token: unknown): Promise<SignedIn> {
    const checked = this.tokens.check(token, this.now());
    if (!checked.ok) throw new AccountError(checked.reason);
    const session = await this.store.session(checked.sessionId);
    if (!session || session.revoked) throw new AccountError("bad_token");
    if (session.expiresAt <= this.now()) throw new AccountError("token_expired");
    const account = await this.store.accountById(session.accountId);
    if (!account) throw new AccountError("bad_token");
    return { account, sessionId: session.id };
  }

  signOut(who: SignedIn): Promise<void> {
    return this.store.revokeSession(who.sessionId);
  }

  signOutEverywhere(who: SignedIn): Promise<number> {
    return this.store.revokeAllSessions(who.account.id);
  }

  async setPrefs(who: SignedIn, body: unknown): Promise<Prefs> {
    const parsed = Prefs.safeParse(body);
    if (!parsed.success) throw new AccountError("bad_request");
    const prefs = { ...publicAccount(who.account).prefs, ...parsed.data };
    await this.store.setPrefs(who.account.id, prefs);
    return prefs;
  }

  /** Asks for the password again: a stolen session alone cannot delete an account. */
  async deleteAccount(who: SignedIn, body: { password?: unknown }): Promise<void> {
    if (typeof body.password !== "string" || body.password.length > 1000) throw new AccountError("bad_request");
    if (!(await this.hasher.verify(body.password.normalize("NFC"), who.account.password))) throw new AccountError("bad_credentials");
    await this.store.deleteAccount(who.account.id, DELETED_LABEL);
  }

  async profile(name: string, limit = 50): Promise<{ username: string; memberSince: number; games: PlayedGame[] }> {
    const username = validUsername(name);
    const account = username ? await this.store.accountByUsername(usernameKey(username)) : undefined;
    if (!account) throw new AccountError("no_such_player");
    return { username: account.username, memberSince: account.createdAt, games: await this.store.gamesOf(accountIdentity(account.id), limit) };
  }

  private async issue(account: Account): Promise<Issued> {
    const createdAt = this.now();
    const expiresAt = createdAt + SESSION_DAYS * 24 * 3600_000;
    const id = SessionTokens.newSessionId();
    await this.store.createSession({ id, accountId: account.id, createdAt, expiresAt, revoked: false });
    return { token: this.tokens.sign(id, expiresAt), expiresAt, account: publicAccount(account) };
  }
}

export function publicAccount(account: Account): PublicAccount {
  const prefs = Prefs.safeParse(account.prefs);
  return { username: account.username, createdAt: account.createdAt, prefs: prefs.success ? prefs.data : {} };
}
