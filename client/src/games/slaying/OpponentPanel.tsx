import type { I18n } from "../../i18n";
import { Card } from "../cfe/Card";
import { heldAtFloor, MODES, moveName, named, nextOpponents, opponentById, previewArmy, type SlayingState } from "./model";
import { tx } from "./strings";

/**
 * The opponent on the field: HP with its maximum, shield, statuses, its ordered hand (face-up cards shown, face-down
 * as backs; position 1 is the leftmost), the move its face-up cards point to (the engine's forecast), its last move,
 * and the opponents still ahead.
 */
export function OpponentPanel({ view, compact, i18n }: { view: SlayingState; compact: boolean; i18n: I18n }) {
  const { pick, lang } = i18n;
  const a = view.army;
  const o = opponentById(a.opponent);
  const pct = a.maxHp ? Math.max(0, Math.round((a.hp / a.maxHp) * 100)) : 0;
  const forecast = a.alive ? previewArmy(view) : null;
  const ahead = nextOpponents(view);
  const held = heldAtFloor(view);
  return (
    <section class={`sl-opponent panel ${compact ? "is-compact" : ""}`} data-testid="opponent" data-opponent={a.opponent} data-alive={String(a.alive)} data-hp={a.hp} data-max={a.maxHp} data-shield={a.shield}>
      <header class="sl-opp-head">
        <span class="sl-label">{pick(tx("opponent"))}</span>
        <strong class="sl-opp-name">{named(o, lang, a.opponent)}</strong>
        {a.cannotAct > 0 && <span class="sl-chip is-good">{pick(tx("cannotAct", { n: a.cannotAct }))}</span>}
        {a.cannotDraw > 0 && <span class="sl-chip is-good">{pick(tx("cannotDraw", { n: a.cannotDraw }))}</span>}
      </header>
      {!a.alive ? (
        !view.outcome && (
          <p class="sl-rest" data-testid="rest-note">
            {pick(tx("noOpponent"))}
          </p>
        )
      ) : (
        <>
          <div class="sl-opp-hp">
            <span class="sl-bar is-army">
              <span class="sl-bar-fill" style={{ width: `${pct}%` }} />
            </span>
            <strong data-testid="opponent-hp">
              {pick(tx("hp"))} {a.hp}/{a.maxHp}
            </strong>
            <span class="sl-chip" data-testid="opponent-shield">
              {pick(tx("shield"))} {a.shield}
            </span>
          </div>
          {held && (
            <p class="sl-floor-note" data-testid="floor-note" data-star={held.star}>
              {pick(tx("floorHeld", { n: held.floor, cell: held.star }))}
            </p>
          )}
          {!compact && <div class="sl-army-hand" data-testid="army-hand" data-count={a.hand.length} aria-label={pick(tx("armyHand"))}>
            {a.hand.map((c, i) => (
              <span key={i} class="sl-army-slot" data-testid="army-card" data-face-up={String(c.faceUp)}>
                <span class="sl-pos">{i + 1}</span>
                <Card card={c.faceUp || c.card >= 0 ? c.card : -1} lang={lang} size="sm" />
              </span>
            ))}
          </div>}
          {forecast && !compact && (
            <p class="sl-forecast" data-testid="forecast" data-move={forecast.move.id}>
              <span class="sl-label">{pick(tx("forecast"))}</span> <b>{named(forecast.move, lang)}</b>
              {forecast.points > 0 && <> · {pick(tx("forecastPoints", { pts: forecast.points }))}</>}
              {!forecast.certain && <span class="muted"> {pick(tx("forecastUncertain"))}</span>}
            </p>
          )}
        </>
      )}
      {a.lastAction && !compact && (
        <p class="sl-last muted" data-testid="army-last">
          {pick(tx("lastArmy"))}: <b>{moveName(a.lastAction.move, lang)}</b>
        </p>
      )}
      {ahead.length > 0 && !compact && (
        <p class="sl-ahead" data-testid="next-opponents">
          <span class="sl-label">{pick(tx("nextOpponents"))}</span>{" "}
          {ahead.map((x) => (
            <span key={x.id} class="sl-ahead-item">
              {named(x, lang)} <span class="muted">{MODES[view.options.difficulty].hp[x.id]}</span>
            </span>
          ))}
        </p>
      )}
    </section>
  );
}
