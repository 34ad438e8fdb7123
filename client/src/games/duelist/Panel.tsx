import type { ComponentChildren } from "preact";
import { useState } from "preact/hooks";
import { Btn } from "../../components/Button";
import type { I18n } from "../../i18n";
import { abilitiesOf, abilityLabel, attackPreview, cardNameOf, castPreview, defOf, groupCards, healDefaults, refusal, unitText, type AttackPreview, type AttackTarget, type Card, type DuelAction, type DuelState, type Moves, type Unit } from "./model";
import { dx } from "./strings";

/** What is selected on the board: a hand card, an attacker (and its target), or a hero to look at. */
export type Selection = { kind: "hand"; card: number } | { kind: "attacker"; unit: number; target: AttackTarget | null } | { kind: "inspect"; unit: number } | null;

interface PanelProps {
  view: DuelState;
  mySeat: number | null;
  sel: Selection;
  setSel: (s: Selection) => void;
  moves: Moves;
  blockedReason: string | null;
  act: (a: DuelAction) => void;
  names: (seat: number) => string;
  i18n: I18n;
  finished: boolean;
}

/**
 * The side panel: details and previews for the selection (from the shared engine on your own view), the buttons
 * that act on it, and the pile being looked at.
 */
export function Panel(props: PanelProps) {
  const { view, mySeat, sel, i18n, finished } = props;
  const { pick } = i18n;
  const unitOf = (id: number): { u: Unit; seat: number } | null => {
    for (const seat of [0, 1]) {
      const u = view.players[seat].board.find((x) => x?.id === id);
      if (u) return { u, seat };
    }
    return null;
  };
  let body;
  if (sel?.kind === "hand" && mySeat !== null) {
    const c = view.players[mySeat].hand.find((x) => x.id === sel.card);
    body = c ? <HandDetail {...props} c={c} seat={mySeat} /> : null;
  } else if (sel?.kind === "attacker" && mySeat !== null) {
    const found = unitOf(sel.unit);
    body = found ? <AttackDetail {...props} u={found.u} seat={mySeat} target={sel.target} /> : null;
  } else if (sel?.kind === "inspect") {
    const found = unitOf(sel.unit);
    body = found ? <UnitDetail u={found.u} i18n={i18n} owner={props.names(found.seat)} /> : null;
  }
  const hint = finished ? dx("hintOver") : mySeat === null ? dx("hintWatching") : props.blockedReason ? dx("hintWaiting") : dx("hintMyTurn");
  return (
    <div class="du-panel-body" data-testid="du-panel" data-selection={sel ? sel.kind : "none"}>
      {body ?? <p class="muted du-hint" data-testid="du-hint">{pick(hint)}</p>}
      {sel && (
        <button type="button" class="du-link" data-testid="clear-selection" onClick={() => props.setSel(null)}>
          {pick(dx("clear"))}
        </button>
      )}
    </div>
  );
}

function CardHead({ def, cost, i18n }: { def: string; cost: number; i18n: I18n }) {
  const { pick, lang } = i18n;
  const d = defOf(def);
  return (
    <div class="du-detail-head">
      <span class={`du-cost ${cost < d.cost ? "is-cheaper" : ""}`}>{cost}</span>
      <strong class="du-detail-name">{cardNameOf(def, lang)}</strong>
      <span class="du-chip">{pick(d.kind === "unit" ? dx("unit") : dx("secret"))}</span>
      {cost !== d.cost && <span class="muted">{pick(dx("printedCost", { n: d.cost }))}</span>}
    </div>
  );
}

