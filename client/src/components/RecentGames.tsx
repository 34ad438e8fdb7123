import { useEffect, useState } from "preact/hooks";
import { useI18n } from "../i18n";
import { seatDisplayName } from "../names";
import { loadModes, modesStore } from "../net";
import { linkHandler } from "../router";
import { useStore } from "../store";
import { fetchRecent, replayPath, type RecentGame } from "../replay/api";
import { formatDate, useRx } from "../replay/strings";
import "../replay/replay.css";

const REFRESH_MS = 15_000;

/** Recently finished games, per mode (tabs), each with a link to its replay. */
export function RecentGames({ limit = 10 }: { limit?: number }) {
  const { r } = useRx();
  const { pick, t: tr, lang } = useI18n();
  const modes = useStore(modesStore);
  const [mode, setMode] = useState<string | null>(null);
  const [games, setGames] = useState<RecentGame[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    loadModes().catch(() => undefined);
  }, []);

  useEffect(() => {
    let live = true;
    const ctl = new AbortController();
    setGames(null);
    const load = () =>
      fetchRecent(mode, limit, ctl.signal)
        .then((list) => {
          if (!live) return;
          setGames(list);
          setFailed(false);
        })
        .catch(() => live && setFailed(true));
    void load();
    const id = setInterval(load, REFRESH_MS);
    const onFocus = () => void load();
    window.addEventListener("focus", onFocus);
    return () => {
      live = false;
      ctl.abort();
      clearInterval(id);
      window.removeEventListener("focus", onFocus);
    };
  }, [mode]);

  const tabs: { id: string | null; label: string }[] = [{ id: null, label: r("recentAll") }, ...(modes ?? []).map((m) => ({ id: m.id, label: pick(m.name) }))];
  const modeName = (id: string) => {
    const m = modes?.find((x) => x.id === id);
    return m ? pick(m.name) : id;
  };

  return (
    <section class="panel recent-games" data-testid="recent-games" data-mode={mode ?? "all"} data-state={games ? "loaded" : failed ? "failed" : "loading"}>
      <h2 class="panel-title">
        {r("recentTitle")} {games && <span class="count">{games.length}</span>}
      </h2>
      <div class="recent-tabs" role="tablist" aria-label={r("recentTitle")}>
        {tabs.map((t) => (
          <button
            key={t.id ?? "all"}
            type="button"
            role="tab"
            aria-selected={mode === t.id}
            class={`recent-tab ${mode === t.id ? "active" : ""}`}
            data-testid={`recent-tab-${t.id ?? "all"}`}
            onClick={() => setMode(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <ul class="table-list recent-list" data-testid="recent-list">
        {!games && <li class="empty">{failed ? r("recentFailed") : r("recentLoading")}</li>}
        {games && games.length === 0 && <li class="empty">{r("recentEmpty")}</li>}
        {games?.map((g) => (
          <li key={g.id} class="table-row recent-row" data-testid={`recent-${g.id}`}>
            <span class="table-row-main">
              {mode === null && <strong>{modeName(g.mode)}</strong>}
              <span class="recent-players">
                {g.players.map((p, i) => (
                  <span key={i} class={`recent-player ${g.result?.winners.includes(i) ? "recent-winner" : ""}`}>
                    {i > 0 && <span class="muted recent-vs"> {r("vs")} </span>}
                    {seatDisplayName(p, i, lang)}
                    {p.bot && (
                      <span class="badge badge-bot" data-testid="recent-bot-badge">
                        {!p.replacedByBot ? tr("badgeBot") : p.botFromMove != null ? tr("badgeBotFromMove", { n: p.botFromMove + 1 }) : tr("badgeBotTakeover")}
                      </span>
                    )}
                  </span>
                ))}
              </span>
            </span>
            <span class="table-row-meta muted">
              {g.result ? pick(g.result.summary, g.players) : "—"} · {formatDate(g.finishedAt ?? g.createdAt, lang)}
            </span>
            <span class="table-row-actions">
              <a class="btn btn-secondary btn-sm" href={replayPath(g.id)} onClick={linkHandler(replayPath(g.id))} data-testid={`replay-link-${g.id}`}>
                {r("watchReplay")}
              </a>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
