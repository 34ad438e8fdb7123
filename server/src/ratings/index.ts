import { join } from "node:path";
import { Ratings } from "./service";
import { SqliteRatingStore } from "./sqliteStore";

export { Ratings } from "./service";
export { ratingsRouter } from "./router";

/** Ratings kept in DATA_DIR/games.sqlite beside the game records and accounts (after the RecordStore opened it). */
export function openRatings(dataDir: string): { ratings: Ratings; close(): void } {
  const store = new SqliteRatingStore(join(dataDir, "games.sqlite"));
  return { ratings: new Ratings(store), close: () => store.close() };
}
