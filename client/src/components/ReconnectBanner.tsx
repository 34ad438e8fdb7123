import { useI18n } from "../i18n";
import type { TableConnection, TableSession } from "../net";
import { linkHandler } from "../router";
import { Btn } from "./Button";

/** Shown while a table connection is down; disappears once we are back. */
export function ReconnectBanner({ session, conn }: { session: TableSession; conn: TableConnection }) {
  const { t, pick } = useI18n();
  const { phase } = session;
  if (phase === "connected" || phase === "connecting" || phase === "failed") return null;
  if (phase === "closed" && !session.error) return null;
  const busy = phase === "reconnecting";
  return (
    <div class={`banner ${busy ? "banner-warn" : "banner-error"}`} data-testid="reconnect-banner" data-phase={phase} role="alert">
      {busy && <span class="spinner" aria-hidden="true" />}
      <span class="banner-text">{busy ? t("reconnecting", { n: session.attempt }) : pick(session.error) || t("connectionLost")}</span>
      <span class="banner-actions">
        {phase === "lost" && (
          <Btn size="sm" kind="primary" testId="reconnect-retry" onClick={() => conn.retryNow()}>
            {t("retryNow")}
          </Btn>
        )}
        <a class="btn btn-ghost btn-sm" href="/" onClick={linkHandler("/")}>
          {t("backToLobby")}
        </a>
      </span>
    </div>
  );
}
