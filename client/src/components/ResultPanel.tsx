import { useI18n, type LocalText } from "../i18n";
import { replayPath } from "../replay/api";
import { rx } from "../replay/strings";
import { linkHandler } from "../router";
import type { TableConnection, TableSession } from "../net";
import { seatElement } from "../ui";
import { Btn } from "./Button";
import { Icon } from "./Icon";

/** The end of the game: who won, the scores (with the mode's note on how they were made), rematch, replay, seed. */
export function ResultPanel({ session, conn, note }: { session: TableSession; conn: TableConnection; note?: LocalText | null }) {
  const { t, pick, seatName } = useI18n();
  const table = session.table;
  const result = table?.result;
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
      <ol class="result-seats">
        {table.seats.map((s) => {
          const won = result.winners.includes(s.index);
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
