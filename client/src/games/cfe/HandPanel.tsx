import { useEffect, useMemo, useState } from "preact/hooks";
import { Btn } from "../../components/Button";
import type { I18n } from "../../i18n";
import { Card } from "./Card";
import { HeroPanel } from "./HeroPanel";
import { cardElement, cardLevel, cardName, formationName, legal, previews, recyclable, recycleCostOf, sameSet, sortCards, suggestions, virtualOf, type CardId, type CfeAction, type CfeState } from "./model";
import { categoryLabel, headline, PreviewEffects } from "./Preview";
import { tx } from "./strings";

/**
 * Your hand and your action: pick cards, and the formations they make light up with what they would do now (the
 * shared engine's matcher and preview). Several formations → choose one. Perform / pass / 棄牌回收 ask the engine's
 * `legalActions` on your own view, so a button is enabled exactly when the server would accept it.
 */
export function HandPanel({ view, seat, blockedReason, act, i18n }: { view: CfeState; seat: number; blockedReason: string | null; act: (a: CfeAction) => void; i18n: I18n }) {
  const { pick, lang } = i18n;
  const virtual = virtualOf(view, seat);
  // A 幻術 / 幻朧 virtual card is held like a hand card until it is used this turn.
  const hand = virtual ? [...view.players[seat].hand, virtual.card] : view.players[seat].hand;
  const handKey = hand.join(",");
  const [selected, setSelected] = useState<CardId[]>([]);
  const [chosen, setChosen] = useState<string | null>(null);
  // A new hand or a new turn starts with a clean selection.
  useEffect(() => {
    setSelected((sel) => sel.filter((c) => hand.includes(c)));
  }, [handKey]);
  useEffect(() => {
    setSelected([]);
    setChosen(null);
  }, [view.turn]);

  const myTurn = view.current === seat && view.phase === "action";
  const actions = useMemo(() => (myTurn ? legal(view, seat) : []), [myTurn, view, seat]);
  const canPass = actions.some((a) => a.type === "pass");
  const canRecycle = actions.some((a) => a.type === "recycle");
  const recycleCard = canRecycle ? recyclable(view, seat) : null;
  const recycleCost = recycleCard === null ? 0 : recycleCostOf(view, seat, recycleCard);
  const matches = useMemo(() => previews(view, seat, selected), [view, seat, selected.join(",")]);
  const picked = matches.length === 1 ? matches[0] : matches.find((m) => m.formation === chosen) ?? null;
  const hints = useMemo(() => (myTurn ? suggestions(view, seat, actions) : []), [myTurn, view, seat, actions]);

  const toggle = (c: CardId) => {
    setChosen(null);
    setSelected((sel) => (sel.includes(c) ? sel.filter((x) => x !== c) : [...sel, c]));
  };

  const playReason =
    blockedReason ??
    (!myTurn
      ? i18n.t("reasonNotLegal")
      : view.players[seat].cannotAct > 0
        ? pick(tx("cannotActNow"))
        : selected.length === 0
          ? pick(tx("pickCards"))
          : matches.length === 0
            ? pick(tx("noFormation"))
            : !picked
              ? pick(tx("chooseFormation", { n: matches.length }))
              : null);
  const passReason = blockedReason ?? (canPass ? null : myTurn ? pick(tx("mustAct")) : i18n.t("reasonNotLegal"));

  const play = () => {
    if (!picked) return;
    act({ type: "play", cards: selected, formation: picked.formation });
  };

  const sorted = sortCards(hand);
  const status =
    !myTurn || blockedReason
      ? null
      : virtual
        ? pick(tx("virtualMust", { card: cardName(virtual.card, lang) }))
      : view.players[seat].cannotAct > 0
        ? pick(tx("cannotActNow"))
        : hand.length === 0
          ? pick(tx("emptyHand"))
          : selected.length === 0
            ? pick(tx("handHint"))
            : matches.length === 0
              ? pick(tx("noFormation"))
              : matches.length > 1 && !picked
                ? pick(tx("chooseFormation", { n: matches.length }))
                : null;

  return (
    <section class={`cfe-mine ${myTurn && !blockedReason ? "is-turn" : ""}`} data-testid="my-hand" data-count={hand.length} data-selected={selected.join(",")}>
      <header class="cfe-mine-head">
        <strong>{pick(tx("yourHand"))}</strong>
        <span class="muted">{pick(tx("handCount", { n: hand.length }))}</span>
        {selected.length > 0 && (
          <Btn size="sm" kind="ghost" testId="clear-selection" onClick={() => setSelected([])}>
            {pick(tx("clear"))}
          </Btn>
        )}
      </header>
      <div class="cfe-hand" role="group" aria-label={pick(tx("yourHand"))}>
        {sorted.map((c) => (
          <Card key={c} card={c} lang={lang} size="lg" selected={selected.includes(c)} testId="hand-card" badge={virtual?.card === c ? pick(tx("virtualCard")) : undefined} onClick={myTurn && !view.players[seat].cannotAct ? () => toggle(c) : undefined} />
        ))}
        {hand.length === 0 && <span class="muted cfe-hand-empty">{pick(tx("emptyHand"))}</span>}
      </div>

      {myTurn && (
        <div class="cfe-formations" data-testid="formations" data-count={matches.length}>
          {status && (
            <p class="cfe-status" data-testid="hand-status">
              {status}
            </p>
          )}
          {matches.length > 0 && (
            <div class="cfe-matches" role={matches.length > 1 ? "radiogroup" : undefined}>
              {matches.map((m) => {
                const on = picked?.formation === m.formation;
                const n = headline(m);
                return (
                  <button
                    type="button"
                    key={m.formation}
                    class={`cfe-match cat-${m.category} ${on ? "is-on" : ""}`}
                    data-testid={`formation-${m.formation}`}
                    data-formation={m.formation}
                    data-points={m.points}
                    data-target-hp={m.targetHp}
                    role={matches.length > 1 ? "radio" : undefined}
                    aria-checked={matches.length > 1 ? on : undefined}
                    onClick={() => setChosen(m.formation)}
                  >
                    <span class="cfe-match-name">{formationName(m.formation, lang)}</span>
                    <span class="cfe-match-cat">{categoryLabel(m.formation, i18n)}</span>
                    {n !== null && <span class="cfe-match-points">{n}</span>}
                    <PreviewEffects p={m} i18n={i18n} />
                  </button>
                );
              })}
            </div>
          )}
          <div class="cfe-actions">
            <Btn kind="primary" size="lg" testId="action-play" disabledReason={playReason} onClick={play}>
              {picked ? pick(tx("playNamed", { name: formationName(picked.formation, lang) })) : pick(tx("play"))}
            </Btn>
            <Btn size="lg" testId="action-pass" disabledReason={passReason} onClick={() => act({ type: "pass" })}>
              {pick(tx("pass"))}
            </Btn>
            {view.options.recycle && recycleCard !== null && (
              <Btn size="md" testId="action-recycle" title={pick(tx("recycleTitle"))} disabledReason={blockedReason} onClick={() => act({ type: "recycle" })}>
                {pick(tx("recycle", { card: cardName(recycleCard, lang), cost: recycleCost }))}
              </Btn>
            )}
          </div>
          {hints.length > 0 && (
            <div class="cfe-hints" data-testid="suggestions">
              <span class="cfe-mini-label">{pick(tx("canMake"))}</span>
              <div class="cfe-hint-list">
                {hints.map((h) => {
                  const n = headline(h.preview);
                  const on = sameSet(h.cards, selected);
                  return (
                    <button
                      type="button"
                      key={h.formation}
                      class={`cfe-hint cat-${h.preview.category} ${on ? "is-on" : ""}`}
                      data-testid={`suggest-${h.formation}`}
                      data-cards={h.cards.join(",")}
                      data-formation={h.formation}
                      data-target-hp={h.preview.targetHp}
                      data-category={h.preview.category}
                      title={h.ways > 1 ? pick(tx("combos", { n: h.ways })) : undefined}
                      onClick={() => {
                        setSelected(h.cards);
                        setChosen(h.formation);
                      }}
                    >
                      <span class="cfe-hint-dots" aria-hidden="true">
                        {h.cards.map((c) => (
                          <i key={c} class={`el-${cardElement(c)}`} />
                        ))}
                      </span>
                      {formationName(h.formation, lang)}
                      {n !== null && <b>{n}</b>}
                    </button>
                  );
                })}
              </div>
            </div>
          )}
          {/* After the hand and the suggestions (issue 25): professions are the rarer move. */}
          <HeroPanel view={view} seat={seat} actions={actions} selected={selected} blockedReason={blockedReason} act={act} i18n={i18n} />
        </div>
      )}
    </section>
  );
}
