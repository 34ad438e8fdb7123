import { request } from "node:http";
import { startArena, type TestArena } from "../support/arena";

let t: TestArena;
beforeAll(async () => {
  t = await startArena({ ALLOWED_ORIGINS: "https://friend.example" });
});
afterAll(async () => {
  await t.stop();
});

function http(method: string, path: string, body?: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port: t.port, method, path, headers }, (res) => {
      let data = "";
      res.on("data", (c) => (data += c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: data }));
    });
    req.on("error", reject);
    if (body) req.write(body);
    req.end();
  });
}

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
