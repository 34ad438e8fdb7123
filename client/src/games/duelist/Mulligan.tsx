import { useState } from "preact/hooks";
import { Btn } from "../../components/Button";
import type { I18n } from "../../i18n";
import { HandCard } from "./Hand";
import { mulliganSeat, type DuelAction, type DuelState } from "./model";
import { dx } from "./strings";

/**
 * The opening mulligan (design §1.1): pick the cards to send back, or keep them all. The opponent is told only that
 * the choice is made. While the other player chooses, a note says so.
 */
export function Mulligan({ view, mySeat, blockedReason, act, i18n }: { view: DuelState; mySeat: number | null; blockedReason: string | null; act: (a: DuelAction) => void; i18n: I18n }) {
  const { pick } = i18n;
  const [back, setBack] = useState<number[]>([]);
  if (view.phase !== "mulligan") return null;
  const chooser = mulliganSeat(view);
  if (mySeat === null) return <p class="du-note" data-testid="mulligan-note">{pick(dx("mulliganSpectating"))}</p>;
  if (chooser !== mySeat) {
    return (
      <p class="du-note" data-testid="mulligan-note">
        {view.players[mySeat].ready && `${pick(dx("mulliganDone"))} `}
        {pick(dx("mulliganWaiting"))}
      </p>
    );
  }
  const hand = view.players[mySeat].hand;
  const toggle = (id: number) => setBack((b) => (b.includes(id) ? b.filter((x) => x !== id) : [...b, id]));
  const cards = hand.map((c) => c.id).filter((id) => back.includes(id));
  return (
    <div class="du-dialog-backdrop">
      <section class="du-dialog panel" role="dialog" aria-modal="true" aria-labelledby="du-mulligan-title" data-testid="mulligan-dialog">
        <h2 id="du-mulligan-title" class="panel-title">{pick(dx("mulliganTitle"))}</h2>
        <p class="du-small">{pick(dx("mulliganBody"))}</p>
        <div class="du-hand du-mulligan-hand" data-selected={cards.join(",")}>
          {hand.map((c) => (
            <span key={c.id} class={`du-mull ${back.includes(c.id) ? "is-back" : ""}`} data-testid="mulligan-card" data-card={c.id} data-back={String(back.includes(c.id))}>
              <HandCard c={c} i18n={i18n} playable selected={back.includes(c.id)} onClick={() => toggle(c.id)} />
            </span>
          ))}
        </div>
        <div class="du-actions-row">
          <Btn kind="primary" testId="confirm-mulligan" disabledReason={blockedReason} onClick={() => act({ type: "mulligan", cards })}>
            {pick(cards.length ? dx("mulliganSend", { n: cards.length }) : dx("mulliganKeep"))}
          </Btn>
        </div>
      </section>
    </div>
  );
}
