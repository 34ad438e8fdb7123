import type { Lang } from "../../i18n";
import { attrMark, attrName, cardText, defOf, isSealed, kindOf, stats, type CardId, type ChronoState, type FieldChar } from "./model";
import { cx } from "./strings";

const pickL = (lang: Lang) => (t: { zh: string; en: string }) => (lang === "zh" ? t.zh : t.en);

/** A card in a hand (yours face up; others' as backs that show only the deck they came from). */
export function HandCard({ view, card, lang, selected, dim, onClick, testId = "hand-card" }: { view: ChronoState; card: CardId; lang: Lang; selected?: boolean; dim?: boolean; onClick?: () => void; testId?: string }) {
  const pick = pickL(lang);
  const d = defOf(view, card);
  const kind = kindOf(view, card) ?? "character";
  if (!d) {
    return (
      <span class={`cx-card cx-back cx-kind-${kind}`} data-testid="card-back" data-kind={kind} title={pick(cx(`kind_${kind}`))}>
        <span class="cx-back-mark">{pick(cx(`deck_${kind}`))}</span>
      </span>
    );
  }
  const attr = d.kind === "trap" ? null : d.attr;
  const title = [`${lang === "zh" ? d.name : d.en}${attr ? ` (${attrName(attr, lang)})` : ""}`, ...cardText(d, lang)].join("\n");
  const body = (
    <>
      <span class="cx-card-top">
        <span class="cx-card-kind">{pick(cx(`kind_${d.kind}`))}</span>
        {d.kind !== "trap" && <span class="cx-rarity">{d.rarity}</span>}
      </span>
      <span class="cx-card-name">{lang === "zh" ? d.name : d.en}</span>
      {d.kind === "character" ? (
        <span class="cx-card-stats">
          <span title={pick(cx("atk"))}>⚔{d.atk}</span> <span title={pick(cx("heart"))}>♥{d.heart}</span>
        </span>
      ) : (
        <span class="cx-card-text">{cardText(d, lang)[0]}</span>
      )}
      {attr && <span class={`cx-attr-dot attr-${attr}`}>{attrMark(attr, lang)}</span>}
    </>
  );
  const cls = `cx-card cx-kind-${d.kind} ${attr ? `cx-attr-${attr}` : ""} ${selected ? "is-selected" : ""} ${dim ? "is-dim" : ""}`;
  const data = { "data-testid": testId, "data-card": card, "data-kind": d.kind, "data-def": d.id, "data-selected": String(!!selected) };
  return onClick ? (
    <button type="button" class={cls} {...data} title={title} aria-pressed={!!selected} onClick={onClick}>
      {body}
    </button>
  ) : (
    <span class={cls} {...data} title={title}>
      {body}
    </span>
  );
}

/**
 * A character on a field: its numbers right now from the engine's `stats` (effects, auras, player blessings), its
 * status (frozen, sealed, has attacked), the attached effects; highlighted when it is a legal target or the chosen one.
 */
export function FieldCard({
  view,
  seat,
  c,
  lang,
  mark,
  onClick,
  onHover,
}: {
  view: ChronoState;
  seat: number;
  c: FieldChar;
  lang: Lang;
  mark?: "source" | "target" | "chosen" | "maybe" | null;
  onClick?: () => void;
  onHover?: (on: boolean) => void;
}) {
  const pick = pickL(lang);
  const d = defOf(view, c.card);
  if (!d || d.kind !== "character") return null;
  const st = stats(view, seat, c);
  const sealed = isSealed(view, c);
  const spent = c.attacks >= st.allowance;
  const effects = c.effects.map((e) => defOf(view, e)).filter((x) => !!x);
  const title = [
    `${lang === "zh" ? d.name : d.en} (${attrName(d.attr, lang)} ${d.rarity})`,
    `${pick(cx("atk"))} ${st.atk} · ${pick(cx("heart"))} ${st.heart}/${st.maxHeart}`,
    ...(sealed ? [pick(cx("sealed"))] : cardText(d, lang)),
    ...effects.map((e) => `+ ${lang === "zh" ? e!.name : e!.en}: ${cardText(e!, lang)[0]}`),
  ].join("\n");
  const cls = `cx-unit cx-attr-${d.attr} ${mark ? `is-${mark}` : ""} ${c.frozen ? "is-frozen" : ""} ${spent && view.current === seat ? "is-spent" : ""}`;
  const hurt = st.heart < st.maxHeart;
  const data = {
    "data-testid": `unit-${c.uid}`,
    "data-uid": c.uid,
    "data-seat": seat,
    "data-def": d.id,
    "data-atk": st.atk,
    "data-heart": st.heart,
    "data-mark": mark ?? "",
  };
  const body = (
    <>
      <span class={`cx-unit-attr attr-${d.attr}`}>{attrMark(d.attr, lang)}</span>
      <span class="cx-unit-name">{lang === "zh" ? d.name : d.en}</span>
      <span class="cx-unit-flags">
        {effects.length > 0 && <span class="cx-flag cx-flag-fx" title={effects.map((e) => (lang === "zh" ? e!.name : e!.en)).join(", ")}>✦{effects.length}</span>}
        {st.guard > 0 && <span class="cx-flag" title={pick(cx("guard", { n: st.guard }))}>◈{st.guard}</span>}
        {st.allowance > 1 && <span class="cx-flag" title={pick(cx("twice"))}>×2</span>}
        {c.frozen && <span class="cx-flag" title={pick(cx("frozen"))}>❄</span>}
        {sealed && <span class="cx-flag" title={pick(cx("sealed"))}>封</span>}
      </span>
      <span class="cx-unit-stats">
        <span class="cx-atk" title={pick(cx("atk"))}>⚔{st.atk}</span>
        <span class={`cx-heart ${hurt ? "is-hurt" : ""}`} title={pick(cx("heart"))}>
          ♥{st.heart}
        </span>
      </span>
    </>
  );
  const hover = onHover ? { onMouseEnter: () => onHover(true), onMouseLeave: () => onHover(false) } : {};
  return onClick ? (
    <button type="button" class={cls} {...data} title={title} onClick={onClick} {...hover}>
      {body}
    </button>
  ) : (
    <span class={cls} {...data} title={title} {...hover}>
      {body}
    </span>
  );
}
