import { useState } from "preact/hooks";
import { Btn } from "../components/Button";
import { Icon } from "../components/Icon";
import { text } from "../i18n";
import { toast } from "../toast";
import { copyText, seatElement } from "../ui";
import { replayPath } from "./api";
import type { ReplayModel } from "./model";
import { formatDate, useRx } from "./strings";

/** Mode, players, date, and the shareable link to the position on screen. */
export function ReplayHeader({ model, step }: { model: ReplayModel; step: number }) {
  const { r, i18n } = useRx();
  const [copied, setCopied] = useState(false);
  const { record, engine } = model;
  const link = `${location.origin}${replayPath(record.id, step)}`;

  async function copy() {
    if (await copyText(link)) {
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    } else toast(text("copyFailed"), "error", "copy_failed");
  }

  return (
    <header class="panel replay-header">
      <div class="replay-title">
        <h1 data-testid="replay-mode">{i18n.pick(engine.names)}</h1>
        <span class="status status-finished">
          <Icon name="play" size={12} /> {r("title")}
        </span>
        <span class="badge badge-soft" title={r("moves", { n: model.positions.length - 1 })}>
          {r("moves", { n: model.positions.length - 1 })}
        </span>
        <span class="muted replay-date">{formatDate(record.finishedAt ?? record.createdAt, i18n.lang)}</span>
      </div>
      <ol class="replay-players" data-testid="replay-players" aria-label={r("players")}>
        {record.seats.map((s, i) => (
          <li key={i} class="replay-player">
            <span class={`seat-token el-${seatElement(i)}`}>{i + 1}</span>
            <span class="replay-player-name">{i18n.seatName(i)}</span>
            {s.bot && <span class="badge badge-bot">{i18n.t("badgeBot")}</span>}
            {s.replacedByBot && <span class="badge badge-bot">{i18n.t("badgeBotTakeover")}</span>}
          </li>
        ))}
      </ol>
      <label class="share-row replay-share">
        <span class="field-label">{r("shareLink")}</span>
        <input readOnly value={link} data-testid="replay-link" onFocus={(e) => (e.currentTarget as HTMLInputElement).select()} />
        <Btn size="sm" testId="copy-replay-link" onClick={() => void copy()}>
          <Icon name="copy" size={14} /> {copied ? i18n.t("copied") : i18n.t("copyLink")}
        </Btn>
      </label>
    </header>
  );
}
