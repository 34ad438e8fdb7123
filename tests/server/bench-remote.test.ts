import { Client } from "colyseus.js";
import { baselineOptions } from "../../scripts/bench/baselineRoom";
import { benchBundles } from "../../scripts/bench/bundles";
import { remoteServers, serveBenchControl, type BenchControl } from "../../scripts/bench/remote";

/**
 * `npm run bench:server` / `bench:load --server` (scripts/bench/remote.ts): the load benchmark's server on a machine
 * of its own. A real bench server process is started through the control API and played on through the URL it gives.
 */
const TOKEN = "bench-remote-test";
let control: BenchControl;
let base: string;
beforeAll(async () => {
  control = await serveBenchControl({ host: "127.0.0.1", port: 0, gamePort: 0, token: TOKEN });
  base = `http://127.0.0.1:${control.port}`;
});
afterAll(async () => {
  await control.close();
  // A jest worker may end without its 'exit' event: the server's bundle goes with the file.
  benchBundles.remove();
});

test("only the token's path reaches the control API, and stats need a running server", async () => {
  expect((await fetch(`${base}/not-the-token/fresh`, { method: "POST" })).status).toBe(404);
  expect((await fetch(`${base}/${TOKEN}/fresh`)).status).toBe(404);
  const idle = await fetch(`${base}/${TOKEN}/stats`);
  expect(idle.status).toBe(409);
  expect(await idle.json()).toEqual({ error: expect.stringMatching(/POST fresh/) });
  await expect(remoteServers(`${base}/not-the-token`)).rejects.toThrow(/fresh → 404/);
});

test("a control URL nobody answers, or one that is not a URL, stops the run with one clear line", async () => {
  await expect(remoteServers("http://127.0.0.1:1/token")).rejects.toThrow(/did not answer.*bench:server running/);
  await expect(remoteServers("not a url")).rejects.toThrow(/--server must be the control URL/);
});

test("a run gets a fresh server: its clients play there and its figures come back over HTTP", async () => {
  const group = await remoteServers(`${base}/${TOKEN}`);
  try {
    expect(group.url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/);
    const empty = await group.stats(false);
    expect(empty.rooms).toBe(0);
    const room = await new Client(group.url).create("baseline", baselineOptions());
    const held = await group.stats();
    expect(held).toMatchObject({ rooms: 1, ccu: 1 });
    await room.leave();
    // The next run's server is another process: the first one's rooms are gone with it.
    const next = await remoteServers(`${base}/${TOKEN}`);
    expect((await next.stats(false)).rooms).toBe(0);
  } finally {
    await group.stop();
  }
  expect((await fetch(`${base}/${TOKEN}/stats`)).status).toBe(409);
});
