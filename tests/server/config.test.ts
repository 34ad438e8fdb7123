import { loadConfig, ConfigError } from "../../server/src/config";

test("defaults are the embedded single-process setup", () => {
  const c = loadConfig({});
  expect(c).toMatchObject({ PORT: 2567, HOST: "0.0.0.0", DATA_DIR: "./data", LOG_LEVEL: "info", RECONNECT_SECONDS: 120 });
  expect(c.REDIS_URL).toBeUndefined();
  expect(c.MONITOR_PASSWORD).toBeUndefined();
});

test.each([
  [{ PORT: "abc" }, /PORT="abc": must be a number/],
  [{ PORT: "70000" }, /PORT="70000": must be at most 65535/],
  [{ LOG_LEVEL: "loud" }, /LOG_LEVEL="loud": must be one of fatal, error, warn, info, debug, trace, silent/],
  [{ REDIS_URL: "localhost:6379" }, /REDIS_URL="localhost:6379": .*redis:\/\//],
  [{ MONITOR_PASSWORD: "short" }, /MONITOR_PASSWORD="short": at least 8 characters/],
  [{ RECONNECT_SECONDS: "1" }, /RECONNECT_SECONDS="1": must be at least 5/],
  [{ MAX_SPECTATORS: "10" }, /MAX_SPECTATORS="10": must be at least 50/],
])("a bad value stops start-up with one line naming the variable: %j", (env, message) => {
  expect(() => loadConfig(env)).toThrow(ConfigError);
  expect(() => loadConfig(env)).toThrow(message);
});

test("empty variables count as unset", () => {
  expect(loadConfig({ PORT: "", REDIS_URL: "" }).PORT).toBe(2567);
});
