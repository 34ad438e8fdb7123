import { START_TIMEOUT_MS, describeWithTools, startCluster, type Cluster } from "../support/cluster";
import { drawOnce, startTable } from "../support/drawpassTable";
import { startPostgres, type ThrowawayPostgres } from "../support/postgres";

/**
 * Two server processes on Redis behind nginx, each with its own DATA_DIR as on separate hosts, keeping records and
 * accounts in one PostgreSQL (DATABASE_URL, issue 26): a game played on one process and an account made through one
 * read the same from every process.
 */
describeWithTools(["redis-server", "nginx", "postgresql"], "two processes on one PostgreSQL", () => {
  let pg: ThrowawayPostgres | undefined;
  let cluster: Cluster | undefined;
  const direct = (i: number) => `http://127.0.0.1:${cluster!.processes[i].port}`;
  beforeAll(async () => {
    pg = await startPostgres();
    const env = { DATABASE_URL: await pg.database("cluster"), ACCOUNT_SECRET: "a shared secret of at least thirty-two characters" };
    cluster = await startCluster({ processes: 2, ownDataDirs: true, env });
  }, START_TIMEOUT_MS + 60_000);
  afterAll(async () => {
    await cluster?.close();
    await pg?.stop();
  }, 60_000);

  const json = async (url: string, init?: RequestInit) => {
    const res = await fetch(url, init);
    return { status: res.status, body: await res.json() };
  };

  test("a game's record and an account's profile read the same from either process", async () => {
    const table = await startTable(direct(0), direct(1));
    await drawOnce(table.players);
    await drawOnce(table.players);
    const gameId = table.players[0].state.gameId;
    const [one, two] = await Promise.all([0, 1].map((i) => json(`${direct(i)}/api/records/${gameId}`)));
    expect(one.status).toBe(200);
    expect(one.body.record).toMatchObject({ id: gameId, actionCount: 2 });
    expect(two.body).toEqual(one.body);
    await Promise.all(table.players.map((p) => p.leave()));

    const signUp = await json(`${direct(1)}/api/account/signup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "Shared", password: "correct horse battery", session: "token" }),
    });
    expect(signUp.status).toBe(201);
    const profiles = await Promise.all([0, 1].map((i) => json(`${direct(i)}/api/users/shared`)));
    expect(profiles.map((p) => p.status)).toEqual([200, 200]);
    expect(profiles[0].body).toEqual(profiles[1].body);
    expect(profiles[0].body).toMatchObject({ username: "Shared" });
  }, 60_000);
});
