import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Accounts, guestIdentity } from "../../server/src/accounts/service";
import { AccountError } from "../../server/src/accounts/errors";
import { scryptHasher, type PasswordHasher } from "../../server/src/accounts/passwords";
import { SqliteAccountStore } from "../../server/src/accounts/sqliteStore";
import { SessionTokens, loadSecret } from "../../server/src/accounts/tokens";
import { RecordStore } from "../../server/src/records/store";
import { TransferCodes, TransferError, identify } from "../../server/src/accounts/seatIdentity";

let dir: string;
let records: RecordStore;
let store: SqliteAccountStore;
let now: number;
let calls: string[];
let accounts: Accounts;

/** The real scrypt hasher at low cost, noting which path each check took. */
function countingHasher(): PasswordHasher {
  const real = scryptHasher({ N: 1024, r: 8, p: 1, keylen: 64 });
  return {
    hash: (pw) => real.hash(pw),
    verify: (pw, stored) => (calls.push("verify"), real.verify(pw, stored)),
    verifyNobody: (pw) => (calls.push("verifyNobody"), real.verifyNobody(pw)),
  };
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "wuxing-accounts-"));
  // The account tables live in the records database, which the record store creates.
  records = new RecordStore(join(dir, "games.sqlite"));
  store = new SqliteAccountStore(join(dir, "games.sqlite"));
  now = 1_700_000_000_000;
  calls = [];
  accounts = new Accounts(store, countingHasher(), new SessionTokens(loadSecret(undefined, dir)), () => now);
});
afterEach(() => {
  store.close();
  records.close();
  rmSync(dir, { recursive: true, force: true });
});

const code = (p: Promise<unknown>) => p.then(() => "ok", (e) => (e instanceof AccountError ? e.code : `other: ${e}`));

test("an unknown username costs a full password check too (no timing difference to enumerate names)", async () => {
  await accounts.signUp({ username: "Known", password: "password1" });
  calls = [];
  expect(await code(accounts.signIn({ username: "nobody", password: "password1" }))).toBe("bad_credentials");
  expect(await code(accounts.signIn({ username: "known", password: "wrong one" }))).toBe("bad_credentials");
  expect(calls).toEqual(["verifyNobody", "verify"]);
});

test("a token past its expiry is token_expired; one whose session was revoked is bad_token", async () => {
  const { token } = await accounts.signUp({ username: "Clocked", password: "password1" });
  expect((await accounts.authenticate(token)).account.username).toBe("Clocked");
  now += 31 * 24 * 3600_000;
  expect(await code(accounts.authenticate(token))).toBe("token_expired");
  now -= 31 * 24 * 3600_000;
  const who = await accounts.authenticate(token);
  await accounts.signOut(who);
  expect(await code(accounts.authenticate(token))).toBe("bad_token");
});

test("a token signed with another secret is refused", async () => {
  const { token } = await accounts.signUp({ username: "Signed", password: "password1" });
  const other = new Accounts(store, countingHasher(), new SessionTokens(Buffer.from("x".repeat(40))), () => now);
  expect(await code(other.authenticate(token))).toBe("bad_token");
});

test("the generated secret is kept in DATA_DIR, readable by the owner only, and reused", () => {
  const first = loadSecret(undefined, dir);
  expect(loadSecret(undefined, dir).equals(first)).toBe(true);
  expect(statSync(join(dir, "account-secret")).mode & 0o077).toBe(0);
  expect(readFileSync(join(dir, "account-secret"), "utf8").trim()).toMatch(/^[0-9a-f]{64}$/);
  expect(loadSecret("a configured secret of at least 32 chars", dir).equals(first)).toBe(false);
});

test("two sign-ups for one name at once: exactly one account", async () => {
  const results = await Promise.all([accounts.signUp({ username: "Twin", password: "password1" }), accounts.signUp({ username: "twin", password: "password2" })].map(code));
  expect(results.sort()).toEqual(["ok", "username_taken"]);
});

