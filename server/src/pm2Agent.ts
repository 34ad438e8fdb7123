/**
 * Colyseus' stats load @pm2/io (`Stats.reset`) to show rooms and clients in PM2. Loading it starts PM2's agent: an
 * inspector session, runtime metrics, and a `process.on("message")` listener that keeps the IPC channel of a process
 * started with one (a forked benchmark server, a jest worker) open: such a process could not exit when its work was
 * done, and jest killed its workers with "A worker process has failed to exit gracefully". Outside PM2 nobody reads
 * those metrics, so the agent is left out: @pm2/io uses the instance already registered under its global symbol, and
 * this registers one that records nothing. Under PM2 (which sets `pm_id` in its processes) nothing changes.
 */
const PM2_IO = Symbol.for("@pm2/io");

/** Returns whether the agent is left out (false under PM2, or when @pm2/io was loaded before). */
export function leavePm2AgentOut(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.pm_id !== undefined) return false;
  const global = globalThis as unknown as Record<symbol, unknown>;
  if (global[PM2_IO] !== undefined) return false;
  global[PM2_IO] = { metric: () => undefined };
  return true;
}
