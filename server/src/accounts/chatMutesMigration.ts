/**
 * A signed-in player's chat mutes (issue 23; read and written through chatMutes.ts), a migration step of games.sqlite
 * registered in records/migrations.ts. Its own file like the ratings step (so branches adding steps do not touch the
 * same lines), importing nothing since migrations.ts loads it. `muted` is the muted player's identity ("account:<id>"
 * or "guest:<hash>", seatIdentity.ts), so a mute holds at every table that player sits at. The rows go with the
 * muting account (ON DELETE CASCADE) and with a deleted muted account (sqliteStore.deleteAccount); a guest's signing
 * up moves mutes of it to its account (sqliteStore.upgradeGuest).
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
