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
 *
 * The old generation grows to twice what is alive before the next full collection (`--heap-growing-percent=100`).
 * Left to itself, V8 lets it grow only 10 % past that when collecting is cheap beside the program's allocation, as at
 * 300 弒魔戰爭 tables: a full collection every ≈ 3.5 s, whose marking on the collector's threads cost 0.21–0.29 ms
 * per action (0.03–0.05 for the bare room), and 弒魔戰爭 read 2.11× the bare room's CPU per action (four pairs). With
 * the flag 0.15–0.19 ms and 1.90× (four pairs, each under 2×), for ≈ 32 MB more heap at its peak at those 300 tables
 * (84 → 115 MB); at 1,000 生剋棋 tables, where V8 already grows the heap further, peak heap and CPU are unchanged
 * (docs/operations.md, Capacity, 2026-12-07).
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=32", "--heap-growing-percent=100"];
