import type { BeastDef } from "../../../../shared/src/games/shengke/types";
import { RANGE_TABLE } from "../../../../shared/src/games/shengke/content";
import type { I18n } from "../../i18n";
import type { Ctx } from "./ctx";
import { cardRotation, cellName, EL_ZH } from "./model";
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
  /**
   * Where the card's 前 points on screen, in degrees clockwise from up (0, 90, 180, 270). The face itself stays
   * upright so every name reads the right way up; the notch on the matching edge shows the facing.
   */
  front?: number;
  size?: "board" | "hand" | "mini" | "detail";
  testId?: string;
  extraClass?: string;
}

/** One 靈獸卡 as printed: element seal, name, 入 bottom-left and 出 bottom-right; the notch marks its 前. */
export function CardFace({ card, i18n, front = 0, size = "board", testId, extraClass }: CardFaceProps) {
  const { pick, lang } = i18n;
  const name = lang === "zh" ? card.zh : card.en;
  const facing = ((Math.round(front / 90) % 4) + 4) % 4;
  return (
    <span
      class={`sk-card sk-card-${size} sk-el-${card.element} sk-front-${facing * 90} ${extraClass ?? ""}`}
      data-testid={testId}
      data-element={card.element}
      data-front={facing * 90}
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

const DIRECTION_KEYS = ["facingUp", "facingRight", "facingDown", "facingLeft"] as const;

/**
 * A card in full beside the board (pointer over it, or a tap): both names, element, owner, which way it faces
 * and its 入/出 ranges turned the way they act on the board, and whether it was placed or protected this turn.
 */
export function CardDetail({ ctx, id, cell, bottomSeat }: { ctx: Ctx; id: string; cell: number | null; bottomSeat: number }) {
  const { s, i18n, me } = ctx;
  const { pick, lang } = i18n;
  const card = s.cards[id];
  if (!card) return null;
  const bc = cell !== null ? s.board[cell] : null;
  const front = bc ? cardRotation(bc.facing, bottomSeat) : 0;
  const owner = bc ? bc.owner : card.owner;
  const ownerName = owner === me ? pick(sx("ownerMe")) : ctx.seatName(owner);
  const flags = [bc && s.t.placed.includes(id) ? pick(sx("placedThisTurn")) : null, bc && s.t.protected.includes(id) ? pick(sx("protected")) : null].filter(Boolean);
  return (
    <div class={`sk-detail sk-el-${card.element}`} data-testid="sk-card-detail" data-card={id} data-cell={cell ?? ""}>
      <CardFace card={card} i18n={i18n} size="detail" front={front} />
      <div class="sk-detail-text">
        <strong class="sk-detail-name">{lang === "zh" ? card.zh : card.en}</strong>
        <span class="muted">{lang === "zh" ? card.en : card.zh}</span>
        <span>
          <span class={`sk-el-chip sk-el-${card.element}`}>{EL_ZH[card.element]}</span> {pick(sx("in"))} {card.in} · {pick(sx("out"))} {card.out}
        </span>
        <span class="muted">
          {pick(sx("owner", { name: ownerName }))}
          {bc && cell !== null && (
            <>
              {" "}· {cellName(cell)} · {pick(sx(DIRECTION_KEYS[Math.round(front / 90) % 4]))}
            </>
          )}
        </span>
        <span class="sk-detail-glyphs">
          <span style={front ? { transform: `rotate(${front}deg)` } : undefined}>
            <RangeGlyph n={card.in} kind="in" size={30} />
          </span>
          <span style={front ? { transform: `rotate(${front}deg)` } : undefined}>
            <RangeGlyph n={card.out} kind="out" size={30} />
          </span>
        </span>
        {flags.length > 0 && <span class="sk-detail-flags">{flags.join(" · ")}</span>}
      </div>
    </div>
  );
}
