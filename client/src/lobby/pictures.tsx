/**
 * Pictures of each game drawn from its real content (the default decks, the range table, the formations, the map,
 * the clock's attribute wheel, the heroes): a newcomer sees the actual pieces, not a stock image. This module is
 * its own bundle (the lobby loads it after first paint; the rules pages import it), so the lobby carries no game
 * data.
 */
import type { JSX } from "preact";
import shengkeDecks from "../../../shared/src/games/shengke/content/decks.json";
import shengkeRanges from "../../../shared/src/games/shengke/content/ranges.json";
import cfeFormations from "../../../shared/src/games/cfe/content/formations.json";
import slayingMap from "../../../shared/src/games/slaying/content/map.json";
import chronoRelations from "../../../shared/src/games/chrono/content/relations.json";
import chronoCharacters from "../../../shared/src/games/chrono/content/characters.json";
import duelistUnits from "../../../shared/src/games/duelist/content/units.json";
import type { Lang } from "../names";

type Element = "wood" | "fire" | "earth" | "metal" | "water";
const fill = (e: Element) => ({ fill: `var(--${e})` });
const ink = (e: Element) => ({ fill: `var(--${e}-ink)` });
const ELEMENT_NAME: Record<Element, Record<Lang, string>> = {
  wood: { zh: "木", en: "Wood" },
  fire: { zh: "火", en: "Fire" },
  earth: { zh: "土", en: "Earth" },
  metal: { zh: "金", en: "Metal" },
  water: { zh: "水", en: "Water" },
};

export interface PictureProps {
  lang: Lang;
}

// ── 生剋棋: the 5×5 board ──

interface BeastCard {
  zh: string;
  en: string;
  element: string;
  in: number;
  out: number;
}
const CELL = 40;
const deckCards = (i: number) => shengkeDecks.decks[i].cards as BeastCard[];
const RANGES = shengkeRanges.ranges as Record<string, string[]>;
const DIRS = shengkeRanges.directions as Record<string, { dx: number; dy: number }>;

/** Cells a card at (x, y) reaches with corner number n, for a card whose front faces up (its owner sits below). */
export function rangeCells(x: number, y: number, n: number, facingUp = true): [number, number][] {
  return (RANGES[String(n)] ?? [])
    .map((d) => DIRS[d])
    .map(({ dx, dy }) => (facingUp ? [x + dx, y - dy] : [x - dx, y + dy]) as [number, number])
    .filter(([cx, cy]) => cx >= 0 && cx < 5 && cy >= 0 && cy < 5);
}

function BeastOnBoard({ card, x, y, owner, lang }: { card: BeastCard; x: number; y: number; owner: 0 | 1; lang: Lang }) {
  const e = card.element as Element;
  const name = lang === "zh" ? card.zh : card.en.split(/[\s-]/)[0];
  return (
    <g transform={`translate(${x * CELL + 3} ${y * CELL + 3})`}>
      <rect width={CELL - 6} height={CELL - 6} rx="4" style={fill(e)} stroke={owner === 0 ? "var(--ink)" : "var(--fire)"} stroke-width="2.5" />
      <text x={(CELL - 6) / 2} y="15" text-anchor="middle" font-size={lang === "zh" ? 10 : 7.5} style={ink(e)}>
        {name}
      </text>
      <text x="4" y={CELL - 10} font-size="9" style={ink(e)}>
        {card.in}
      </text>
      <text x={CELL - 10} y={CELL - 10} font-size="9" text-anchor="end" style={ink(e)}>
        {card.out}
      </text>
    </g>
  );
}

function Grid({ w, h }: { w: number; h: number }) {
  const cells: JSX.Element[] = [];
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) cells.push(<rect key={`${x}-${y}`} x={x * CELL} y={y * CELL} width={CELL} height={CELL} fill="#fffaf0" stroke="#d6ccb6" />);
  return <g>{cells}</g>;
}

