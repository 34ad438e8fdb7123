/**
 * The leak scan on a real server, for a handful of games per hosted mode (the bulk runs on the WireHarness in
 * tests/server/leak-scan.test.ts): every seat and a spectator are colyseus.js clients over WebSockets, each seat plays
 * the engine's random bot on the position it rebuilt from its own decoded state. After every move, for every viewer:
 * the raw state frames it received hold no string it may not see, it decoded no other seat's `@view` secret, the
 * position it rebuilt is exactly the engine's view, and every log line it received is one the table log lets it see.
 */
import { matchMaker } from "@colyseus/core";
import type { Room } from "colyseus.js";
import { hostedModes } from "../../server/src/modes";
import { canSee } from "../../server/src/rooms/tableLog";
import { Rng } from "../../shared/src/core/rng";
import { framesString, leaves, secretsOf } from "../support/leakScan";
import { viewFields } from "../support/leaks";
import { logOf, startArena, viewOf, waitFor, type TestArena } from "../support/arena";

const MOVES = 40;
const ROOM_STATE = 14;
const ROOM_STATE_PATCH = 15;

jest.setTimeout(90_000);

let t: TestArena;
beforeAll(async () => {
  t = await startArena({ AUTO_PASS_MS: "0-0", MESSAGES_PER_SECOND: "1000", MESSAGE_BURST: "1000" });
});
afterAll(async () => {
  await t.stop();
});

interface Viewer {
  room: Room;
  viewer: number | "spectator";
  frames: Buffer[];
  scanned: number;
}

/** Every state frame (full state or patch) the connection receives, as bytes. */
function recordFrames(room: Room): Buffer[] {
  const frames: Buffer[] = [];
  const ws = (room as any).connection.transport.ws;
  ws.addEventListener("message", (e: { data: ArrayBuffer | Buffer }) => {
    const bytes = Buffer.from(e.data as ArrayBuffer);
    if (bytes[0] === ROOM_STATE || bytes[0] === ROOM_STATE_PATCH) frames.push(bytes);
  });
  return frames;
}

const cases = hostedModes().flatMap((m) => [...new Set([m.engine.seatCounts[0], m.engine.seatCounts[m.engine.seatCounts.length - 1]])].map((seats) => [m.id, seats, m] as const));

describe.each(cases)("%s, %i seats", (id, seats, mode) => {
  test(`a game on a real server (${MOVES} moves) leaks nothing to any seat or spectator`, async () => {
    const host = await t.client().create(id, { name: "P1", table: { seats } });
    const viewers: Viewer[] = [{ room: host, viewer: 0, frames: recordFrames(host), scanned: 0 }];
    for (let i = 1; i < seats; i++) {
      const room = await t.client().joinById(host.roomId, { name: `P${i + 1}` });
      viewers.push({ room, viewer: i, frames: recordFrames(room), scanned: 0 });
    }
    const watcher = await t.client().joinById(host.roomId, { name: "W", spectate: true });
    viewers.push({ room: watcher, viewer: "spectator", frames: recordFrames(watcher), scanned: 0 });
    host.send("start", {});
    const server = matchMaker.getLocalRoomById(host.roomId) as any;
    const settled = () => viewers.every((v) => v.room.state.seq === server.state.seq && v.room.state.status === server.state.status) && (server.state.status !== "playing" || server.state.clockSeat >= 0);
    await waitFor(() => server.state.status === "playing" && settled(), 10_000, "the start");

    // The positions whose patches went out since the last scan: a move can be followed by automatic ones (an
    // auto-pass) before the table settles, and a card shown in between may be hidden again by the end.
    const sent: unknown[] = [];
    const broadcastPatch = server.broadcastPatch.bind(server);
    server.broadcastPatch = () => (sent.push(server.game.state), broadcastPatch());

    const leaks: string[] = [];
    const rng = Rng.fromSeed(`leak-server/${id}/${seats}`);
    let moves = 0;
    for (let move = 0; move <= MOVES; move++) {
      const state = server.game.state;
      const shown = [...new Set([...sent.splice(0), state])];
      const all = leaves(mode.engine.view(state, "all")).strings;
      for (const v of viewers) {
        const at = (what: string) => leaks.push(`move ${move}, ${v.viewer}: ${what}`);
        const view = mode.engine.view(state, v.viewer);
        const secrets = secretsOf(mode.engine, state, v.viewer, view, all);
        // A string in a frame leaks when the viewer could see it in none of the positions sent meanwhile.
        const secretThroughout = [...secrets.strings].filter((s) => shown.every((p) => p === state || secretsOf(mode.engine, p, v.viewer).strings.has(s)));
        for (const bytes of v.frames.slice(v.scanned)) for (const s of secretThroughout) if (framesString(bytes, s)) at(`"${s}" in a state frame`);
        v.scanned = v.frames.length;
        // A ref this seat holds too (弒魔戰爭's team secret, every seat's) is not another's.
        const own = v.viewer === "spectator" ? [] : mode.wire.seatRefs(server.state.game, v.viewer);
        for (let other = 0; other < seats; other++) {
          if (other === v.viewer) continue;
          const serverRefs = mode.wire.seatRefs(server.state.game, other);
          mode.wire.seatRefs(v.room.state.game, other).forEach((ref, k) => {
            if (own.includes(serverRefs[k])) return;
            for (const field of viewFields(serverRefs[k])) if ((ref as any)[field] !== undefined) at(`seat ${other}'s ${field} decoded`);
          });
        }
        expect({ viewer: v.viewer, view: viewOf(v.room, v.viewer) }).toEqual({ viewer: v.viewer, view });
        const seat = v.viewer === "spectator" ? -1 : v.viewer;
        const serverLines: { seq: number; type: string; zh: string; visibleTo?: number[] }[] = server.outbox.log.lines;
        for (const line of logOf(v.room)) {
          const source = serverLines.find((l) => l.seq === line.seq && l.type === line.type && l.zh === line.zh);
          if (source && !canSee(source, seat)) at(`received the line "${line.zh}" meant for ${source.visibleTo}`);
        }
      }
      if (server.state.status !== "playing" || move === MOVES) break;
      const seat: number = server.state.clockSeat;
      const mover = viewers.find((v) => v.viewer === seat)!;
      const seq = server.state.seq;
      mover.room.send("action", { seq, action: mode.engine.bot(viewOf(mover.room, seat), seat, rng, "random") });
      await waitFor(() => server.state.seq > seq && settled(), 10_000, `move ${move}`);
      moves++;
    }
    expect(leaks).toEqual([]);
    // The scan saw real traffic: moves were played (a drawpass game may end after a round of passes), every viewer got state frames and log lines.
    expect(moves).toBeGreaterThan(0);
    for (const v of viewers) expect({ viewer: v.viewer, frames: v.frames.length > moves / 2, lines: logOf(v.room).length > 0 }).toEqual({ viewer: v.viewer, frames: true, lines: true });
    await Promise.all(viewers.map((v) => v.room.leave()));
  });
});
