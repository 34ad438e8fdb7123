import type { Schema } from "@colyseus/schema";

/** Per schema class: the leak scan asks after every move, for every viewer and every other seat's objects. */
const known = new WeakMap<object, string[]>();

/** Names of the `@view()` fields of a schema object (from its class metadata: fields with a view tag). */
export function viewFields(ref: Schema): string[] {
  const cached = known.get(ref.constructor);
  if (cached) return cached;
  const metadata = (ref.constructor as unknown as Record<symbol, Record<string, { name?: string; tag?: number }>>)[Symbol.metadata];
  const fields = metadata
    ? Object.keys(metadata)
        .filter((k) => /^\d+$/.test(k) && metadata[k].tag !== undefined)
        .map((k) => metadata[k].name!)
        .filter(Boolean)
    : [];
  known.set(ref.constructor, fields);
  return fields;
}
