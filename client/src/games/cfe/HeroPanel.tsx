import { useState } from "preact/hooks";
import { Btn } from "../../components/Button";
import type { I18n } from "../../i18n";
import { abilityById, abilityChoices, cardName, CFE_ELEMENTS, changeChoices, elementName, formationName, named, professionById, type CardId, type CfeAction, type CfeState, type Element } from "./model";
import { tx } from "./strings";

/**
 * 英雄學派 (§10.3) on your turn: the 發動 abilities you hold (with the cards you selected to discard, and the virtual
 * card's element and level for 幻術 / 幻朧), and the 轉職 panel — every profession you could move to, with what it
 * needs and what it gives and takes away. Buttons are enabled exactly when the engine's legal actions contain the
 * action they would send.
 */
export function HeroPanel({ view, seat, actions, selected, blockedReason, act, i18n }: { view: CfeState; seat: number; actions: CfeAction[]; selected: CardId[]; blockedReason: string | null; act: (a: CfeAction) => void; i18n: I18n }) {
  if (!view.advanced?.heroes) return null;
  return (
    <div class="cfe-hero" data-testid="hero-panel">
      <Abilities view={view} seat={seat} actions={actions} selected={selected} blockedReason={blockedReason} act={act} i18n={i18n} />
      <Changes view={view} seat={seat} actions={actions} selected={selected} blockedReason={blockedReason} act={act} i18n={i18n} />
    </div>
  );
}

const same = (a: readonly CardId[], b: readonly CardId[]) => a.length === b.length && a.every((c) => b.includes(c));

function Abilities({ view, seat, actions, selected, blockedReason, act, i18n }: { view: CfeState; seat: number; actions: CfeAction[]; selected: CardId[]; blockedReason: string | null; act: (a: CfeAction) => void; i18n: I18n }) {
  const { pick, lang } = i18n;
  const [element, setElement] = useState<Element>("fire");
  const [level, setLevel] = useState(5);
  const choices = abilityChoices(view, seat, actions);
  if (choices.length === 0) return null;
  return (
    <section class="cfe-abilities" data-testid="abilities">
      <span class="cfe-mini-label">{pick(tx("abilitiesTitle"))}</span>
      {choices.map(({ ability, actions: legalOnes }) => {
        const e = ability.effect;
        const illusion = e.hook === "illusion";
        const discard = e.hook === "illusion" ? e.discard : 1;
        const wanted: CfeAction = { type: "ability", ability: ability.id, cards: selected, ...(illusion ? { element, level } : {}) };
        const ok = legalOnes.some((x) => same(x.cards, selected) && (!illusion || (x.element === element && x.level === level)));
        const reason =
          blockedReason ??
          (view.advanced!.activated ? pick(tx("abilityUsed")) : selected.length !== discard ? pick(tx("abilityNeedsCards", { n: discard })) : !ok ? pick(tx("abilityNotLegal")) : null);
        return (
          <div key={ability.id} class="cfe-ability" data-testid={`ability-${ability.id}`} data-legal={String(legalOnes.length > 0)}>
            <span class="cfe-ability-text">
              <b>{named(ability, lang)}</b> <span class="muted">{named(ability.text, lang)}</span>
            </span>
            {illusion && (
              <span class="cfe-virtual-pick">
                <label>
                  <span class="sr-only">{pick(tx("virtualElement"))}</span>
                  <select data-testid={`virtual-element-${ability.id}`} value={element} onChange={(ev) => setElement((ev.currentTarget as HTMLSelectElement).value as Element)}>
                    {CFE_ELEMENTS.map((x) => (
                      <option key={x} value={x}>
                        {elementName(x, lang)}
                      </option>
                    ))}
                  </select>
                </label>
                <label>
                  <span class="sr-only">{pick(tx("virtualLevel"))}</span>
                  <select data-testid={`virtual-level-${ability.id}`} value={level} onChange={(ev) => setLevel(Number((ev.currentTarget as HTMLSelectElement).value))}>
                    {[1, 2, 3, 4, 5].map((l) => (
                      <option key={l} value={l}>
                        {l}
                      </option>
                    ))}
                  </select>
                </label>
              </span>
            )}
            <Btn size="sm" testId={`action-ability-${ability.id}`} disabledReason={reason} onClick={() => act(wanted)}>
              {pick(tx("activate", { name: named(ability, lang) }))}
            </Btn>
          </div>
        );
      })}
    </section>
  );
}

function Changes({ view, seat, actions, selected, blockedReason, act, i18n }: { view: CfeState; seat: number; actions: CfeAction[]; selected: CardId[]; blockedReason: string | null; act: (a: CfeAction) => void; i18n: I18n }) {
  const { pick, lang } = i18n;
  const choices = changeChoices(view, seat, actions);
  if (choices.length === 0) return null;
  const sep = lang === "zh" ? "、" : ", ";
  const names = (ids: string[], of: (id: string) => { zh: string; en: string } | undefined) => ids.map((id) => named(of(id), lang, id)).join(sep);
  return (
    // Folded by default (issue 25): the hand and the formation suggestions come first; the summary says how many
    // changes are open now.
    <details class="cfe-changes" data-testid="changes" data-legal-count={choices.filter((c) => c.legal).length}>
      <summary>
        {pick(tx("changeTitle"))} <span class="badge badge-soft">{choices.filter((c) => c.legal).length}</span> <span class="muted">{pick(tx("changeHint"))}</span>
      </summary>
      <div class="cfe-change-list">
        {choices.map((c) => {
          const p = professionById(c.profession)!;
          const withSelected = selected.length > 0 && actions.some((a) => a.type === "change" && a.profession === c.profession && same(a.cards, selected));
          const cards = withSelected ? selected : c.cards ?? [];
          const reason = blockedReason ?? (!c.legal ? pick(tx("changeNotNow")) : selected.length > 0 && !withSelected ? pick(tx("changeSelectedNo")) : null);
          const route = c.route === "choice" ? pick(tx("changeRouteChoice")) : c.route === "breakthrough" ? pick(tx("changeRouteBreakthrough")) : null;
          return (
            <div key={c.profession} class={`cfe-change school-${p.school} ${c.legal ? "is-legal" : ""}`} data-testid={`change-${c.profession}`} data-legal={String(c.legal)}>
              <div class="cfe-change-head">
                <b>{named(p, lang)}</b>
                {p.legendary && <span class="cfe-effect is-hot">{pick(tx("legendary"))}</span>}
                {route && <span class="cfe-effect is-info">{route}</span>}
              </div>
              <span class="cfe-change-line">{pick(tx("changeNeeds", { text: pick(c.needs) }))}</span>
              {c.gains.length > 0 && <span class="cfe-change-line is-good">{pick(tx("changeGains", { list: names(c.gains, abilityById) }))}</span>}
              {c.formations.length > 0 && <span class="cfe-change-line is-good">{pick(tx("changeFormations", { list: c.formations.map((id) => formationName(id, lang)).join(sep) }))}</span>}
              {c.loses.length > 0 && <span class="cfe-change-line is-bad">{pick(tx("changeLoses", { list: names(c.loses, abilityById) }))}</span>}
              <Btn size="sm" kind="secondary" testId={`action-change-${c.profession}`} disabledReason={reason} onClick={() => act({ type: "change", profession: c.profession, cards })}>
                {c.legal ? pick(tx("changeWith", { name: named(p, lang), cards: cards.map((x) => cardName(x, lang)).join(sep) })) : named(p, lang)}
              </Btn>
            </div>
          );
        })}
      </div>
    </details>
  );
}
