import { generated, overcome, type Element } from "../../../../shared/src/core/elements";
import type { I18n } from "../../i18n";
import type { LogEntry, SeatInfo } from "../../tableState";
import { Card, CardBack } from "./Card";
import { CFE_ELEMENTS, elementName, environmentData, formationName, named, starOf, tally, upper, type CfeState } from "./model";
import { tx } from "./strings";

/** The middle of the table: deck and open discard pile, the turn, and what 上家's last elemental attack means for you. */
export function Center({ view, anchor, mySeat, seats, log, i18n }: { view: CfeState; anchor: number; mySeat: number | null; seats: SeatInfo[]; log: LogEntry[]; i18n: I18n }) {
  const { pick, lang } = i18n;
  // With personal decks the centre shows your own pile (every seat's counts are on its panel).
  const pile = view.piles.length > 1 ? view.piles[anchor] : view.piles[0];
  const recent = pile.discard.slice(-8);
  const counts = tally(pile.discard);
  const nameOf = i18n.seatName;
  const waiting =
    view.phase === "draw" && view.current !== mySeat
      ? tx("waitingDraw", { name: nameOf(view.current) })
      : view.phase === "chaos" && view.current !== mySeat
        ? tx("waitingChaos", { name: nameOf(view.current) })
        : null;
  return (
    <div class="cfe-center" data-testid="cfe-center">
      <div class="cfe-piles">
        <div class="cfe-pile" data-testid="deck" data-count={pile.deck.length}>
          <span class="cfe-stack" aria-hidden="true">
            {pile.deck.length === 0 ? (
              <span class="cfe-card cfe-card-md cfe-pile-empty" />
            ) : (
              Array.from({ length: Math.min(4, Math.ceil(pile.deck.length / 15)) }, (_, i) => (
                <span key={i} class="cfe-stack-layer" style={{ transform: `translate(${i * 2}px, ${-i * 2}px)` }}>
                  <CardBack size="md" testId="deck-back" />
                </span>
              ))
            )}
          </span>
          <span class="cfe-pile-label">
            {pick(tx("deck"))}
            <strong>{pick(tx("nCards", { n: pile.deck.length }))}</strong>
          </span>
        </div>
        <div class="cfe-pile cfe-discard" data-testid="discard" data-count={pile.discard.length}>
          <span class="cfe-fan" data-testid="discard-pile">
            {recent.length === 0 ? (
              <span class="cfe-card cfe-card-md cfe-pile-empty" />
            ) : (
              recent.map((c, i) => (
                <span key={`${c}-${i}`} class="cfe-fan-card" style={{ zIndex: i }}>
                  <Card card={c} lang={lang} size="sm" testId="discard-card" />
                </span>
              ))
            )}
          </span>
          <span class="cfe-pile-label">
            {pick(tx("discardPile"))}
            <strong>{pile.discard.length ? pick(tx("nCards", { n: pile.discard.length })) : pick(tx("emptyPile"))}</strong>
          </span>
        </div>
      </div>
      {pile.discard.length > 0 && (
        <details class="cfe-tally">
          <summary>{pick(tx("discardAll", { n: pile.discard.length }))}</summary>
          <table data-testid="discard-tally">
            <tbody>
              {CFE_ELEMENTS.map((e) => (
                <tr key={e}>
                  <th class={`el-${e}`}>{elementName(e, lang)}</th>
                  {[1, 2, 3, 4, 5].map((l) => (
                    <td key={l} class={counts[`${e}${l}`] ? "" : "muted"}>
                      <span class="cfe-tally-lv">{l}</span>×{counts[`${e}${l}`] ?? 0}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      )}
      {view.advanced && (view.advanced.legends || view.advanced.stars) && <Modules view={view} names={nameOf} i18n={i18n} />}
      <LastAction log={log} i18n={i18n} />
      <div class="cfe-center-notes">
        <span class="cfe-turn-no" data-testid="cfe-turn">
          {pick(tx("turnN", { n: view.turn }))}
        </span>
        {waiting && (
          <span class="cfe-waiting" data-testid="cfe-waiting">
            <span class="spinner" aria-hidden="true" /> {pick(waiting)}
          </span>
        )}
        {mySeat !== null && <Interaction view={view} seat={mySeat} i18n={i18n} />}
      </div>
    </div>
  );
}

/**
 * The advanced modules' shared state: the environment (what it doubles, what it turns into healing, the formations
 * it disables, §10.2) and the star each side holds (§10.1).
 */
function Modules({ view, names, i18n }: { view: CfeState; names: (s: number) => string; i18n: I18n }) {
  const { pick, lang } = i18n;
  const a = view.advanced!;
  const env = a.legends ? a.environment : null;
  const gen = env ? CFE_ELEMENTS.find((x) => generated(x) === env)! : null;
  const sep = lang === "zh" ? "、" : ", ";
  const sideName = (team: number) => (view.mode === "1v1" ? names(team) : pick(tx("teamN", { n: team + 1 })));
  return (
    <div class="cfe-modules" data-testid="cfe-modules">
      {a.legends && (
        <div class={`cfe-env ${env ? `is-on el-${env}` : ""}`} data-testid="environment" data-environment={env ?? ""}>
          <span class="cfe-mini-label">{pick(tx("environmentTitle"))}</span>
          <strong>{env ? named(environmentData(env), lang) : pick(tx("noEnvironment"))}</strong>
          {env && gen && (
            <span class="cfe-env-rules">
              <span class="cfe-effect is-hot">{pick(tx("envDoubles", { el: elementName(env, lang) }))}</span>
              <span class="cfe-effect is-bad">{pick(tx("envHeals", { el: elementName(gen, lang) }))}</span>
              <span class="cfe-effect is-none" data-testid="environment-disables">
                {pick(tx("envDisables", { list: environmentData(env).disables.map((id) => formationName(id, lang)).join(sep) }))}
              </span>
            </span>
          )}
        </div>
      )}
      {a.stars && (
        <div class="cfe-stars" data-testid="team-stars">
          <span class="cfe-mini-label">{pick(tx("starsTitle"))}</span>
          {a.teamStar.map((e, team) => (
            <span key={team} class={`cfe-chip cfe-star ${e ? `is-on el-${e}` : ""}`} data-testid={`team-star-${team}`} data-star={e ?? ""}>
              {pick(tx("teamStar", { team: sideName(team), star: e ? named(starOf(e), lang) : pick(tx("noStar")) }))}
            </span>
          ))}
        </div>
      )}
    </div>
  );
}

/** §6.2 hint: 上家 attacked with element y last turn, so your x 生 y heals them, x 剋 y doubles, x = y halves. */
function Interaction({ view, seat, i18n }: { view: CfeState; seat: number; i18n: I18n }) {
  const { pick, lang } = i18n;
  const prev = view.prevTurn;
  const target = upper(view, seat);
  if (view.phase !== "action" || view.current !== seat || !prev || prev.seat !== target || !prev.attackElement) return null;
  if (view.players[target].shield > 0) return null; // a shield blocks the interaction
  const y = prev.attackElement;
  const gen = CFE_ELEMENTS.find((x) => generated(x) === y)!;
  const over = CFE_ELEMENTS.find((x) => overcome(x) === y)!;
  const n = (e: Element) => elementName(e, lang);
  return (
    <div class="cfe-inter" data-testid="interaction-hint" data-element={y}>
      <span>{pick(tx("upperAttacked", { el: n(y) }))}</span>
      <span class={`cfe-inter-item el-${over}`}>{pick(tx("interOver", { el: n(over), y: n(y) }))}</span>
      <span class={`cfe-inter-item el-${gen}`}>{pick(tx("interGen", { el: n(gen), y: n(y) }))}</span>
      <span class={`cfe-inter-item el-${y}`}>{pick(tx("interSame", { el: n(y), y: n(y) }))}</span>
    </div>
  );
}

/** Event types that describe what a player did (the ticker in the middle shows the latest action's lines). */
const ACTION_TYPES = new Set([
  "formation", "cover", "pass", "attack", "heal", "shield", "shield_break", "radiance", "chaos_pick", "swap_hp", "mimic", "no_effect", "sealed", "passive_flip", "public_passive", "recycle", "timeout",
  "profession_declare", "profession_change", "profession_broken", "ability", "star_summoned", "star_broken", "star_exists", "five_star_alignment", "environment", "environment_cleared", "void", "hp_loss", "disabled", "immune", "battle_soul", "passive_revealed", "revelation_pick",
]);

function LastAction({ log, i18n }: { log: LogEntry[]; i18n: I18n }) {
  let i = log.length - 1;
  while (i >= 0 && !ACTION_TYPES.has(log[i].type)) i--;
  if (i < 0) return null;
  const seq = log[i].seq;
  const lines = log.filter((l) => l.seq === seq && ACTION_TYPES.has(l.type)).slice(-3);
  return (
    <ul key={seq} class="cfe-last-action" data-testid="last-action" data-seq={seq} aria-live="polite">
      {lines.map((l, k) => (
        <li key={k} class={`type-${l.type}`}>
          {i18n.pick(l)}
        </li>
      ))}
    </ul>
  );
}
