import type { I18n } from "../../i18n";
import { PingButton, PingMarks } from "../../components/ChatPings";
import { environmentData } from "../../../../shared/src/games/cfe/legends";
import { starOf } from "../../../../shared/src/games/cfe/stars";
import { MODES, SHARDS, SHOP, formationNameOf, named, stepOf, type SlayingState } from "./model";
import { tx } from "./strings";

/**
 * The team's sheet in one strip: HP with its maximum, the counter R, shop points, shards and items, and the turn order
 * (P1 → army → P2 → army …) with the seat to move lit, plus one line saying whose turn it is and what comes next.
 */
export function StatusBar({ view, mySeat, armyActing, i18n }: { view: SlayingState; mySeat: number | null; armyActing: boolean; i18n: I18n }) {
  const { pick, lang } = i18n;
  const t = view.team;
  const pct = Math.max(0, Math.min(100, Math.round((t.hp / t.maxHp) * 100)));
  const over = view.phase === "over";
  return (
    <div class="sl-status" data-testid="status-bar">
      <div class="sl-team-hp" data-testid="team-hp" data-hp={t.hp} data-max={t.maxHp}>
        <span class="sl-label">{pick(tx("teamHp"))}</span>
        <span class="sl-bar">
          <span class={`sl-bar-fill ${pct <= 25 ? "is-low" : ""}`} style={{ width: `${pct}%` }} />
        </span>
        <strong>
          {t.hp}/{t.maxHp}
        </strong>
      </div>
      <div class="sl-chip sl-r" data-testid="counter-r" data-remaining={t.remaining} data-frozen={String(t.frozen)}>
        {pick(tx("remaining"))} <strong>{t.remaining}</strong>
        {t.frozen && <span class="muted"> ({pick(tx("frozen"))})</span>}
      </div>
      <div class="sl-chip" data-testid="shop-points" data-points={t.points}>
        {pick(tx("points"))} <strong>{t.points}</strong>
      </div>
      <div class="sl-chip sl-shards" data-testid="shards" data-count={t.shards.length}>
        {pick(tx("shards"))}{" "}
        {t.shards.length === 0 ? (
          <span class="muted">{pick(tx("noShards"))}</span>
        ) : (
          t.shards.map((x) => (
            <span key={x.element} class={`sl-shard el-${x.element} ${x.used ? "is-used" : ""}`} data-testid={`team-shard-${x.element}`} title={`${named(SHARDS.shards[x.element], lang)}${x.used ? ` (${pick(tx("shardUsed"))})` : ""}`}>
              {named(SHARDS.shards[x.element], lang)}
              <PingMarks match={(p) => p.target.kind === "shard" && p.target.element === x.element} testId={`ping-shard-mark-${x.element}`} />
              {mySeat !== null && !over && <PingButton target={{ kind: "shard", element: x.element }} label={pick(tx("pingThis", { what: named(SHARDS.shards[x.element], lang) }))} testId={`ping-shard-${x.element}`} />}
            </span>
          ))
        )}
      </div>
      {t.tokens.length > 0 && (
        <div class="sl-chip" data-testid="items">
          {pick(tx("tokens"))}{" "}
          {t.tokens.map((id) => (
            <span key={id} class="sl-item-token">
              {named(SHOP.items.find((i) => i.id === id), lang, id)}
            </span>
          ))}
        </div>
      )}
      {view.advanced.stars && (
        <div class="sl-chip" data-testid="team-star" data-star={view.advanced.teamStar[0] ?? ""}>
          {pick(tx("star"))} <strong>{view.advanced.teamStar[0] ? named(starOf(view.advanced.teamStar[0]), lang) : pick(tx("none"))}</strong>
        </div>
      )}
      {view.advanced.legends && (
        <div class="sl-chip" data-testid="environment" data-environment={view.advanced.environment ?? ""} title={view.advanced.environment ? pick(tx("environmentHint", { off: environmentData(view.advanced.environment).disables.map((id) => formationNameOf(view, id, lang)).join(pick(tx("listSep"))) })) : undefined}>
          {pick(tx("environment"))} <strong>{view.advanced.environment ? named(environmentData(view.advanced.environment), lang) : pick(tx("none"))}</strong>
        </div>
      )}
      {t.fetter > 0 && <div class="sl-chip is-bad">{pick(tx("fetter", { n: t.fetter }))}</div>}
      {t.scorch && <div class="sl-chip is-bad">{pick(tx("scorch", { p: t.scorch.perTick, n: t.scorch.ticks }))}</div>}
      <ol class="sl-order" data-testid="turn-order" aria-label={pick(tx("turnOrder"))}>
        {Array.from({ length: view.seats }, (_, seat) => (
          <>
            <li key={`p${seat}`} class={`sl-order-seat ${!armyActing && !over && view.current === seat ? "is-current" : ""} ${mySeat === seat ? "is-me" : ""}`} data-testid={`order-seat-${seat}`} data-current={String(!armyActing && !over && view.current === seat)}>
              {i18n.seatName(seat)}
            </li>
            <li key={`a${seat}`} class={`sl-order-army ${armyActing ? "is-current" : ""}`} data-testid="order-army" aria-label={pick(tx("army"))}>
              {pick(tx("armyShort"))}
            </li>
          </>
        ))}
      </ol>
      <p class="sl-next" data-testid="next-step" data-step={stepOf(view)} data-mode={view.options.difficulty}>
        <span class="muted">
          {named({ zh: view.options.difficulty, en: MODES[view.options.difficulty].en }, lang)} · {pick(tx("turnN", { n: view.turn }))} ·{" "}
        </span>
        {over ? (
          pick(tx("stepOver"))
        ) : (
          // Whose turn it is, as the table's banner says, even while the army's turn replays (issue 24).
          <>
            <b>{mySeat === view.current ? pick(tx("yourTurn")) : pick(tx("theirTurn", { name: i18n.seatName(view.current) }))}</b>
            {pick(tx(stepOf(view)))}
            {armyActing && (
              <span class="muted" data-testid="replay-note">
                {pick(tx("replayNote"))}
              </span>
            )}
          </>
        )}
      </p>
    </div>
  );
}
