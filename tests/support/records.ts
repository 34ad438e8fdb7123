import { request, type IncomingMessage } from "node:http";
import type { NewGame } from "../../server/src/records/store";

/** The n-th game row of a test database: a 2-seat drawpass game, ids and creation times in order. */
export const sampleGame = (n: number): NewGame => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
  code: "ACDEFG",
  mode: "drawpass",
  engineVersion: "1",
  options: {},
  table: {},
  seats: [{ name: "a", bot: false }, { name: "b", bot: false }],
  seed: "s",
  commitment: "0".repeat(64),
  createdAt: n,
});

/** One plain HTTP request to a test server (any method, body and headers, unlike fetch), with the whole answer. */
export function httpRequest(port: number, method: string, path: string, body?: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: IncomingMessage["headers"]; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, method, path, headers }, (res) => {
      let data = "";
      res.on("data", (c) => (data += c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: data }));
    });
    req.on("error", reject);
    if (body) req.write(body);
    req.end();
  });
}
