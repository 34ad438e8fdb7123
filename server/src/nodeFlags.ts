/**
 * V8 flags the server runs with (Dockerfile CMD, `npm start`, and the benchmarks' server process, which must measure
 * what is deployed; tests/server/docker.test.ts keeps the three in step).
 *
 * A larger young generation: every action allocates short-lived state copies, patches and log lines, and with V8's
 * default semi-space (16 MB) much of it survives two scavenges at a few hundred tables and is promoted, to be
 * collected later by full mark-compacts that stop every table at once. Measured with `npm run bench:load` at 1,000
 * 生剋棋 tables (docs/operations.md, Capacity): GC pauses in 20 s 76 → 24, their p99 99 → 57 ms, CPU per action
 * 0.87 → 0.73 ms. V8 grows the young generation only as the allocation rate needs, so a quiet server pays nothing.
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=64"];
