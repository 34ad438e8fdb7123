import { ConfigError, loadConfig } from "./config";
import { createArena } from "./app";
import { RecordStoreError } from "./records/store";
import { RedisUnreachableError } from "./scale/redisConnection";

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(78); // EX_CONFIG
    }
    throw e;
  }
  let arena;
  try {
    arena = await createArena(config);
  } catch (e) {
    if (e instanceof RecordStoreError) {
      console.error(e.message);
      process.exit(74); // EX_IOERR
    }
    if (e instanceof RedisUnreachableError) {
      console.error(e.message);
      process.exit(69); // EX_UNAVAILABLE
    }
    throw e;
  }
  const port = await arena.listen();
  // Listening on every interface, the machine itself is the address to open.
  const host = ["0.0.0.0", "::"].includes(config.HOST) ? "localhost" : config.HOST.includes(":") ? `[${config.HOST}]` : config.HOST;
  const url = `http://${host}:${port}/`;
  arena.logger.info({ url }, `open ${url} in a browser`);
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    arena.logger.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await arena.stop();
      process.exit(0);
    } catch (err) {
      arena.logger.error({ err }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
