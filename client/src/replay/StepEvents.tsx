import { joinNames } from "../names";
import { pick } from "../i18n";
import { seatElement } from "../ui";
import type { Position, ReplayModel } from "./model";
import { formatDate, useRx } from "./strings";

/** What happened in this step, every event in the current language (the other one as a tooltip). */
export function StepEvents({ model, position }: { model: ReplayModel; position: Position }) {
  const { r, i18n } = useRx();
  const other = (e: { zh: string; en: string }) => pick(i18n.lang === "zh" ? "en" : "zh", e);
  const seatName = i18n.seatName;
  const BY = { bot: "byBot", timeout: "byTimeout", abandoned: "byAbandoned", away: "byAway", auto: "byAuto" } as const;
  const by = position.by && position.by !== "player" ? r(BY[position.by]) : null;
  return (
    <section class="panel replay-events" data-testid="replay-events" data-step={position.index}>
      <h3 class="panel-title">
        {r("thisStep")}
        {position.index > 0 && <span class="count">#{position.index}</span>}
      </h3>
      {position.index === 0 ? (
        <p class="muted replay-events-empty">{r("noEvents")}</p>
      ) : (
        <>
          <p class="replay-actor">
            <span class={`log-dot el-${seatElement(position.seat)}`} aria-hidden="true" />
            <strong>{r("stepBy", { name: seatName(position.seat) })}</strong>
            {by && <span class="badge badge-bot">{by}</span>}
            {position.t ? <span class="muted replay-time">{formatDate(position.t, i18n.lang)}</span> : null}
          </p>
          <ol class="log replay-event-list">
            {position.events.map((e, i) => (
              <li key={i} class={`log-line ${e.visibleTo ? "log-private" : ""}`} data-testid="replay-event" data-type={e.type} title={other(e)}>
                {e.seat !== undefined && e.seat >= 0 && <span class={`log-dot el-${seatElement(e.seat)}`} aria-hidden="true" />}
                <span>
                  {i18n.pick(e)}
                  {e.visibleTo && <span class="replay-private-note"> ({r("privateEvent", { name: joinNames(e.visibleTo.map(seatName), i18n.lang) })})</span>}
                </span>
              </li>
            ))}
            {position.events.length === 0 && <li class="log-empty">—</li>}
          </ol>
        </>
      )}
    </section>
  );
}
