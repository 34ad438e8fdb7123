import type { ComponentChildren } from "preact";
import { useState } from "preact/hooks";
import { text, useI18n } from "../i18n";
import { modesStore, type TableSession } from "../net";
import { rulesPath, tablePath, watchPath } from "../router";
import { useStore } from "../store";
import { toast } from "../toast";
import { copyText } from "../ui";
import { Btn } from "./Button";
import { Icon } from "./Icon";

function useCopy() {
  const [copied, setCopied] = useState<string | null>(null);
  async function copy(what: string, value: string) {
    if (await copyText(value)) {
      setCopied(what);
      setTimeout(() => setCopied((c) => (c === what ? null : c)), 1500);
    } else toast(text("copyFailed"), "error", "copy_failed");
  }
  return { copied, copy };
}

/**
 * One line above the table: the game's name, status, your role, whose turn it is (`children`), the code with a
 * copy button, the invite and spectator links (folded away once the game runs, so the board gets the screen) and
 * the way out.
 */
export function TableHeader({ session, onLeave, children }: { session: TableSession; onLeave: () => void; children?: ComponentChildren }) {
  const { t, pick } = useI18n();
  const modes = useStore(modesStore);
  const { copied, copy } = useCopy();
  const table = session.table;
  const code = session.code;
  const mode = table ? modes?.find((m) => m.id === table.mode) : undefined;
  const status = table?.status ?? "waiting";
  const watching = session.role === "spectator" || session.seat === null;
  return (
    <header class="table-header panel" data-testid="table-header">
      <div class="table-title">
        <h1 data-testid="table-title" data-mode={table?.mode ?? ""}>
          {mode ? pick(mode.name) : "…"}
        </h1>
        <span class={`status status-${status}`} data-testid="status" data-status={table ? status : "connecting"}>
          {!table ? t("connecting") : status === "waiting" ? t("statusWaiting") : status === "playing" ? t("statusPlaying") : t("statusFinished")}
        </span>
        {table && <span class="badge badge-soft">{table.isPrivate || table.options?.private ? t("privateBadge") : t("publicBadge")}</span>}
        {table?.options?.rated && (
          <span class="badge badge-rated" data-testid="rated-badge" title={t("ratedBadgeTitle")}>
            {t("ratedBadge")}
          </span>
        )}
        <span class="badge badge-soft" data-testid="my-role" data-role={watching ? "spectator" : "seat"}>
          {watching ? (
            <>
              <Icon name="eye" size={13} /> {t("youAreWatching")}
            </>
          ) : (
            t("youAreSeat", { n: session.seat! + 1 })
          )}
        </span>
      </div>
      {children}
      <div class="table-header-tools">
        <span class="code-inline">
          <span class="code-label">{t("tableCode")}</span>
          <span class="table-code-chip" data-testid="table-code">
            {code}
          </span>
          <Btn size="sm" kind="ghost" testId="copy-code" title={t("copy")} onClick={() => void copy("code", code)}>
            <Icon name="copy" size={14} /> <span class="btn-label">{copied === "code" ? t("copied") : t("copy")}</span>
          </Btn>
        </span>
        {status !== "waiting" && (
          <details class="invite-pop" data-testid="invite-pop">
            <summary class="btn btn-secondary btn-sm" data-testid="invite-open">
              {t("inviteLinks")}
            </summary>
            <div class="invite-pop-body panel">
              <InviteLinks code={code} />
            </div>
          </details>
        )}
        {table && (
          // A new tab: reading the rules never takes a player away from the table.
          <a class="btn btn-ghost btn-sm" href={rulesPath(table.mode)} target="_blank" rel="noopener" data-testid="table-how-to">
            {t("howToPlay")}
          </a>
        )}
        <Btn kind="ghost" size="sm" testId="leave-table" onClick={onLeave} class="leave" title={t("leaveTable")}>
          <Icon name="arrowLeft" size={14} /> <span class="btn-label">{t("leaveTable")}</span>
        </Btn>
      </div>
    </header>
  );
}

/** The invite and spectator links with copy buttons. */
function InviteLinks({ code }: { code: string }) {
  const { t } = useI18n();
  const { copied, copy } = useCopy();
  const invite = `${location.origin}${tablePath(code)}`;
  const watch = `${location.origin}${watchPath(code)}`;
  return (
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
  );
}

/** While seats are open: the code in big letters to read aloud, and the links to send. */
export function InviteBlock({ code }: { code: string }) {
  const { t } = useI18n();
  return (
    <div class="invite-block">
      <div class="code-block">
        <span class="code-label">{t("tableCode")}</span>
        <span class="table-code" data-testid="invite-code">
          {code}
        </span>
      </div>
      <InviteLinks code={code} />
    </div>
  );
}
