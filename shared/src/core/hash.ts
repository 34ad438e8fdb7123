/**
 * A stable fingerprint of a JSON value, for "the replay reached the same state" checks. Keys are sorted so
 * that property order does not matter. FNV-1a over the canonical text, twice with different offsets: it is a
 * checksum, not a commitment (commitments use SHA-256 on the server).
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  // One string built in place rather than an array of parts per level and a join: half the CPU on a whole state
  // (records hash their final state; tests compare thousands of actions and states by it).
  if (Array.isArray(value)) {
    let out = "[";
    for (let i = 0; i < value.length; i++) out += (i ? "," : "") + canonicalJson(value[i]);
    return out + "]";
  }
  const obj = value as Record<string, unknown>;
  let out = "{";
  for (const k of Object.keys(obj).sort()) {
    const v = obj[k];
    if (v !== undefined) out += (out.length > 1 ? "," : "") + JSON.stringify(k) + ":" + canonicalJson(v);
  }
  return out + "}";
}

/**
 * FNV-1a from both offsets in one pass over the text (a state's canonical text runs to hundreds of kilobytes and
 * replays hash it at every check). Math.imul and ^ work on 32 bits, so the unsigned fold is needed only at the end.
 */
function fnv1aPair(text: string, offsetA: number, offsetB: number): [number, number] {
  let a = offsetA | 0;
  let b = offsetB | 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 16777619);
    b = Math.imul(b ^ c, 16777619);
  }
  return [a >>> 0, b >>> 0];
}

export function stateHash(value: unknown): string {
  const [a, b] = fnv1aPair(canonicalJson(value), 2166136261, 0x811c9dc5 ^ 0x5bd1e995);
  return a.toString(16).padStart(8, "0") + b.toString(16).padStart(8, "0");
}
