import { Socket } from "node:net";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { matchMaker } from "@colyseus/core";
import { startArena, type TestArena } from "../support/arena";
import { httpRequest } from "../support/records";
import { FAILED_JOINS_PER_MINUTE, HEADERS_TIMEOUT_MS } from "../../server/src/app";

const PASSWORD = "correct horse battery";
let t: TestArena;
let clientDir: string;
beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), "wuxing-client-"));
  writeFileSync(join(clientDir, "index.html"), "<!doctype html><title>x</title>");
  t = await startArena({ UNLIMITED_ADDRESSES: "none", TRUST_PROXY: "true", MONITOR_PASSWORD: PASSWORD, SERVE_CLIENT: "true", CLIENT_DIR: clientDir });
});
afterAll(async () => {
  await t.stop();
  rmSync(clientDir, { recursive: true, force: true });
});

const send = (method: string, path: string, body: string | null, headers: Record<string, string> = {}) => httpRequest(t.port, method, path, body ?? undefined, headers);
const matchmake = (method: string, room: string, body: string, address: string) =>
  send("POST", `/matchmake/${method}/${room}`, body, { "content-type": "application/json", "x-forwarded-for": address });
/** Our refusals carry JSON in Colyseus' `error`; its own ("room … not found") are plain text. */
const refusalOf = (r: { body: string }) => {
  const parsed = JSON.parse(r.body);
  if (!parsed.error) return null;
  try {
    return JSON.parse(parsed.error);
  } catch {
    return { code: null, text: parsed.error };
  }
};
const tablesOpen = async () => (await matchMaker.query({})).filter((r) => r.name !== "lobby").length;

describe("the lobby cap", () => {
  test("POST /matchmake/create/lobby never makes a second lobby, however often it is called", async () => {
    for (let i = 0; i < 25; i++) {
      const r = await matchmake("create", "lobby", "{}", `10.20.0.${i}`);
      expect(JSON.parse(r.body).room?.name).toBe("lobby");
    }
    const r = await matchmake("joinOrCreate", "lobby", "{}", "10.20.1.1");
    expect(JSON.parse(r.body).room?.name).toBe("lobby");
    expect((await matchMaker.query({ name: "lobby" })).length).toBe(1);
  });
});

describe("failed joins by table code are throttled per address", () => {
  test(`after ${FAILED_JOINS_PER_MINUTE} failed joinById a minute, even a right code is refused; other addresses are not affected`, async () => {
    const host = await matchmake("create", "drawpass", JSON.stringify({ name: "Host", table: { seats: 2, private: true } }), "10.30.0.1");
    const code = JSON.parse(host.body).room.roomId as string;
    const guesser = "10.30.0.2";
    for (let i = 0; i < FAILED_JOINS_PER_MINUTE; i++) {
      const miss = await matchmake("joinById", `QQQQ${String.fromCharCode(65 + (i % 26))}${i % 10}`, JSON.stringify({ name: "G" }), guesser);
      expect(JSON.parse(miss.body).room).toBeUndefined();
      expect(refusalOf(miss)?.code).not.toBe("too_many_failed_joins");
    }
    const blocked = await matchmake("joinById", code, JSON.stringify({ name: "G" }), guesser);
    expect(refusalOf(blocked)).toMatchObject({ code: "too_many_failed_joins", message: { zh: expect.stringMatching(/失敗太多次.*秒後再試/), en: expect.stringMatching(/Too many failed joins.*Try again in \d+ s/) } });
    const friend = await matchmake("joinById", code, JSON.stringify({ name: "F" }), "10.30.0.3");
    expect(JSON.parse(friend.body).room?.roomId).toBe(code);
  });
});

