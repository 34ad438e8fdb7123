/**
 * `dst` holding what `src` holds, in `dst`'s own array: how an engine copies a position into a spare state
 * (server/src/rooms/sparePositions.ts) without allocating. Returns `dst`.
 */
export function refill<T>(dst: T[], src: readonly T[]): T[] {
  dst.length = src.length;
  for (let i = 0; i < src.length; i++) dst[i] = src[i];
  return dst;
}