test("a transfer code works once, and not after it expires", async () => {
  await store.createTransferCode("h1", "game", 1, now + 60_000);
  expect(await store.useTransferCode("h1", now)).toEqual({ ok: true, gameId: "game", seat: 1 });
  expect(await store.useTransferCode("h1", now)).toEqual({ ok: false, reason: "used" });
  await store.createTransferCode("h2", "game", 1, now + 60_000);
  expect(await store.useTransferCode("h2", now + 60_000)).toEqual({ ok: false, reason: "expired" });
  expect(await store.useTransferCode("nope", now)).toEqual({ ok: false, reason: "unknown" });
});

test("transfer codes: one table, one use, a few minutes", async () => {
  const codes = new TransferCodes(store, () => now);
  const refusal = (p: Promise<unknown>) => p.then(() => "ok", (e) => (e instanceof TransferError ? e.code : `other: ${e}`));
  const { code, expiresAt } = await codes.issue("ACDEFG", 2);
  expect(code).toMatch(/^[ACDEFGHJKMNPQRTUVWXY34679]{8}$/);
  expect(expiresAt).toBe(now + 5 * 60_000);
  expect(await refusal(codes.redeem("HJKMNP", code))).toBe("bad_transfer_code");
  expect(await codes.redeem("ACDEFG", code.toLowerCase())).toBe(2);
  expect(await refusal(codes.redeem("ACDEFG", code))).toBe("transfer_code_used");
  const late = await codes.issue("ACDEFG", 1);
  now += 5 * 60_000;
  expect(await refusal(codes.redeem("ACDEFG", late.code))).toBe("transfer_code_expired");
  expect(await refusal(codes.redeem("ACDEFG", "AAAAAAAA"))).toBe("bad_transfer_code");
});

test("identify: a session token names the account, a bad one refuses, a guest token names the guest", async () => {
  const { token } = await accounts.signUp({ username: "Seated", password: "password1" });
  const me = await accounts.authenticate(token);
  expect(await identify(accounts, token, "guest_token_1234567890")).toEqual({ id: `account:${me.account.id}`, username: "Seated" });
  expect(await code(identify(accounts, token.slice(0, -2) + "xx", "guest_token_1234567890"))).toBe("bad_token");
  expect((await identify(accounts, undefined, "guest_token_1234567890"))?.id).toMatch(/^guest:[0-9a-f]{64}$/);
  expect(await identify(accounts, undefined, "bad token!")).toBeNull();
  expect(await identify(accounts, undefined, undefined)).toBeNull();
});

test("chat mutes are kept with the account: by identity, moved with a guest who signs up, gone with either account", async () => {
  const id = async (name: string, guestToken?: string) => {
    const { token } = await accounts.signUp({ username: name, password: "password1", guestToken });
    return (await accounts.authenticate(token)).account.id;
  };
  const ann = await id("Ann");
  const bob = await id("Bob");
  const guest = guestIdentity("g".repeat(24));
  await store.setChatMute(ann, `account:${bob}`, true, 1);
  await store.setChatMute(ann, guest, true, 2);
  await store.setChatMute(ann, guest, true, 3); // twice is once
  expect(await store.chatMutes(ann)).toEqual([`account:${bob}`, guest]);
  expect(await store.chatMutes(bob)).toEqual([]);
  // The guest signs up: Ann's mute follows them into the account.
  const cat = await id("Cat", "g".repeat(24));
  expect(await store.chatMutes(ann)).toEqual([`account:${bob}`, `account:${cat}`]);
  await store.setChatMute(ann, `account:${cat}`, false, 4);
  expect(await store.chatMutes(ann)).toEqual([`account:${bob}`]);
  // Bob's account goes: nobody mutes it any more. Ann's goes: her mutes go with it.
  await store.setChatMute(bob, `account:${ann}`, true, 5);
  await store.deleteAccount(bob, "deleted");
  expect(await store.chatMutes(ann)).toEqual([]);
  await store.setChatMute(ann, `account:${cat}`, true, 6);
  await store.deleteAccount(ann, "deleted");
  expect(await store.chatMutes(ann)).toEqual([]);
  expect(await store.chatMutes(bob)).toEqual([]);
});