function HandDetail({ c, seat, view, moves, blockedReason, act, i18n }: PanelProps & { c: Card; seat: number }) {
  const { pick, lang } = i18n;
  const d = defOf(c.def);
  if (d.kind === "unit") {
    const slots = moves.summonSlots.get(c.id) ?? [];
    const empty = view.players[seat].board.findIndex((u) => u === null);
    const why = blockedReason ?? (slots.length ? null : pick(refusal(view, seat, { type: "summon", card: c.id, slot: Math.max(0, empty) }) ?? dx("hintWaiting")));
    return (
      <div class="du-detail" data-testid="hand-detail" data-card={c.id}>
        <CardHead def={c.def} cost={c.cost} i18n={i18n} />
        <p class="du-line">{pick(dx("stats", { z: d.zui, a: d.an, t: d.tong }))} · {pick(dx("hpOnSummon", { n: c.cost === 0 ? 1 : c.cost * 2 }))}</p>
        <AbilityList items={unitText(d, lang)} i18n={i18n} />
        <div class="du-actions-row">
          <Btn kind="primary" testId="action-summon" disabledReason={why} onClick={() => act({ type: "summon", card: c.id, slot: slots[0] })}>
            {pick(dx("summonLeftmost", { n: (slots[0] ?? empty) + 1 }))}
          </Btn>
        </div>
        {slots.length > 1 && !blockedReason && <p class="muted du-small">{pick(dx("summonPickSlot"))}</p>}
      </div>
    );
  }
  const p = castPreview(view, seat, c.id);
  const why = blockedReason ?? (moves.casts.has(c.id) ? null : p.ok ? null : pick(p));
  return (
    <div class="du-detail" data-testid="hand-detail" data-card={c.id}>
      <CardHead def={c.def} cost={c.cost} i18n={i18n} />
      <p class="du-text">{pick(d.text)}</p>
      {p.ok && (
        <div class="du-preview" data-testid="cast-preview" data-fails={p.fails ? p.fails.code : ""} data-exact={String(p.exact)}>
          {p.fails ? (
            <p class="du-warn" data-testid="cast-fails">{pick(dx("castFails", { why: pick(p.fails) }))}</p>
          ) : (
            <>
              <p class="du-ok">{pick(dx("castResolves"))}</p>
              <p class="muted du-small">{pick(p.exact ? dx("castExact") : dx("castNotExact"))}</p>
            </>
          )}
        </div>
      )}
      <div class="du-actions-row">
        <Btn kind="primary" testId="action-cast" disabledReason={why} onClick={() => act({ type: "cast", card: c.id })}>
          {pick(dx("cast"))}
        </Btn>
      </div>
      {p.ok && !p.fails && <Steps steps={p.steps.filter((s) => s.type !== "cast")} i18n={i18n} />}
    </div>
  );
}

function AttackDetail({ u, seat, target, view, moves, blockedReason, act, setSel, names, i18n }: PanelProps & { u: Unit; seat: number; target: AttackTarget | null }) {
  const { pick } = i18n;
  const targets = moves.attacks.get(u.id) ?? [];
  const foe = 1 - seat;
  const stab = targets.includes("base-stab");
  const dart = targets.includes("base-dart");
  const preview = target !== null ? attackPreview(view, seat, u.id, target) : null;
  return (
    <div class="du-detail" data-testid="attack-detail" data-unit={u.id}>
      <UnitDetail u={u} i18n={i18n} compact />
      <p class="du-line">{pick(dx("attacksLeft", { n: u.attacksLeft }))}</p>
      <p class="muted du-small">{pick(dx("pickTarget"))}</p>
      <div class="du-targets">
        {stab && (
          <Btn size="sm" testId="target-base-stab" kind={target === "base-stab" ? "primary" : "secondary"} onClick={() => setSel({ kind: "attacker", unit: u.id, target: "base-stab" })}>
            {pick(dx("targetStab", { n: u.tong }))}
          </Btn>
        )}
        {dart && (
          <Btn size="sm" testId="target-base-dart" kind={target === "base-dart" ? "primary" : "secondary"} onClick={() => setSel({ kind: "attacker", unit: u.id, target: "base-dart" })}>
            {pick(dx("targetDart", { n: Math.ceil(u.an / 2) }))}
          </Btn>
        )}
      </div>
      {preview && !preview.ok && <p class="du-warn">{pick(preview)}</p>}
      {target !== null && (
        // The outcome, then the button, then the rounds: the button stays in sight however long the clash is.
        <AttackPreviewView p={preview && preview.ok ? preview : null} foeName={names(foe)} i18n={i18n}>
          <div class="du-actions-row">
            <Btn kind="primary" testId="action-attack" disabledReason={blockedReason ?? (preview && !preview.ok ? pick(preview) : null)} onClick={() => act({ type: "attack", unit: u.id, target })}>
              {pick(dx("attack"))}
            </Btn>
          </div>
        </AttackPreviewView>
      )}
    </div>
  );
}

