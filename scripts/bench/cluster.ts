// The servers a load run drives: one ChildServer on SQLite as always, or (--processes P, even 1) P of them on one
// throwaway Redis and one throwaway PostgreSQL (DATABASE_URL; fsync on, as deployed), each with its own data directory,
// behind Debian's nginx on deploy/nginx.conf, as tests/server/scale-*.test.ts run them.
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ChildProcess } from "node:child_process";
import { clusterPorts, missingTools, startProxy, startRedis } from "../../tests/support/cluster";
import { startPostgres, type ThrowawayPostgres } from "../../tests/support/postgres";
import { ChildServer, sumStats, type ServerStats } from "./childServer";

export interface ServerGroup {
  servers: ChildServer[];
  /** Where clients matchmake: the only server, or the proxy. */
  url: string;
  stats(collect?: boolean): Promise<ServerStats>;
  stop(): Promise<void>;
}

/** `processes` undefined: the embedded default (one process, SQLite); a number: the scale-out deployment. */
export async function startServers(processes: number | undefined, clients = 0): Promise<ServerGroup> {
  if (processes === undefined) {
    const server = ChildServer.start();
    return group([server], await server.url(), [], undefined);
  }
  const missing = missingTools("redis-server", "nginx", "postgresql");
  if (missing) throw new Error(missing);
  const dir = mkdtempSync(join(tmpdir(), "wuxing-bench-cluster-"));
  const helpers: ChildProcess[] = [];
  const servers: ChildServer[] = [];
  let pg: ThrowawayPostgres | undefined;
  const stopDatabase = async () => pg?.stop();
  try {
    const redis = await startRedis(dir);
    helpers.push(redis.child);
    pg = await startPostgres({ durable: true });
    const shared = { REDIS_URL: redis.url, DATABASE_URL: await pg.database("bench"), ACCOUNT_SECRET: "the bench cluster's shared account secret", TRUST_PROXY: "true" };
    const { proxyPort, proxy, ports } = await clusterPorts(processes);
    for (const [i, port] of ports.entries()) {
      const dataDir = join(dir, `data${i + 1}`);
      mkdirSync(dataDir);
      servers.push(ChildServer.start({ ...shared, PORT: String(port), PUBLIC_ADDRESS: `${proxy}/g${i + 1}`, DATA_DIR: dataDir }));
    }
    await Promise.all(servers.map((s) => s.port));
    helpers.unshift(await startProxy(dir, proxyPort, ports, { matchmakePerSecond: 1000, connections: 2 * clients + 1024 }));
    return group(servers, `ws://${proxy}`, helpers, dir, stopDatabase);
  } catch (e) {
    // A cluster that failed to start leaves no Redis, PostgreSQL or server process behind.
    await group(servers, "", helpers, dir, stopDatabase).stop();
    throw e;
  }
}

function group(servers: ChildServer[], url: string, helpers: ChildProcess[], dir: string | undefined, stopDatabase?: () => Promise<void>): ServerGroup {
  return {
    servers,
    url,
    stats: async (collect = true) => sumStats(await Promise.all(servers.filter((s) => s.child.exitCode === null && s.child.signalCode === null).map((s) => s.stats(collect)))),
    async stop() {
      // A server killed by --failover has no IPC channel left to ask it to stop.
      await Promise.all(servers.filter((s) => s.child.signalCode === null).map((s) => s.stop()));
      for (const h of helpers) h.kill("SIGTERM");
      await stopDatabase?.();
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
