// npm run bench:server -- [--host 0.0.0.0] [--port 2567] [--control-port 2568] [--load-from ADDRESS[,ADDRESS…]]
//
// The load benchmark's server on a machine of its own: run this there, then on the load machine
// `npm run bench:load -- --server <the control URL printed here> --game shengke --tables 1000 …`. Every run gets a
// fresh server process (the same one `bench:load` forks for itself: createArena on SQLite, the deployed V8 flags,
// BENCH_SERVER_NODE_FLAGS and BENCH_SERVER_PROFILE as there), its game port `--port`; the figures read inside the
// server (CPU per action, heap per table, loop delay, GC pauses, main-thread time) come over the control API.
// `--load-from`: the load machine's address, freed from the per-address table limits (UNLIMITED_ADDRESSES) as the
// machine itself is. The control URL's last part is a random token (BENCH_CONTROL_TOKEN to choose it): anyone
// holding the URL can start and stop bench servers here. Ctrl-C stops everything.
import { randomBytes } from "node:crypto";
import { networkInterfaces } from "node:os";
import { intFlag, parseArgs } from "./args";
import { serveBenchControl } from "./bench/remote";

/** The address a load machine reaches this one by: the host asked for, or for every interface the first external IPv4. */
function reachableAddress(host: string): string {
  if (host !== "0.0.0.0" && host !== "::") return host.includes(":") ? `[${host}]` : host;
  const external = Object.values(networkInterfaces())
    .flat()
    .find((i) => i && i.family === "IPv4" && !i.internal);
  return external?.address ?? "127.0.0.1";
}

async function main(): Promise<number> {
  const { flags } = parseArgs(process.argv.slice(2));
  const host = flags.host ?? "127.0.0.1";
  const loadFrom = (flags["load-from"] ?? "").split(",").map((a) => a.trim()).filter(Boolean);
  const token = process.env.BENCH_CONTROL_TOKEN ?? randomBytes(12).toString("hex");
  if (!/^[\w-]{8,}$/.test(token)) {
    console.error("BENCH_CONTROL_TOKEN must be 8 or more letters, digits, - or _");
    return 2;
  }
  const control = await serveBenchControl({
    host,
    port: intFlag(flags, "control-port", 2568),
    gamePort: intFlag(flags, "port", 2567),
    token,
    env: loadFrom.length ? { UNLIMITED_ADDRESSES: ["127.0.0.1", "::1", ...loadFrom].join(",") } : {},
  });
  const url = `http://${reachableAddress(host)}:${control.port}/${token}`;
  console.log(`bench server control: ${url}`);
  console.log(`on the load machine: npm run bench:load -- --server ${url} --game shengke --tables 1000`);
  if (host === "127.0.0.1" || host === "localhost") console.log("(listening on this machine only: --host 0.0.0.0 for a load on another one, with --load-from its address)");
  await new Promise<void>((resolve) => {
    process.once("SIGINT", resolve);
    process.once("SIGTERM", resolve);
  });
  await control.close();
  return 0;
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  },
);
