import { modeModules } from "../games";
import { useI18n } from "../i18n";
import type { SeatInfo, TableConnection, TableSession } from "../net";
import { useNow } from "../ui";
import { Btn } from "./Button";

/** A human seat whose player is connected: the players whose votes count for a hand-over. */
const here = (s: SeatInfo) => s.occupied && s.connected && !s.bot;

/**
 * A dropped player's seat, for everyone: the window counting down to the bot taking it (issue 24: a silent wait read
 * as a frozen table). At a co-op table the host hands the seat to a bot at once; without a host at the table each
 * player votes and a majority of those there decides (the server's rule, seatHandOver.ts).
 */
export function DroppedSeat({ session, conn, seat }: { session: TableSession; conn: TableConnection; seat: SeatInfo }) {
  const { t } = useI18n();
  const table = session.table!;
  const dropped = table.status === "playing" && seat.occupied && !seat.connected && !seat.bot && seat.returnDeadline > 0;
  const now = useNow(dropped, 500);
  if (!dropped) return null;
  const seconds = Math.max(0, Math.ceil((seat.returnDeadline - now) / 1000));
  const me = session.role === "seat" ? session.seat : null;
  const mine = me !== null ? table.seats[me] : undefined;
  const canAsk = !!mine && !!modeModules(table.mode)?.cooperative && session.phase === "connected";
  const hostHere = table.seats.some((s) => s.host && here(s));
  const atTable = table.seats.filter(here);
  const votes = atTable.filter((s) => seat.botVotes & (1 << s.index)).length;
  const voted = me !== null && !!(seat.botVotes & (1 << me));
  const send = () => conn.send("handOver", { seat: seat.index });
  return (
    <span class="seat-dropped" data-testid={`seat-dropped-${seat.index}`} data-seconds={seconds} data-votes={votes}>
      <span class="seat-dropped-clock" role="timer">
        {t("seatReturnCountdown", { s: seconds })}
      </span>
      {canAsk &&
        (mine!.host ? (
          <Btn size="sm" testId={`hand-over-${seat.index}`} onClick={send}>
            {t("handOverNow")}
          </Btn>
        ) : (
          <Btn size="sm" kind="ghost" testId={`hand-over-${seat.index}`} disabledReason={hostHere ? t("handOverHostDecides") : voted ? t("handOverVoted", { n: votes, m: atTable.length }) : null} onClick={send}>
            {t("handOverVote", { n: votes, m: atTable.length })}
          </Btn>
        ))}
    </span>
  );
}
