import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { matchMaker } from "@colyseus/core";
import { CLIENT_MESSAGES, JOIN_ERRORS, ROOM_ERRORS, SERVER_MESSAGES } from "../../shared/src/protocol/messages";
import { startArena, nextMessage, type TestArena } from "../support/arena";
import { regenerate } from "../../scripts/protocolDoc";
import { hostedModes } from "../../server/src/modes";

const doc = readFileSync("docs/protocol.md", "utf8");

/** The `### name` headings under one `## ` section. */
function headingsUnder(section: string): string[] {
  const start = doc.indexOf(`## ${section}`);
  expect(start).toBeGreaterThanOrEqual(0);
  const rest = doc.slice(start + 3);
  const body = rest.slice(0, rest.search(/\n## /) === -1 ? undefined : rest.search(/\n## /));
  return [...body.matchAll(/^### `([^`]+)`/gm)].map((m) => m[1]).sort();
}

let t: TestArena;
beforeAll(async () => {
  t = await startArena();
});
afterAll(async () => {
  await t.stop();
});

test("documented client → server messages are exactly the handlers a game room registers", async () => {
  const room = await t.client().create("drawpass", { name: "Doc" });
  await nextMessage(room, "seat");
  const server = matchMaker.getLocalRoomById(room.roomId) as unknown as { onMessageHandlers: Record<string, unknown> };
  const registered = Object.keys(server.onMessageHandlers).filter((k) => k !== "*" && !k.startsWith("__")).sort();
  expect(registered).toEqual(Object.keys(CLIENT_MESSAGES).sort());
  expect(headingsUnder("Client → server messages")).toEqual(registered);
  await room.leave();
});

test("documented server → client messages are the ones the server sends", () => {
  expect(headingsUnder("Server → client messages")).toEqual([...SERVER_MESSAGES].sort());
});

test("every room and join error code is documented", () => {
  for (const code of [...Object.keys(ROOM_ERRORS), ...Object.keys(JOIN_ERRORS)]) expect(doc).toContain(`\`${code}\``);
});

test("every hosted game has its room documented", () => {
  for (const { id } of hostedModes()) expect(doc).toMatch(new RegExp(`\\| \`${id}\` \\|`));
});

// It plays the sample games behind the log line lists: allow for a busy machine.
test("the per-game sections (actions, options, state, values, log lines, rule error codes) match the engines: run npm run docs:protocol", () => {
  expect(regenerate(doc)).toBe(doc);
}, 240_000);

test("every log line the room itself writes is documented", () => {
  const dir = "server/src/rooms";
  const files = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".ts"));
  const types = new Set(files.flatMap((f) => [...readFileSync(join(dir, f), "utf8").matchAll(/\{ type: "([a-z_]+)",[^}]*\bzh:/g)].map((m) => m[1])));
  expect(types.size).toBeGreaterThan(5);
  for (const type of types) expect(doc).toMatch(new RegExp(`^\\| \`${type}\` \\|`, "m"));
});
