import type { I18n } from "../../i18n";
import { colon } from "../../i18n";
import type { SeatInfo } from "../../tableState";
import { seatElement } from "../../ui";
import { Card, CardBack } from "./Card";
import { abilitiesOf, formationName, lower, named, professionOf, sortCards, starOf, upper, HIDDEN, type CfeState, type Position } from "./model";
import { tx } from "./strings";

/**
 * One player at the table: name and markers (you / 上家 / 下家 / teammate), HP (the team's in 2v2), shield, the
 * face-down passive as card backs, the last formation, hand size (face up when seen through 光芒 / 混沌, or at the
 * end), and status counters.
 */
export function SeatPanel({ view, seat, anchor, mySeat, info, position, finished, i18n }: { view: CfeState; seat: number; anchor: number; mySeat: number | null; info: SeatInfo | undefined; position: Position; finished: boolean; i18n: I18n }) {
  const { pick, lang } = i18n;
  const p = view.players[seat];
  const team = view.teamOf[seat];
  const hp = view.hp[team];
  const max = view.maxHp[team];
  const active = view.phase !== "over" && view.current === seat;
  const isMe = mySeat === seat;
  const isUpper = seat !== anchor && upper(view, anchor) === seat;
  const isLower = seat !== anchor && lower(view, anchor) === seat;
  const isMate = seat !== anchor && view.teamOf[anchor] === team;
  const name = i18n.seatName(seat);
  const known = p.hand.filter((c) => c !== HIDDEN);
  const showFaces = !isMe && known.length > 0;
  const pct = max > 0 ? Math.round((hp / max) * 100) : 0;
  const phaseNote = active && view.phase === "draw" ? tx("choosingDiscard") : active && view.phase === "chaos" ? tx("choosingChaos") : active && view.phase === "revelation" ? tx("choosingRevelation") : active ? tx("toMove") : null;
  const changed = view.prevTurn?.seat === seat && view.prevTurn.kind === "change" ? true : view.thisTurn.seat === seat && view.thisTurn.kind === "change";
  const last = p.lastFormation === "covered" ? pick(tx("lastCovered")) : p.lastFormation ? formationName(p.lastFormation, lang) : changed ? pick(tx("lastChange")) : pick(tx("lastNone"));
  const adv = view.advanced;
  const prof = professionOf(view, seat);
  // In 1v1 each side is one seat, so the side's star sits on its seat; in 2v2 the team bar shows it.
  const star = adv?.stars && view.mode === "1v1" ? adv.teamStar[team] : null;
  const ownDeck = view.piles.length > 1 ? view.piles[seat] : null;
  return (
    <section
      class={`cfe-seat cfe-pos-${position} ${active ? "is-active" : ""} ${isMe ? "is-me" : ""} team-${team}`}
      data-testid={`cfe-seat-${seat}`}
      data-seat={seat}
      data-team={team}
      data-hp={hp}
      data-shield={p.shield}
      data-hand={p.hand.length}
      data-active={String(active)}
      data-position={position}
      data-upper={String(isUpper)}
      data-lower={String(isLower)}
      data-profession={prof?.id ?? ""}
      data-star={star ?? ""}
    >
      <header class="cfe-seat-head">
        <span class={`seat-token el-${seatElement(seat)}`} aria-hidden="true">
          {seat + 1}
        </span>
        <span class="cfe-seat-name" title={name}>
          {name}
        </span>
        <span class="cfe-markers">
          {isMe && <span class="cfe-marker cfe-marker-you">{pick(tx("you"))}</span>}
          {isUpper && (
            <span class="cfe-marker cfe-marker-upper" data-testid="marker-upper" title={pick(tx("upperTitle"))}>
              {pick(tx("upperShort"))}
            </span>
          )}
          {isLower && (
            <span class="cfe-marker cfe-marker-lower" data-testid="marker-lower" title={pick(tx("lowerTitle"))}>
              {pick(tx("lowerShort"))}
            </span>
          )}
          {isMate && <span class="cfe-marker cfe-marker-mate">{pick(tx("teammate"))}</span>}
          {view.mode === "2v2" && <span class={`cfe-marker cfe-marker-team team-${team}`}>{pick(tx("teamN", { n: team + 1 }))}</span>}
        </span>
      </header>

      <div class="cfe-hp" data-testid={`hp-${seat}`} title={pick(view.mode === "2v2" ? tx("teamHp") : tx("hp"))}>
        <span class="cfe-hp-label">{pick(view.mode === "2v2" ? tx("teamHp") : tx("hp"))}</span>
        <span class="cfe-hp-bar" role="meter" aria-valuemin={0} aria-valuemax={max} aria-valuenow={hp}>
          <span class={`cfe-hp-fill ${pct <= 25 ? "is-low" : ""}`} style={{ width: `${pct}%` }} />
        </span>
        <span class="cfe-hp-num">
          <strong>{hp}</strong>/{max}
        </span>
      </div>

      {adv && (adv.heroes || adv.stars) && (
        <div class="cfe-seat-adv">
          {adv.heroes && <ProfessionBadge view={view} seat={seat} i18n={i18n} />}
          {adv.stars && view.mode === "1v1" && (
            <span class={`cfe-chip cfe-star ${star ? `is-on el-${star}` : ""}`} data-testid={`star-${seat}`} title={pick(tx("summonedN", { n: adv.summoned[seat].length }))}>
              ★ {star ? named(starOf(star), lang) : pick(tx("noStar"))}
              <span class="cfe-star-count">{adv.summoned[seat].length}/5</span>
            </span>
          )}
          {adv.stars && view.mode === "2v2" && adv.summoned[seat].length > 0 && (
            <span class="cfe-chip cfe-star" title={pick(tx("summonedN", { n: adv.summoned[seat].length }))}>
              ★ {adv.summoned[seat].length}/5
            </span>
          )}
        </div>
      )}

      <div class="cfe-seat-stats">
        <span class={`cfe-chip cfe-shield ${p.shield > 0 ? "is-on" : ""}`} data-testid={`shield-${seat}`} data-value={p.shield}>
          <ShieldIcon /> {p.shield > 0 ? pick(tx("shieldN", { n: p.shield })) : pick(tx("noShield"))}
        </span>
        <span class="cfe-chip cfe-last" data-testid={`last-${seat}`} title={pick(tx("lastFormation"))}>
          {pick(tx("lastFormation"))}
          {colon(lang)}
          <b>{last}</b>
        </span>
        {p.cannotAct > 0 && <span class="cfe-chip cfe-warn">{pick(tx("cannotAct", { n: p.cannotAct }))}</span>}
        {p.cannotDraw > 0 && <span class="cfe-chip cfe-warn">{pick(tx("cannotDraw", { n: p.cannotDraw }))}</span>}
        {ownDeck && (
          <span class="cfe-chip">
            {pick(tx("deck"))} {ownDeck.deck.length} · {pick(tx("discardPile"))} {ownDeck.discard.length}
          </span>
        )}
      </div>

      <div class="cfe-seat-cards">
        <div class="cfe-passive" data-testid={`passive-${seat}`} data-covered={String(!!p.passive?.covered)} data-formation={p.passive?.formation ?? ""}>
          <span class="cfe-mini-label">{pick(tx("passive"))}</span>
          {!p.passive ? (
            <span class="cfe-slot-empty">{pick(tx("passiveNone"))}</span>
          ) : p.passive.covered ? (
            <span class="cfe-passive-stack" title={pick(tx("passiveCovered", { n: p.passive.cards.length }))}>
              {p.passive.cards.map((c, i) => (c === HIDDEN || !isMe ? <CardBack key={i} size="xs" testId="passive-back" /> : <Card key={i} card={c} lang={lang} size="xs" testId="passive-card" />))}
              {isMe && p.passive.formation !== "hidden" && <span class="cfe-passive-name">{formationName(p.passive.formation, lang)}</span>}
              {p.passive.sealed && <span class="cfe-chip cfe-warn">{pick(tx("passiveSealed"))}</span>}
            </span>
          ) : (
            <span class="cfe-chip cfe-open-passive">{pick(tx("passiveOpen", { name: formationName(p.passive.formation, lang) }))}</span>
          )}
        </div>
        {!isMe && (
          <div class="cfe-opp-hand" data-testid={`hand-${seat}`} data-count={p.hand.length}>
            <span class="cfe-mini-label">{pick(tx("handCount", { n: p.hand.length }))}</span>
            <span class="cfe-opp-cards">
              {showFaces || finished
                ? sortCards(p.hand).map((c, i) => <Card key={i} card={c} lang={lang} size="xs" testId={c === HIDDEN ? "card-back" : "revealed-card"} />)
                : p.hand.map((_, i) => <CardBack key={i} size="xs" />)}
            </span>
          </div>
        )}
      </div>
      {phaseNote && <span class="cfe-turn-flag">{pick(phaseNote)}</span>}
    </section>
  );
}

