import { ADVANCED_FORMATIONS, BASE_FORMATIONS } from "../cfe/content";
import { cardNumbering, formationEntry, heroesContent } from "../cfe/publicContent";
import { DIFFICULTIES, MAP, MODES, OPPONENTS, SHARDS, SHOP } from "./content";
import { COOP_FORMATIONS } from "./formations";
import { lairOfZone, neighbours } from "./map";

/**
 * The 弒魔戰爭 sheet as data (`GET /api/games/slaying/content`): every cell with its terrain and the cells a step
 * reaches, the zones with their borders and ★ cells, the opponents and their moves, the shop, the shards, and the
 * names of formations, professions and abilities. Cards are numbered as in 五行戰鬥牌 (owner digit always 0).
 */
export function slayingContent() {
  const cells = Object.values(MAP.cells).map((c) => ({
    id: c.id,
    column: c.col,
    row: c.row,
    zone: c.zone,
    terrain: c.terrain.id,
    wall: c.terrain.impassable === true,
    town: c.terrain.shop === true,
    ruin: c.digSite !== null,
    arrow: c.arrow,
    neighbours: neighbours(c.id).map((n) => n.cell.id),
  }));
  const terrains = new Map(Object.values(MAP.cells).map((c) => [c.terrain.id, c.terrain]));
  return {
    cards: { ...cardNumbering(), owners: { "0": "every card (one shared deck)" }, shardTransformed: "copy 9: a hand card a shard made level 5 for this turn" },
    map: {
      columns: MAP.columns,
      rows: MAP.rows,
      start: MAP.start,
      cellId: "column letter + row number, A1 (north-west) … O5; the team moves east",
      cells,
      zones: MAP.zones.map((z) => ({ zone: z.zone, zh: z.zh, en: z.en, columns: `${MAP.columns[z.from]}–${MAP.columns[z.to]}`, star: lairOfZone(z.zone), borderEast: z.to < MAP.columns.length - 1 ? `${MAP.columns[z.to]}|${MAP.columns[z.to + 1]}` : null })),
      terrain: [...terrains.values()].map(({ clause: _clause, ...t }) => t),
    },
    opponents: OPPONENTS.map((o) => ({ id: o.id, zh: o.zh, en: o.en, zone: o.zone, star: o.lair, draw: o.draw, basicStrike: { id: o.basicStrike.id, zh: o.basicStrike.zh, en: o.basicStrike.en }, moves: [...o.moves, o.heroRow].map((m) => ({ id: m.id, zh: m.zh, en: m.en, priority: m.priority, category: m.category })) })),
    difficulties: DIFFICULTIES.map((d) => ({ id: d, heroRows: MODES[d].heroRows })),
    shop: SHOP.items.map(({ clause: _clause, ...i }) => i),
    shards: Object.entries(SHARDS.shards).map(([element, s]) => ({ element, zh: s.zh, en: s.en, effects: s.effects })),
    formations: [...BASE_FORMATIONS, ...ADVANCED_FORMATIONS.filter((f) => f.module === "heroes")].map(formationEntry).concat(...COOP_FORMATIONS.map((f) => ({ id: f.id, zh: f.zh, en: f.en, category: f.category, module: f.module, size: f.size, level: f.level }) as never)),
    ...heroesContent(),
  };
}
