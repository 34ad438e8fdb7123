/**
 * The server's start-up log says which address to open (issue 25, item 1): listening on every interface it names
 * localhost and the real port, so a newcomer who ran `npm start` knows where the game is.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { bundled, bundledEnv, ROOT } from "../support/bundle";

test("the start-up log prints the URL to open, with the port it listens on, and the server answers there", async () => {
  const dir = mkdtempSync(join(tmpdir(), "wuxing-startup-url-"));
  const child = spawn(process.execPath, [bundled("server/src/index.ts")], {
    cwd: ROOT,
    env: { ...bundledEnv(), PORT: "0", HOST: "0.0.0.0", DATA_DIR: dir, LOG_LEVEL: "info", SERVE_CLIENT: "false" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let out = "";
      child.stdout!.on("data", (c: Buffer) => {
        out += c.toString();
        const m = /"msg":"open (http:\/\/localhost:(\d+)\/) in a browser"/.exec(out);
        if (m && Number(m[2]) > 0) resolve(m[1]);
      });
      child.on("exit", (code) => reject(new Error(`the server exited (${code}) before printing its URL:\n${out}`)));
    });
    // The address is the server's own: its health check answers there.
    expect((await fetch(`${url}healthz`)).status).toBe(200);
  } finally {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.on("exit", resolve));
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
