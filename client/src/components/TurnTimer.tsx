import { useI18n } from "../i18n";
import { useNow } from "../ui";
import { Icon } from "./Icon";

/** Countdown to `deadline` (epoch ms); renders nothing when no timer runs. */
export function TurnTimer({ deadline, total }: { deadline: number; total: number }) {
  const { t } = useI18n();
  const running = deadline > 0;
  const now = useNow(running);
  if (!running) return null;
  const left = Math.max(0, Math.ceil((deadline - now) / 1000));
  const fraction = total > 0 ? Math.min(1, Math.max(0, (deadline - now) / (total * 1000))) : 0;
  return (
    <div class={`timer ${left <= 10 ? "timer-low" : ""}`} data-testid="timer" data-seconds={left}>
      <span class="timer-text">
        <Icon name="clock" size={15} /> {t("timeLeft", { s: left })}
      </span>
      <span class="timer-bar" aria-hidden="true">
        <span class="timer-fill" style={{ width: `${fraction * 100}%` }} />
      </span>
    </div>
  );
}
