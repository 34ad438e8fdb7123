import { useEffect, useRef } from "preact/hooks";
import { seatElement } from "../ui";
import { moveLabel, type ReplayModel } from "./model";
import { useRx } from "./strings";

/** Every move grouped by turn (engine.turnNumber); click a turn or a move to jump there. */
export function MoveList({ model, step, onJump }: { model: ReplayModel; step: number; onJump: (n: number) => void }) {
  const { r, i18n } = useRx();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current?.querySelector<HTMLElement>('[aria-current="step"]');
    const list = box.current;
    if (!el || !list) return;
    // Keep the current move in view inside the list only (scrollIntoView would scroll the page too).
    const er = el.getBoundingClientRect();
    const lr = list.getBoundingClientRect();
    if (er.top < lr.top || er.bottom > lr.bottom) list.scrollTop += er.top - lr.top - (lr.height - er.height) / 2;
  }, [step]);
  return (
    <section class="panel replay-moves">
      <h3 class="panel-title">
        {r("movesTitle")} <span class="count">{model.positions.length - 1}</span>
      </h3>
      <div class="replay-move-list" ref={box} data-testid="replay-turns">
        {model.turns.map((t) => (
          <div key={t.first} class="replay-turn" data-turn={t.turn}>
            <button type="button" class={`replay-turn-head ${step >= t.first && step <= t.last ? "current" : ""}`} data-testid={`replay-turn-${t.turn}`} onClick={() => onJump(t.first)}>
              {t.first === 0 && t.last === 0 ? r("atStart") : r("turnLabel", { n: t.turn })}
            </button>
            <ol class="replay-turn-moves">
              {model.positions.slice(t.first, t.last + 1).map((p) =>
                p.index === 0 ? null : (
                  <li key={p.index}>
                    <button
                      type="button"
                      class={`replay-move ${p.index === step ? "current" : ""}`}
                      aria-current={p.index === step ? "step" : undefined}
                      data-testid={`replay-move-${p.index}`}
                      onClick={() => onJump(p.index)}
                    >
                      <span class="replay-move-n">{p.index}</span>
                      <span class={`log-dot el-${seatElement(p.seat)}`} aria-hidden="true" />
                      <span class="replay-move-text">{moveLabel(p, i18n.pick)}</span>
                    </button>
                  </li>
                ),
              )}
            </ol>
          </div>
        ))}
      </div>
    </section>
  );
}
