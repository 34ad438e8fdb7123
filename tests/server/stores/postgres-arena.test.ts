import type { Room } from "colyseus.js";
import { nextMessage, startArena, waitFor, type TestArena } from "../../support/arena";
import { describeWithTools } from "../../support/cluster";
import { startPostgres, type ThrowawayPostgres } from "../../support/postgres";

/**
 * The server on DATABASE_URL (issue 26): a table's game is recorded in PostgreSQL move by move and served from
 * it; when PostgreSQL goes away a move is refused with storage_unavailable (nothing shown, nothing lost) and
 * /healthz answers 503, as with SQLite's storage failures.
 */
describeWithTools(["postgresql"], "a server on PostgreSQL", () => {
  let pg: ThrowawayPostgres | undefined;
  let t: TestArena;
  beforeAll(async () => {
    pg = await startPostgres();
    t = await startArena({ DATABASE_URL: await pg.database("arena"), DATABASE_TIMEOUT_MS: "1000" });
  }, 120_000);
  afterAll(async () => {
    await t?.stop();
    await pg?.stop();
  });

  const api = async (path: string) => {
    const res = await fetch(`http://127.0.0.1:${t.port}${path}`);
    return { status: res.status, body: await res.json() };
  };

  async function move(rooms: Room[]) {
    const a = rooms[0];
    const seq = a.state.seq;
    rooms[a.state.activeSeats[0]].send("action", { seq, action: { type: "draw" } });
    await waitFor(() => rooms.every((r) => r.state.seq === seq + 1), 10_000, "the move confirmed");
  }

  test("moves are written to PostgreSQL before they show; with PostgreSQL gone a move is refused and health says so", async () => {
    const a = await t.client().create("drawpass", { name: "Ann", table: { seats: 2 } });
    const b = await t.client().joinById(a.roomId, { name: "Ben" });
    for (const r of [a, b]) r.onMessage("*", () => undefined);
    await waitFor(() => a.state.seats.every((s: { occupied: boolean }) => s.occupied), 10_000, "both seated");
    a.send("start", {});
    await waitFor(() => a.state.status === "playing", 10_000, "start");
    const gameId = a.state.gameId;
    await move([a, b]);
    await move([a, b]);
    const running = await api(`/api/records/${gameId}`);
    expect(running.status).toBe(200);
    expect(running.body.record).toMatchObject({ id: gameId, code: a.roomId, mode: "drawpass", actionCount: 2 });
    expect((await api("/healthz")).status).toBe(200);

    await pg!.stop();
    pg = undefined;
    const seq = a.state.seq;
    const mover = [a, b][a.state.activeSeats[0]];
    const refused = nextMessage(mover, "error", 15_000);
    mover.send("action", { seq, action: { type: "draw" } });
    expect(await refused).toMatchObject({ code: "storage_unavailable" });
    expect(a.state.seq).toBe(seq);
    const health = await api("/healthz");
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ status: "storage_unavailable", operation: "appendAction" });
    expect((await api(`/api/records/${gameId}`)).status).toBe(503);
    await Promise.all([a.leave(), b.leave()]);
  }, 90_000);
});
