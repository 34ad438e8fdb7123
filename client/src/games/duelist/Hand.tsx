import type { I18n } from "../../i18n";
import { cardNameOf, defOf, isHidden, type Card } from "./model";
import { dx } from "./strings";

/** A card in a hand: 命運, name, and for a 江湖人 its 嘴攻 / 暗器 / 捅人 (the full text shows in the panel). */
export function HandCard({ c, i18n, playable, selected, onClick }: { c: Card; i18n: I18n; playable: boolean; selected: boolean; onClick?: () => void }) {
  const { pick, lang } = i18n;
  const d = defOf(c.def);
  const cheaper = c.cost < d.cost;
  return (
    <button
      type="button"
      class={`du-card du-card-${d.kind} ${playable ? "is-playable" : ""} ${selected ? "is-selected" : ""}`}
      data-testid="hand-card"
      data-card={c.id}
      data-def={c.def}
      data-cost={c.cost}
      data-kind={d.kind}
      data-playable={String(playable)}
      aria-pressed={selected}
      onClick={onClick}
    >
      <span class={`du-cost ${cheaper ? "is-cheaper" : ""}`} title={pick(dx("fate"))}>
        {c.cost}
      </span>
      <span class="du-card-name">{cardNameOf(c.def, lang)}</span>
      {d.kind === "unit" ? (
        // Each number under its name: a bare "3/3/5" says nothing to someone new.
        <span class="du-stats du-card-stats">
          {(["zui", "an", "tong"] as const).map((k) => (
            <span key={k} class={`du-stat du-stat-${k}`} data-stat={k} title={pick(dx(k))}>
              <span class="du-stat-label">{pick(dx(`${k}Short`))}</span>
              <span class="du-stat-n">{d[k]}</span>
            </span>
          ))}
        </span>
      ) : (
        <span class="du-card-kind">{pick(dx("secret"))}</span>
      )}
    </button>
  );
}

/** Your hand (or, in a replay and at the end, the bottom seat's hand face up). */
export function Hand({ cards, i18n, playable, selected, onPick, testId }: { cards: readonly Card[]; i18n: I18n; playable: (c: Card) => boolean; selected: number | null; onPick: (c: Card) => void; testId: string }) {
  const { pick } = i18n;
  const shown = cards.filter((c) => !isHidden(c));
  return (
    <div class="du-hand" data-testid={testId} data-count={cards.length}>
      {shown.length === 0 && <span class="muted du-hand-empty">{pick(dx("handEmpty"))}</span>}
      {shown.map((c) => (
        <HandCard key={c.id} c={c} i18n={i18n} playable={playable(c)} selected={selected === c.id} onClick={() => onPick(c)} />
      ))}
    </div>
  );
}
