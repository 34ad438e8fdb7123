import type { SeatInfo } from "../../tableState";
import type { I18n } from "../../i18n";
import { seatElement } from "../../ui";
import { BASE_HP, SLOT_COUNT, cardNameOf, isHidden, type DuelState } from "./model";
import { dx } from "./strings";
import { UnitFace, type Hit } from "./Unit";

/** One side's 本陣 and counters: 生命, 命運, hand / deck / graveyard counts (and, for the other side, its card backs). */
export function SideStrip({ view, seat, info, mine, active, i18n, baseTarget, baseHit, graveOpen, onGrave, onBase }: {
  view: DuelState;
  seat: number;
  info?: SeatInfo;
  mine: boolean;
  active: boolean;
  i18n: I18n;
  /** The 本陣 can be attacked by the selected hero (stab / darts). */
  baseTarget: boolean;
  baseHit?: string;
  graveOpen: boolean;
  onGrave: () => void;
  onBase?: () => void;
}) {
  const { pick } = i18n;
  const p = view.players[seat];
  const pct = Math.max(0, Math.round((p.base / BASE_HP) * 100));
  const name = info ? i18n.seatName(seat) : pick(dx("seatN", { n: seat + 1 }));
  const shownHand = !mine && p.hand.some((c) => !isHidden(c));
  return (
    <div class={`du-strip ${active ? "is-active" : ""} ${mine ? "is-mine" : ""}`} data-testid={`side-${seat}`} data-seat={seat}>
      <span class={`du-seat-dot el-${seatElement(seat)}`} aria-hidden="true" />
      <span class="du-who">
        <strong class="du-name">{name}</strong>
        {view.first === seat && <span class="du-chip" title={pick(dx("firstTitle"))}>{pick(dx("first"))}</span>}
      </span>
      <button
        type="button"
        class={`du-base ${baseTarget ? "is-target" : ""} ${baseHit ? "is-hit" : ""}`}
        data-testid={`base-${seat}`}
        data-hp={p.base}
        data-target={String(baseTarget)}
        disabled={!baseTarget}
        onClick={onBase}
        title={pick(dx("baseTitle"))}
      >
        <span class="du-base-label">{pick(dx("base"))}</span>
        <span class="du-base-bar">
          <span class={`du-base-fill ${pct <= 30 ? "is-low" : ""}`} style={{ width: `${pct}%` }} />
        </span>
        <span class="du-base-num">
          {p.base}/{BASE_HP}
        </span>
        {baseHit && <span class="du-float du-float-dmg">{baseHit}</span>}
      </button>
      <span class="du-count du-mana" data-testid={`mana-${seat}`} data-mana={p.mana} data-max={p.maxMana} title={pick(dx("fateTitle"))}>
        <span class="du-count-label">{pick(dx("fate"))}</span> <strong>{p.mana}</strong>/{p.maxMana}
      </span>
      <span class="du-count" data-testid={`hand-${seat}`} data-count={p.hand.length} title={pick(dx("handTitle"))}>
        <span class="du-count-label">{pick(dx("hand"))}</span> <strong>{p.hand.length}</strong>
      </span>
      <span class="du-count" data-testid={`deck-${seat}`} data-count={p.deck.length} title={pick(dx("deckTitle"))}>
        <span class="du-count-label">{pick(dx("deck"))}</span> <strong>{p.deck.length}</strong>
      </span>
      <button type="button" class={`du-count du-grave-btn ${graveOpen ? "is-open" : ""}`} data-testid={`grave-${seat}`} data-count={p.discard.length} aria-expanded={graveOpen} onClick={onGrave} title={pick(dx("graveTitle"))}>
        <span class="du-count-label">{pick(dx("grave"))}</span> <strong>{p.discard.length}</strong>
      </button>
      {!mine && p.hand.length > 0 && (
        <span class="du-backs" data-testid={`hand-cards-${seat}`} aria-label={pick(dx("handN", { n: p.hand.length }))}>
          {p.hand.map((c, i) =>
            shownHand ? (
              <span key={i} class="du-mini-card" data-testid="revealed-card" data-def={c.def}>
                {cardNameOf(c.def, i18n.lang)} <em>{c.cost}</em>
              </span>
            ) : (
              <span key={i} class="du-back" data-testid="card-back" />
            ),
          )}
        </span>
      )}
    </div>
  );
}

/** One side's five 欄位. */
export function Row({ view, seat, i18n, selected, attackers, targets, summonSlots, hits, onUnit, onSlot }: {
  view: DuelState;
  seat: number;
  i18n: I18n;
  selected: number | null;
  /** Heroes that may attack now (mine, on my turn). */
  attackers: Set<number>;
  /** Heroes the selected attacker may attack. */
  targets: Set<number>;
  /** Empty slots the selected hand card may be summoned into. */
  summonSlots: Set<number>;
  hits: Map<number, Hit>;
  onUnit: (id: number) => void;
  onSlot: (slot: number) => void;
}) {
  const { pick } = i18n;
  const board = view.players[seat].board;
  return (
    <div class="du-row" data-testid={`row-${seat}`}>
      {Array.from({ length: SLOT_COUNT }, (_, i) => {
        const u = board[i] ?? null;
        const canSummon = !u && summonSlots.has(i);
        return (
          <div key={i} class={`du-slot ${u ? "" : "is-empty"} ${canSummon ? "is-drop" : ""}`} data-testid={`slot-${seat}-${i}`} data-empty={String(!u)} data-summon={String(canSummon)}>
            {u ? (
              <UnitFace u={u} seat={seat} i18n={i18n} selected={selected === u.id} canAttack={attackers.has(u.id)} target={targets.has(u.id)} hit={hits.get(u.id)} onClick={() => onUnit(u.id)} />
            ) : canSummon ? (
              <button type="button" class="du-drop" data-testid={`summon-slot-${i}`} onClick={() => onSlot(i)}>
                {pick(dx("summonHere"))}
              </button>
            ) : (
              <span class="du-slot-n">{i + 1}</span>
            )}
          </div>
        );
      })}
    </div>
  );
}
