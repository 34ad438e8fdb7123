import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

/**
 * shared/ is publishable as @wuxing-arena/rules (issue 28): it builds on its own with tsc, every entry point its
 * package.json exports exists, and loading it pulls in no Node built-in and nothing of the server or client: only
 * its own files, zod and @colyseus/schema. The build type checks shared/ with its own options (ES2022 only, no DOM or
 * Node types), so `npm test` leaves out `npm run typecheck`'s second, identical check (~25 s of CPU).
 */
const shared = resolve("shared");
const pkg = JSON.parse(readFileSync(join(shared, "package.json"), "utf8"));
let out: string;
/** Every file the build's program read (tsc --listFiles), to show which type declarations it checked against. */
let programFiles: string[];

beforeAll(() => {
  out = mkdtempSync(join(tmpdir(), "rules-package-"));
  try {
    const listed = execFileSync(process.execPath, [require.resolve("typescript/bin/tsc"), "-p", join(shared, "tsconfig.build.json"), "--outDir", out, "--listFiles"], { stdio: "pipe", encoding: "utf8" });
    programFiles = listed.split("\n").filter(Boolean);
  } catch (e) {
    // tsc reports type errors on stdout, which the thrown error's message leaves out.
    throw new Error(`shared/ does not build on its own:\n${(e as { stdout?: string }).stdout ?? ""}${(e as Error).message}`);
  }
}, 300_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

test("shared/ is type checked without DOM or Node declarations", () => {
  // The root's JSX settings once pulled preact's types, and with them lib.dom, into this build.
  expect(programFiles.length).toBeGreaterThan(200);
  expect(programFiles.filter((f) => /lib\.dom|@types\/node\/|[\\/]preact[\\/]/.test(f))).toEqual([]);
});

test("the package names its entry points, and each one was built", () => {
  expect(pkg.name).toBe("@wuxing-arena/rules");
  expect(Object.keys(pkg.dependencies).sort()).toEqual(["@colyseus/schema", "zod"]);
  const games = ["shengke", "cfe", "slaying", "duelist", "chrono", "drawpass"];
  const targets = Object.values(pkg.exports as Record<string, string | Record<string, string>>)
    .flatMap((t) => (typeof t === "string" ? [t] : Object.values(t)))
    .filter((t) => t.startsWith("./dist/"))
    .flatMap((t) => (t.includes("*") ? games.map((g) => t.replace("*", g)) : [t]));
  for (const t of targets) expect(existsSync(join(out, t.replace("./dist/", "")))).toBe(true);
});

test("loading every entry point requires only the package's own files, zod and @colyseus/schema", () => {
  const script = `
    const Module = require("module");
    const path = require("path");
    const out = ${JSON.stringify(out)};
    const bad = [];
    const load = Module._load;
    Module._load = function (request, parent, isMain) {
      if (parent && parent.filename && parent.filename.startsWith(out) && parent.filename.endsWith(".js")) {
        const own = request.startsWith(".") && path.resolve(path.dirname(parent.filename), request).startsWith(out);
        if (!own && request !== "zod" && request !== "@colyseus/schema") bad.push(request + " from " + path.relative(out, parent.filename));
      }
      return load.apply(this, arguments);
    };
    module.paths.unshift(${JSON.stringify(resolve("node_modules"))});
    const rules = require(path.join(out, "index.js"));
    for (const g of ["shengke", "cfe", "slaying", "duelist", "chrono", "drawpass"]) {
      require(path.join(out, "games", g, "index.js"));
      require(path.join(out, "games", g, "wire", "index.js"));
    }
    const engine = rules.ENGINES.cfe;
    const state = engine.setup(engine.optionsSchema.parse({}), "package", 2);
    const seat = engine.activeSeats(state)[0];
    const legal = engine.legalActions(state, seat);
    engine.apply(state, seat, legal[0]);
    console.log(JSON.stringify({ bad, legal: legal.length, content: Object.keys(rules.gameContent("slaying").content).length, rng: typeof rules.Rng }));
  `;
  const result = JSON.parse(execFileSync(process.execPath, ["-e", script], { cwd: out, encoding: "utf8", env: { ...process.env, NODE_PATH: resolve("node_modules") } }).trim().split("\n").pop()!);
  expect(result.bad).toEqual([]);
  expect(result.legal).toBeGreaterThan(0);
  expect(result.content).toBeGreaterThan(5);
  expect(result.rng).toBe("function");
});
