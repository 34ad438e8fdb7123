/**
 * Outside PM2 the server does not start PM2's agent (server/src/pm2Agent.ts): it held the IPC channel of any process
 * started with one, so such a process (a jest worker, a forked benchmark server) could not exit when its work was done.
 */
import { fork, type ChildProcess } from "node:child_process";
import { bundled, bundledEnv, ROOT } from "../support/bundle";

interface Report {
  agentStarted: boolean;
  messageListeners: number;
}

function runChild(env: Record<string, string>): { child: ChildProcess; report: Promise<Report>; exited: Promise<number | null> } {
  const child = fork(bundled("tests/support/pm2Child.ts"), [], { cwd: ROOT, env: bundledEnv({ ...process.env, ...env }), stdio: ["ignore", "inherit", "inherit", "ipc"] });
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const report = new Promise<Report>((resolve, reject) => {
    // PM2's agent, when it runs, sends its own messages to the parent too.
    child.on("message", (m) => typeof m === "object" && m !== null && "agentStarted" in m && resolve(m as Report));
    void exited.then((code) => reject(new Error(`the child exited (${code}) before reporting`)));
  });
  return { child, report, exited };
}

test("a server outside PM2 leaves PM2's agent out, and its process exits by itself with its IPC channel open", async () => {
  const { report, exited } = runChild({});
  expect(await report).toEqual({ agentStarted: false, messageListeners: 0 });
  // Nothing holds the process: it exits although the parent never disconnects.
  expect(await exited).toBe(0);
}, 60_000);

test("under PM2 (pm_id set) the agent still starts, so PM2 keeps its room and client metrics", async () => {
  const { child, report, exited } = runChild({ pm_id: "0" });
  try {
    expect((await report).agentStarted).toBe(true);
  } finally {
    child.kill("SIGTERM");
    await exited;
  }
}, 60_000);