/** The engine's preview of an attack: the outcome, `children` (the button that attacks), then round by round with its numbers. */
export function AttackPreviewView({ p, foeName, i18n, children }: { p: AttackPreview | null; foeName: string; i18n: I18n; children?: ComponentChildren }) {
  const { pick, lang } = i18n;
  if (!p) return <>{children}</>;
  const side = (o: AttackPreview["attacker"]) => (
    <li data-testid={`outcome-${o.id}`} data-after-hp={o.after ? o.after.hp : "fallen"}>
      <strong>{cardNameOf(o.def, lang)}</strong> {o.after ? pick(dx("survives", { from: o.before.hp, to: o.after.hp })) : <span class="du-bad">{pick(dx("falls"))}</span>}
    </li>
  );
  return (
    <div class="du-preview" data-testid="attack-preview" data-kind={p.kind} data-wins={String(p.wins)} data-base-damage={p.baseDamage}>
      <h4 class="du-sub">{pick(dx("outcome"))}</h4>
      <ul class="du-outcome">
        {side(p.attacker)}
        {p.defender && side(p.defender)}
        {p.kind === "base" && <li>{pick(dx("baseDamage", { name: foeName, from: p.baseAfter + p.baseDamage, to: p.baseAfter }))}</li>}
      </ul>
      {p.wins && <p class="du-ok du-win">{pick(dx("winsGame"))}</p>}
      {children}
      <h4 class="du-sub">{pick(p.kind === "clash" ? dx("previewTitle") : dx("baseAttackTitle"))}</h4>
      <Steps steps={p.steps.filter((s) => s.round !== "start")} i18n={i18n} />
    </div>
  );
}

const ROUND_KEYS = ["start", "ult", "R1", "lime", "R2", "R3", "bell", "end", "base", "spell", "poison"] as const;
type RoundKey = (typeof ROUND_KEYS)[number];
export function roundLabel(round: string, i18n: I18n): string | null {
  return (ROUND_KEYS as readonly string[]).includes(round) ? i18n.pick(dx(`round_${round as RoundKey}`)) : null;
}

export function Steps({ steps, i18n, current }: { steps: { round: string; zh: string; en: string }[]; i18n: I18n; current?: number }) {
  const { pick } = i18n;
  return (
    <ol class="du-steps" data-testid="preview-steps">
      {steps.map((s, i) => {
        const label = roundLabel(s.round, i18n);
        return (
          <li key={i} class={`du-step ${current === i ? "is-current" : ""} ${current !== undefined && i > current ? "is-later" : ""}`} data-round={s.round}>
            {label && <span class={`du-round du-round-${s.round}`}>{label}</span>}
            <span>{pick(s)}</span>
          </li>
        );
      })}
    </ol>
  );
}

export function UnitDetail({ u, i18n, owner, compact }: { u: Unit; i18n: I18n; owner?: string; compact?: boolean }) {
  const { pick, lang } = i18n;
  const d = defOf(u.def);
  const abilities = abilitiesOf(u.kw).map((a) => abilityLabel(a.key, a.n, lang));
  if (d.kind === "unit") {
    for (const c of d.call) abilities.push(lang === "zh" ? `呼出 ${cardNameOf(c.id, "zh")}` : `Calls ${cardNameOf(c.id, "en")}`);
    for (const t of d.teach) abilities.push(lang === "zh" ? `傳授 ${cardNameOf(t.id, "zh")}` : `Teaches ${cardNameOf(t.id, "en")}`);
  }
  return (
    <div class="du-detail" data-testid="unit-detail" data-unit={u.id}>
      <CardHead def={u.def} cost={u.cost} i18n={i18n} />
      {owner && !compact && <p class="muted du-small">{owner}</p>}
      <p class="du-line">
        {pick(dx("hpOf", { hp: u.hp, max: u.maxHp }))} · {pick(dx("stats", { z: u.zui, a: u.an, t: u.tong }))}
      </p>
      <AbilityList items={abilities} i18n={i18n} />
    </div>
  );
}

function AbilityList({ items, i18n }: { items: string[]; i18n: I18n }) {
  if (items.length === 0) return <p class="muted du-small">{i18n.pick(dx("noAbilities"))}</p>;
  return (
    <p class="du-abilities du-abilities-detail">
      {items.map((t) => (
        <span key={t} class="du-ab">
          {t}
        </span>
      ))}
    </p>
  );
}

