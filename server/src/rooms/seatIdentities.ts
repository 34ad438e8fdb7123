import type { IncomingHttpHeaders } from "node:http";
import { tokenFrom } from "../accounts/credentials";
import { AccountError } from "../accounts/errors";
import { TransferCodes, TransferError, identify, isAccountIdentity, type Identity } from "../accounts/seatIdentity";
import type { Accounts } from "../accounts/service";
import type { StoredSeat } from "../records/rows";
import { joinError, roomErrorMessage } from "./roomErrors";
import type { SeatAuth } from "./seatSessions";

export interface IdentityJoin {
  spectate?: boolean;
  seatToken?: string;
  guestToken?: string;
  transferCode?: string;
}

interface Log {
  warn(obj: object, msg: string): void;
}

/**
 * A seat belongs to an identity, not only to the seat token one browser keeps: a signed-in player who opens the
 * table anywhere is handed their seat's token (SeatSessions then closes the old session, "opened elsewhere"), a
 * guest moves with a one-time transfer code, and when a game starts the record learns who sat where (profiles,
 * history, "電腦代打 from move N"). Without accounts (a room test without them) it does nothing.
 */
export class SeatIdentities {
  /** Seat tokens of this table and the identity holding each. */
  private readonly holders = new Map<string, Identity>();
  private readonly tokenOfSession = new Map<string, string>();
  /** The seat token a seat's latest transfer code hands over. */
  private readonly transferTokens = new Map<number, string>();
  private readonly transfers: TransferCodes | null;

  constructor(
    private readonly accounts: Accounts | undefined,
    private readonly table: string,
    private readonly log: Log,
  ) {
    this.transfers = accounts ? new TransferCodes(accounts.store) : null;
  }

  /**
   * Before a claim: who is joining (a session token that does not verify refuses the join), and the seat token
   * that seats them again — the seat a transfer code moves, or the seat their account already holds here.
   */
  async resolve(headers: IncomingHttpHeaders, bearer: string | undefined, join: IdentityJoin): Promise<{ identity: Identity | null; seatToken?: string }> {
    if (!this.accounts) return { identity: null };
    let identity: Identity | null;
    try {
      identity = await identify(this.accounts, bearer || tokenFrom(headers), join.guestToken);
    } catch (e) {
      if (e instanceof AccountError && (e.code === "bad_token" || e.code === "token_expired")) throw joinError(e.code);
      throw e;
    }
    if (join.spectate) return { identity };
    if (join.transferCode) return { identity, seatToken: await this.redeem(join.transferCode) };
    if (!join.seatToken && identity && isAccountIdentity(identity.id)) {
      for (const [token, holder] of this.holders) if (holder.id === identity.id) return { identity, seatToken: token };
    }
    return { identity };
  }

  private async redeem(code: string): Promise<string> {
    try {
      const token = this.transferTokens.get(await this.transfers!.redeem(this.table, code));
      if (!token) throw joinError("bad_transfer_code");
      return token;
    } catch (e) {
      throw e instanceof TransferError ? joinError(e.code) : e;
    }
  }

  /**
   * After a claim: remembers which identity holds the seat's token. A seat handed over by identity or transfer
   * code sends its token to the new device (as on a first join), so a reload there keeps the seat.
   */
  claimed(sessionId: string, identity: Identity | null, auth: SeatAuth, handedToken: string | undefined, presentedToken: string | undefined): SeatAuth {
    if (auth.role !== "seat") return auth;
    const token = auth.newToken ?? handedToken ?? presentedToken;
    if (!token) return auth;
    this.tokenOfSession.set(sessionId, token);
    if (identity) this.holders.set(token, identity);
    return handedToken && !auth.newToken ? { ...auth, newToken: handedToken } : auth;
  }

  /** Who holds a seat now (its token's holder), or null when unknown: chat mutes kept with an account name it. */
  identityOfSeat(seat: number, seatOfToken: (token: string) => number): string | null {
    for (const [token, identity] of this.holders) if (seatOfToken(token) === seat) return identity.id;
    return null;
  }

  /** The account holding `seat` now (seats by their tokens), if a signed-in player holds it. */
  accountOf(seat: number, seatOfToken: (token: string) => number): string | undefined {
    for (const [token, holder] of this.holders) {
      if (isAccountIdentity(holder.id) && seatOfToken(token) === seat) return holder.id.slice("account:".length);
    }
    return undefined;
  }

  /** A game's seats held by accounts, as the record's seat links say (a restored game). */
  async linkedAccounts(gameId: string): Promise<{ seat: number; accountId: string }[]> {
    const links = this.accounts ? await this.accounts.store.seatLinks(gameId) : [];
    return links.flatMap((l) => (isAccountIdentity(l.identity) ? [{ seat: l.seat, accountId: l.identity.slice("account:".length) }] : []));
  }

  /** Answers a `transfer` message: the code, `internal` without accounts, `storage_unavailable` when it cannot be kept. */
  sendTransferCode(client: { send(type: string, message: unknown): void }, sessionId: string, seat: number): void {
    this.transferCode(sessionId, seat).then(
      (code) => client.send(code ? "transfer" : "error", code ?? roomErrorMessage("internal")),
      () => client.send("error", roomErrorMessage("storage_unavailable")),
    );
  }

  /** A one-time code that moves the seat of session `sessionId`; null without accounts. */
  private async transferCode(sessionId: string, seat: number): Promise<{ code: string; expiresAt: number } | null> {
    const token = this.tokenOfSession.get(sessionId);
    if (!this.transfers || !token) return null;
    const issued = await this.transfers.issue(this.table, seat);
    this.transferTokens.set(seat, token);
    return issued;
  }

  /** A game started: the record learns who sits where (seats by their tokens, which rotate with their players). */
  gameStarted(gameId: string, seatOfToken: (token: string) => number, names: string[]): void {
    if (!this.accounts || !gameId) return;
    for (const [token, identity] of this.holders) {
      const seat = seatOfToken(token);
      if (seat >= 0) this.quietly(this.accounts.store.linkSeat({ gameId, seat, identity: identity.id, name: names[seat] }), "linkSeat");
    }
  }

  /** Seats changed: a seat a bot now plays for its player is noted with the move it took over from. */
  seatsChanged(gameId: string, seats: StoredSeat[], seq: number): void {
    if (!this.accounts || !gameId) return;
    seats.forEach((s, seat) => s.replacedByBot && this.quietly(this.accounts!.store.markBotFrom(gameId, seat, seq), "markBotFrom"));
  }

  /** The link is for profiles and history: a failed write is logged, never a refusal of the game. */
  private quietly(write: Promise<void>, operation: string) {
    write.catch((err) => this.log.warn({ err, operation, table: this.table }, "seat identity not recorded"));
  }
}
