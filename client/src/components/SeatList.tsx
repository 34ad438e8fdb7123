import type { ComponentChildren } from "preact";
import { useI18n } from "../i18n";
import type { TableConnection, TableSession } from "../net";
import type { TurnState } from "../turn";
import { seatPresence } from "../presence";
import { seatElement } from "../ui";
import { Btn } from "./Button";
import { DroppedSeat } from "./DroppedSeat";
import { runningClock, SeatClock } from "./TurnTimer";

/**
 * Seats with badges (you, host, and for everyone whether its player is here: connected, dropped with the countdown
 * to a bot, away, bot; to move or responding) and the running clock beside its seat;
 * while waiting, the host can add or remove bots seat by seat. `children` go under the seats (your own settings).
 * Reusable by every game view.
 */
export function SeatList({ session, conn, botLevel, turn, children }: { session: TableSession; conn: TableConnection; botLevel: string; turn: TurnState | null; children?: ComponentChildren }) {
  const { t, seatName } = useI18n();
  const table = session.table;
  if (!table) return null;
  const me = session.seat;
  const amHost = me !== null && !!table.seats[me]?.host;
  const waiting = table.status === "waiting";
  const offline = session.phase !== "connected" ? t("reasonOffline") : null;
  const hostReason = offline ?? (amHost ? null : t("reasonNotHost"));
  const clock = runningClock(table);
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
          const presence = seatPresence(seat);
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
              data-away={String(seat.away)}
              data-presence={presence}
            >
              <span class={`seat-token el-${el}`} aria-hidden="true">
                {seat.index + 1}
              </span>
              <span class="seat-main">
                <span class="seat-line">
                  <span class="seat-name" data-testid={`seat-name-${seat.index}`}>
                    {seat.occupied ? seatName(seat.index) : <span class="muted">{t("emptySeat")}</span>}
                  </span>
                  {seat.occupied && seat.rating > 0 && (
                    <span class="seat-rating" data-testid={`seat-rating-${seat.index}`} title={t("ratingTitle")}>
                      {seat.rating}
                      {seat.provisional ? "?" : ""}
                    </span>
                  )}
                </span>
                <span class="badges">
                  {me === seat.index && <span class="badge badge-you">{t("badgeYou")}</span>}
                  {seat.host && <span class="badge badge-host">{t("badgeHost")}</span>}
                  {seat.bot && <span class="badge badge-bot">{seat.replacedByBot ? t("badgeBotTakeover") : t("badgeBot")}</span>}
                  {/* Your own seat is plainly here: the badge is for the others'. */}
                  {presence === "connected" && me !== seat.index && <span class="badge badge-online">{t("badgeOnline")}</span>}
                  {presence === "dropped" && <span class="badge badge-offline">{t("badgeOffline")}</span>}
                  {seat.away && <span class="badge badge-away">{t("badgeAway")}</span>}
                  {active && (responding ? <span class="badge badge-respond">{t("badgeResponding")}</span> : <span class="badge badge-turn">{t("badgeTurn")}</span>)}
                  {clock?.seat === seat.index && <SeatClock clock={clock} />}
                </span>
                {seat.away && (
                  <span class="seat-away-note" data-testid={`seat-away-${seat.index}`}>
                    {t("awayNote", { name: seatName(seat.index) })}
                  </span>
                )}
                <DroppedSeat session={session} conn={conn} seat={seat} />
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
      {children}
    </section>
  );
}
