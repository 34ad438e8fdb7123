import { randomBytes } from "node:crypto";
import { request } from "node:http";
import { startArena, waitFor, type TestArena } from "../support/arena";
import { httpRequest } from "../support/records";

let t: TestArena;
beforeAll(async () => {
  t = await startArena({ ALLOWED_ORIGINS: "https://friend.example" });
});
afterAll(async () => {
  await t.stop();
});

const http = (method: string, path: string, body?: string, headers: Record<string, string> = {}) => httpRequest(t.port, method, path, body, headers);

test("GET /healthz answers ok", async () => {
  const res = await http("GET", "/healthz");
  expect(res.status).toBe(200);
  expect(JSON.parse(res.body)).toMatchObject({ status: "ok" });
});

test("GET /api/games lists the hosted modes with zh/en names and seat counts", async () => {
  const games = JSON.parse((await http("GET", "/api/games")).body);
  const drawpass = games.find((g: any) => g.id === "drawpass");
  expect(drawpass).toMatchObject({ name: { zh: expect.any(String), en: expect.any(String) }, seats: [2, 3, 4] });
});

test("matchmaking refuses methods clients do not need", async () => {
  const res = await http("POST", "/matchmake/join/drawpass", "{}", { "content-type": "application/json" });
  expect(JSON.parse(res.body).error).toMatch(/invalid method/);
});

test("request bodies are capped, for the API and for matchmaking", async () => {
  const big = JSON.stringify({ name: "x".repeat(40_000) });
  const mm = await http("POST", "/matchmake/create/drawpass", big, { "content-type": "application/json" });
  expect(mm.status).toBe(413);
  const api = await http("POST", "/api/games", big, { "content-type": "application/json" });
  expect(api.status).toBe(413);
});

test("CORS is only granted to configured origins", async () => {
  const evil = await http("OPTIONS", "/matchmake/create/drawpass", undefined, { origin: "https://evil.example" });
  expect(evil.headers["access-control-allow-origin"]).toBeUndefined();
  const friend = await http("OPTIONS", "/matchmake/create/drawpass", undefined, { origin: "https://friend.example" });
  expect(friend.headers["access-control-allow-origin"]).toBe("https://friend.example");
  const api = await http("GET", "/api/games", undefined, { origin: "https://evil.example" });
  expect(api.headers["access-control-allow-origin"]).toBeUndefined();
});

test("the monitor is off without a password", async () => {
  expect((await http("GET", "/monitor")).status).toBe(404);
});

test("unknown API paths and bad record ids answer JSON errors", async () => {
  expect((await http("GET", "/api/nothing")).status).toBe(404);
  expect((await http("GET", "/api/records/not-a-uuid")).status).toBe(400);
  expect((await http("GET", "/api/records?limit=abc")).status).toBe(400);
});

test("strict query parsing: objects, arrays, unknown keys and out-of-range values answer 400 with the reason", async () => {
  for (const q of ["limit[toString]=1", "limit=1&limit=2", "limit=0", "limit=101", "limit=1.5", "mode=DRAW", "mode[x]=a", "sort=asc"]) {
    const res = await http("GET", `/api/records?${q}`);
    expect({ q, status: res.status }).toEqual({ q, status: 400 });
    const body = JSON.parse(res.body);
    expect(body.error).toBe("bad_query");
    expect(body.message).toMatch(/limit|mode|sort|Unrecognized/);
  }
  expect((await http("GET", "/api/records?limit=5&mode=drawpass")).status).toBe(200);
  expect((await http("GET", "/api/records")).status).toBe(200);
});

describe("Origin: matchmaking and WebSocket upgrades only from this server, ALLOWED_ORIGINS, or no browser", () => {
  const create = (headers: Record<string, string>) => http("POST", "/matchmake/create/drawpass", JSON.stringify({ name: "O", table: { seats: 2 } }), headers);

  test("matchmaking from a foreign origin is refused with 403, whatever the content type", async () => {
    for (const type of ["application/json", "text/plain"]) {
      const res = await create({ "content-type": type, origin: "https://evil.example" });
      expect(res.status).toBe(403);
      expect(JSON.parse(res.body)).toMatchObject({ error: "origin_not_allowed", message: { zh: expect.any(String), en: expect.any(String) } });
    }
  });

  test("matchmaking from an allowed origin, the server's own origin, or without an Origin works", async () => {
    for (const origin of ["https://friend.example", `http://127.0.0.1:${t.port}`, undefined]) {
      const res = await create({ "content-type": "application/json", ...(origin ? { origin } : {}) });
      expect({ origin, status: res.status }).toEqual({ origin, status: 200 });
      expect(JSON.parse(res.body).room.roomId).toMatch(/^[A-Z0-9]{6}$/);
    }
  });

  /** The HTTP status of a WebSocket upgrade: 101 when accepted (the socket is then dropped), else the refusal. */
  const upgrade = (origin?: string) =>
    new Promise<number>((resolve, reject) => {
      const req = request({
        host: "127.0.0.1",
        port: t.port,
        path: "/no-such-process/NOROOM?sessionId=x",
        headers: { connection: "Upgrade", upgrade: "websocket", "sec-websocket-version": "13", "sec-websocket-key": randomBytes(16).toString("base64"), ...(origin ? { origin } : {}) },
      });
      req.on("upgrade", (res, socket) => {
        socket.destroy();
        resolve(res.statusCode!);
      });
      req.on("response", (res) => {
        res.resume();
        resolve(res.statusCode!);
      });
      req.on("error", reject);
      req.end();
    });

  test("a WebSocket upgrade from a foreign origin is refused with 403; allowed ones are accepted", async () => {
    expect(await upgrade("https://evil.example")).toBe(403);
    expect(await upgrade("https://friend.example")).toBe(101);
    expect(await upgrade(`http://127.0.0.1:${t.port}`)).toBe(101);
    expect(await upgrade(undefined)).toBe(101);
  });
});

test("names: a bot's name is refused at the table, a bidi override is stripped from the name others see", async () => {
  const refused = await t.client().create("drawpass", { name: "電腦 Bot 1", table: { seats: 2 } }).then(() => null, (e: Error) => e);
  expect(JSON.parse(refused!.message)).toMatchObject({ code: "bad_join_options", message: { en: expect.stringMatching(/reserved for bots/) } });
  const room = await t.client().create("drawpass", { name: "Ann\u202Eelas", table: { seats: 2 } });
  await waitFor(() => room.state.seats?.[0]?.name !== undefined && room.state.seats[0].name !== "", 5_000, "seat name");
  expect(room.state.seats[0].name).toBe("Annelas");
  await room.leave();
});

test("the machine itself is not held to the per-address table limits by default (bench, selfplay, local bots)", async () => {
  const created = [];
  for (let i = 0; i < 12; i++) created.push(JSON.parse((await http("POST", "/matchmake/create/drawpass", JSON.stringify({ name: "L", table: { seats: 2 } }), { "content-type": "application/json" })).body));
  expect(created.filter((r) => r.room?.roomId)).toHaveLength(12);
});
