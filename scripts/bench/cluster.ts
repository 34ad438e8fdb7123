// The servers a load run drives: one ChildServer as always, or (--processes P > 1) P of them on one throwaway Redis,
// sharing one data directory, behind Debian's nginx on deploy/nginx.conf, as tests/server/scale-*.test.ts run them.
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ChildProcess } from "node:child_process";
import { clusterPorts, missingTools, startProxy, startRedis } from "../../tests/support/cluster";
import { ChildServer, sumStats, type ServerStats } from "./childServer";

export interface ServerGroup {
  servers: ChildServer[];
  /** Where clients matchmake: the only server, or the proxy. */
  url: string;
  stats(collect?: boolean): Promise<ServerStats>;
  stop(): Promise<void>;
}

export async function startServers(processes: number): Promise<ServerGroup> {
  if (processes <= 1) {
    const server = ChildServer.start();
    return group([server], await server.url(), [], undefined);
  }
  const missing = missingTools("redis-server", "nginx");
  if (missing) throw new Error(missing);
  const dir = mkdtempSync(join(tmpdir(), "wuxing-bench-cluster-"));
  mkdirSync(join(dir, "data"));
  const redis = await startRedis(dir);
  const { proxyPort, proxy, ports } = await clusterPorts(processes);
  const servers = ports.map((port, i) =>
    ChildServer.start({ PORT: String(port), REDIS_URL: redis.url, PUBLIC_ADDRESS: `${proxy}/g${i + 1}`, TRUST_PROXY: "true", DATA_DIR: join(dir, "data") }),
  );
  await Promise.all(servers.map((s) => s.port));
  const nginx = await startProxy(dir, proxyPort, ports);
  return group(servers, `ws://${proxy}`, [nginx, redis.child], dir);
}

function group(servers: ChildServer[], url: string, helpers: ChildProcess[], dir: string | undefined): ServerGroup {
  return {
    servers,
    url,
    stats: async (collect = true) => sumStats(await Promise.all(servers.filter((s) => s.child.exitCode === null && s.child.signalCode === null).map((s) => s.stats(collect)))),
    async stop() {
      // A server killed by --failover has no IPC channel left to ask it to stop.
      await Promise.all(servers.filter((s) => s.child.signalCode === null).map((s) => s.stop()));
      for (const h of helpers) h.kill("SIGTERM");
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
