import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Session tokens: `<session id>.<expiry, ms in base 36>.<HMAC-SHA256 of both>`, base64url. The signature lets a
 * forged or altered token be refused without a database read; the session row behind the id is what sign-out and
 * "sign out everywhere" revoke. One format for the web client's HTTP-only cookie and for bots' `Authorization: Bearer`.
 */
export const SESSION_DAYS = 30;
const TOKEN = /^([A-Za-z0-9_-]{22})\.([0-9a-z]{1,11})\.([A-Za-z0-9_-]{43})$/;

export type TokenCheck = { ok: true; sessionId: string; expiresAt: number } | { ok: false; reason: "bad_token" | "token_expired" };

export class SessionTokens {
  constructor(private readonly secret: Buffer) {}

  static newSessionId(): string {
    return randomBytes(16).toString("base64url");
  }

  sign(sessionId: string, expiresAt: number): string {
    const body = `${sessionId}.${expiresAt.toString(36)}`;
    return `${body}.${this.mac(body)}`;
  }

  /** Signature first, then expiry: an altered expiry is a bad token, not an expired one. */
  check(token: unknown, now = Date.now()): TokenCheck {
    const m = typeof token === "string" ? TOKEN.exec(token) : null;
    if (!m) return { ok: false, reason: "bad_token" };
    const expected = Buffer.from(this.mac(`${m[1]}.${m[2]}`));
    const given = Buffer.from(m[3]);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "bad_token" };
    const expiresAt = parseInt(m[2], 36);
    if (!(expiresAt > now)) return { ok: false, reason: "token_expired" };
    return { ok: true, sessionId: m[1], expiresAt };
  }

  private mac(body: string): string {
    return createHmac("sha256", this.secret).update(`wuxing-session-v1|${body}`).digest("base64url");
  }
}

/**
 * The signing secret: ACCOUNT_SECRET when set, else one generated at first start and kept in DATA_DIR/account-secret
 * (readable by the server's user only), so sessions survive restarts. Deleting that file signs everyone out.
 */
export function loadSecret(configured: string | undefined, dataDir: string): Buffer {
  if (configured) return Buffer.from(configured, "utf8");
  const file = join(dataDir, "account-secret");
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString("hex") + "\n", { mode: 0o600, flag: "wx" });
    } catch (e) {
      // Another process sharing DATA_DIR wrote it first: use theirs.
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
    }
  }
  const text = readFileSync(file, "utf8").trim();
  if (!/^[0-9a-f]{64}$/.test(text)) throw new Error(`${file} is not a 64-digit hex secret; delete it to start a new one (everyone is signed out)`);
  return Buffer.from(text, "hex");
}
