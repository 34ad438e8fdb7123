/**
 * Stopping a server in-process (tests, benchmarks, an embedding app) leaves no timer behind. Colyseus clears a
 * reconnection window's timer only when the player returns; a window that is cancelled instead (the seat taken over by
 * a newer session, the room disposed at shutdown) kept its timer, and the process, alive for RECONNECT_SECONDS.
 */
import { matchMaker } from "@colyseus/core";
import { nextMessage, startArena, waitFor } from "../support/arena";
import { timerLog } from "../support/timerLog";

test("a player dropped mid-game, then the seat taken over and the server stopped: no reconnection timer outlives the server", async () => {
  const log = timerLog();
  const t = await startArena({ RECONNECT_SECONDS: "3600" });
  const a = await t.client().create("drawpass", { name: "Alice", table: { seats: 3 } });
  await nextMessage(a, "seat");
  const b = await t.client().joinById(a.roomId, { name: "Bob" });
  const bSeat = await nextMessage(b, "seat");
  const c = await t.client().joinById(a.roomId, { name: "Cleo" });
  await nextMessage(c, "seat");
  a.send("start", {});
  await waitFor(() => a.state.status === "playing", 10_000, "start");

  // Bob drops and comes back in another tab (his old window is cancelled); Cleo drops and stays away.
  b.connection.transport.close();
  await waitFor(() => a.state.seats[1].connected === false, 10_000, "Bob's drop noticed");
  const bobAgain = await t.client().joinById(a.roomId, { name: "Bob", seatToken: bSeat.seatToken });
  await waitFor(() => a.state.seats[1].connected === true, 10_000, "Bob back");
  c.connection.transport.close();
  await waitFor(() => a.state.seats[2].connected === false, 10_000, "Cleo's drop noticed");

  try {
    await t.stop();
    // The server closed every connection; the clients' own timers end with them.
    await waitFor(() => [a, bobAgain].every((r) => !r.connection.isOpen), 5_000, "connections closed");
    await waitFor(() => log.pending().length === 0, 2_000, "no timers left");
  } finally {
    log.stop();
  }
});

test("two servers in one process, the second stopped first: the first's port and Colyseus' stats timers close too", async () => {
  // Every timer the two servers (and the player's client) start while they run.
  const log = timerLog();
  try {
    const first = await startArena();
    const second = await startArena();
    // A player leaving just before the stop: Colyseus then waits a second to write its player count.
    const player = await first.client().create("drawpass", { name: "Alice", table: { seats: 2 } });
    await nextMessage(player, "seat");
    await player.leave(true);
    await second.stop();
    await first.stop();
    // Colyseus' match maker is one per process: the second stop had already shut it down for both servers.
    expect(await fetch(`http://127.0.0.1:${first.port}/healthz`).then(() => "answered", () => "refused")).toBe("refused");
    // Right after the stops, none of them may still be pending and holding the process open.
    expect(log.pending()).toEqual([]);
  } finally {
    log.stop();
  }
});

test("every player gone, one seat in its reconnection window, then the stop: the disposed room re-arms no timer", async () => {
  const log = timerLog();
  try {
    const t = await startArena({ RECONNECT_SECONDS: "3600" });
    const a = await t.client().create("drawpass", { name: "Alice", table: { seats: 2 } });
    await nextMessage(a, "seat");
    const b = await t.client().joinById(a.roomId, { name: "Bob" });
    await nextMessage(b, "seat");
    a.send("start", {});
    await waitFor(() => b.state.status === "playing", 10_000, "start");
    // Bob drops (his seat waits for him); Alice's connection drops too: nobody is connected, the room stays open.
    b.connection.transport.close();
    await waitFor(() => a.state.seats[1].connected === false, 10_000, "Bob's drop noticed");
    a.connection.transport.close();
    await waitFor(() => matchMaker.getLocalRoomById(a.roomId)?.clients.length === 0, 10_000, "Alice's drop noticed");
    await t.stop();
    // Stopping disposes the room and rejects the pending windows; Colyseus 0.16 then re-armed its one-second
    // empty-room check on the disposed room, a timer that only held the process open.
    expect(log.pending()).toEqual([]);
  } finally {
    log.stop();
  }
});
