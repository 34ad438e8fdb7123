import { createHash, randomInt } from "node:crypto";
import { CODE_ALPHABET } from "../../../shared/src/protocol/messages";
import { GuestToken, guestIdentity, type Accounts } from "./service";
import { accountIdentity, type AccountStore } from "./store";

/**
 * Who sits at a table, beyond the seat token a browser keeps: the account behind a session token (so a signed-in
 * player is seated back from any device), else the guest token's identity (so a guest's games can follow it into an
 * account). A token that does not verify refuses the join: a tampered token never seats anyone.
 */
export interface Identity {
  id: string;
  /** Set for a signed-in player: the account's username. */
  username?: string;
}

export async function identify(accounts: Accounts, sessionToken: string | undefined, guestToken: string | undefined): Promise<Identity | null> {
  if (sessionToken) {
    const { account } = await accounts.authenticate(sessionToken);
    return { id: accountIdentity(account.id), username: account.username };
  }
  if (guestToken !== undefined && GuestToken.safeParse(guestToken).success) return { id: guestIdentity(guestToken) };
  return null;
}

export const isAccountIdentity = (identity: string) => identity.startsWith("account:");

/** How long a guest's transfer code stays usable. */
export const TRANSFER_MINUTES = 5;
const TRANSFER_LENGTH = 8;

export type TransferRefusal = "bad_transfer_code" | "transfer_code_used" | "transfer_code_expired";

export class TransferError extends Error {
  constructor(readonly code: TransferRefusal) {
    super(code);
    this.name = "TransferError";
  }
}

/** Only the hash is stored, bound to its table: a code read off a screen is worthless at any other table. */
const transferHash = (table: string, code: string) => createHash("sha256").update(`${table}:${code.toUpperCase()}`).digest("hex");

/**
 * One-time codes with which a guest takes its seat to another device: eight characters from the table-code alphabet
 * (read aloud without doubt, about 40 bits), valid for TRANSFER_MINUTES, good for one use.
 */
export class TransferCodes {
  constructor(
    private readonly store: AccountStore,
    private readonly now: () => number = Date.now,
  ) {}

  async issue(table: string, seat: number): Promise<{ code: string; expiresAt: number }> {
    const code = Array.from({ length: TRANSFER_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("");
    const expiresAt = this.now() + TRANSFER_MINUTES * 60_000;
    await this.store.createTransferCode(transferHash(table, code), table, seat, expiresAt);
    return { code, expiresAt };
  }

  /** The seat the code moves; throws TransferError when it is unknown (or for another table), used or expired. */
  async redeem(table: string, code: string): Promise<number> {
    const used = await this.store.useTransferCode(transferHash(table, code), this.now());
    if (used.ok) return used.seat;
    throw new TransferError(used.reason === "used" ? "transfer_code_used" : used.reason === "expired" ? "transfer_code_expired" : "bad_transfer_code");
  }
}
