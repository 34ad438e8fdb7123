/**
 * V8 flags the server runs with (Dockerfile CMD, `npm start`, and the benchmarks' server process, which must measure
 * what is deployed; tests/server/docker.test.ts keeps the three in step).
 *
 * The young generation's size decides how long a scavenge stops the server, and every table waits for it: a
 * scavenge copies what the tables' recent moves left alive (their states, change trees, log lines). At 1,000 生剋棋
 * tables (`npm run bench:load`, 2026-12-06) the actions' p99 was 248–273 ms with 64 MB (four runs; scavenges 53–74 ms
 * at p99), 108–193 ms with 32 MB (four runs, median 133; 39–66 ms) and 123–283 ms with 16 MB, V8's default (five
 * runs), at nearly the same CPU per action (0.52–0.64 ms). 64 MB had been chosen when every action allocated more
 * (p99 99 → 57 ms against 16 MB then). At 200 tables a smaller young generation costs CPU (per action: 16 MB
 * 1.09–1.28 ms, 32 MB 0.95–1.06, 64 MB 0.86–1.13) and p99 (32 MB 18–25 ms, 64 MB 10–22 ms), far from what players
 * notice; 32 MB is the better trade where latency is at stake. docs/operations.md, Capacity. V8 grows the young
 * generation only as the allocation rate needs, so a quiet server pays nothing.
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=32"];
