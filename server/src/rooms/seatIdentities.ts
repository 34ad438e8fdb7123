import type { IncomingHttpHeaders } from "node:http";
import { tokenFrom } from "../accounts/credentials";
import { AccountError } from "../accounts/errors";
import { TransferCodes, TransferError, identify, isAccountIdentity, type Identity } from "../accounts/seatIdentity";
import type { Accounts } from "../accounts/service";
import type { StoredSeat } from "../records/rows";
import { joinError, roomErrorMessage } from "./roomErrors";
import { sha256, type SeatBook } from "./seatBook";
import type { SeatAuth, SeatMove } from "./seatSessions";

export interface IdentityJoin {
  spectate?: boolean;
  seatToken?: string;
  guestToken?: string;
  transferCode?: string;
}

/** What resolving a join decided: who joins, and the new token of a seat it moves to this device (and who held it). */
export interface Resolved {
  identity: Identity | null;
  seatToken?: string;
  movedBy?: SeatMove;
  previousHolder?: string;
}

interface Log {
  warn(obj: object, msg: string): void;
}

/** The seats' tokens, as the identities see them (by hash: after a restart the record has nothing else). */
export type SeatKeys = Pick<SeatBook, "seatOfToken" | "seatOfTokenHash" | "tokenHashOf" | "rekey">;

/**
 * A seat belongs to an identity, not only to the seat token one browser keeps: a signed-in player who opens the
 * table anywhere is seated back (from the record's seat links after a restart), a guest moves with a one-time
 * transfer code, and when a game starts the record learns who sat where (profiles, history, "電腦代打 from move N").
 * A seat that moves gets a new token: the old device's token seats nobody any more (`seat_moved`), so a code read
 * over a shoulder cannot be undone by the device it left. Without accounts (a room test without them) it does nothing.
 */
export class SeatIdentities {
  /** Seat token hashes of this table and the identity holding each. */
  private readonly holders = new Map<string, Identity>();
  /** Token hashes a move made void: presenting one is told why rather than "not valid". */
  private readonly voided = new Set<string>();
  /** The token hash of the seat a code was issued for (by the seat it had then): a rematch's rotation is followed. */
  private readonly transferHolders = new Map<number, string>();
  private readonly transfers: TransferCodes | null;
  /** The game whose record links seats to identities (the latest started or restored here). */
  private gameId = "";

  constructor(
    private readonly accounts: Accounts | undefined,
    private readonly table: string,
    private readonly seats: SeatKeys,
    /** Refuses an identity the table does not seat (a guest at a rated table), before any seat moves. */
    private readonly admit: (identity: string | undefined, spectate: boolean | undefined) => void,
    private readonly log: Log,
  ) {
    this.transfers = accounts ? new TransferCodes(accounts.store) : null;
  }

  /**
   * Before a claim: who is joining (a session token that does not verify refuses the join, and so may `admit`), and the seat that moves to this device — the seat a transfer code names, or the one the account holds
   * here when the join does not already present that seat's token.
   */
  async resolve(headers: IncomingHttpHeaders, bearer: string | undefined, join: IdentityJoin): Promise<Resolved> {
    const identity = this.accounts ? await this.identify(this.accounts, bearer || tokenFrom(headers), join.guestToken) : null;
    this.admit(identity?.id, join.spectate);
    if (!this.accounts || join.spectate) return { identity };
    if (join.transferCode) return { identity, ...this.move(await this.redeem(join.transferCode), "transfer") };
    const own = identity && isAccountIdentity(identity.id) ? this.seatHeldBy(identity.id) : -1;
    if (own >= 0 && (!join.seatToken || this.seats.seatOfToken(join.seatToken) !== own)) return { identity, ...this.move(own, "account") };
    if (join.seatToken && this.voided.has(sha256(join.seatToken))) throw joinError("seat_moved");
    return { identity };
  }

  private async identify(accounts: Accounts, sessionToken: string | undefined, guestToken: string | undefined): Promise<Identity | null> {
    try {
      return await identify(accounts, sessionToken, guestToken);
    } catch (e) {
      if (e instanceof AccountError && (e.code === "bad_token" || e.code === "token_expired")) throw joinError(e.code);
      throw e;
    }
  }

  private seatHeldBy(identity: string): number {
    for (const [hash, holder] of this.holders) if (holder.id === identity) return this.seats.seatOfTokenHash(hash);
    return -1;
  }

