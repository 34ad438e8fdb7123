import type { I18n } from "../../i18n";
import { CardFace } from "./Card";
import { cardRotation, cellName, displayCells, type ShengkeState } from "./model";
import { sx } from "./strings";

export interface CellMark {
  /** Clickable now (a legal summon cell or curse target). */
  legal?: boolean;
  /** Dimmed with this reason (an illegal cell while a card or curse is selected). */
  dimReason?: string;
  /** The preview destroys the card here. */
  destroy?: string;
  /** The previewed summon lands here. */
  ghost?: boolean;
  /** Token badges the preview gains from this cell. */
  selected?: boolean;
}

export interface BoardProps {
  s: ShengkeState;
  bottomSeat: number;
  mySeat: number | null;
  i18n: I18n;
  marks: Record<number, CellMark>;
  /** Cells in the inspected card's 入 / 出 ranges, and the card's own cell. */
  ranges: { source: number; inCells: number[]; outCells: number[] } | null;
  ghostCard: { id: string } | null;
  onCellEnter: (cell: number) => void;
  onCellLeave: () => void;
  onCellClick: (cell: number) => void;
}

/** The 5×5 場地區 seen from `bottomSeat`'s side: that seat's cards upright, the other's turned. */
export function Board({ s, bottomSeat, mySeat, i18n, marks, ranges, ghostCard, onCellEnter, onCellLeave, onCellClick }: BoardProps) {
  const { pick } = i18n;
  const order = displayCells(bottomSeat);
  const placed = new Set(s.t.placed);
  const prot = new Set(s.t.protected);
  const inSet = new Set(ranges?.inCells ?? []);
  const outSet = new Set(ranges?.outCells ?? []);
  const files = bottomSeat === 0 ? ["a", "b", "c", "d", "e"] : ["e", "d", "c", "b", "a"];
  const ranks = bottomSeat === 0 ? [5, 4, 3, 2, 1] : [1, 2, 3, 4, 5];
  return (
    <div class="sk-board-wrap">
      <div class="sk-ranks" aria-hidden="true">
        {ranks.map((r) => (
          <span key={r}>{r}</span>
        ))}
      </div>
      <div class="sk-board" data-testid="sk-board" data-bottom-seat={bottomSeat} role="grid" onMouseLeave={onCellLeave}>
        {order.map((c) => {
          const bc = s.board[c];
          const card = bc ? s.cards[bc.id] : null;
          const m = marks[c] ?? {};
          const cls = [
            "sk-cell",
            bc ? `sk-cell-owner-${bc.owner === mySeat ? "me" : mySeat === null ? `p${bc.owner}` : "opp"}` : "sk-cell-empty",
            m.legal ? "sk-cell-legal" : "",
            m.dimReason && !bc ? "sk-cell-dim" : "",
            m.selected ? "sk-cell-selected" : "",
            m.destroy ? "sk-cell-doomed" : "",
            inSet.has(c) ? "sk-rng-in" : "",
            outSet.has(c) ? "sk-rng-out" : "",
            ranges?.source === c ? "sk-rng-source" : "",
            bc && placed.has(bc.id) ? "sk-cell-placed" : "",
          ].join(" ");
          const label = card ? `${cellName(c)} ${card.zh} (${card.en})` : pick(sx("cellEmpty", { cell: cellName(c) }));
          return (
            <div
              key={c}
              class={cls}
              role="gridcell"
              tabIndex={m.legal || bc ? 0 : -1}
              aria-label={label}
              title={m.dimReason ?? undefined}
              data-testid={`sk-cell-${c}`}
              data-cell={c}
              data-name={cellName(c)}
              data-legal={m.legal ? "true" : undefined}
              data-reason={m.dimReason}
              data-card={bc?.id}
              data-owner={bc?.owner}
              onMouseEnter={() => onCellEnter(c)}
              onFocus={() => onCellEnter(c)}
              onClick={() => onCellClick(c)}
              onKeyDown={(e) => {
                if (e.key === "Enter" || e.key === " ") {
                  e.preventDefault();
                  onCellClick(c);
                }
              }}
            >
              {bc ? (
                <span class={`sk-owner sk-seat-${bc.owner === 0 ? "south" : "north"}`} data-testid="sk-cell-owner" title={bc.owner === mySeat ? pick(sx("you")) : pick(sx("playerN", { n: bc.owner + 1 }))}>
                  {bc.owner + 1}
                </span>
              ) : (
                <span class="sk-cell-name" aria-hidden="true">
                  {cellName(c)}
                </span>
              )}
              {card && bc && (
                <CardFace card={card} i18n={i18n} front={cardRotation(bc.facing, bottomSeat)} testId="sk-board-card" extraClass={`${prot.has(bc.id) ? "sk-card-protected" : ""} ${bc.owner === s.first ? "sk-card-first" : ""} sk-card-of-${bc.owner === mySeat ? "me" : mySeat === null ? `p${bc.owner}` : "opp"} sk-owner-seat-${bc.owner}`} />
              )}
              {!bc && m.ghost && ghostCard && s.cards[ghostCard.id] && (
                <CardFace card={s.cards[ghostCard.id]} i18n={i18n} front={cardRotation(mySeat === 1 ? 2 : 0, bottomSeat)} extraClass="sk-card-ghost" />
              )}
              {outSet.has(c) && (
                <span class="sk-rng-tag sk-rng-tag-out" data-testid="sk-range-out">
                  {pick(sx("out"))}
                </span>
              )}
              {inSet.has(c) && (
                <span class="sk-rng-tag sk-rng-tag-in" data-testid="sk-range-in">
                  {pick(sx("in"))}
                </span>
              )}
              {m.destroy && (
                <span class="sk-destroy-mark" data-testid="sk-preview-destroy" title={m.destroy} aria-label={m.destroy}>
                  ✕
                </span>
              )}
              {bc && placed.has(bc.id) && <span class="sk-placed-dot" title={pick(sx("placedThisTurn"))} />}
            </div>
          );
        })}
      </div>
      <div class="sk-files" aria-hidden="true">
        {files.map((f) => (
          <span key={f}>{f}</span>
        ))}
      </div>
    </div>
  );
}
