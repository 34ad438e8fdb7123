import { join } from "node:path";
import { scryptHasher, type ScryptParams } from "./passwords";
import { Accounts } from "./service";
import { SqliteAccountStore } from "./sqliteStore";
import { SessionTokens, loadSecret } from "./tokens";

export { Accounts } from "./service";
export { DEFAULT_SCRYPT } from "./passwords";
export { accountRouter, accountBodyErrors, profileRouter } from "./router";

/** Accounts kept in DATA_DIR/games.sqlite beside the game records, sessions signed with the configured or kept secret. */
export function openAccounts(dataDir: string, secret: string | undefined, scrypt?: ScryptParams): { accounts: Accounts; close(): void } {
  const store = new SqliteAccountStore(join(dataDir, "games.sqlite"));
  const accounts = new Accounts(store, scryptHasher(scrypt), new SessionTokens(loadSecret(secret, dataDir)));
  return { accounts, close: () => store.close() };
}
