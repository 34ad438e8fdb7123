/**
 * Seeded pseudo-random numbers for every engine. The whole generator state is four uint32s kept inside the
 * engine state, so a state is plain JSON and a replay from (seed, actions) reproduces every roll and shuffle.
 * sfc32 is small and fast; it is not a CSPRNG, which is why the server draws the *seed* from crypto randomness
 * and publishes only its SHA-256 until the game ends.
 */
export type RngState = [number, number, number, number];

/** cyrb128: spreads an arbitrary seed string over 128 bits. */
export function seedRng(seed: string): RngState {
  let h1 = 1779033703, h2 = 3144134277, h3 = 1013904242, h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  const state: RngState = [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
  // Warm up so that similar seeds diverge before the first draw.
  const rng = new Rng(state);
  for (let i = 0; i < 15; i++) rng.nextUint32();
  return state;
}

/** A view over an RngState that advances it in place. */
export class Rng {
  constructor(readonly state: RngState) {}

  static fromSeed(seed: string): Rng {
    return new Rng(seedRng(seed));
  }

  nextUint32(): number {
    const s = this.state;
    let a = s[0], b = s[1], c = s[2], d = s[3];
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    s[0] = a >>> 0; s[1] = b >>> 0; s[2] = c >>> 0; s[3] = d >>> 0;
    return t >>> 0;
  }

  /** Uniform float in [0, 1). */
  float(): number {
    return this.nextUint32() / 4294967296;
  }

  /** Uniform integer in [0, n), without modulo bias. */
  int(n: number): number {
    if (!Number.isInteger(n) || n <= 0) throw new RangeError(`Rng.int needs a positive integer, got ${n}`);
    const limit = 4294967296 - (4294967296 % n);
    let x: number;
    do x = this.nextUint32(); while (x >= limit);
    return x % n;
  }

  /** One roll of a die with `sides` faces: 1..sides. */
  die(sides = 6): number {
    return this.int(sides) + 1;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError("Rng.pick from an empty list");
    return items[this.int(items.length)];
  }

  /** Fisher–Yates, in place; returns the same array. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const tmp = items[i];
      items[i] = items[j];
      items[j] = tmp;
    }
    return items;
  }
}