/** A position from the default decks: your cards (dark frame) and the opponent's (red frame), one card's 出 range lit. */
export function ShengkePicture({ lang }: PictureProps) {
  const mine = deckCards(0);
  const theirs = deckCards(1);
  const placed: { card: BeastCard; x: number; y: number; owner: 0 | 1 }[] = [
    { card: mine[0], x: 2, y: 3, owner: 0 },
    { card: mine[7], x: 1, y: 4, owner: 0 },
    { card: theirs[3], x: 2, y: 1, owner: 1 },
    { card: theirs[12], x: 3, y: 0, owner: 1 },
    { card: mine[16], x: 4, y: 2, owner: 0 },
  ];
  const lit = rangeCells(2, 3, mine[0].out);
  return (
    <svg viewBox={`0 0 ${CELL * 5} ${CELL * 5}`} class="game-picture-svg" role="img" aria-label={lang === "zh" ? "生剋棋的 5×5 棋盤" : "The 5×5 Sheng-Ke board"}>
      <Grid w={5} h={5} />
      {lit.map(([x, y]) => (
        <rect key={`lit-${x}-${y}`} x={x * CELL + 1} y={y * CELL + 1} width={CELL - 2} height={CELL - 2} fill="rgba(200,55,45,0.18)" />
      ))}
      {placed.map((p) => (
        <BeastOnBoard key={`${p.x}-${p.y}`} {...p} lang={lang} />
      ))}
    </svg>
  );
}

/** One card in the centre of the board with its 入 range (dashed) and 出 range (filled). */
export function ShengkeRangeDiagram({ lang, cardIndex = 0 }: PictureProps & { cardIndex?: number }) {
  const card = deckCards(0)[cardIndex];
  const inCells = rangeCells(2, 2, card.in);
  const outCells = rangeCells(2, 2, card.out);
  const inLabel = lang === "zh" ? "入" : "in";
  const outLabel = lang === "zh" ? "出" : "out";
  return (
    <svg viewBox={`0 0 ${CELL * 5} ${CELL * 5 + 24}`} class="rules-diagram-svg" role="img" data-testid="rules-range-diagram">
      <Grid w={5} h={5} />
      {outCells.map(([x, y]) => (
        <rect key={`o-${x}-${y}`} x={x * CELL + 2} y={y * CELL + 2} width={CELL - 4} height={CELL - 4} fill="rgba(200,55,45,0.25)" />
      ))}
      {inCells.map(([x, y]) => (
        <rect key={`i-${x}-${y}`} x={x * CELL + 6} y={y * CELL + 6} width={CELL - 12} height={CELL - 12} fill="none" stroke="var(--wood)" stroke-width="2" stroke-dasharray="4 3" />
      ))}
      <BeastOnBoard card={card} x={2} y={2} owner={0} lang={lang} />
      <text x="4" y={CELL * 5 + 17} font-size="11" fill="var(--ink)">
        {lang === "zh"
          ? `${card.zh}：左下 ${card.in} = ${inLabel}（綠虛線），右下 ${card.out} = ${outLabel}（紅）`
          : `${card.en}: ${inLabel} ${card.in} (green dashes), ${outLabel} ${card.out} (red)`}
      </text>
    </svg>
  );
}

// ── 五行戰鬥牌: a formation ──

interface Formation {
  zh: string;
  en: string;
  pattern: { kind: string; elements?: string[] };
}

function ElementCard({ e, n, x, lang }: { e: Element; n: number; x: number; lang: Lang }) {
  return (
    <g transform={`translate(${x} 20)`}>
      <rect width="44" height="64" rx="6" style={fill(e)} stroke="#b9ae95" />
      <text x="22" y="30" text-anchor="middle" font-size={lang === "zh" ? 18 : 10} style={ink(e)}>
        {ELEMENT_NAME[e][lang]}
      </text>
      <text x="22" y="54" text-anchor="middle" font-size="14" font-weight="700" style={ink(e)}>
        {n}
      </text>
    </g>
  );
}

/** A real formation of the rules (the first with four cards): the cards that make it and its name. */
export function CfePicture({ lang, testId }: PictureProps & { testId?: string }) {
  const formation = (cfeFormations.formations as Formation[]).find((f) => f.pattern.kind === "elements" && (f.pattern.elements?.length ?? 0) === 4)!;
  const els = formation.pattern.elements as Element[];
  return (
    <svg viewBox="0 0 220 120" class="game-picture-svg" role="img" data-testid={testId} aria-label={lang === "zh" ? formation.zh : formation.en}>
      {els.map((e, i) => (
        <ElementCard key={i} e={e} n={[3, 5, 2, 4][i]} x={14 + i * 50} lang={lang} />
      ))}
      <text x="110" y="108" text-anchor="middle" font-size="13" font-weight="700" fill="var(--ink)">
        {lang === "zh" ? `陣式：${formation.zh}` : `Formation: ${formation.en}`}
      </text>
    </svg>
  );
}

