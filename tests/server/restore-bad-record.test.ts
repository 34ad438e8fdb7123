import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startArena } from "../support/arena";
import { RecordStore } from "../../server/src/records/store";

// Its own file: it needs a server that boots on a prepared database (one Colyseus server per module registry).
test("a game whose record no longer replays is marked aborted at start-up instead of crashing", async () => {
  const dataDir = mkdtempSync(join(tmpdir(), "wuxing-badrecord-"));
  const store = RecordStore.inDataDir(dataDir);
  store.createGame({ id: "00000000-0000-4000-8000-000000000001", code: "ACDEFG", mode: "drawpass", engineVersion: "1", options: { handSize: 2 }, table: {}, seats: [{ name: "a", bot: false }, { name: "b", bot: false }], seed: "s", commitment: "0".repeat(64), createdAt: 1 });
  store.appendAction("00000000-0000-4000-8000-000000000001", { seq: 0, seat: 1, action: { type: "draw" } });
  store.close();
  const other = await startArena({ DATA_DIR: dataDir });
  expect(other.arena.store.getGame("00000000-0000-4000-8000-000000000001")!.status).toBe("aborted");
  await other.stop();
});
