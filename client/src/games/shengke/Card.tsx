import type { BeastDef } from "../../../../shared/src/games/shengke/types";
import { RANGE_TABLE } from "../../../../shared/src/games/shengke/content";
import type { I18n } from "../../i18n";
import { EL_ZH } from "./model";
import { sx } from "./strings";

/** Card-frame offsets of the eight directions (front = up). */
const DIR_XY: Record<string, [number, number]> = { F: [1, 0], FR: [2, 0], R: [2, 1], BR: [2, 2], B: [1, 2], BL: [0, 2], L: [0, 1], FL: [0, 0] };

/** A 3×3 diagram of a range number, in the card's own frame (front = up). */
export function RangeGlyph({ n, kind, size = 27 }: { n: number; kind: "in" | "out"; size?: number }) {
  const dirs = RANGE_TABLE[n] ?? [];
  const on = new Set(dirs.map((d) => DIR_XY[d].join(",")));
  const c = size / 3;
  return (
    <svg class={`sk-glyph sk-glyph-${kind}`} width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true">
      {[0, 1, 2].flatMap((y) =>
        [0, 1, 2].map((x) => {
          const centre = x === 1 && y === 1;
          const lit = on.has(`${x},${y}`);
          return <rect key={`${x}${y}`} x={x * c + 1} y={y * c + 1} width={c - 2} height={c - 2} rx={2} class={centre ? "g-self" : lit ? "g-on" : "g-off"} />;
        }),
      )}
    </svg>
  );
}

export interface CardFaceProps {
  card: BeastDef;
  i18n: I18n;
  /** Degrees (0 upright for the viewer). */
  rotation?: number;
  size?: "board" | "hand" | "mini";
  testId?: string;
  extraClass?: string;
}

/** One 靈獸卡 as printed: element seal, name, 入 bottom-left and 出 bottom-right; the notch marks its 前. */
export function CardFace({ card, i18n, rotation = 0, size = "board", testId, extraClass }: CardFaceProps) {
  const { pick, lang } = i18n;
  const name = lang === "zh" ? card.zh : card.en;
  return (
    <span
      class={`sk-card sk-card-${size} sk-el-${card.element} ${extraClass ?? ""}`}
      style={rotation ? { transform: `rotate(${rotation}deg)` } : undefined}
      data-testid={testId}
      data-element={card.element}
      data-rotation={rotation}
      title={`${card.zh} · ${card.en} — ${EL_ZH[card.element]} · ${pick(sx("in"))} ${card.in} / ${pick(sx("out"))} ${card.out}`}
    >
      <span class="sk-card-notch" aria-hidden="true" />
      <span class="sk-card-seal">{EL_ZH[card.element]}</span>
      <span class={`sk-card-name ${lang === "zh" ? "" : "sk-card-name-en"}`}>{name}</span>
      <span class="sk-card-foot">
        <span class="sk-card-corner sk-card-in" title={pick(sx("inRange"))}>
          <small>{pick(sx("in"))}</small>
          {card.in}
        </span>
        <span class="sk-card-corner sk-card-out" title={pick(sx("outRange"))}>
          <small>{pick(sx("out"))}</small>
          {card.out}
        </span>
      </span>
    </span>
  );
}