// ── 弒魔戰爭: the co-op map ──

const TERRAIN: Record<string, { color: string; zh: string; en: string }> = {
  T: { color: "#e9d8a6", zh: "城鎮", en: "town" },
  P: { color: "#cfe3b4", zh: "平原", en: "plains" },
  F: { color: "#7fb77e", zh: "森林", en: "forest" },
  M: { color: "#b7a58a", zh: "山脈", en: "mountain" },
  R: { color: "#8ec5e8", zh: "河流", en: "river" },
  V: { color: "#e0846b", zh: "火山", en: "volcano" },
  O: { color: "#c9b27c", zh: "礦脈", en: "ore vein" },
  S: { color: "#9bae8a", zh: "沼澤", en: "swamp" },
  X: { color: "#a98bb8", zh: "瘴氣", en: "miasma" },
  H: { color: "#bfe6e0", zh: "聖泉", en: "spring" },
  D: { color: "#cdbfa9", zh: "遺跡", en: "ruins" },
  C: { color: "#6b4e71", zh: "魔殿", en: "hall" },
  K: { color: "#3d2a44", zh: "王座", en: "throne" },
  "#": { color: "#555", zh: "城牆", en: "wall" },
};
const MAP_CELL = 14;

export function SlayingPicture({ lang, testId }: PictureProps & { testId?: string }) {
  const grid = slayingMap.grid;
  const cols = slayingMap.columns;
  const start = slayingMap.start;
  const sx = cols.indexOf(start[0]);
  const sy = Number(start.slice(1)) - 1;
  return (
    <svg viewBox={`0 0 ${cols.length * MAP_CELL} ${grid.length * MAP_CELL + 16}`} class="game-picture-svg" role="img" data-testid={testId} aria-label={lang === "zh" ? "弒魔戰爭的地圖" : "The Demon-Slaying War map"}>
      {grid.map((row, y) =>
        Array.from(row).map((ch, x) => <rect key={`${x}-${y}`} x={x * MAP_CELL} y={y * MAP_CELL} width={MAP_CELL} height={MAP_CELL} fill={TERRAIN[ch]?.color ?? "#eee"} stroke="#fffaf0" stroke-width="0.6" />),
      )}
      <text x={sx * MAP_CELL + MAP_CELL / 2} y={sy * MAP_CELL + 11} text-anchor="middle" font-size="11" fill="var(--fire)">
        ★
      </text>
      {slayingMap.zones.map((z) => {
        const from = cols.indexOf(z.from);
        const to = cols.indexOf(z.to);
        return (
          <text key={z.zone} x={((from + to + 1) / 2) * MAP_CELL} y={grid.length * MAP_CELL + 11} text-anchor="middle" font-size="8" fill="var(--ink-2)">
            {lang === "zh" ? z.zh : z.en}
          </text>
        );
      })}
    </svg>
  );
}

/** The legend of the map's terrain, for the rules page. */
export function terrainLegend(lang: Lang): { key: string; color: string; label: string }[] {
  const used = new Set(slayingMap.grid.join(""));
  return Object.entries(TERRAIN)
    .filter(([k]) => used.has(k))
    .map(([key, t]) => ({ key, color: t.color, label: lang === "zh" ? t.zh : t.en }));
}

// ── 時序之戰: the shared clock and the attribute wheel ──

const CHRONO_ATTR: Record<string, { color: string; en: string }> = {
  金: { color: "var(--metal)", en: "Metal" },
  木: { color: "var(--wood)", en: "Wood" },
  水: { color: "var(--water)", en: "Water" },
  火: { color: "var(--fire)", en: "Fire" },
  草: { color: "#7cb342", en: "Grass" },
};

