import { useState } from "preact/hooks";
import { text, useI18n } from "../i18n";
import { modesStore, type TableSession } from "../net";
import { tablePath, watchPath } from "../router";
import { useStore } from "../store";
import { toast } from "../toast";
import { copyText } from "../ui";
import { Btn } from "./Button";
import { Icon } from "./Icon";

/** Mode name, status, the big table code with a copy button, and the invite / spectator links. */
export function TableHeader({ session, onLeave }: { session: TableSession; onLeave: () => void }) {
  const { t, pick } = useI18n();
  const modes = useStore(modesStore);
  const [copied, setCopied] = useState<string | null>(null);
  const table = session.table;
  const code = session.code;
  const mode = table ? modes?.find((m) => m.id === table.mode) : undefined;
  const invite = `${location.origin}${tablePath(code)}`;
  const watch = `${location.origin}${watchPath(code)}`;

  async function copy(what: string, value: string) {
    if (await copyText(value)) {
      setCopied(what);
      setTimeout(() => setCopied((c) => (c === what ? null : c)), 1500);
    } else toast(text("copyFailed"), "error", "copy_failed");
  }

  const status = table?.status ?? "waiting";
  return (
    <header class="table-header panel">
      <div class="table-title">
        <h1>{mode ? pick(mode.name) : table?.mode ?? "…"}</h1>
        <span class={`status status-${status}`} data-testid="status" data-status={table ? status : "connecting"}>
          {!table ? t("connecting") : status === "waiting" ? t("statusWaiting") : status === "playing" ? t("statusPlaying") : t("statusFinished")}
        </span>
        {table && <span class="badge badge-soft">{table.isPrivate || table.options?.private ? t("privateBadge") : t("publicBadge")}</span>}
        <span class="badge badge-soft" data-testid="my-role" data-role={session.role === "spectator" || session.seat === null ? "spectator" : "seat"}>
          {session.role === "spectator" || session.seat === null ? (
            <>
              <Icon name="eye" size={13} /> {t("youAreWatching")}
            </>
          ) : (
            t("youAreSeat", { n: session.seat + 1 })
          )}
        </span>
      </div>
      <div class="code-block">
        <span class="code-label">{t("tableCode")}</span>
        <span class="table-code" data-testid="table-code">
          {code}
        </span>
        <Btn size="sm" testId="copy-code" onClick={() => void copy("code", code)}>
          <Icon name="copy" size={14} /> {copied === "code" ? t("copied") : t("copy")}
        </Btn>
      </div>
      <div class="share">
        <label class="share-row">
          <span class="field-label">{t("shareLink")}</span>
          <input readOnly value={invite} data-testid="share-link" onFocus={(e) => (e.currentTarget as HTMLInputElement).select()} />
          <Btn size="sm" testId="copy-link" onClick={() => void copy("link", invite)}>
            {copied === "link" ? t("copied") : t("copyLink")}
          </Btn>
        </label>
        <label class="share-row">
          <span class="field-label">{t("watchLink")}</span>
          <input readOnly value={watch} data-testid="watch-link" onFocus={(e) => (e.currentTarget as HTMLInputElement).select()} />
          <Btn size="sm" testId="copy-watch-link" onClick={() => void copy("watch", watch)}>
            {copied === "watch" ? t("copied") : t("copyLink")}
          </Btn>
        </label>
      </div>
      <Btn kind="ghost" size="sm" testId="leave-table" onClick={onLeave} class="leave">
        <Icon name="arrowLeft" size={14} /> {t("leaveTable")}
      </Btn>
    </header>
  );
}
