import { Client } from "pg";
import { START_TIMEOUT_MS, describeWithTools, startCluster, type Cluster } from "../support/cluster";
import { drawOnce, handOf, rejoinSeats, startTable } from "../support/drawpassTable";
import { startPostgres, type ThrowawayPostgres } from "../support/postgres";

/**
 * Three processes on one Redis behind nginx, each with its own DATA_DIR as on separate hosts, their records in one
 * PostgreSQL. A table's process is killed (SIGKILL): exactly one survivor restores it from the record under the same
 * code, and its players resume their seats through the proxy with nothing lost. Then the new owner is stopped
 * gracefully (SIGTERM) and the last process takes the table over the same way.
 */
describeWithTools(["redis-server", "nginx", "postgresql"], "a lost process loses no table", () => {
  let pg: ThrowawayPostgres | undefined;
  let databaseUrl = "";
  let cluster: Cluster;
  beforeAll(async () => {
    pg = await startPostgres();
    databaseUrl = await pg.database("failover");
    cluster = await startCluster({ processes: 3, ownDataDirs: true, env: { DATABASE_URL: databaseUrl, ACCOUNT_SECRET: "a shared secret of at least thirty-two characters" } });
  }, START_TIMEOUT_MS + 60_000);
  afterAll(async () => {
    await cluster?.close();
    await pg?.stop();
  }, 60_000);

  const tablesHeld = async () => (await cluster.roomCounts()).map((n) => n ?? 0);

  test("kill -9, then SIGTERM: the table is restored exactly once each time, seats and moves intact", async () => {
    const via = `http://${cluster.proxy}`;
    const table = await startTable(`http://127.0.0.1:${cluster.processes[0].port}`, via);
    for (let i = 0; i < 3; i++) await drawOnce(table.players);
    const seq = table.players[0].state.seq;
    const hands = [handOf(table.players[0], 0), handOf(table.players[1], 1)];
    // Colyseus places a new room on the least loaded process, not necessarily the one matchmaking reached.
    const before = await tablesHeld();
    expect(before.reduce((n, c) => n + c)).toBe(1);

    await cluster.stop(before.indexOf(1), "SIGKILL");
    // Within 10 s of the lease expiring nobody renews it; the players retry through the proxy meanwhile.
    let players = await rejoinSeats(via, table, 20_000);
    expect(players[0].roomId).toBe(table.code);
    expect(players[0].state.gameId).toBe(table.gameId);
    expect(players[0].state.seq).toBe(seq);
    expect([handOf(players[0], 0), handOf(players[1], 1)]).toEqual(hands);
    const afterKill = await tablesHeld();
    expect(afterKill.reduce((a, b) => a + b)).toBe(1);
    await drawOnce(players);

    // A rolling restart: the owner hands the table over as it stops, nobody waits for a lease to expire.
    const owner = afterKill.indexOf(1);
    await Promise.all(players.map((p) => p.leave(false).catch(() => undefined)));
    await cluster.stop(owner, "SIGTERM");
    players = await rejoinSeats(via, table, 20_000);
    expect(players[0].state.seq).toBe(seq + 1);
    expect((await tablesHeld()).reduce((a, b) => a + b)).toBe(1);
    await drawOnce(players);
    await Promise.all(players.map((p) => p.leave()));

    const db = new Client({ connectionString: databaseUrl });
    await db.connect();
    const { rows } = await db.query<{ seq: number }>("SELECT seq FROM actions WHERE game_id = $1 ORDER BY seq", [table.gameId]);
    await db.end();
    // No action lost, none written twice: one row per confirmed seq, in order.
    expect(rows.map((r) => Number(r.seq))).toEqual(Array.from({ length: seq + 2 }, (_, i) => i));
  }, 120_000);
});
