import type { Schema } from "@colyseus/schema";

/** Names of the `@view()` fields of a schema object (from its class metadata: fields with a view tag). */
export function viewFields(ref: Schema): string[] {
  const metadata = (ref.constructor as unknown as Record<symbol, Record<string, { name?: string; tag?: number }>>)[Symbol.metadata];
  if (!metadata) return [];
  return Object.keys(metadata)
    .filter((k) => /^\d+$/.test(k) && metadata[k].tag !== undefined)
    .map((k) => metadata[k].name!)
    .filter(Boolean);
}
