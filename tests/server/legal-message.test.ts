import { matchMaker } from "@colyseus/core";
import { canonicalJson } from "../../shared/src/core/hash";
import { ENGINES } from "../../shared/src/games";
import { nextMessage, startArena, waitFor, type TestArena } from "../support/arena";

/** The `legal` message (issue 28, item 1): a seat's legal actions, the same the engine lists for the room's position. */
let t: TestArena;
beforeAll(async () => {
  t = await startArena({ MESSAGES_PER_SECOND: "1000", MESSAGE_BURST: "1000" });
});
afterAll(async () => {
  await t.stop();
});

/** The engine state the server holds for a table (for comparison only; clients never see it). */
function serverState(roomId: string): any {
  return (matchMaker.getLocalRoomById(roomId) as any).game.state;
}

test("the acting seat gets exactly the engine's legal actions, each one accepted; others get none; refusals are typed", async () => {
  const host = await t.client().create("cfe", { name: "Host" });
  await nextMessage(host, "seat");
  host.send("legal", {});
  expect(await nextMessage(host, "error")).toMatchObject({ code: "not_started" });
  const other = await t.client().joinById(host.roomId, { name: "Other" });
  await nextMessage(other, "seat");
  const watcher = await t.client().joinById(host.roomId, { name: "Watcher", spectate: true });
  host.send("start", {});
  await waitFor(() => host.state.status === "playing", 5_000, "start");

  for (let moves = 0; moves < 12 && host.state.status === "playing"; moves++) {
    const [acting] = Array.from(host.state.activeSeats as number[]);
    const [actor, idle] = acting === 0 ? [host, other] : [other, host];
    const seq = host.state.seq;
    actor.send("legal", {});
    const answer = await nextMessage(actor, "legal");
    expect(answer).toMatchObject({ seq, seat: acting });
    const engine = ENGINES.cfe;
    expect(answer.actions.map(canonicalJson).sort()).toEqual(engine.legalActions(serverState(host.roomId), acting).map(canonicalJson).sort());
    idle.send("legal", {});
    expect(await nextMessage(idle, "legal")).toMatchObject({ seat: 1 - acting, actions: [] });
    actor.send("action", { seq, action: answer.actions[moves % answer.actions.length] });
    await waitFor(() => host.state.seq === seq + 1, 5_000, "the action applied");
  }
  watcher.send("legal", {});
  expect(await nextMessage(watcher, "error")).toMatchObject({ code: "spectator_cannot_act" });
  host.send("rematch", {});
  expect(await nextMessage(host, "error")).toMatchObject({ code: "not_over" });
  await Promise.all([host.leave(), other.leave(), watcher.leave()]);
});

test("ambiguous_formation reaches the client with its candidates in data", async () => {
  const host = await t.client().create("cfe", { name: "Host" });
  await nextMessage(host, "seat");
  host.send("addBot", {});
  await waitFor(() => host.state.seats.every((s: any) => s.occupied), 5_000, "bot seated");
  host.send("start", {});
  await waitFor(() => host.state.status === "playing" && Array.from(host.state.activeSeats).includes(0), 10_000, "seat 0 to act");
  // Five cards of one level, one of each element, make several formations: set the hand so (test-only access).
  const state = serverState(host.roomId);
  const level2 = [20, 120, 220, 320, 420];
  state.players[0].hand = [...level2];
  host.send("action", { seq: host.state.seq, action: { type: "play", cards: level2 } });
  const err = await nextMessage(host, "error");
  expect(err.code).toBe("ambiguous_formation");
  expect(err.data.candidates.length).toBeGreaterThan(1);
  await host.leave();
});
