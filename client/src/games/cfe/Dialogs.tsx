import type { ComponentChildren } from "preact";
import { useEffect, useState } from "preact/hooks";
import { Btn } from "../../components/Button";
import type { I18n } from "../../i18n";
import { Card } from "./Card";
import { cardName, sortCards, type CardId, type CfeAction, type CfeState } from "./model";
import { tx } from "./strings";

function Modal({ testId, title, count, children }: { testId: string; title: string; count: number; children: ComponentChildren }) {
  return (
    <div class="cfe-modal-backdrop" data-testid={`${testId}-backdrop`}>
      <div class="cfe-modal panel" role="dialog" aria-modal="true" aria-label={title} data-testid={testId} data-count={count}>
        <h3 class="cfe-modal-title">{title}</h3>
        {children}
      </div>
    </div>
  );
}

/** The turn draw (§3.2): you drew N+1 cards; pick the one to discard, then confirm. */
export function DrawDialog({ view, seat, blockedReason, act, i18n }: { view: CfeState; seat: number; blockedReason: string | null; act: (a: CfeAction) => void; i18n: I18n }) {
  const { pick, lang } = i18n;
  const drawn = view.pending?.kind === "draw" ? view.pending.cards : [];
  const [choice, setChoice] = useState<CardId | null>(null);
  useEffect(() => setChoice(null), [drawn.join(",")]);
  const hand = view.players[seat].hand;
  return (
    <Modal testId="draw-dialog" title={pick(tx("drawTitle"))} count={drawn.length}>
      <p class="cfe-modal-body">{pick(tx("drawBody", { n: drawn.length, k: drawn.length - 1 }))}</p>
      <div class="cfe-dialog-cards" role="radiogroup">
        {drawn.map((c) => (
          <Card key={c} card={c} lang={lang} size="lg" selected={choice === c} dim={choice !== null && choice !== c} testId="draw-card" onClick={() => setChoice(c)} />
        ))}
      </div>
      {hand.length > 0 && (
        <div class="cfe-dialog-hand">
          <span class="cfe-mini-label">{pick(tx("drawHandNow"))}</span>
          <span class="cfe-opp-cards">
            {sortCards(hand).map((c) => (
              <Card key={c} card={c} lang={lang} size="sm" />
            ))}
          </span>
        </div>
      )}
      <div class="cfe-actions">
        <Btn kind="primary" size="lg" testId="confirm-discard" disabledReason={blockedReason ?? (choice === null ? pick(tx("pickDiscard")) : null)} onClick={() => choice !== null && act({ type: "discard", card: choice })}>
          {choice === null ? pick(tx("pickDiscard")) : pick(tx("discardThis", { card: cardName(choice, lang) }))}
        </Btn>
      </div>
    </Modal>
  );
}

/** 混沌 (§8.3): you see 下家's hand; pick `count` cards in order (the first goes on top of the deck). */
export function ChaosDialog({ view, seat, targetName, blockedReason, act, i18n }: { view: CfeState; seat: number; targetName: string; blockedReason: string | null; act: (a: CfeAction) => void; i18n: I18n }) {
  const { pick, lang } = i18n;
  const pending = view.pending?.kind === "chaos" ? view.pending : null;
  const [order, setOrder] = useState<CardId[]>([]);
  const cards = pending ? view.players[pending.target].hand : [];
  useEffect(() => setOrder([]), [cards.join(",")]);
  if (!pending || pending.seat !== seat) return null;
  const need = pending.count - order.length;
  const toggle = (c: CardId) => setOrder((o) => (o.includes(c) ? o.filter((x) => x !== c) : o.length < pending.count ? [...o, c] : o));
  return (
    <Modal testId="chaos-dialog" title={pick(tx("chaosTitle", { n: pending.count }))} count={pending.count}>
      <p class="cfe-modal-body">{pick(tx("chaosBody", { name: targetName }))}</p>
      <div class="cfe-dialog-cards">
        {sortCards(cards).map((c, i) => {
          const at = order.indexOf(c);
          return <Card key={`${c}-${i}`} card={c} lang={lang} size="lg" selected={at >= 0} badge={at >= 0 ? at + 1 : undefined} testId="chaos-card" onClick={c >= 0 ? () => toggle(c) : undefined} />;
        })}
      </div>
      <div class="cfe-actions">
        <Btn kind="primary" size="lg" testId="confirm-chaos" disabledReason={blockedReason ?? (need > 0 ? pick(tx("chaosNeed", { n: need })) : null)} onClick={() => act({ type: "chaos_pick", cards: order })}>
          {pick(tx("chaosConfirm"))}
        </Btn>
      </div>
    </Modal>
  );
}

/** 啟示 (聖者, §10.3): you drew three cards; keep one, the others are discarded. */
export function RevelationDialog({ view, seat, blockedReason, act, i18n }: { view: CfeState; seat: number; blockedReason: string | null; act: (a: CfeAction) => void; i18n: I18n }) {
  const { pick, lang } = i18n;
  const drawn = view.pending?.kind === "revelation" && view.pending.seat === seat ? view.pending.cards : [];
  const [choice, setChoice] = useState<CardId | null>(null);
  useEffect(() => setChoice(null), [drawn.join(",")]);
  if (drawn.length === 0) return null;
  return (
    <Modal testId="revelation-dialog" title={pick(tx("revelationTitle"))} count={drawn.length}>
      <p class="cfe-modal-body">{pick(tx("revelationBody", { n: drawn.length }))}</p>
      <div class="cfe-dialog-cards" role="radiogroup">
        {drawn.map((c) => (
          <Card key={c} card={c} lang={lang} size="lg" selected={choice === c} dim={choice !== null && choice !== c} testId="revelation-card" onClick={() => setChoice(c)} />
        ))}
      </div>
      <div class="cfe-actions">
        <Btn kind="primary" size="lg" testId="confirm-revelation" disabledReason={blockedReason ?? (choice === null ? pick(tx("pickKeep")) : null)} onClick={() => choice !== null && act({ type: "revelation_pick", card: choice })}>
          {choice === null ? pick(tx("pickKeep")) : pick(tx("keepThis", { card: cardName(choice, lang) }))}
        </Btn>
      </div>
    </Modal>
  );
}