describe("matchmaking bodies", () => {
  test.each([
    ["malformed JSON", "{name: 'x'"],
    ["an array", "[]"],
    ["null", "null"],
    ["a string", '"hello"'],
    ["nothing", ""],
  ])("%s answers 400 and opens no table", async (_what, body) => {
    const before = await tablesOpen();
    const r = await matchmake("create", "drawpass", body, "10.40.0.1");
    expect(r.status).toBe(400);
    expect(JSON.parse(r.body)).toMatchObject({ error: "bad_request", message: { zh: expect.any(String), en: expect.stringMatching(/JSON object/) } });
    expect(await tablesOpen()).toBe(before);
  });

  test("a JSON object still opens a table", async () => {
    const r = await matchmake("create", "drawpass", JSON.stringify({ name: "Fine", table: { seats: 2 } }), "10.40.0.2");
    expect(r.status).toBe(200);
    expect(JSON.parse(r.body).room?.name).toBe("drawpass");
  });
});

describe("security headers", () => {
  test("the client's pages carry a CSP, nosniff, no framing and a referrer policy", async () => {
    for (const path of ["/", "/table/ACDEFG"]) {
      const r = await send("GET", path, null, { host: "arena.example:8443" });
      expect(r.status).toBe(200);
      expect(r.headers["content-type"]).toMatch(/text\/html/);
      const csp = String(r.headers["content-security-policy"]);
      expect(csp).toMatch(/default-src 'self'/);
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).toMatch(/frame-ancestors 'none'/);
      expect(csp).toMatch(/connect-src 'self' ws:\/\/arena\.example:8443 wss:\/\/arena\.example:8443/);
      expect(csp).toMatch(/object-src 'none'/);
      expect(r.headers["x-frame-options"]).toBe("DENY");
      expect(r.headers["x-content-type-options"]).toBe("nosniff");
      expect(r.headers["referrer-policy"]).toBe("same-origin");
    }
  });

  test("a Host header that is not a host name stays out of the policy", async () => {
    const r = await send("GET", "/", null, { host: "evil.example; script-src *" });
    expect(String(r.headers["content-security-policy"])).not.toMatch(/evil/);
  });

  test("API answers are not sniffed either", async () => {
    const r = await send("GET", "/api/games", null);
    expect(r.headers["x-content-type-options"]).toBe("nosniff");
  });
});

describe("the monitor's lockout", () => {
  const auth = (password: string) => `Basic ${Buffer.from(`admin:${password}`).toString("base64")}`;
  const monitor = (address: string, headers: Record<string, string> = {}) => send("GET", "/monitor/", null, { "x-forwarded-for": address, ...headers });

  test("requests without credentials (a browser's first request) do not count towards it", async () => {
    for (let i = 0; i < 12; i++) expect((await monitor("10.50.0.1")).status).toBe(401);
    expect((await monitor("10.50.0.1", { authorization: auth(PASSWORD) })).status).toBe(200);
  });

  test("a right password after the lockout window works", async () => {
    const realNow = Date.now;
    let shift = 0;
    const clock = jest.spyOn(Date, "now").mockImplementation(() => realNow() + shift);
    try {
      for (let i = 0; i < 5; i++) expect((await monitor("10.50.0.2", { authorization: auth(`guess${i}`) })).status).toBe(401);
      expect((await monitor("10.50.0.2", { authorization: auth(PASSWORD) })).status).toBe(429);
      shift = 61_000;
      expect((await monitor("10.50.0.2", { authorization: auth(PASSWORD) })).status).toBe(200);
    } finally {
      clock.mockRestore();
    }
  });
});

describe("slow headers", () => {
  test(`the header timeout is at most 20 s (${HEADERS_TIMEOUT_MS} ms), and a client that never finishes its headers is dropped`, async () => {
    expect(HEADERS_TIMEOUT_MS).toBeLessThanOrEqual(20_000);
    expect(t.arena.http.headersTimeout).toBe(HEADERS_TIMEOUT_MS);
    const started = Date.now();
    const closed = await new Promise<number>((resolve) => {
      const s = new Socket();
      s.connect(t.port, "127.0.0.1", () => s.write("GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: "));
      s.on("data", () => undefined);
      s.on("close", () => resolve(Date.now() - started));
      s.on("error", () => undefined);
    });
    expect(closed).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 1_000);
    expect(closed).toBeLessThan(HEADERS_TIMEOUT_MS + 20_000);
  }, 60_000);
});
