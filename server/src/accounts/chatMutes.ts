import type { SavedMutes } from "../rooms/chatTable";
import type { AccountStore } from "./store";

// The rows are chatMutesMigration.ts's table. Spelled out rather than imported from seatIdentity.ts, which loads the accounts service.
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
