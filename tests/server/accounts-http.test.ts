import { randomUUID } from "node:crypto";
import { startArena, type TestArena } from "../support/arena";
import { context } from "../../server/src/context";
import { DELETED_LABEL, guestIdentity } from "../../server/src/accounts/service";
import { accountIdentity } from "../../server/src/accounts/store";
import { SIGN_IN_LIMITS } from "../../server/src/accounts/router";

let t: TestArena;
beforeAll(async () => {
  t = await startArena({ TRUST_PROXY: "true", ALLOWED_ORIGINS: "https://friend.example", PASSWORD_HASH_COST: "10" });
});
afterAll(async () => {
  await t.stop();
});

interface Answer {
  status: number;
  body: any;
  cookie: string | undefined;
}

// Each test speaks from its own address so the per-address throttles of one test do not reach another.
let addressCounter = 1;
const freshAddress = () => `10.0.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}, from = "10.9.9.9"): Promise<Answer> {
  const res = await fetch(`http://127.0.0.1:${t.port}${path}`, {
    method,
    headers: { "x-real-ip": from, ...(body !== undefined && typeof body !== "string" ? { "content-type": "application/json" } : {}), ...headers },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, cookie: res.headers.get("set-cookie") ?? undefined };
}

const sessionCookie = (a: Answer) => /wx_session=([^;]*)/.exec(a.cookie ?? "")?.[1] ?? "";
const withCookie = (token: string) => ({ cookie: `wx_session=${token}` });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function expectRefusal(a: Answer, status: number, code: string) {
  expect({ status: a.status, error: a.body?.error }).toEqual({ status, error: code });
  expect(a.body.message).toEqual({ zh: expect.stringMatching(/\S/), en: expect.stringMatching(/\S/) });
}

let nameCounter = 0;
const uniqueName = (base = "player") => `${base}${Date.now() % 100000}_${nameCounter++}`;

