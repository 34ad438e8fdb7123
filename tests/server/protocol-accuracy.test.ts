import { readFileSync } from "node:fs";
import { BOT_LEVELS } from "../../shared/src/core/engine";
import { describeModes } from "../../server/src/modes";
import { nextMessage, startArena, waitFor, type TestArena } from "../support/arena";

/** What docs/protocol.md says about replies, codes and fields, held against a real server (issue 28, item 5). */
const doc = readFileSync("docs/protocol.md", "utf8");
let t: TestArena;
beforeAll(async () => {
  t = await startArena();
});
afterAll(async () => {
  await t.stop();
});

/** A two-seat 抽牌或過 table, this client hosting at seat 0 and a bot at seat 1, not started. */
async function fullDrawpassTable() {
  const host = await t.client().create("drawpass", { name: "Host" });
  await nextMessage(host, "seat");
  host.send("addBot", {});
  await waitFor(() => host.state.seats.every((s: any) => s.occupied), 5_000, "table full");
  return host;
}

test("addBot's documented levels are the ones the server accepts; /api/games lists a subset and the doc says levels fall back", async () => {
  const line = doc.match(/### `addBot`\n`\{ seat\?: integer, level\?: ([^}]*) \}`/);
  expect(line).not.toBeNull();
  expect(line![1].match(/"(\w+)"/g)!.map((s) => s.slice(1, -1))).toEqual([...BOT_LEVELS]);
  for (const mode of describeModes()) for (const level of mode.botLevels) expect(BOT_LEVELS).toContain(level);

  const host = await t.client().create("shengke", { name: "Host" });
  await nextMessage(host, "seat");
  for (const level of BOT_LEVELS) {
    host.send("addBot", { seat: 1, level });
    await waitFor(() => host.state.seats[1]?.bot === true, 5_000, `${level} bot seated`);
    expect(host.state.seats[1].botLevel).toBe(level);
    host.send("removeBot", { seat: 1 });
    await waitFor(() => host.state.seats[1]?.bot === false, 5_000, "bot removed");
  }
  host.send("addBot", { level: "expert" });
  expect(await nextMessage(host, "error")).toMatchObject({ code: "bad_message" });
  await host.leave();
});

test("a join refused when the socket opens rejects with code 4400 and the documented JSON message", async () => {
  const host = await fullDrawpassTable();
  const err = await t.client().joinById(host.roomId, { name: "Late" }).catch((e) => e);
  expect(err.code).toBe(4400);
  expect(JSON.parse(err.message)).toMatchObject({ code: "table_full", message: { zh: expect.any(String), en: expect.any(String) } });
  expect(doc).toMatch(/4002.*join/s);
  await host.leave();
});

test("accepted start, addBot and present get no reply: the next reply is the one for the following message", async () => {
  const host = await t.client().create("drawpass", { name: "Host" });
  await nextMessage(host, "seat");
  const replies: unknown[] = [];
  host.onMessage("error", (m) => replies.push(m));
  host.send("addBot", {});
  host.send("present", {});
  host.send("start", {});
  host.send("nonsense", {});
  await waitFor(() => replies.length > 0, 5_000, "a reply");
  expect(replies[0]).toMatchObject({ code: "unknown_message" });
  expect(host.state.status).not.toBe("waiting");
  expect(doc).toMatch(/no reply/);
  await host.leave();
});

test("on a table without clocks, clockSeat and clockKind still name who is to decide; turnDeadline stays 0", async () => {
  const host = await fullDrawpassTable();
  host.send("start", {});
  await waitFor(() => host.state.status === "playing" && host.state.clockSeat === 0, 10_000, "seat 0 to decide");
  expect(host.state.clockKind).toBe("turn");
  expect(host.state.turnSeconds).toBe(0);
  expect(host.state.turnDeadline).toBe(0);
  await host.leave();
});
