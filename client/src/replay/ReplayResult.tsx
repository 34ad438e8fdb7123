import { Icon } from "../components/Icon";
import { seatElement } from "../ui";
import type { ReplayModel } from "./model";
import { useRx } from "./strings";

/** The final result, as the replay reached it (the fair-play panel checks it against the record). */
export function ReplayResult({ model }: { model: ReplayModel }) {
  const { r, i18n } = useRx();
  const result = model.result;
  if (!result) return null;
  const replaced = (model.record.result as { replacedByBot?: boolean[] } | undefined)?.replacedByBot;
  return (
    <section class="panel result-panel replay-result" data-testid="replay-result">
      <h2 class="panel-title">
        <Icon name="trophy" size={20} /> {r("resultTitle")}
      </h2>
      <p class="result-summary" data-testid="replay-result-summary">
        {i18n.pick(result.summary)}
      </p>
      <ol class="result-seats">
        {model.record.seats.map((s, i) => {
          const won = result.winners.includes(i);
          return (
            <li key={i} class={`result-seat ${won ? "result-win" : ""}`} data-testid={`replay-result-seat-${i}`} data-winner={String(won)}>
              <span class={`seat-token el-${seatElement(i)}`}>{i + 1}</span>
              <span class="result-name">{i18n.seatName(i)}</span>
              {result.scores && (
                <span class="result-score">
                  {i18n.t("score")} {result.scores[i]}
                </span>
              )}
              {won && <span class="badge badge-win">{i18n.t("winner")}</span>}
              {result.draw && <span class="badge badge-soft">{i18n.t("draw")}</span>}
              {(replaced?.[i] || s.replacedByBot) && <span class="badge badge-bot">{i18n.t("badgeBotTakeover")}</span>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
