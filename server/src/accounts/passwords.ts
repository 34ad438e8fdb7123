import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/**
 * Password hashes with node:crypto's scrypt: a random salt per account, the cost parameters stored beside the hash
 * (so they can be raised later for new passwords), comparison in constant time. scrypt runs on libuv's thread pool,
 * so a sign-in never blocks the tables.
 */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
  keylen: number;
}

export interface PasswordHash {
  hash: string;
  salt: string;
  params: ScryptParams;
}

/**
 * N 2^15, r 8: 32 MiB and roughly 50–100 ms per hash. OWASP suggests N 2^17 (128 MiB) where memory allows; a small
 * self-hosted box signing in a crowd at once cannot, and the parameters are stored per hash so they can be raised.
 */
export const DEFAULT_SCRYPT: ScryptParams = { N: 1 << 15, r: 8, p: 1, keylen: 64 };

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = { N: params.N, r: params.r, p: params.p, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) => scrypt(password, salt, params.keylen, options, (err, key) => (err ? reject(err) : resolve(key))));
}

export interface PasswordHasher {
  hash(password: string): Promise<PasswordHash>;
  verify(password: string, stored: PasswordHash): Promise<boolean>;
  /** Spends the same work as `verify` and answers false: used for unknown usernames so timing does not tell. */
  verifyNobody(password: string): Promise<boolean>;
}

export function scryptHasher(params: ScryptParams = DEFAULT_SCRYPT): PasswordHasher {
  const dummy: PasswordHash = { hash: randomBytes(params.keylen).toString("hex"), salt: randomBytes(16).toString("hex"), params };
  const verify = async (password: string, stored: PasswordHash) => {
    const expected = Buffer.from(stored.hash, "hex");
    const actual = await derive(password, Buffer.from(stored.salt, "hex"), { ...stored.params, keylen: expected.length });
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  };
  return {
    async hash(password) {
      const salt = randomBytes(16);
      return { hash: (await derive(password, salt, params)).toString("hex"), salt: salt.toString("hex"), params };
    },
    verify,
    async verifyNobody(password) {
      await verify(password, dummy);
      return false;
    },
  };
}
