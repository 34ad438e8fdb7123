// The comments written on the wire schema classes and their fields (shared/src/games/*/wire/schema.ts), so the
// protocol document prints what each field means from the same source the schema is declared in.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export interface ClassComments {
  about: string;
  fields: Record<string, string>;
}

/** `/** a *\/` or `// a` blocks as one line of text. */
function commentText(block: string): string {
  return block
    .replace(/^\s*\/\*\*?|\*\/\s*$/g, "")
    .split("\n")
    .map((l) => l.replace(/^\s*(\*|\/\/)\s?/, "").trim())
    .filter(Boolean)
    .join(" ")
    .trim();
}

const ELEMENT_SUFFIX = /(Wood|Fire|Earth|Metal|Water|\d)$/;

function parse(source: string, out: Map<string, ClassComments>): void {
  const classes = source.matchAll(/(\/\*\*(?:(?!\*\/)[\s\S])*\*\/\s*|(?:\/\/[^\n]*\n\s*)+)?export class (\w+) extends Schema \{([\s\S]*?)\n\}/g);
  for (const [, about, name, body] of classes) {
    const fields: Record<string, string> = {};
    let pending: string[] = [];
    let inBlock = false;
    // One comment over zoneWood (or dice0) speaks for zoneFire … zoneWater (dice1) too: one field per element or die.
    let group: { prefix: string; text: string } | undefined;
    for (const line of body.split("\n")) {
      const t = line.trim();
      if (inBlock || t.startsWith("/**") || t.startsWith("/*")) {
        pending.push(t);
        inBlock = !t.includes("*/");
        continue;
      }
      // A `//` line heads a group of fields; it is not any one field's meaning.
      if (t.startsWith("//")) continue;
      const field = t.match(/@type\(.*\)\s+(?:declare\s+)?(\w+)[\s:=;!?]/);
      if (field) {
        const text = commentText(pending.join("\n"));
        if (text) {
          fields[field[1]] = text;
          group = { prefix: field[1].replace(ELEMENT_SUFFIX, ""), text };
        } else if (group && field[1].replace(ELEMENT_SUFFIX, "") === group.prefix && ELEMENT_SUFFIX.test(field[1])) fields[field[1]] = group.text;
        else group = undefined;
      }
      if (t) pending = [];
    }
    out.set(name, { about: about ? commentText(about) : "", fields });
  }
}

let cache: Map<string, ClassComments> | undefined;
const headers = new Map<string, string>();

/** The comment that opens a mode's schema.ts (what its state holds and who sees what), by game id. */
export function schemaHeader(game: string): string {
  schemaComments();
  return headers.get(game) ?? "";
}

/** Comments of every schema class under shared/src/games, by class name. */
export function schemaComments(root = "shared/src/games"): Map<string, ClassComments> {
  if (cache) return cache;
  cache = new Map();
  for (const game of readdirSync(root, { withFileTypes: true })) {
    if (!game.isDirectory()) continue;
    const dir = join(root, game.name, "wire");
    let files: string[] = [];
    try {
      files = readdirSync(dir).filter((f) => f.endsWith(".ts"));
    } catch {
      continue;
    }
    for (const f of files) {
      const source = readFileSync(join(dir, f), "utf8");
      if (f === "schema.ts") headers.set(game.name, commentText(source.match(/^\/\*\*(?:(?!\*\/)[\s\S])*\*\//)?.[0] ?? ""));
      parse(source, cache);
    }
  }
  return cache;
}
