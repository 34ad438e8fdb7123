// The server on one machine and its load on another: `npm run bench:server` keeps a bench server (ChildServer: the
// same createArena, flags and figures as `bench:load` forks for itself) behind a small control API, and
// `npm run bench:load -- --server <control URL>` drives it from elsewhere. On one machine of two cores the load
// processes share the server's cores and their own work is in every latency the run reads (docs/operations.md,
// Capacity); a deployment's players are on other machines. Each run gets a fresh server process, as a local run does.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { ChildServer, type ServerStats } from "./childServer";
import type { ServerGroup } from "./cluster";

export interface ControlOptions {
  /** Where the control API and the game server listen (0.0.0.0: every interface, for a load on another machine). */
  host: string;
  /** The control API's port (0: any free one). */
  port: number;
  /** The game server's port for every fresh server (0: any free one). */
  gamePort: number;
  /** The path prefix every request must carry: without it the API answers 404, so only the holder of the URL drives it. */
  token: string;
  /** Server environment added to the bench server's own (SERVER_ENV), e.g. UNLIMITED_ADDRESSES for the load machine. */
  env?: Record<string, string>;
}

export interface BenchControl {
  /** The control API's port (the one asked for, or the one found for 0). */
  port: number;
  close(): Promise<void>;
}

/**
 * The control API, all under `/<token>/`:
 * - `POST fresh`: stops the server of the last run, if any, starts a new one; answers `{ port }`, its game port.
 * - `GET stats?collect=1|0`: the server's ServerStats, as ChildServer.stats gives them (409 with no server running).
 * - `POST stop`: stops the server (the control API stays up for the next run).
 */
export async function serveBenchControl(opts: ControlOptions, start: (env: Record<string, string>) => ChildServer = ChildServer.start): Promise<BenchControl> {
  let server: ChildServer | undefined;
  const stopServer = async () => {
    const running = server;
    server = undefined;
    await running?.stop();
  };
  const routes: Record<string, (url: URL) => Promise<[number, unknown]>> = {
    "POST fresh": async () => {
      await stopServer();
      const next = start({ HOST: opts.host, PORT: String(opts.gamePort), ...opts.env });
      try {
        const port = await next.port;
        server = next;
        return [200, { port }];
      } catch (e) {
        // A server that could not start (its port taken) is not left as the one the next stats would ask.
        await next.stop();
        throw e;
      }
    },
    "GET stats": async (url) => (server ? [200, await server.stats(url.searchParams.get("collect") !== "0")] : [409, { error: "no bench server running: POST fresh first" }]),
    "POST stop": async () => {
      await stopServer();
      return [200, {}];
    },
  };
  // One request at a time: two runs' `fresh` at once would each start a server and leave one running unseen.
  let queue: Promise<unknown> = Promise.resolve();
  const http = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://control");
    const [, token, name, ...rest] = url.pathname.split("/");
    const route = token === opts.token && rest.length === 0 ? routes[`${req.method} ${name}`] : undefined;
    const reply = ([status, body]: [number, unknown]) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    req.resume();
    if (!route) return reply([404, { error: "unknown path" }]);
    queue = queue.then(() => route(url).then(reply, (e: unknown) => reply([500, { error: e instanceof Error ? e.message : String(e) }])));
  });
  await new Promise<void>((resolve, reject) => {
    http.once("error", reject);
    http.listen(opts.port, opts.host, () => resolve());
  });
  return {
    port: (http.address() as AddressInfo).port,
    async close() {
      await stopServer();
      const closed = new Promise<void>((resolve) => http.close(() => resolve()));
      // fetch keeps its connections open for the next request: they would hold the close (and the process) open.
      http.closeAllConnections();
      await closed;
    },
  };
}

/** A ServerGroup for `bench:load --server <control URL>`: a fresh server on the control's machine, read over HTTP. */
export async function remoteServers(controlUrl: string): Promise<ServerGroup> {
  let base: URL;
  try {
    base = new URL(controlUrl.endsWith("/") ? controlUrl : `${controlUrl}/`);
  } catch {
    throw new Error(`--server must be the control URL bench:server printed (http://host:port/token), not "${controlUrl}"`);
  }
  const call = async <T>(method: "GET" | "POST", path: string): Promise<T> => {
    const url = new URL(path, base);
    let res: Response;
    try {
      res = await fetch(url, { method });
    } catch (e) {
      throw new Error(`bench server control at ${base.origin} did not answer (${(e as Error).message}): is npm run bench:server running there?`);
    }
    const body = (await res.json().catch(() => ({}))) as T & { error?: string };
    if (!res.ok) throw new Error(`bench server control: ${method} ${url.pathname.split("/").pop()} → ${res.status} ${body.error ?? ""}`.trim());
    return body;
  };
  const { port } = await call<{ port: number }>("POST", "fresh");
  return {
    servers: [],
    url: `ws://${base.hostname}:${port}`,
    stats: (collect = true) => call<ServerStats>("GET", `stats?collect=${collect ? 1 : 0}`),
    stop: async () => void (await call("POST", "stop")),
  };
}