  /** The seat's new token for the joining device; the old token is void. */
  private move(seat: number, movedBy: SeatMove): Omit<Resolved, "identity"> {
    const { token, voided } = this.seats.rekey(seat);
    const previousHolder = voided ? this.holders.get(voided)?.id : undefined;
    if (voided) {
      this.voided.add(voided);
      this.holders.delete(voided);
    }
    return { seatToken: token, movedBy, previousHolder };
  }

  private async redeem(code: string): Promise<number> {
    try {
      const hash = this.transferHolders.get(await this.transfers!.redeem(this.table, code));
      const seat = hash ? this.seats.seatOfTokenHash(hash) : -1;
      if (seat < 0) throw joinError("bad_transfer_code");
      return seat;
    } catch (e) {
      throw e instanceof TransferError ? joinError(e.code) : e;
    }
  }

  /**
   * After a claim: remembers which identity holds the seat's token. A seat moved here sends its new token to the
   * new device (as on a first join), so a reload there keeps the seat; moved to someone else (a transfer code
   * opened under another identity), the running game's record links the seat to them, so a restart agrees.
   */
  claimed({ identity, seatToken: handedToken, previousHolder }: Resolved, auth: SeatAuth, presentedToken: string | undefined): SeatAuth {
    if (auth.role !== "seat") return auth;
    const token = auth.newToken ?? handedToken ?? presentedToken;
    if (token && identity) this.holders.set(sha256(token), identity);
    if (handedToken && identity && identity.id !== previousHolder && this.gameId) {
      this.quietly(this.accounts!.store.linkSeat({ gameId: this.gameId, seat: auth.seat, identity: identity.id, name: auth.name }), "linkSeat");
    }
    return handedToken && !auth.newToken ? { ...auth, newToken: handedToken } : auth;
  }

  /** Who holds a seat now, or null when unknown: chat mutes kept with an account name it. */
  identityOfSeat(seat: number): string | null {
    const hash = this.seats.tokenHashOf(seat);
    return (hash && this.holders.get(hash)?.id) || null;
  }

  /** The account holding `seat` now, if a signed-in player holds it. */
  accountOf(seat: number): string | undefined {
    const identity = this.identityOfSeat(seat);
    return identity && isAccountIdentity(identity) ? identity.slice("account:".length) : undefined;
  }

  /** A game's seats held by accounts, as the record's seat links say (a restored game). */
  async linkedAccounts(gameId: string): Promise<{ seat: number; accountId: string }[]> {
    const links = this.accounts ? await this.accounts.store.seatLinks(gameId) : [];
    return links.flatMap((l) => (isAccountIdentity(l.identity) ? [{ seat: l.seat, accountId: l.identity.slice("account:".length) }] : []));
  }

  /**
   * A game restored after a restart: who held each seat comes back from the record's seat links (the seats' tokens
   * from the game row), so a signed-in player is seated back from any device as before the restart.
   */
  async restored(gameId: string): Promise<void> {
    if (!this.accounts) return;
    this.gameId = gameId;
    const links = await this.accounts.store.seatLinks(gameId);
    for (const { seat, identity } of links) {
      const hash = this.seats.tokenHashOf(seat);
      if (hash) this.holders.set(hash, { id: identity });
    }
  }

  /** Answers a `transfer` message: the code, `internal` without accounts, `storage_unavailable` when it cannot be kept. */
  sendTransferCode(client: { send(type: string, message: unknown): void }, seat: number): void {
    this.transferCode(seat).then(
      (code) => client.send(code ? "transfer" : "error", code ?? roomErrorMessage("internal")),
      () => client.send("error", roomErrorMessage("storage_unavailable")),
    );
  }

  /** A one-time code that moves `seat` (its current token's holder) to another device; null without accounts. */
  private async transferCode(seat: number): Promise<{ code: string; expiresAt: number } | null> {
    const hash = this.seats.tokenHashOf(seat);
    if (!this.transfers || !hash) return null;
    const issued = await this.transfers.issue(this.table, seat);
    this.transferHolders.set(seat, hash);
    return issued;
  }

  /** A game started: the record learns who sits where. */
  gameStarted(gameId: string, names: string[]): void {
    if (!this.accounts || !gameId) return;
    this.gameId = gameId;
    names.forEach((name, seat) => {
      const identity = this.identityOfSeat(seat);
      if (identity) this.quietly(this.accounts!.store.linkSeat({ gameId, seat, identity, name }), "linkSeat");
    });
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
