import { useI18n } from "../i18n";
import type { TableSnapshot } from "../net";
import { useNow } from "../ui";
import { Icon } from "./Icon";

/**
 * The running clock as the table syncs it: whose (`clockSeat`), which (`clockKind`: a whole turn's or a response
 * window's) and until when (`turnDeadline`). The seconds count down here between patches, so the server sends the
 * deadline once per decision, not a tick per second.
 */
export interface RunningClock {
  seat: number;
  kind: "turn" | "response";
  deadline: number;
  /** The clock's full length in seconds (for the bar). */
  total: number;
}

/** The clock that runs now, or null: no clock at this table, nobody to decide, or a bot is moving. */
export function runningClock(table: TableSnapshot): RunningClock | null {
  if (table.status !== "playing" || table.turnDeadline <= 0 || table.clockSeat < 0 || !table.clockKind) return null;
  const total = table.clockKind === "turn" ? table.turnSeconds : table.responseSeconds;
  return { seat: table.clockSeat, kind: table.clockKind, deadline: table.turnDeadline, total };
}

/** Whole seconds left (rounded up, never below 0) and the share of the clock left (0–1). */
function remaining(clock: RunningClock, now: number) {
  const ms = clock.deadline - now;
  return { seconds: Math.max(0, Math.ceil(ms / 1000)), fraction: clock.total > 0 ? Math.min(1, Math.max(0, ms / (clock.total * 1000))) : 0 };
}

/** The header's countdown: whose clock, which kind, seconds left and a bar. Renders nothing when no clock runs. */
export function TurnTimer({ table, mySeat }: { table: TableSnapshot; mySeat: number | null }) {
  const { t, seatName } = useI18n();
  const clock = runningClock(table);
  const now = useNow(!!clock);
  if (!clock) return null;
  const { seconds, fraction } = remaining(clock, now);
  const mine = clock.seat === mySeat;
  const label =
    clock.kind === "turn"
      ? mine
        ? t("clockTurnMine")
        : t("clockTurnOf", { name: seatName(clock.seat) })
      : mine
        ? t("clockResponseMine")
        : t("clockResponseOf", { name: seatName(clock.seat) });
  return (
    <div
      class={`timer timer-${clock.kind} ${mine ? "timer-mine" : ""} ${seconds <= 10 ? "timer-low" : ""}`}
      data-testid="timer"
      data-seconds={seconds}
      data-clock-seat={clock.seat}
      data-clock-kind={clock.kind}
      role="timer"
    >
      <span class="timer-text">
        <Icon name="clock" size={15} /> <span class="timer-label">{label}</span> <span class="timer-left">{t("timeLeft", { s: seconds })}</span>
      </span>
      <span class="timer-bar" aria-hidden="true">
        <span class="timer-fill" style={{ width: `${fraction * 100}%` }} />
      </span>
    </div>
  );
}

/** The small countdown beside the seat whose clock runs (in the seat list). */
export function SeatClock({ clock }: { clock: RunningClock }) {
  const { t } = useI18n();
  const now = useNow(true);
  const { seconds } = remaining(clock, now);
  return (
    <span class={`seat-clock seat-clock-${clock.kind} ${seconds <= 10 ? "timer-low" : ""}`} data-testid={`seat-clock-${clock.seat}`} data-seconds={seconds} data-clock-kind={clock.kind}>
      <Icon name="clock" size={12} /> {clock.kind === "turn" ? t("seatClockTurn") : t("seatClockResponse")} {t("timerSeconds", { n: seconds })}
    </span>
  );
}
