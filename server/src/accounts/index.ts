import { scryptHasher, type ScryptParams } from "./passwords";
import { Accounts } from "./service";
import type { AccountStore } from "./store";
import { SessionTokens, loadSecret } from "./tokens";

export { Accounts } from "./service";
export { DEFAULT_SCRYPT } from "./passwords";
export { accountRouter, accountBodyErrors, profileRouter } from "./router";

/** Accounts in the process's store (storage.ts), sessions signed with the configured or kept secret. */
export function openAccounts(store: AccountStore, dataDir: string, secret: string | undefined, scrypt?: ScryptParams): Accounts {
  return new Accounts(store, scryptHasher(scrypt), new SessionTokens(loadSecret(secret, dataDir)));
}
