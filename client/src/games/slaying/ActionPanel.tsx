import { useEffect, useMemo, useState } from "preact/hooks";
import { Btn } from "../../components/Button";
import { PingButton } from "../../components/ChatPings";
import type { I18n } from "../../i18n";
import { Card } from "../cfe/Card";
import { cardName, sortCards } from "../cfe/model";
import { changeChoices, formationNameOf, heldAtFloor, named, previewAction, previewDig, previewShop, previewsFor, SHARDS, suggestions, type ActionOutcome, type CardId, type MoveOption, type SlayingAction, type SlayingState } from "./model";
import { MovePreview } from "./MapGrid";
import { OutcomeLine } from "./Outcome";
import { tx } from "./strings";

export interface ActionPanelProps {
  view: SlayingState;
  seat: number;
  actions: SlayingAction[];
  blockedReason: string | null;
  act: (a: SlayingAction) => void;
  /** The map cell picked for a move, with its preview. */
  moveTarget: MoveOption | null;
  clearMove: () => void;
  i18n: I18n;
}

/**
 * Your hand and everything you may do this turn, in the turn's order: the picked move (confirm), dig, the shop, shards
 * and items, then the formations your selected cards make with the engine's preview of each (damage, healing, shields,
 * terrain and profession modifiers), 轉職, 整備 during rest, and pass. Buttons are enabled only for what the engine's
 * legal actions contain; anything else shows why not.
 */
