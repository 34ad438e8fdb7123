import type { SavedMutes } from "../rooms/chat";
import type { AccountStore } from "./store";

/**
 * A signed-in player's chat mutes (issue 23), a migration step of games.sqlite registered in records/migrations.ts;
 * its own file like the ratings step, so branches adding steps do not touch the same lines. `muted` is the muted
 * player's identity ("account:<id>" or "guest:<hash>", seatIdentity.ts), so a mute holds at every table that player
 * sits at. The rows go with the muting account (ON DELETE CASCADE) and with a deleted muted account
 * (sqliteStore.deleteAccount).
 */
export const CHAT_MUTES_MIGRATION = {
  version: 3,
  what: "chat mutes kept with a signed-in player's account",
  sql: `
    CREATE TABLE chat_mutes (
      account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      muted TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      PRIMARY KEY (account_id, muted)
    );
    CREATE INDEX chat_mutes_muted ON chat_mutes(muted);
  `,
};

// Spelled out rather than imported from seatIdentity.ts: migrations.ts loads this file, and should not load the accounts service with it.
const ACCOUNT = "account:";
const accountOf = (identity: string) => identity.slice(ACCOUNT.length);

/**
 * The rooms' view of kept mutes: only a signed-in reader has them; a guest (or a table without accounts) keeps
 * today's per-table mutes.
 */
export function accountMutes(store: AccountStore | undefined): SavedMutes | undefined {
  if (!store) return undefined;
  return {
    load: (identity) => (identity.startsWith(ACCOUNT) ? store.chatMutes(accountOf(identity)).then((ids) => new Set(ids)) : null),
    save: (identity, muted, on) => store.setChatMute(accountOf(identity), muted, on, Date.now()),
  };
}