/** The seat's profession, its school and tier, and (in a tooltip) the abilities in effect. */
function ProfessionBadge({ view, seat, i18n }: { view: CfeState; seat: number; i18n: I18n }) {
  const { pick, lang } = i18n;
  const p = professionOf(view, seat);
  if (!p) return <span class="cfe-chip cfe-prof is-none" data-testid={`profession-${seat}`} data-profession="">{pick(tx("noProfession"))}</span>;
  const school = pick(tx(`school${p.school}` as "schoolwarrior"));
  const tier = p.tier > 0 ? pick(tx("tierN", { school, n: p.tier })) : school;
  const abilities = abilitiesOf(view, seat).map((a) => `${named(a, lang)}（${pick(tx(`kind${a.kind}` as "kindpassive"))}）`).join(lang === "zh" ? "、" : ", ");
  return (
    <span class={`cfe-chip cfe-prof school-${p.school} ${p.legendary ? "is-legendary" : ""}`} data-testid={`profession-${seat}`} data-profession={p.id} title={abilities}>
      <b>{named(p, lang)}</b>
      <span class="cfe-prof-tier">
        {tier}
        {p.legendary ? ` · ${pick(tx("legendary"))}` : ""}
      </span>
    </span>
  );
}

export function ShieldIcon() {
  return (
    <svg class="cfe-icon" viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
      <path d="M12 2 4 5v6c0 5 3.4 9.3 8 11 4.6-1.7 8-6 8-11V5l-8-3z" fill="currentColor" />
    </svg>
  );
}
