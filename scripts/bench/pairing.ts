// npm run bench -- --only pairing [--players N]
//
// N signed-in players press Quick pairing at once (join, then `seek`) (生剋棋, 60 s clock, ratings spread 1000–2400) against an in-process
// server over real WebSockets. Prints one JSON line: time from the join request to the `paired` message (p50, p99,
// max), players paired, the queue's own CPU per pairing (PairingQueue.tick inside the pairing room) and the whole
// process's CPU per pairing (server and the N clients share it, so that figure is an upper bound).
import Database from "better-sqlite3";
import { join } from "node:path";
import { Client, type Room } from "colyseus.js";
import { context } from "../../server/src/context";
import { pairingStats } from "../../server/src/matchmaking/pairingRoom";
import { startArena } from "../../tests/support/arena";
import { now, percentile, r2, sleep } from "./common";

export async function pairingSection(players: number) {
  const t = await startArena({ PASSWORD_HASH_COST: "10", MAX_PENDING_SEATS_PER_ADDRESS: String(players * 4), MAX_TABLES_PER_ADDRESS: String(players), MAX_TABLES: String(players * 2) });
  const accounts = context().accounts!;
  const tokens: string[] = [];
  const db = new Database(join(t.dataDir, "games.sqlite"));
  const rate = db.prepare(`INSERT INTO ratings (account_id, mode, rating, deviation, volatility, games, rated_at) VALUES (?, 'shengke', ?, 80, 0.06, 20, ?)`);
  for (let i = 0; i < players; i++) {
    const issued = await accounts.signUp({ username: `bench_${i}`, password: "correct horse" });
    tokens.push(issued.token);
    const id = (await accounts.store.accountByUsername(`bench_${i}`))!.id;
    rate.run(id, 1000 + ((i * 7919) % 1400), Date.now());
  }
  db.close();

  const waits: number[] = [];
  const rooms: Room[] = [];
  let errors = 0;
  const before = { ...pairingStats };
  const cpu0 = process.cpuUsage();
  const started = now();
  await Promise.all(
    tokens.map(async (token) => {
      const sent = now();
      try {
        const room = await new Client(t.url).joinOrCreate("pairing", { mode: "shengke", clock: 60, token });
        rooms.push(room);
        room.onMessage("queued", () => undefined);
        room.onMessage("paired", () => waits.push(now() - sent));
        room.onMessage("error", () => errors++);
        room.send("seek");
      } catch {
        errors++;
      }
    }),
  );
  const deadline = now() + 60_000;
  while (waits.length < players - (players % 2) && now() < deadline && errors === 0) await sleep(50);
  const cpu = process.cpuUsage(cpu0);
  const elapsed = now() - started;
  const pairs = pairingStats.pairs - before.pairs;
  waits.sort((a, b) => a - b);
  for (const r of rooms) void r.leave().catch(() => undefined);
  await sleep(200);
  await t.stop();
  return {
    section: "pairing",
    players,
    paired_players: waits.length,
    pairs,
    errors,
    wall_ms: Math.round(elapsed),
    time_to_pair_ms: { p50: r2(percentile(waits, 50)), p99: r2(percentile(waits, 99)), max: r2(waits[waits.length - 1] ?? 0) },
    queue_cpu_ms_per_pairing: pairs ? r2((pairingStats.tickMs - before.tickMs) / pairs) : null,
    queue_ticks: pairingStats.ticks - before.ticks,
    process_cpu_ms_per_pairing: pairs ? r2((cpu.user + cpu.system) / 1000 / pairs) : null,
  };
}