export function ActionPanel({ view, seat, actions, blockedReason, act, moveTarget, clearMove, i18n }: ActionPanelProps) {
  const { pick, lang } = i18n;
  const hand = view.players[seat].hand;
  const [sel, setSel] = useState<CardId[]>([]);
  const handKey = hand.join(",");
  useEffect(() => setSel((s) => s.filter((c) => hand.includes(c))), [handKey]);
  const myTurn = view.current === seat && view.phase === "turn";
  const reason = blockedReason ?? (myTurn ? null : pick(tx("notYourTurn")));
  const toggle = (c: CardId) => setSel((s) => (s.includes(c) ? s.filter((x) => x !== c) : [...s, c]));
  // A play whose preview sets the team back (a 幻化 copy's knockback, 鎖足, 灼傷, lost turns…) waits for a second click.
  const [confirming, setConfirming] = useState<{ action: SlayingAction; name: string; outcome: ActionOutcome } | null>(null);
  const send = (a: SlayingAction) => {
    act(a);
    setSel([]);
    setConfirming(null);
  };
  useEffect(() => setConfirming(null), [handKey, view.turn, view.current, sel.join(",")]);
  const sendChecked = (a: SlayingAction, name: string, o: ActionOutcome | null) => (o?.hurtsTeam ? setConfirming({ action: a, name, outcome: o }) : send(a));
  const has = (pred: (a: SlayingAction) => boolean) => actions.some(pred);

  const sugg = useMemo(() => (myTurn ? suggestions(view, seat) : []), [view, seat, myTurn]);
  const picked = useMemo(() => (myTurn && sel.length ? previewsFor(view, seat, sel) : []), [view, seat, myTurn, sel.join(",")]);
  const dig = myTurn ? previewDig(view, seat) : null;
  const held = myTurn ? heldAtFloor(view) : null;
  const shop = myTurn ? previewShop(view, seat) : null;
  const changes = myTurn ? changeChoices(view, seat, actions) : [];
  const prepareOk = sel.length > 0 && has((a) => a.type === "prepare" && a.cards.length === sel.length && sel.every((c) => a.cards.includes(c)));
  const canPass = has((a) => a.type === "pass");
  const shardTargets = sel.length === 1 ? view.team.shards.filter((x) => has((a) => a.type === "use_shard" && a.element === x.element && a.card === sel[0])) : [];

  return (
    <section class="sl-actions panel" data-testid="action-panel" data-my-turn={String(myTurn)}>
      <div class="sl-hand-row">
        <div class="sl-hand" data-testid="my-hand" data-count={hand.length}>
          <span class="sl-label">{pick(tx("yourHand"))}</span>
          <span class="sl-hand-cards">
            {sortCards(hand).map((c) => (
              <span key={c} class="sl-hand-slot">
                <Card card={c} lang={lang} size="md" selected={sel.includes(c)} testId="hand-card" onClick={myTurn ? () => toggle(c) : undefined} />
                {view.phase !== "over" && <PingButton target={{ kind: "card", card: c }} label={pick(tx("pingThis", { what: cardName(c, lang) }))} testId={`ping-card-${c}`} />}
              </span>
            ))}
          </span>
          {sel.length > 0 && (
            <Btn size="sm" kind="ghost" testId="clear-selection" onClick={() => setSel([])}>
              {pick(tx("clear"))}
            </Btn>
          )}
        </div>
        {myTurn && (
          <div class="sl-step-buttons">
            {moveTarget && (
              <span class="sl-move-confirm">
                <MovePreview option={moveTarget} i18n={i18n} />
                <Btn kind="primary" size="sm" testId="confirm-move" disabledReason={reason ?? (moveTarget.legal ? null : pick(moveTarget.error!))} onClick={() => { act({ type: "move", cell: moveTarget.cell }); clearMove(); }}>
                  {pick(tx("moveTo", { cell: moveTarget.cell }))}
                </Btn>
              </span>
            )}
            {!moveTarget && has((a) => a.type === "move") && <span class="muted sl-hint">{pick(tx("pickCell"))}</span>}
            {dig && (dig.allowed || view.turnState.dug) && (
              <Btn size="sm" testId="dig" disabledReason={reason ?? (dig.allowed ? null : dig.error ? pick(dig.error) : null)} onClick={() => act({ type: "dig" })} title={pick(tx("digChance", { p: Math.round(dig.chance * 100) }))}>
                {pick(tx("dig"))} <span class="muted">{Math.round(dig.chance * 100)}%</span>
              </Btn>
            )}
            {view.team.shards
              .filter((x) => !x.used)
              .map((x) => {
                const ok = shardTargets.some((t) => t.element === x.element);
                const p = ok ? previewAction(view, seat, { type: "use_shard", element: x.element, card: sel[0] }) : null;
                return (
                  <span key={x.element} class="sl-formation" data-testid={`shard-${x.element}`}>
                    <Btn size="sm" testId={`use-shard-${x.element}`} disabledReason={reason ?? (ok ? null : pick(tx("shardHint")))} onClick={() => send({ type: "use_shard", element: x.element, card: sel[0] })}>
                      {pick(tx("useShard", { name: named(SHARDS.shards[x.element], lang) }))}
                    </Btn>
                    {p?.ok && <OutcomeLine o={p} i18n={i18n} />}
                  </span>
                );
              })}
            {view.team.tokens.map((id) => {
              const a = actions.find((x) => x.type === "use_item" && x.item === id && (!x.cards || (x.cards.length === sel.length && sel.every((c) => x.cards!.includes(c)))));
              const item = shop?.items.find((i) => i.item === id);
              if (!item || item.kind !== "consumable") return null;
              return (
                <Btn key={id} size="sm" testId={`use-item-${id}`} disabledReason={reason ?? (a ? null : pick(tx(id === "redraw_scroll" ? "itemHint" : "itemNotNow")))} onClick={() => a && send(a)}>
                  {pick(tx("use"))} {named(item, lang)}
                </Btn>
              );
            })}
          </div>
        )}
      </div>
      {myTurn && confirming && <TeamHarmConfirm name={confirming.name} outcome={confirming.outcome} i18n={i18n} onConfirm={() => send(confirming.action)} onCancel={() => setConfirming(null)} />}
      {myTurn && (
        <div class="sl-formations" data-testid="formations" data-count={sel.length ? picked.length : sugg.length}>
          {sel.length > 0 ? (
            picked.length === 0 || (picked.length === 1 && !picked[0].formation) ? (
              <p class="muted" data-testid="no-formation">
                {picked[0] && !picked[0].outcome.ok ? pick(picked[0].outcome.error) : pick(tx("noFormation"))}
              </p>
            ) : (
              picked.map((p) => (
                <div key={p.formation} class="sl-formation" data-testid="formation-option" data-formation={p.formation}>
                  <Btn kind="primary" size="sm" testId={`perform-${p.formation}`} disabledReason={reason ?? (p.outcome.ok ? null : pick(p.outcome.error))} onClick={() => sendChecked({ type: "play", cards: [...sel], formation: p.formation }, formationNameOf(view, p.formation, lang), p.outcome.ok ? p.outcome : null)}>
                    {pick(tx("perform", { name: formationNameOf(view, p.formation, lang) }))}
                  </Btn>
                  {p.outcome.ok && <OutcomeLine o={p.outcome} i18n={i18n} />}
                </div>
              ))
            )
          ) : (
            sugg.length > 0 && (
              <>
                {dig?.allowed && (
                  // Digging comes before the action (T4): a shard is +20 HP, +20 max HP and 20 points at the end.
                  <span class="sl-floor-note" data-testid="sugg-dig">
                    {pick(tx("suggestDig", { p: Math.round(dig.chance * 100) }))}
                  </span>
                )}
                {held && (
                  <span class="sl-floor-note" data-testid="sugg-floor-note">
                    {pick(tx("floorHeld", { n: held.floor, cell: held.star }))}
                  </span>
                )}
                <span class="sl-label">{pick(tx("canMake"))}</span>
                {sugg.slice(0, 8).map((s) => (
                  <button key={s.formation} type="button" class="sl-sugg" data-testid="suggestion" data-formation={s.formation} data-cards={s.cards.join(",")} onClick={() => setSel([...s.cards])} title={s.cards.map((c) => cardName(c, lang)).join(" ")}>
                    <b>{formationNameOf(view, s.formation, lang)}</b> <OutcomeLine o={s.outcome} i18n={i18n} />
                  </button>
                ))}
              </>
            )
          )}
        </div>
      )}
      {myTurn && (
        <div class="sl-other-actions">
          {shop?.open && (
            <details class="sl-shop" data-testid="shop" open={view.turnState.stage <= 2 && !view.army.alive}>
              <summary>
                {pick(tx("shop"))} · {pick(tx("points"))} {shop.points}
              </summary>
              <ul>
                {shop.items.map((i) => (
                  <li key={i.item} data-testid={`shop-item-${i.item}`}>
                    <Btn size="sm" testId={`buy-${i.item}`} disabledReason={reason ?? (i.canBuy ? null : i.buyError ? pick(i.buyError) : null)} onClick={() => act({ type: "buy", item: i.item })}>
                      {named(i, lang)} · {pick(tx("buy", { n: i.price }))}
                    </Btn>
                    {i.held && <span class="muted"> {pick(tx("held"))}</span>}
                  </li>
                ))}
              </ul>
            </details>
          )}
          {changes.length > 0 && (
            <details class="sl-change" data-testid="change-panel">
              <summary>{pick(tx("change"))}</summary>
              <ul>
                {changes.map((c) => (
                  <li key={c.profession}>
                    <Btn size="sm" testId={`change-${c.profession}`} disabledReason={reason} onClick={() => send({ type: "change", profession: c.profession, cards: c.cards })}>
                      {pick(tx("changeTo", { name: named(c, lang) }))}
                    </Btn>{" "}
                    <span class="muted">
                      {pick(tx("changeNeeds", { x: pick(c.needs) }))} · {c.cards.map((x) => cardName(x, lang)).join(" ")}
                    </span>
                  </li>
                ))}
              </ul>
            </details>
          )}
          {!view.army.alive && (
            <Btn size="sm" testId="prepare" disabledReason={reason ?? (prepareOk ? null : pick(tx("noFormation")))} onClick={() => send({ type: "prepare", cards: [...sel] })}>
              {pick(tx("prepare"))}
            </Btn>
          )}
          {canPass && (
            <Btn size="sm" testId="pass" disabledReason={reason} onClick={() => send({ type: "pass" })}>
              {pick(tx("pass"))}
            </Btn>
          )}
        </div>
      )}
    </section>
  );
}

/** Asks before a play that hurts the team, listing what it would do to the team (spec §11.1: mind what a copy carries). */
function TeamHarmConfirm({ name, outcome, i18n, onConfirm, onCancel }: { name: string; outcome: ActionOutcome; i18n: I18n; onConfirm: () => void; onCancel: () => void }) {
  const { pick } = i18n;
  return (
    <div class="sl-harm-confirm" role="alertdialog" aria-labelledby="sl-harm-title" data-testid="team-harm-confirm">
      <p id="sl-harm-title">
        <b>{pick(tx("harmTitle", { name }))}</b>
      </p>
      <ul>
        {outcome.teamEffects
          .filter((e) => e.harmful)
          .map((e, i) => (
            <li key={i} data-testid="team-harm-effect" data-kind={e.kind}>
              {pick(e)}
            </li>
          ))}
      </ul>
      <span class="sl-harm-buttons">
        <Btn kind="primary" size="sm" testId="confirm-harm" onClick={onConfirm}>
          {pick(tx("harmConfirm"))}
        </Btn>
        <Btn size="sm" testId="cancel-harm" onClick={onCancel}>
          {pick(tx("cancel"))}
        </Btn>
      </span>
    </div>
  );
}
