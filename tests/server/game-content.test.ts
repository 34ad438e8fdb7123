import { request } from "node:http";
import { startArena, type TestArena } from "../support/arena";
import { ENGINES } from "../../shared/src/games";
import { Rng } from "../../shared/src/core/rng";
import { ADVANCED_FORMATIONS, BASE_FORMATIONS } from "../../shared/src/games/cfe/content";
import { hostedModes } from "../../server/src/modes";

let t: TestArena;
beforeAll(async () => {
  t = await startArena();
});
afterAll(async () => {
  await t.stop();
});

function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, unknown>; body: any }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port: t.port, method: "GET", path, headers }, (res) => {
      let data = "";
      res.on("data", (c) => (data += c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: data ? JSON.parse(data) : null }));
    });
    req.on("error", reject);
    req.end();
  });
}

test("every hosted game publishes its content as versioned JSON", async () => {
  for (const { id, engine } of hostedModes()) {
    const res = await get(`/api/games/${id}/content`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ game: id, format: 1, engineVersion: engine.version, contentVersion: expect.stringMatching(/^[0-9a-f]{16}$/) });
    expect(res.headers.etag).toBe(`"${res.body.contentVersion}"`);
  }
});

test("an unknown game answers 404 with a typed error", async () => {
  for (const path of ["/api/games/chess/content", "/api/games/__proto__/content", "/api/games/constructor/content"]) {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: "no_such_game", message: { zh: expect.any(String), en: expect.any(String) } });
  }
});

test("弒魔戰爭's map: 75 cells, neighbours are the passable edge cells, each zone's ★ is its opponent's lair", async () => {
  const { content } = (await get("/api/games/slaying/content")).body;
  const cells: Record<string, any> = Object.fromEntries(content.map.cells.map((c: any) => [c.id, c]));
  expect(Object.keys(cells)).toHaveLength(15 * 5);
  for (const c of Object.values(cells)) {
    for (const n of c.neighbours) {
      expect(cells[n].wall).toBe(false);
      expect(Math.abs(cells[n].column - c.column) + Math.abs(cells[n].row - c.row)).toBe(1);
      if (!c.wall) expect(cells[n].neighbours).toContain(c.id);
    }
  }
  expect(cells[content.map.start].town).toBe(true);
  expect(content.map.zones.map((z: any) => z.star)).toEqual(content.opponents.map((o: any) => o.star));
  for (const z of content.map.zones) expect(cells[z.star].zone).toBe(z.zone);
  expect(Object.values(cells).filter((c) => c.ruin)).toHaveLength(5);
  expect(content.shop.length).toBeGreaterThan(0);
});

test("五行戰鬥牌 lists every formation the engine knows, and the professions and abilities by id", async () => {
  const { content } = (await get("/api/games/cfe/content")).body;
  expect(content.formations.map((f: any) => f.id).sort()).toEqual([...BASE_FORMATIONS, ...ADVANCED_FORMATIONS].map((f) => f.id).sort());
  expect(content.professions.length).toBe(18);
  const abilityIds = new Set(content.abilities.map((a: any) => a.id));
  for (const p of content.professions) for (const a of p.abilities) expect(abilityIds.has(a)).toBe(true);
  expect(content.cards.formula).toContain("element × 100");
});

test("生剋棋: every curse side the engine offers in play is listed for its curse", async () => {
  const { content } = (await get("/api/games/shengke/content")).body;
  const sides: Record<string, string[]> = Object.fromEntries(content.curses.map((c: any) => [c.id, c.sides.map((s: any) => s.id)]));
  const engine = ENGINES.shengke;
  let offered = 0;
  for (let g = 0; g < 3; g++) {
    let s = engine.setup(engine.optionsSchema.parse({}), `content-${g}`, 2);
    const rng = Rng.fromSeed(`content-${g}`);
    for (let n = 0; n < 400 && engine.activeSeats(s).length; n++) {
      const seat = engine.activeSeats(s)[0];
      for (const a of engine.legalActions(s, seat)) {
        if (a.type !== "curse") continue;
        offered++;
        expect(sides[s.curses[a.curse].def]).toContain(a.side);
      }
      s = engine.apply(s, seat, engine.bot(s, seat, rng, "random")).state;
    }
  }
  expect(offered).toBeGreaterThan(0);
  expect(content.board.cells[7]).toEqual({ index: 7, name: "c2" });
});