test("sign up sets an HTTP-only SameSite cookie; me answers with it; signing in ignores case; signing out ends that session", async () => {
  const from = freshAddress();
  const name = uniqueName("Alice");
  const up = await call("POST", "/api/account/signup", { username: name, password: "correct horse" }, {}, from);
  expect(up.status).toBe(201);
  expect(up.body.account).toMatchObject({ username: name, createdAt: expect.any(Number) });
  expect(up.body.token).toBeUndefined();
  expect(up.cookie).toMatch(/HttpOnly/i);
  expect(up.cookie).toMatch(/SameSite=Lax/i);
  expect(up.cookie).toMatch(/Path=\//);

  const me = await call("GET", "/api/account/me", undefined, withCookie(sessionCookie(up)), from);
  expect(me.status).toBe(200);
  expect(me.body.account.username).toBe(name);

  const signIn = await call("POST", "/api/account/signin", { username: name.toUpperCase(), password: "correct horse" }, {}, from);
  expect(signIn.status).toBe(200);
  const token = sessionCookie(signIn);
  expect(token).not.toBe(sessionCookie(up));

  expect((await call("POST", "/api/account/signout", {}, withCookie(token), from)).status).toBe(204);
  expectRefusal(await call("GET", "/api/account/me", undefined, withCookie(token), from), 401, "bad_token");
  // The sign-up session was a different one and still works.
  expect((await call("GET", "/api/account/me", undefined, withCookie(sessionCookie(up)), from)).status).toBe(200);
});

test("a bot asks for the token in the body and uses it as Authorization: Bearer", async () => {
  const from = freshAddress();
  const name = uniqueName("robo_fan");
  const up = await call("POST", "/api/account/signup", { username: name, password: "12345678", session: "token" }, {}, from);
  expect(up.status).toBe(201);
  expect(up.cookie).toBeUndefined();
  expect(up.body.token).toEqual(expect.any(String));
  const me = await call("GET", "/api/account/me", undefined, bearer(up.body.token), from);
  expect(me.body.account.username).toBe(name);
});

test("a username taken with different case is refused, and nothing changes", async () => {
  const from = freshAddress();
  const name = uniqueName("Mei");
  expect((await call("POST", "/api/account/signup", { username: name, password: "first password" }, {}, from)).status).toBe(201);
  for (const variant of [name.toLowerCase(), name.toUpperCase(), name.replace("M", "Ｍ")]) {
    expectRefusal(await call("POST", "/api/account/signup", { username: variant, password: "second password" }, {}, from), 409, "username_taken");
  }
  expect((await call("POST", "/api/account/signin", { username: name, password: "first password" }, {}, from)).status).toBe(200);
  expectRefusal(await call("POST", "/api/account/signin", { username: name, password: "second password" }, {}, from), 401, "bad_credentials");
});

test("bad usernames and passwords are refused with typed errors and create nothing", async () => {
  const from = freshAddress();
  const badNames: unknown[] = ["a", "x".repeat(25), "電腦 Bot 2", "電腦Bot2", "Bot", "B0T7", "Вот", "ali\u202Ecе", "zero\u200Bwidth", "two words", "<b>", "a/b", "", 42, null, ["x"]];
  for (const username of badNames) {
    const a = await call("POST", "/api/account/signup", { username, password: "long enough" }, {}, from);
    expectRefusal(a, 400, "bad_username");
  }
  const name = uniqueName("pw");
  for (const password of ["short", "1234567", "x".repeat(201), 12345678, null]) {
    expectRefusal(await call("POST", "/api/account/signup", { username: name, password }, {}, from), 400, "bad_password");
  }
  expectRefusal(await call("POST", "/api/account/signin", { username: name, password: "1234567" }, {}, from), 401, "bad_credentials");
});

test("unknown user and wrong password get the same answer", async () => {
  const from = freshAddress();
  const name = uniqueName("known");
  await call("POST", "/api/account/signup", { username: name, password: "right password" }, {}, from);
  const wrong = await call("POST", "/api/account/signin", { username: name, password: "wrong password" }, {}, from);
  const unknown = await call("POST", "/api/account/signin", { username: uniqueName("nobody"), password: "wrong password" }, {}, from);
  expectRefusal(wrong, 401, "bad_credentials");
  expect(unknown).toEqual(wrong);
});

test("tampered, forged, expired-looking and malformed tokens never authenticate", async () => {
  const from = freshAddress();
  const up = await call("POST", "/api/account/signup", { username: uniqueName("tok"), password: "12345678", session: "token" }, {}, from);
  const token: string = up.body.token;
  const [sid, exp, mac] = token.split(".");
  const flip = (s: string, i: number) => s.slice(0, i) + (s[i] === "A" ? "B" : "A") + s.slice(i + 1);
  const tampered = [
    `${sid}.${exp}.${flip(mac, 5)}`, // signature
    `${flip(sid, 3)}.${exp}.${mac}`, // session id
    `${sid}.${(parseInt(exp, 36) + 1000).toString(36)}.${mac}`, // expiry pushed later
    `${sid}.${exp}`,
    "garbage",
    token + "x",
  ];
  for (const bad of tampered) {
    expectRefusal(await call("GET", "/api/account/me", undefined, bearer(bad), from), 401, "bad_token");
    expectRefusal(await call("GET", "/api/account/me", undefined, withCookie(bad), from), 401, "bad_token");
  }
  expectRefusal(await call("GET", "/api/account/me", undefined, {}, from), 401, "not_signed_in");
  expect((await call("GET", "/api/account/me", undefined, bearer(token), from)).status).toBe(200);
});

test("sign out everywhere ends every session of the account", async () => {
  const from = freshAddress();
  const name = uniqueName("many");
  const a = await call("POST", "/api/account/signup", { username: name, password: "12345678", session: "token" }, {}, from);
  const b = await call("POST", "/api/account/signin", { username: name, password: "12345678", session: "token" }, {}, from);
  const c = await call("POST", "/api/account/signin", { username: name, password: "12345678" }, {}, from);
  const out = await call("POST", "/api/account/signout-all", {}, bearer(b.body.token), from);
  expect(out).toMatchObject({ status: 200, body: { sessions: 3 } });
  expectRefusal(await call("GET", "/api/account/me", undefined, bearer(a.body.token), from), 401, "bad_token");
  expectRefusal(await call("GET", "/api/account/me", undefined, withCookie(sessionCookie(c)), from), 401, "bad_token");
});

test("malformed, non-JSON, non-object and oversized bodies get typed refusals", async () => {
  const from = freshAddress();
  expectRefusal(await call("POST", "/api/account/signup", "{not json", { "content-type": "application/json" }, from), 400, "bad_request");
  expectRefusal(await call("POST", "/api/account/signup", "username=a&password=b", { "content-type": "application/x-www-form-urlencoded" }, from), 400, "bad_request");
  expectRefusal(await call("POST", "/api/account/signin", "[1,2]", { "content-type": "application/json" }, from), 400, "bad_request");
  expectRefusal(await call("POST", "/api/account/signin", { username: { $ne: null }, password: "x" }, {}, from), 400, "bad_request");
  expectRefusal(await call("POST", "/api/account/signin", { username: "ok", password: "x".repeat(5000) }, {}, from), 400, "bad_request");
  const big = await call("POST", "/api/account/signup", { username: "x", password: "y".repeat(40_000) }, {}, from);
  expect(big.status).toBe(413);
  expect(big.body.error).toBe("payload_too_large");
  expectRefusal(await call("POST", "/api/account/signup", { username: uniqueName(), password: "12345678", guestToken: "no!" }, {}, from), 400, "bad_request");
});

test("a page on another origin cannot act on an account; a configured one can", async () => {
  const from = freshAddress();
  expectRefusal(await call("POST", "/api/account/signup", { username: uniqueName("x"), password: "12345678" }, { origin: "https://evil.example" }, from), 403, "origin_not_allowed");
  expect((await call("POST", "/api/account/signup", { username: uniqueName("y"), password: "12345678" }, { origin: "https://friend.example" }, from)).status).toBe(201);
});

test("sign-in is throttled per address: after the limit even the right password waits", async () => {
  const from = freshAddress();
  const name = uniqueName("addr");
  await call("POST", "/api/account/signup", { username: name, password: "right password" }, {}, freshAddress());
  for (let i = 0; i < SIGN_IN_LIMITS.perAddress.limit; i++) {
    expectRefusal(await call("POST", "/api/account/signin", { username: uniqueName("guess"), password: "guess guess" }, {}, from), 401, "bad_credentials");
  }
  const blocked = await call("POST", "/api/account/signin", { username: name, password: "right password" }, {}, from);
  expectRefusal(blocked, 429, "too_many_attempts");
  expect(sessionCookie(blocked)).toBe("");
  // Another address is not affected.
  expect((await call("POST", "/api/account/signin", { username: name, password: "right password" }, {}, freshAddress())).status).toBe(200);
});

test("sign-in is throttled per account, whatever address the guesses come from", async () => {
  const name = uniqueName("target");
  await call("POST", "/api/account/signup", { username: name, password: "right password" }, {}, freshAddress());
  for (let i = 0; i < SIGN_IN_LIMITS.perAccount.limit; i++) {
    expectRefusal(await call("POST", "/api/account/signin", { username: i % 2 ? name : name.toUpperCase(), password: `guess ${i} guess` }, {}, freshAddress()), 401, "bad_credentials");
  }
  expectRefusal(await call("POST", "/api/account/signin", { username: name, password: "right password" }, {}, freshAddress()), 429, "too_many_attempts");
  // Other accounts sign in as usual.
  const other = uniqueName("bystander");
  await call("POST", "/api/account/signup", { username: other, password: "right password" }, {}, freshAddress());
  expect((await call("POST", "/api/account/signin", { username: other, password: "right password" }, {}, freshAddress())).status).toBe(200);
});

test("preferences follow the account; bad ones are refused and change nothing", async () => {
  const from = freshAddress();
  const up = await call("POST", "/api/account/signup", { username: uniqueName("prefs"), password: "12345678", session: "token" }, {}, from);
  const auth = bearer(up.body.token);
  expect((await call("PUT", "/api/account/prefs", { lang: "en", autoPass: "turn", sound: false }, auth, from)).body.prefs).toEqual({ lang: "en", autoPass: "turn", sound: false });
  expectRefusal(await call("PUT", "/api/account/prefs", { lang: "fr" }, auth, from), 400, "bad_request");
  expectRefusal(await call("PUT", "/api/account/prefs", { theme: "dark" }, auth, from), 400, "bad_request");
  expect((await call("PUT", "/api/account/prefs", { lang: "zh" }, auth, from)).body.prefs).toEqual({ lang: "zh", autoPass: "turn", sound: false });
  const again = await call("POST", "/api/account/signin", { username: up.body.account.username, password: "12345678", session: "token" }, {}, from);
  expect(again.body.account.prefs).toEqual({ lang: "zh", autoPass: "turn", sound: false });
});

/** A finished game in the records with `name` at seat 0, linked to `identity`. */
async function finishedGameOf(identity: string, name: string): Promise<string> {
  const id = randomUUID();
  const { store, accounts } = context();
  store.createGame({ id, code: "ACDEFG", mode: "drawpass", engineVersion: "1", options: {}, table: {}, seats: [{ name, bot: false }, { name: "電腦 Bot 2", bot: true }], seed: "s", commitment: "c", createdAt: Date.now() });
  await accounts!.store.linkSeat({ gameId: id, seat: 0, identity, name });
  store.finishGame(id, { winner: 0 }, "hash");
  return id;
}

test("the profile lists the account's finished games with replay ids and member since; unknown names are 404", async () => {
  const from = freshAddress();
  const name = uniqueName("Profiled");
  const up = await call("POST", "/api/account/signup", { username: name, password: "12345678", session: "token" }, {}, from);
  const me = await context().accounts!.authenticate(up.body.token);
  const gameId = await finishedGameOf(accountIdentity(me.account.id), name);
  const profile = await call("GET", `/api/users/${encodeURIComponent(name.toLowerCase())}`, undefined, {}, from);
  expect(profile.status).toBe(200);
  expect(profile.body).toMatchObject({ username: name, memberSince: up.body.account.createdAt });
  expect(profile.body.games).toEqual([expect.objectContaining({ id: gameId, mode: "drawpass", seat: 0, result: { winner: 0 }, players: [{ name, bot: false }, { name: "電腦 Bot 2", bot: true }] })]);
  expect((await call("GET", `/api/records/${gameId}`, undefined, {}, from)).status).toBe(200);
  expectRefusal(await call("GET", `/api/users/${uniqueName("ghost")}`, undefined, {}, from), 404, "no_such_player");
  expectRefusal(await call("GET", `/api/users/%E2%80%AEx`, undefined, {}, from), 404, "no_such_player");
});

test("a guest who signs up keeps its history", async () => {
  const from = freshAddress();
  const guestToken = "guest_" + randomUUID().replace(/-/g, "");
  const gameId = await finishedGameOf(guestIdentity(guestToken), "路人甲");
  const name = uniqueName("upgraded");
  expect((await call("POST", "/api/account/signup", { username: name, password: "12345678", guestToken }, {}, from)).status).toBe(201);
  const profile = await call("GET", `/api/users/${name}`, undefined, {}, from);
  expect(profile.body.games.map((g: { id: string }) => g.id)).toEqual([gameId]);
});

test("deleting an account needs the password; then the credentials are gone and past records show a neutral label", async () => {
  const from = freshAddress();
  const name = uniqueName("leaving");
  const up = await call("POST", "/api/account/signup", { username: name, password: "12345678", session: "token" }, {}, from);
  const me = await context().accounts!.authenticate(up.body.token);
  const gameId = await finishedGameOf(accountIdentity(me.account.id), name);

  expectRefusal(await call("POST", "/api/account/delete", { password: "not it at all" }, bearer(up.body.token), from), 401, "bad_credentials");
  expect((await call("GET", "/api/account/me", undefined, bearer(up.body.token), from)).status).toBe(200);

  expect((await call("POST", "/api/account/delete", { password: "12345678" }, bearer(up.body.token), from)).status).toBe(204);
  expectRefusal(await call("GET", "/api/account/me", undefined, bearer(up.body.token), from), 401, "bad_token");
  expectRefusal(await call("POST", "/api/account/signin", { username: name, password: "12345678" }, {}, from), 401, "bad_credentials");
  expectRefusal(await call("GET", `/api/users/${name}`, undefined, {}, from), 404, "no_such_player");
  const record = await call("GET", `/api/records/${gameId}`, undefined, {}, from);
  expect(record.body.record.seats.map((s: { name: string }) => s.name)).toEqual([DELETED_LABEL, "電腦 Bot 2"]);
  expect(JSON.stringify(record.body)).not.toContain(name);
  // The name is free again.
  expect((await call("POST", "/api/account/signup", { username: name, password: "another one" }, {}, from)).status).toBe(201);
});

test("recent games keep the person a bot stood in for, with the move the bot took over from", async () => {
  const { store, accounts } = context();
  const id = randomUUID();
  store.createGame({ id, code: "HJKMNP", mode: "drawpass", engineVersion: "1", options: {}, table: {}, seats: [{ name: "阿明", bot: false }, { name: "小華", bot: false }], seed: "s", commitment: "c", createdAt: Date.now() });
  await accounts!.store.linkSeat({ gameId: id, seat: 0, identity: guestIdentity("guest_token_of_aming_1234"), name: "阿明" });
  store.updateSeats(id, [{ name: "阿明", bot: true, replacedByBot: true }, { name: "小華", bot: false }]);
  await accounts!.store.markBotFrom(id, 0, 7);
  store.finishGame(id, { winners: [1], draw: false }, "hash");
  const list = await call("GET", "/api/records?limit=100");
  const game = list.body.find((g: { id: string }) => g.id === id);
  expect(game.players).toEqual([{ name: "阿明", bot: true, replacedByBot: true, botFromMove: 7 }, { name: "小華", bot: false }]);
});
