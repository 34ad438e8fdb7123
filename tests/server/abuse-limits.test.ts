import { request, type IncomingMessage } from "node:http";
import { Socket } from "node:net";
import { nextMessage, startArena, type TestArena } from "../support/arena";
import { clientAddress } from "../../server/src/http/clientAddress";

const PASSWORD = "correct horse battery";
let t: TestArena;
beforeAll(async () => {
  t = await startArena({ UNLIMITED_ADDRESSES: "none", TRUST_PROXY: "true", MAX_TABLES_PER_ADDRESS: "2", MAX_TABLES: "5", MAX_PENDING_SEATS_PER_ADDRESS: "3", MONITOR_PASSWORD: PASSWORD });
});
afterAll(async () => {
  await t.stop();
});

function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port: t.port, method: "POST", path, headers: { "content-type": "application/json", ...headers } }, (res) => {
      let data = "";
      res.on("data", (c) => (data += c));
      res.on("end", () => resolve({ status: res.statusCode!, body: data ? JSON.parse(data) : null }));
    });
    req.on("error", reject);
    req.end(JSON.stringify(body));
  });
}

/** A matchmaking request from `address` (the server trusts X-Forwarded-For here, as behind a proxy). */
const matchmake = (method: string, target: string, address: string, options: object = { name: "X", table: { seats: 2 } }) =>
  post(`/matchmake/${method}/${target}`, options, { "x-forwarded-for": address });

/** Colyseus answers matchmaking refusals with 200 and `{ code, error }`; ours carry a JSON error like room refusals. */
const refusal = (r: { body: any }) => (r.body?.error ? JSON.parse(r.body.error) : null);

const get = (path: string, headers: Record<string, string>) =>
  new Promise<IncomingMessage>((resolve, reject) => request({ host: "127.0.0.1", port: t.port, path, headers }, resolve).on("error", reject).end());

test("tables per address: create is refused with too_many_tables (zh/en), quick-join still joins, leaving frees a slot", async () => {
  const a1 = await t.client().create("drawpass", { name: "A1", table: { seats: 2 } });
  await nextMessage(a1, "seat");
  const a2 = await t.client().create("drawpass", { name: "A2", table: { seats: 2 } });
  await nextMessage(a2, "seat");

  const third = t.client().create("drawpass", { name: "A3", table: { seats: 2 } });
  const err = await third.then(() => null, (e: Error & { code: number }) => e);
  expect(err).not.toBeNull();
  const parsed = JSON.parse(err!.message);
  expect(parsed).toMatchObject({ code: "too_many_tables", message: { zh: expect.stringMatching(/牌桌數量已達上限.*2 張/), en: expect.stringMatching(/Too many tables\. You already have 2 open tables/) } });

  // Another address is not affected.
  const other = await matchmake("create", "drawpass", "10.9.9.9");
  expect(other.body.room?.roomId).toBeDefined();

  // At the cap, joinOrCreate joins an open table rather than opening a new one.
  const quick = await t.client().joinOrCreate("drawpass", { name: "Q" });
  expect([a1.roomId, a2.roomId, other.body.room.roomId]).toContain(quick.roomId);

  // Leaving a table disposes it (nobody else there) and frees a slot.
  const freed = quick.roomId === a1.roomId ? a2 : a1;
  await freed.leave();
  let again: Awaited<ReturnType<ReturnType<TestArena["client"]>["create"]>> | null = null;
  const end = Date.now() + 10_000;
  while (!again && Date.now() < end) {
    again = await t.client().create("drawpass", { name: "A4", table: { seats: 2 } }).catch(() => null);
    if (!again) await new Promise((r) => setTimeout(r, 100));
  }
  expect(again).not.toBeNull();
  await Promise.all([a1, a2, quick, again!].filter((r) => r !== freed).map((r) => r.leave()));
});

test("pending seat reservations per address: joins that never connect are capped (too_many_reservations)", async () => {
  const table = await matchmake("create", "drawpass", "10.1.0.1");
  const code = table.body.room.roomId;
  for (let i = 0; i < 3; i++) {
    const r = await matchmake("joinById", code, "10.1.0.2", { name: `P${i}`, spectate: true });
    expect(r.body.sessionId).toBeDefined();
  }
  const fourth = await matchmake("joinById", code, "10.1.0.2", { name: "P4", spectate: true });
  expect(refusal(fourth)).toMatchObject({ code: "too_many_reservations", message: { zh: expect.any(String), en: expect.stringMatching(/pending/) } });
  // Another address still joins.
  expect((await matchmake("joinById", code, "10.1.0.3", { name: "Q", spectate: true })).body.sessionId).toBeDefined();
});

test("lobby visits hold no seat: they never count as pending reservations", async () => {
  for (let i = 0; i < 5; i++) expect((await matchmake("joinOrCreate", "lobby", "10.4.0.1", {})).body.sessionId).toBeDefined();
  const table = await matchmake("create", "drawpass", "10.4.0.2");
  expect((await matchmake("joinById", table.body.room.roomId, "10.4.0.1", { name: "L", spectate: true })).body.sessionId).toBeDefined();
});

test("tables in total: once the process holds MAX_TABLES, new tables are refused for everyone", async () => {
  let refused: any = null;
  for (let i = 0; i < 12 && !refused; i++) refused = refusal(await matchmake("create", "drawpass", `10.2.0.${i}`));
  expect(refused).toMatchObject({ code: "too_many_tables", message: { en: expect.stringMatching(/The server is full \(5 tables\)/) } });
});

test("the monitor allows 5 wrong passwords a minute per address, then answers 429 (even to the right one)", async () => {
  const auth = (password: string) => `Basic ${Buffer.from(`admin:${password}`).toString("base64")}`;
  for (let i = 0; i < 5; i++) expect((await get("/monitor/", { authorization: auth(`guess${i}`), "x-forwarded-for": "10.3.0.1" })).statusCode).toBe(401);
  const blocked = await get("/monitor/", { authorization: auth("guess6"), "x-forwarded-for": "10.3.0.1" });
  expect(blocked.statusCode).toBe(429);
  expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
  expect((await get("/monitor/", { authorization: auth(PASSWORD), "x-forwarded-for": "10.3.0.1" })).statusCode).toBe(429);
  // Someone else, with the password, gets in.
  const ok = await get("/monitor/", { authorization: auth(PASSWORD), "x-forwarded-for": "10.3.0.2" });
  expect(ok.statusCode).toBe(200);
});

test("without TRUST_PROXY the client's own X-Forwarded-For is ignored (it could name any address)", () => {
  const socket = new Socket();
  Object.defineProperty(socket, "remoteAddress", { value: "::ffff:192.0.2.7" });
  const req = { headers: { "x-forwarded-for": "10.0.0.1", "x-real-ip": "10.0.0.2" }, socket } as unknown as IncomingMessage;
  expect(clientAddress(req, false)).toBe("192.0.2.7");
  expect(clientAddress(req, true)).toBe("10.0.0.2");
  const appended = { headers: { "x-forwarded-for": "6.6.6.6, 10.0.0.3" }, socket } as unknown as IncomingMessage;
  expect(clientAddress(appended, true)).toBe("10.0.0.3");
});