export function ChronoPicture({ lang, testId }: PictureProps & { testId?: string }) {
  const cycle: string[] = ["金"];
  const gen = chronoRelations.generates as Record<string, string>;
  while (cycle.length < 5) cycle.push(gen[cycle[cycle.length - 1]]);
  const chars = (chronoCharacters.characters as { name: string; en: string; attr: string }[]).slice(0, 2);
  const cx = 60;
  const cy = 60;
  return (
    <svg viewBox="0 0 220 120" class="game-picture-svg" role="img" data-testid={testId} aria-label={lang === "zh" ? "時序之戰的時鐘" : "The Chrono War clock"}>
      <circle cx={cx} cy={cy} r="50" fill="#fffaf0" stroke="#b9ae95" stroke-width="2" />
      {Array.from({ length: 12 }, (_, i) => {
        const a = (i / 12) * 2 * Math.PI - Math.PI / 2;
        return (
          <text key={i} x={cx + Math.cos(a) * 41} y={cy + Math.sin(a) * 41 + 4} text-anchor="middle" font-size="9" fill="var(--ink-2)">
            {i === 0 ? 12 : i}
          </text>
        );
      })}
      {[3, 7].map((h, i) => {
        const a = (h / 12) * 2 * Math.PI - Math.PI / 2;
        return <line key={h} x1={cx} y1={cy} x2={cx + Math.cos(a) * 30} y2={cy + Math.sin(a) * 30} stroke={i ? "var(--fire)" : "var(--ink)"} stroke-width="3" stroke-linecap="round" />;
      })}
      {cycle.map((attr, i) => {
        const a = (i / 5) * 2 * Math.PI - Math.PI / 2;
        const x = 165 + Math.cos(a) * 30;
        const y = 52 + Math.sin(a) * 30;
        return (
          <g key={attr}>
            <circle cx={x} cy={y} r="11" style={{ fill: CHRONO_ATTR[attr].color }} stroke="#b9ae95" />
            <text x={x} y={y + 3.5} text-anchor="middle" font-size={lang === "zh" ? 10 : 6} fill={attr === "金" ? "var(--ink)" : "#fff"}>
              {lang === "zh" ? attr : CHRONO_ATTR[attr].en}
            </text>
          </g>
        );
      })}
      <text x="165" y="106" text-anchor="middle" font-size="8" fill="var(--ink-2)">
        {chars.map((c) => (lang === "zh" ? c.name : c.en)).join(" · ")}
      </text>
    </svg>
  );
}

/** The wheel in order (each generates the next), for the rules page. */
export function chronoCycle(lang: Lang): string[] {
  const gen = chronoRelations.generates as Record<string, string>;
  const cycle: string[] = ["金"];
  while (cycle.length < 5) cycle.push(gen[cycle[cycle.length - 1]]);
  return cycle.map((a) => (lang === "zh" ? a : CHRONO_ATTR[a].en));
}

// ── 活俠決鬥者: heroes with their labelled stats ──

interface Unit {
  zh: string;
  en: string;
  cost: number;
  zui: number;
  an: number;
  tong: number;
}
const STAT_LABEL: Record<"zui" | "an" | "tong", Record<Lang, string>> = {
  zui: { zh: "嘴", en: "Taunt" },
  an: { zh: "暗", en: "Darts" },
  tong: { zh: "捅", en: "Stab" },
};

export function DuelistPicture({ lang, testId }: PictureProps & { testId?: string }) {
  const units = (duelistUnits.units as Unit[]).filter((u) => u.cost >= 2).slice(0, 3);
  return (
    <svg viewBox="0 0 220 120" class="game-picture-svg" role="img" data-testid={testId} aria-label={lang === "zh" ? "活俠決鬥者的江湖人" : "Duelist heroes"}>
      {units.map((u, i) => (
        <g key={u.en} transform={`translate(${8 + i * 70} 8)`}>
          <rect width="64" height="104" rx="6" fill="#fffaf0" stroke="#8a6d3b" stroke-width="1.5" />
          <circle cx="12" cy="12" r="8" fill="var(--earth)" />
          <text x="12" y="15.5" text-anchor="middle" font-size="10" fill="var(--earth-ink)">
            {u.cost}
          </text>
          <text x="32" y="38" text-anchor="middle" font-size={lang === "zh" ? 11 : 8} fill="var(--ink)">
            {lang === "zh" ? u.zh : u.en}
          </text>
          {(["zui", "an", "tong"] as const).map((k, j) => (
            <text key={k} x="8" y={60 + j * 14} font-size="9" fill="var(--ink-2)">
              {STAT_LABEL[k][lang]} {u[k]}
            </text>
          ))}
        </g>
      ))}
    </svg>
  );
}

/** The picture for each mode on its lobby card. */
export const PICTURES: Record<string, (p: PictureProps) => JSX.Element> = {
  shengke: ShengkePicture,
  cfe: CfePicture,
  slaying: SlayingPicture,
  chrono: ChronoPicture,
  duelist: DuelistPicture,
};
