/**
 * A stable fingerprint of a JSON value, for "the replay reached the same state" checks. Keys are sorted so
 * that property order does not matter. FNV-1a over the canonical text, twice with different offsets: it is a
 * checksum, not a commitment (commitments use SHA-256 on the server).
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  const obj = value as Record<string, unknown>;
  const keys = Object.keys(obj).filter((k) => obj[k] !== undefined).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(obj[k])}`).join(",")}}`;
}

function fnv1a(text: string, offset: number): number {
  let h = offset >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h >>> 0;
}

export function stateHash(value: unknown): string {
  const text = canonicalJson(value);
  const a = fnv1a(text, 2166136261).toString(16).padStart(8, "0");
  const b = fnv1a(text, 0x811c9dc5 ^ 0x5bd1e995).toString(16).padStart(8, "0");
  return a + b;
}
