import { useEffect, useState } from "preact/hooks";
import type { RatingChangeShown } from "../../../shared/src/protocol/messages";
import { useI18n, type LocalText } from "../i18n";
import { replayPath } from "../replay/api";
import { rx } from "../replay/strings";
import { linkHandler } from "../router";
import type { TableConnection, TableSession } from "../net";
import { seatElement } from "../ui";
import { Btn } from "./Button";
import { Icon } from "./Icon";

/** A rated game's changes: pushed by the room (`ratings`), else (missed while reconnecting) asked of the API once. */
function useRatingChanges(gameId: string, pushed: RatingChangeShown[] | null, wanted: boolean): RatingChangeShown[] | null {
  const [fetched, setFetched] = useState<{ gameId: string; changes: RatingChangeShown[] } | null>(null);
  const need = wanted && !pushed && !!gameId;
  useEffect(() => {
    if (!need) return;
    const timer = setTimeout(
      () =>
        fetch(`/api/ratings/game/${encodeURIComponent(gameId)}`)
          .then((r) => r.json())
          .then((b: { changes: RatingChangeShown[] }) => b.changes.length && setFetched({ gameId, changes: b.changes }))
          .catch(() => undefined),
      1500,
    );
    return () => clearTimeout(timer);
  }, [gameId, need]);
  return pushed ?? (fetched?.gameId === gameId ? fetched.changes : null);
}

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "±0");

/** The end of the game: who won, the scores (with the mode's note on how they were made), rating changes, rematch, replay, seed. */
export function ResultPanel({ session, conn, note }: { session: TableSession; conn: TableConnection; note?: LocalText | null }) {
  const { t, pick, seatName } = useI18n();
  const table = session.table;
  const result = table?.result;
  const pushed = session.ratings && table && session.ratings.gameId === table.gameId ? session.ratings.changes : null;
  const changes = useRatingChanges(table?.gameId ?? "", pushed, table?.status === "finished" && result?.rated === true);
  if (!table || table.status !== "finished" || !result) return null;
  const me = session.seat;
  const asked = me !== null && session.rematch.includes(me);
  const reason = me === null ? t("reasonSpectator") : session.phase !== "connected" ? t("reasonOffline") : asked ? t("rematchRequested") : null;
  return (
    <section class="panel result-panel" data-testid="result">
      <h2 class="panel-title">
        <Icon name="trophy" size={20} /> {t("resultTitle")}
      </h2>
      <p class="result-summary" data-testid="result-summary">
        {pick(result.summary)}
      </p>
      {note && (
        <p class="muted result-note" data-testid="result-note">
          {pick(note)}
        </p>
      )}
      {result.rated === false && (
        <p class="muted" data-testid="result-unrated">
          {t("notRated")}
        </p>
      )}
      {result.rated === true && !changes && (
        <p class="muted" data-testid="result-ratings-pending">
          {t("ratingsPending")}
        </p>
      )}
      <ol class="result-seats">
        {table.seats.map((s) => {
          const won = result.winners.includes(s.index);
          const change = changes?.find((c) => c.seat === s.index);
          return (
            <li key={s.index} class={`result-seat ${won ? "result-win" : ""}`} data-testid={`result-seat-${s.index}`} data-winner={String(won)}>
              <span class={`seat-token el-${seatElement(s.index)}`}>{s.index + 1}</span>
              <span class="result-name">{seatName(s.index)}</span>
              {result.scores && (
                <span class="result-score">
                  {t("score")} {result.scores[s.index]}
                </span>
              )}
              {won && <span class="badge badge-win">{t("winner")}</span>}
              {result.draw && <span class="badge badge-soft">{t("draw")}</span>}
              {result.replacedByBot?.[s.index] && <span class="badge badge-bot">{t("badgeBotTakeover")}</span>}
              {change && (
                <span class="result-rating" data-testid={`result-rating-${s.index}`} title={t("ratingChanges")}>
                  {change.before} → {change.after}
                  {change.provisional ? "?" : ""}{" "}
                  <span class={change.change > 0 ? "result-rating-up" : change.change < 0 ? "result-rating-down" : ""}>({signed(change.change)})</span>
                </span>
              )}
            </li>
          );
        })}
      </ol>
      {session.rematch.length > 0 && (
        <p class="muted" data-testid="rematch-status">
          {session.rematch.map((i) => t("rematchBy", { name: seatName(i) })).join(" ")}
        </p>
      )}
      <div class="btn-row">
        <Btn kind="primary" testId="rematch" disabledReason={reason} onClick={() => conn.send("rematch")}>
          {asked ? t("rematchRequested") : t("rematch")}
        </Btn>
        {table.gameId && (
          <a class="btn btn-secondary btn-md" href={replayPath(table.gameId)} onClick={linkHandler(replayPath(table.gameId))} data-testid="watch-replay">
            {pick(rx("watchTheReplay"))}
          </a>
        )}
      </div>
      {table.seed && (
        <details class="seed">
          <summary>{t("seedReveal")}</summary>
          <code>{table.seed}</code>
          <p class="muted">
            {t("commitment")}: <code>{table.commitment}</code>
          </p>
        </details>
      )}
    </section>
  );
}