/** A pile as a list of names (a discard pile, or what your own deck holds). */
export function PileList({ title, cards, i18n, testId }: { title: string; cards: readonly Card[]; i18n: I18n; testId: string }) {
  const { pick, lang } = i18n;
  const groups = groupCards(cards);
  return (
    <div class="du-pile" data-testid={testId} data-count={cards.length}>
      <h4 class="du-sub">{title}</h4>
      {groups.length === 0 ? (
        <p class="muted du-small">{pick(dx("graveEmpty"))}</p>
      ) : (
        <ul class="du-pile-list">
          {groups.map((g) => (
            <li key={`${g.def}:${g.cost}`}>
              <span class="du-cost">{g.cost}</span> {cardNameOf(g.def, lang)}
              {g.n > 1 && <span class="muted"> ×{g.n}</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** End turn (with the 醫術 targets, when you have healers and want to choose) and concede. */
export function TurnButtons({ view, mySeat, moves, blockedReason, concedeReason, act, names, i18n }: {
  view: DuelState;
  mySeat: number;
  moves: Moves;
  blockedReason: string | null;
  concedeReason: string | null;
  act: (a: DuelAction) => void;
  names: (seat: number) => string;
  i18n: I18n;
}) {
  const { pick, lang } = i18n;
  const [asking, setAsking] = useState(false);
  const [chooseHeal, setChooseHeal] = useState(false);
  const defaults = healDefaults(view, mySeat);
  const [heal, setHeal] = useState<Record<number, number>>({});
  const mine = view.players[mySeat].board.filter((u): u is Unit => u !== null);
  const healList = defaults.map((d) => ({ holder: d.holder.id, target: heal[d.holder.id] ?? d.target }));
  const end = () => act(chooseHeal && healList.length ? { type: "endTurn", heal: healList } : { type: "endTurn" });
  void names;
  return (
    <div class="du-turn-buttons">
      {defaults.length > 0 && !blockedReason && (
        <div class="du-heal" data-testid="heal-choice">
          <label class="check">
            <input type="checkbox" data-testid="heal-toggle" checked={chooseHeal} onChange={(e) => setChooseHeal((e.currentTarget as HTMLInputElement).checked)} />
            <span>
              {pick(dx("healChoose"))} {!chooseHeal && <span class="muted du-small">{pick(dx("healAuto"))}</span>}
            </span>
          </label>
          {chooseHeal &&
            defaults.map((d) => (
              <label key={d.holder.id} class="field inline du-heal-row">
                <span class="field-label">{pick(dx("healBy", { name: cardNameOf(d.holder.def, lang) }))}</span>
                <select data-testid={`heal-target-${d.holder.id}`} value={String(heal[d.holder.id] ?? d.target)} onChange={(e) => setHeal({ ...heal, [d.holder.id]: Number((e.currentTarget as HTMLSelectElement).value) })}>
                  {mine.map((u) => (
                    <option key={u.id} value={String(u.id)}>
                      {cardNameOf(u.def, lang)} ({u.hp}/{u.maxHp})
                    </option>
                  ))}
                </select>
              </label>
            ))}
        </div>
      )}
      <div class="du-actions-row">
        <Btn kind={moves.attacks.size === 0 ? "primary" : "secondary"} testId="action-end-turn" disabledReason={blockedReason ?? (moves.endTurn ? null : pick(dx("hintWaiting")))} onClick={end}>
          {pick(dx("endTurn"))}
        </Btn>
        {!asking ? (
          <Btn kind="ghost" size="sm" testId="action-concede" disabledReason={concedeReason} onClick={() => setAsking(true)}>
            {pick(dx("concede"))}
          </Btn>
        ) : (
          <span class="du-confirm" data-testid="concede-confirm-box">
            <span class="du-small">{pick(dx("concedeAsk"))}</span>
            <Btn kind="danger" size="sm" testId="confirm-concede" disabledReason={concedeReason} onClick={() => { setAsking(false); act({ type: "concede" }); }}>
              {pick(dx("concedeConfirm"))}
            </Btn>
            <Btn kind="ghost" size="sm" testId="cancel-concede" onClick={() => setAsking(false)}>
              {pick(dx("cancel"))}
            </Btn>
          </span>
        )}
      </div>
    </div>
  );
}
