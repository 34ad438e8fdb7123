import { useI18n } from "../i18n";
import type { TableConnection, TableSession } from "../net";
import type { TurnState } from "../turn";
import { seatElement } from "../ui";
import { Btn } from "./Button";

/** Seats with badges; while waiting, the host can add or remove bots seat by seat. Reusable by every game view. */
export function SeatList({ session, conn, botLevel, turn }: { session: TableSession; conn: TableConnection; botLevel: string; turn: TurnState | null }) {
  const { t, seatName } = useI18n();
  const table = session.table;
  if (!table) return null;
  const me = session.seat;
  const amHost = me !== null && !!table.seats[me]?.host;
  const waiting = table.status === "waiting";
  const offline = session.phase !== "connected" ? t("reasonOffline") : null;
  const hostReason = offline ?? (amHost ? null : t("reasonNotHost"));
  return (
    <section class="panel seats-panel">
      <h3 class="panel-title">
        {t("seatsTitle")} <span class="muted">· {t("spectatorsHere", { n: table.spectators })}</span>
      </h3>
      <ol class="seats" data-testid="seats">
        {table.seats.map((seat) => {
          const active = table.status === "playing" && table.activeSeats.includes(seat.index);
          // A seat acting during someone else's turn is answering, not taking its turn.
          const responding = active && !!turn?.responders.includes(seat.index);
          const el = seatElement(seat.index);
          return (
            <li
              key={seat.index}
              class={`seat ${seat.occupied ? "" : "seat-empty"} ${active ? "seat-active" : ""} ${me === seat.index ? "seat-me" : ""}`}
              data-testid={`seat-${seat.index}`}
              data-occupied={String(seat.occupied)}
              data-bot={String(seat.bot)}
              data-connected={String(seat.connected)}
              data-host={String(seat.host)}
              data-me={String(me === seat.index)}
              data-active={String(active)}
            >
              <span class={`seat-token el-${el}`} aria-hidden="true">
                {seat.index + 1}
              </span>
              <span class="seat-main">
                <span class="seat-name" data-testid={`seat-name-${seat.index}`}>
                  {seat.occupied ? seatName(seat.index) : <span class="muted">{t("emptySeat")}</span>}
                </span>
                <span class="badges">
                  {me === seat.index && <span class="badge badge-you">{t("badgeYou")}</span>}
                  {seat.host && <span class="badge badge-host">{t("badgeHost")}</span>}
                  {seat.bot && <span class="badge badge-bot">{seat.replacedByBot ? t("badgeBotTakeover") : t("badgeBot")}</span>}
                  {seat.occupied && !seat.connected && !seat.bot && <span class="badge badge-offline">{t("badgeOffline")}</span>}
                  {active && (responding ? <span class="badge badge-respond">{t("badgeResponding")}</span> : <span class="badge badge-turn">{t("badgeTurn")}</span>)}
                </span>
              </span>
              {waiting && !seat.occupied && (
                <Btn size="sm" testId={`add-bot-${seat.index}`} disabledReason={hostReason} onClick={() => conn.send("addBot", { seat: seat.index, level: botLevel })}>
                  + {t("addBot")}
                </Btn>
              )}
              {waiting && seat.bot && (
                <Btn size="sm" kind="ghost" testId={`remove-bot-${seat.index}`} disabledReason={hostReason} onClick={() => conn.send("removeBot", { seat: seat.index })}>
                  {t("removeBot")}
                </Btn>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
