import { spawnSync } from "node:child_process";
import { Client, type Room } from "colyseus.js";
import { nextMessage, waitFor } from "../support/arena";
import { START_TIMEOUT_MS, describeWithTools, startCluster, type Cluster } from "../support/cluster";
import { drawOnce, handOf, quiet, startTable } from "../support/drawpassTable";

/**
 * Two real server processes on one Redis behind nginx (deploy/nginx.conf): tables are found, joined, watched and
 * rejoined whichever process matchmaking reaches.
 */
describeWithTools(["redis-server", "nginx"], "two processes on Redis behind nginx", () => {
  let cluster: Cluster;
  const direct = (i: number) => `http://127.0.0.1:${cluster.processes[i].port}`;
  const viaProxy = () => `http://${cluster.proxy}`;
  const open: Room[] = [];
  beforeAll(async () => {
    cluster = await startCluster({ processes: 2 });
  }, START_TIMEOUT_MS + 30_000);
  afterAll(async () => {
    for (const r of open) void r.leave().catch(() => undefined);
    await cluster?.close();
  }, 30_000);

  test("a table created through one process is joined and played through the other's matchmaker", async () => {
    const table = await startTable(direct(0), direct(1));
    open.push(...table.players);
    await drawOnce(table.players);
    await drawOnce(table.players);
    // One room in the cluster (Colyseus places new rooms on the least loaded process); both players reached it
    // through the proxy, whichever process answered their matchmaking.
    expect((await cluster.roomCounts()).reduce((n, c) => n! + c!, 0)).toBe(1);
  }, 30_000);

  test("the lobby lists the tables of every process, and a spectator and a reconnecting player reach the right one", async () => {
    const public2 = { seats: 2 };
    const onFirst = quiet(await new Client(direct(0)).create("drawpass", { name: "P1", table: public2 }));
    const onSecond = quiet(await new Client(direct(1)).create("drawpass", { name: "P2", table: public2 }));
    open.push(onFirst, onSecond);

    const lobby = await new Client(viaProxy()).joinOrCreate("lobby");
    open.push(lobby);
    const listed = new Set<string>();
    lobby.onMessage("+", ([id]: [string]) => listed.add(id));
    lobby.onMessage("-", () => undefined);
    ((await nextMessage(lobby, "rooms")) as { roomId: string }[]).forEach((r) => listed.add(r.roomId));
    await waitFor(() => listed.has(onFirst.roomId) && listed.has(onSecond.roomId), 10_000, "both processes' tables listed");

    const watcher = quiet(await new Client(viaProxy()).joinById(onSecond.roomId, { name: "W", spectate: true }));
    open.push(watcher);
    await waitFor(() => onSecond.state.spectators === 1, 10_000, "the spectator counted by its table");

    // A player's dropped connection (not a leave) comes back through the proxy with Colyseus' reconnection token.
    const game = await startTable(direct(1), direct(0));
    open.push(...game.players);
    const [, ben] = game.players;
    const token = ben.reconnectionToken;
    await ben.leave(false);
    await waitFor(() => game.players[0].state.seats[1]?.connected === false, 10_000, "Ben's seat seen disconnected");
    const back = quiet(await new Client(viaProxy()).reconnect(token));
    open.push(back);
    expect(back.roomId).toBe(game.code);
    await waitFor(() => game.players[0].state.seats[1]?.connected === true, 10_000, "Ben's seat connected again");
    await drawOnce([game.players[0], back]);
  }, 60_000);

  test("a process that loses a table's lease closes it with a typed reason (two owners never write one game)", async () => {
    const table = await startTable(direct(0), direct(0));
    open.push(...table.players);
    const told = nextMessage(table.players[0], "error", 20_000);
    const closed = new Promise<number>((r) => table.players[0].onLeave((code) => r(code)));
    // Another owner takes the lease, as a survivor would after this process missed its renewals.
    const redisPort = new URL(cluster.redisUrl).port;
    const set = spawnSync("redis-cli", ["-p", redisPort, "SET", `wuxing:lease:${table.code}`, "someone-else", "PX", "60000"]);
    expect(set.stdout.toString().trim()).toBe("OK");
    expect(await told).toMatchObject({ code: "table_moved", message: { zh: expect.any(String), en: expect.any(String) } });
    expect(await closed).toBe(4410);
    expect(handOf(table.players[0], 0)).not.toBeNull();
  }, 60_000);
});
