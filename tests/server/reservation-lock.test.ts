import { request } from "node:http";
import type { TestArena } from "../support/arena";

// The phantom reservations must still be pending at the last check however slow the machine (one run took 29 s,
// beyond Colyseus' 15 s). Colyseus reads this when its Room module loads, so before the arena is imported, and the
// matchmaking limits when the arena starts; then it goes back, for the other files this jest worker runs.
const reservationTimeBefore = process.env.COLYSEUS_SEAT_RESERVATION_TIME;
process.env.COLYSEUS_SEAT_RESERVATION_TIME = "300";
const { nextMessage, startArena } = require("../support/arena") as typeof import("../support/arena");

// Issue 20 item 4: phantom seat reservations (reserved by matchmaking, never connected) from many addresses must not
// lock a running table: its seated owner always gets back in with the seat token.
let t: TestArena;
beforeAll(async () => {
  // 2 seats + 2 × 50 spectators + 64 headroom = 166 reservations would lock the table; 20 addresses × 10 reach it.
  t = await startArena({ UNLIMITED_ADDRESSES: "none", TRUST_PROXY: "true", MAX_PENDING_SEATS_PER_ADDRESS: "10", MAX_SPECTATORS: "50" });
  if (reservationTimeBefore === undefined) delete process.env.COLYSEUS_SEAT_RESERVATION_TIME;
  else process.env.COLYSEUS_SEAT_RESERVATION_TIME = reservationTimeBefore;
});
afterAll(async () => {
  await t.stop();
});

function joinById(code: string, address: string, options: object): Promise<any> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port: t.port, method: "POST", path: `/matchmake/joinById/${code}`, headers: { "content-type": "application/json", "x-forwarded-for": address } }, (res) => {
      let data = "";
      res.on("data", (c) => (data += c));
      res.on("end", () => resolve(data ? JSON.parse(data) : null));
    });
    req.on("error", reject);
    req.end(JSON.stringify(options));
  });
}

const refusalCode = (body: any): string | null => (body?.error ? (() => { try { return JSON.parse(body.error).code; } catch { return body.error; } })() : null);

test("reservations are capped per table, and a seat-token rejoin always gets through", async () => {
  const owner = await t.client().create("drawpass", { name: "Owner", table: { seats: 2 } });
  const { seatToken } = await nextMessage(owner, "seat");
  const code = owner.roomId;

  const answers: any[] = [];
  for (let a = 0; a < 20; a++) {
    answers.push(...(await Promise.all(Array.from({ length: 10 }, (_, i) => joinById(code, `10.20.${a}.1`, { name: `S${i}`, spectate: true })))));
  }
  const reserved = answers.filter((b) => b?.sessionId).length;
  // Capped per table: most of the 200 phantom reservations are refused, each with the typed refusal.
  expect(reserved).toBeLessThan(64);
  const refused = answers.filter((b) => !b?.sessionId);
  expect(refused.map(refusalCode)).toEqual(Array(200 - reserved).fill("table_reservations_full"));
  expect(JSON.parse(refused[0].error).message).toEqual({ zh: expect.stringMatching(/這張牌桌.*尚未完成/), en: expect.stringMatching(/This table has too many joins still pending/) });

  // The owner comes back with the seat token (from another connection) while the phantom reservations are pending.
  const back = await t.client().joinById(code, { name: "Owner", seatToken });
  expect(await nextMessage(back, "seat")).toMatchObject({ seat: 0 });
  // Another seat token that names no seat gets no exemption from the cap.
  expect(refusalCode(await joinById(code, "10.30.0.1", { name: "Guess", seatToken: "not-a-token" }))).toBe("table_reservations_full");
  await back.leave();
});
