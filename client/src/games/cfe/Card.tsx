import type { Lang } from "../../i18n";
import { cardElement, cardLevel, cardName, elementName, HIDDEN, type CardId } from "./model";

/**
 * A 五行戰鬥牌 card: the element's colour and character, the level in the corners and as pips. Hidden cards (−1)
 * render as a card back. Clickable cards are buttons (keyboard and screen readers), the rest plain spans.
 */
export interface CardProps {
  card: CardId;
  lang: Lang;
  size?: "xs" | "sm" | "md" | "lg";
  selected?: boolean;
  /** A number badge (混沌 order). */
  badge?: string | number;
  dim?: boolean;
  testId?: string;
  onClick?: () => void;
  title?: string;
}

export function Card({ card, lang, size = "md", selected, badge, dim, testId, onClick, title }: CardProps) {
  if (card === HIDDEN) return <CardBack size={size} testId={testId ?? "card-back"} />;
  const el = cardElement(card);
  const level = cardLevel(card);
  const cls = `cfe-card cfe-card-${size} el-${el} ${selected ? "is-selected" : ""} ${dim ? "is-dim" : ""} ${onClick ? "is-button" : ""}`;
  const body = (
    <>
      <span class="cfe-card-corner" aria-hidden="true">
        {level}
      </span>
      <span class="cfe-card-glyph" aria-hidden="true">
        {elementName(el, "zh")}
      </span>
      <span class="cfe-card-pips" aria-hidden="true">
        {Array.from({ length: level }, (_, i) => (
          <i key={i} />
        ))}
      </span>
      {badge !== undefined && <span class="cfe-card-badge">{badge}</span>}
      <span class="sr-only">{cardName(card, lang)}</span>
    </>
  );
  const common = { class: cls, "data-testid": testId, "data-card": card, "data-element": el, "data-level": level, title: title ?? cardName(card, lang) };
  return onClick ? (
    <button type="button" {...common} aria-pressed={selected ? "true" : "false"} onClick={onClick}>
      {body}
    </button>
  ) : (
    <span {...common}>{body}</span>
  );
}

export function CardBack({ size = "md", testId = "card-back" }: { size?: CardProps["size"]; testId?: string }) {
  return (
    <span class={`cfe-card cfe-card-${size} cfe-back`} data-testid={testId} aria-hidden="true">
      <span class="cfe-back-mark" lang="zh-Hant-TW">
        五
      </span>
    </span>
  );
}
