/**
 * No import circles in server/src, shared/src or client/src (issue 19). Every arrow counts: `import type`,
 * `export … from`, `import x = require()`, `require()`, `import()` (a lazily loaded mode is still a dependency
 * of whoever loads it, and esbuild bundles it as one) and `typeof import()` in types. A circle is reported as its
 * strongly connected component, so one failure names every file caught in it.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, extname, join, relative, resolve } from "node:path";
import ts from "typescript";

const repo = resolve(__dirname, "../..");
const roots = ["server/src", "shared/src", "client/src"].map((r) => join(repo, r));

type ImportGraph = Map<string, string[]>;

/** Every module specifier a file names, type-only ones included. */
function specifiersOf(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const literal = (node: ts.Node | undefined) => {
    if (node && ts.isStringLiteralLike(node)) found.push(node.text);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) literal(node.moduleSpecifier);
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) literal(node.moduleReference.expression);
    else if (ts.isCallExpression(node)) {
      const dynamicImport = node.expression.kind === ts.SyntaxKind.ImportKeyword;
      const commonJsRequire = ts.isIdentifier(node.expression) && node.expression.text === "require";
      if (dynamicImport || commonJsRequire) literal(node.arguments[0]);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) literal(node.argument.literal);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const candidates = (target: string) => [target, `${target}.ts`, `${target}.tsx`, join(target, "index.ts"), join(target, "index.tsx")];

type IsFile = (path: string) => boolean;
const isFileOnDisk: IsFile = (path) => existsSync(path) && statSync(path).isFile();

/** The file a relative specifier names; packages are outside the graph. Throws on a relative specifier that names no file, so a missed arrow cannot pass unnoticed. */
function resolveSpecifier(from: string, specifier: string, isFile: IsFile): string | undefined {
  if (!specifier.startsWith(".")) return undefined;
  const target = resolve(dirname(from), specifier);
  const hit = candidates(target).find(isFile);
  if (!hit) throw new Error(`${relative(repo, from)}: cannot resolve "${specifier}"`);
  return hit;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

/** Arrows between the given source files (resources such as .json and .css import nothing, so they are left out). */
function importGraph(files: Map<string, string>, isFile: IsFile = isFileOnDisk): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const [file, text] of files) {
    const targets = specifiersOf(file, text)
      .map((s) => resolveSpecifier(file, s, isFile))
      .filter((t): t is string => t !== undefined && [".ts", ".tsx"].includes(extname(t)));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Tarjan's strongly connected components with more than one file, or one file that imports itself. */
function circles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const connect = (v: string): void => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(component.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) connect(v);
  return found;
}

const describeCircles = (found: string[][]) =>
  found.map((c, i) => `circle ${i + 1} (${c.length} files):\n${c.map((f) => `  ${relative(repo, f)}`).join("\n")}`).join("\n\n");

test("the scanner sees type-only, re-export, dynamic and require arrows, and reports each circle once", () => {
  const at = (name: string) => join("/virtual", name);
  const files = new Map([
    [at("core/rng.ts"), `import type { Foo } from "../games/engine";`],
    [at("games/engine.ts"), `export { x } from "../core/rng";`],
    [at("core/errors.ts"), `const m = () => import("../games"); type T = typeof import("./rng");`],
    [at("games/index.tsx"), `const e = require("../core/errors");`],
    [at("app.ts"), `import "./games"; import "zod"; import data from "./content.json"; import "./core/errors";`],
  ]);
  const isFile = (path: string) => files.has(path) || path === at("content.json");
  const found = circles(importGraph(files, isFile)).map((c) => c.map((f) => relative("/virtual", f)));
  expect(found).toHaveLength(2);
  expect(found).toEqual(expect.arrayContaining([["core/rng.ts", "games/engine.ts"], ["core/errors.ts", "games/index.tsx"]]));
  expect(() => importGraph(new Map([[at("app.ts"), `import "./no-such-file";`]]), isFile)).toThrow(/cannot resolve "\.\/no-such-file"/);
});

test("no import circles in server/src, shared/src or client/src", () => {
  const files = new Map(roots.flatMap(sourceFiles).map((f) => [f, readFileSync(f, "utf8")] as const));
  expect(files.size).toBeGreaterThan(100);
  const found = circles(importGraph(files));
  if (found.length > 0) throw new Error(`${found.length} import circle(s):\n\n${describeCircles(found)}`);
});
