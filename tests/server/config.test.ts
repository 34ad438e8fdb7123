import { loadConfig, ConfigError } from "../../server/src/config";

test("defaults are the embedded single-process setup", () => {
  const c = loadConfig({});
  expect(c).toMatchObject({ PORT: 2567, HOST: "0.0.0.0", DATA_DIR: "./data", LOG_LEVEL: "info", RECONNECT_SECONDS: 120 });
  expect(c.REDIS_URL).toBeUndefined();
  expect(c.MONITOR_PASSWORD).toBeUndefined();
  expect(c).toMatchObject({ MAX_TABLES: 500, MAX_TABLES_PER_ADDRESS: 10, MAX_PENDING_SEATS_PER_ADDRESS: 10, TRUST_PROXY: false, CHECKPOINT_SECONDS: 60, UNLIMITED_ADDRESSES: ["127.0.0.1", "::1"] });
  expect(c.STORAGE_OPEN_RETRY_SECONDS).toBe(30);
  expect(loadConfig({ UNLIMITED_ADDRESSES: "none" }).UNLIMITED_ADDRESSES).toEqual([]);
  expect(loadConfig({ UNLIMITED_ADDRESSES: "10.0.0.5, 10.0.0.6" }).UNLIMITED_ADDRESSES).toEqual(["10.0.0.5", "10.0.0.6"]);
});

test.each([
  [{ PORT: "abc" }, /PORT="abc": must be a number/],
  [{ PORT: "70000" }, /PORT="70000": must be at most 65535/],
  [{ LOG_LEVEL: "loud" }, /LOG_LEVEL="loud": must be one of fatal, error, warn, info, debug, trace, silent/],
  [{ REDIS_URL: "localhost:6379" }, /REDIS_URL="localhost:6379": .*redis:\/\//],
  [{ MONITOR_PASSWORD: "short" }, /MONITOR_PASSWORD="short": at least 8 characters/],
  [{ RECONNECT_SECONDS: "1" }, /RECONNECT_SECONDS="1": must be at least 5/],
  [{ MAX_SPECTATORS: "10" }, /MAX_SPECTATORS="10": must be at least 50/],
  [{ MAX_TABLES: "0" }, /MAX_TABLES="0": must be at least 1/],
  [{ MAX_TABLES_PER_ADDRESS: "many" }, /MAX_TABLES_PER_ADDRESS="many": must be a number/],
  [{ MAX_PENDING_SEATS_PER_ADDRESS: "0" }, /MAX_PENDING_SEATS_PER_ADDRESS="0": must be at least 1/],
  [{ TRUST_PROXY: "yes" }, /TRUST_PROXY="yes": must be one of true, false, 1, 0/],
  [{ CHECKPOINT_SECONDS: "0" }, /CHECKPOINT_SECONDS="0": must be at least 1/],
  [{ STORAGE_OPEN_RETRY_SECONDS: "-1" }, /STORAGE_OPEN_RETRY_SECONDS="-1": must be at least 0/],
])("a bad value stops start-up with one line naming the variable: %j", (env, message) => {
  expect(() => loadConfig(env)).toThrow(ConfigError);
  expect(() => loadConfig(env)).toThrow(message);
});

test("empty variables count as unset", () => {
  expect(loadConfig({ PORT: "", REDIS_URL: "" }).PORT).toBe(2567);
});
