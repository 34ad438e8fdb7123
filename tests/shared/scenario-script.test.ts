import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { ROOT, bundled, bundledEnv } from "../support/bundle";

/**
 * `npm run scenario` on files that are not valid scenarios: one clear line per problem, exit 2, never a stack. The
 * script runs as one esbuild bundle under plain node (tests/support/bundle.ts): `ts-node --transpile-only` spent ~9 s
 * of CPU per run transpiling every engine file again; what the script prints and returns is the same.
 */
const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), "wuxing-scenario-"));

async function scenario(content: unknown) {
  const file = join(dir, `s${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(content));
  return run(process.execPath, [bundled("scripts/scenario.ts"), file], { cwd: ROOT, env: bundledEnv() }).then(
    (r) => ({ code: 0, out: r.stdout, err: r.stderr }),
    (e) => ({ code: e.code as number, out: String(e.stdout), err: String(e.stderr) }),
  );
}

test.each([
  ["cfe", { game: "cfe", options: { recycle: true, bogus: 1, decks: 3 } }, [/options: Unrecognized key\(s\) in object: 'bogus'/, /options\.decks: Expected array, received number/]],
  ["shengke", { game: "shengke", options: { bogus: 1, rules: { turns: 3 } } }, [/options: Unrecognized key\(s\) in object: 'bogus'/, /options\.rules\.turns: /]],
])("%s: unknown or bad option keys", async (_game, content, expected) => {
  const r = await scenario(content);
  expect(r.code).toBe(2);
  expect(r.out).toBe("");
  const lines = r.err.trim().split("\n");
  expect(lines).toHaveLength(expected.length);
  for (const re of expected) expect(lines.filter((l) => re.test(l))).toHaveLength(1);
  expect(r.err).not.toMatch(/ZodError|    at /);
}, 60_000);
