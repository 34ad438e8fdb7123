import { useEffect, useState } from "preact/hooks";
import { Btn } from "../../components/Button";
import type { I18n } from "../../i18n";
import { Card } from "../cfe/Card";
import type { CardId, SlayingAction, SlayingState } from "./model";
import { tx } from "./strings";

/**
 * The choices a turn waits for (spec §7.1 T8, §8.2, 啟示, 混沌): pick among the cards the engine offers, then confirm.
 * The offered cards are exactly the legal actions' cards, so nothing illegal can be chosen.
 */
export function PendingDialog({ view, actions, blockedReason, act, i18n }: { view: SlayingState; actions: SlayingAction[]; blockedReason: string | null; act: (a: SlayingAction) => void; i18n: I18n }) {
  const { pick, lang } = i18n;
  const p = view.pending;
  const [choice, setChoice] = useState<CardId[]>([]);
  const key = `${view.phase}:${p && "cards" in p ? p.cards.join(",") : ""}`;
  useEffect(() => setChoice([]), [key]);
  if (!p) return null;
  if (p.kind === "chaos") {
    const n = p.count;
    const chosen = actions.find((a) => a.type === "chaos_pick" && a.cards.length === choice.length && a.cards.every((c, i) => c === choice[i]));
    return (
      <Modal testId="chaos-dialog" title={pick(tx("chaosTitle", { n }))}>
        <div class="sl-dialog-cards">
          {view.army.hand.map((c, i) => (
            <Card key={i} card={c.card} lang={lang} size="lg" selected={choice.includes(c.card)} badge={choice.includes(c.card) ? choice.indexOf(c.card) + 1 : undefined} testId="chaos-card" onClick={() => setChoice((s) => (s.includes(c.card) ? s.filter((x) => x !== c.card) : s.length < n ? [...s, c.card] : s))} />
          ))}
        </div>
        <Btn kind="primary" testId="confirm-chaos" disabledReason={blockedReason ?? (chosen ? null : pick(tx("chaosTitle", { n })))} onClick={() => chosen && act(chosen)}>
          {pick(tx("confirm"))}
        </Btn>
      </Modal>
    );
  }
  const type = p.kind === "draw" ? "discard" : p.kind === "dig" ? "dig_pick" : "revelation_pick";
  const offered = actions.flatMap((a) => (a.type === type ? [(a as { card: CardId }).card] : []));
  const title = p.kind === "draw" ? tx("drawTitle") : p.kind === "dig" ? tx("digTitle") : tx("revelationTitle");
  const pickOne = choice[0];
  return (
    <Modal testId={`${p.kind}-dialog`} title={pick(title)}>
      <div class="sl-dialog-cards">
        {p.cards.map((c) => (
          <Card key={c} card={c} lang={lang} size="lg" selected={pickOne === c} dim={!offered.includes(c)} testId={`${p.kind}-card`} onClick={offered.includes(c) ? () => setChoice([c]) : undefined} />
        ))}
      </div>
      {p.kind === "draw" && (
        // The backdrop hides your hand: show what you will hold after the discard (your hand and the drawn cards kept).
        <div class="sl-keep" data-testid="draw-keep" data-count={view.players[p.seat].hand.length + p.cards.length - (pickOne === undefined ? 0 : 1)}>
          <span class="sl-label">{pick(tx(pickOne === undefined ? "yourHandNow" : "youKeep"))}</span>
          <span class="sl-keep-cards">
            {[...view.players[p.seat].hand, ...(pickOne === undefined ? [] : p.cards.filter((c) => c !== pickOne))].map((c) => (
              <Card key={c} card={c} lang={lang} size="sm" testId="keep-card" />
            ))}
          </span>
        </div>
      )}
      <Btn kind="primary" testId={`confirm-${p.kind}`} disabledReason={blockedReason ?? (pickOne === undefined ? pick(p.kind === "draw" ? tx("pickDiscard") : title) : null)} onClick={() => pickOne !== undefined && act({ type, card: pickOne } as SlayingAction)}>
        {pick(p.kind === "draw" ? tx("discardThis") : tx("keepThis"))}
      </Btn>
    </Modal>
  );
}

function Modal({ testId, title, children }: { testId: string; title: string; children: preact.ComponentChildren }) {
  return (
    <div class="cfe-modal-backdrop sl-modal-backdrop">
      <div class="cfe-modal panel" role="dialog" aria-modal="true" aria-label={title} data-testid={testId}>
        <h3 class="cfe-modal-title">{title}</h3>
        {children}
      </div>
    </div>
  );
}
