import type { ComponentChildren } from "preact";
import { useEffect, useMemo, useState } from "preact/hooks";
import type { AnyEngine } from "../../../shared/src/core/engine";
import { RecentGames } from "../components/RecentGames";
import { loadEngines } from "../games";
import { applyDocumentLang } from "../i18n";
import { loadModes, modesStore } from "../net";
import { linkHandler, watchPath } from "../router";
import { useStore } from "../store";
import { fetchRecord, type RecordLoad } from "./api";
import { buildReplay, recordMode } from "./model";
import { FairPanel } from "./FairPanel";
import { ReplayViewer } from "./ReplayViewer";
import { useRx } from "./strings";
import "./replay.css";

/** `/replay/:id`: fetch the record, replay it locally, show the viewer — or say clearly why not. `/replay`: recent games. */
export function ReplayPage({ id }: { id: string }) {
  return id === "" ? <RecentReplays /> : <OneReplay id={id} />;
}

/** `/replay` with no id: the finished games to choose from, not an error. */
function RecentReplays() {
  const { r, i18n } = useRx();
  useEffect(() => {
    document.title = `${r("recentTitle")} · ${i18n.t("appName")}`;
    return () => applyDocumentLang();
  }, [i18n.lang]);
  return (
    <div class="replay-page replay-index" data-testid="replay-index">
      <RecentGames limit={30} />
    </div>
  );
}

function OneReplay({ id }: { id: string }) {
  const { r, i18n } = useRx();
  const modes = useStore(modesStore);
  const [load, setLoad] = useState<RecordLoad | null>(null);
  const [engines, setEngines] = useState<Record<string, AnyEngine>>({});
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const ctl = new AbortController();
    setLoad(null);
    fetchRecord(id, ctl.signal)
      .then(async (l) => {
        // The record's engine comes in its mode's bundle; a mode this build lacks is reported by buildReplay.
        if (l.kind === "finished") setEngines(await loadEngines([recordMode(l.record)]).catch(() => ({})));
        if (!ctl.signal.aborted) setLoad(l);
      })
      .catch(() => undefined);
    return () => ctl.abort();
  }, [id, attempt]);
  useEffect(() => {
    loadModes().catch(() => undefined);
  }, []);

  useEffect(() => {
    document.title = `${r("title")} · ${i18n.t("appName")}`;
    return () => applyDocumentLang();
  }, [i18n.lang]);

  const built = useMemo(() => (load?.kind === "finished" ? buildReplay(load.record, engines) : null), [load, engines]);

  if (!load) {
    return (
      <div class="panel center-panel" data-testid="replay-loading">
        <p>
          <span class="spinner" aria-hidden="true" /> {r("loading")}
        </p>
      </div>
    );
  }
  if (load.kind === "error") {
    const msg = load.error === "not_found" ? r("errNotFound") : load.error === "bad_id" ? r("errBadId") : load.error === "network" ? r("errNetwork") : r("errServer", { status: load.status ?? "?" });
    return (
      <Problem testId="replay-error" kind={load.error} title={msg} hint={load.error === "not_found" || load.error === "bad_id" ? r("errNotFoundHint") : null}>
        {(load.error === "network" || load.error === "server") && (
          <button type="button" class="btn btn-secondary btn-md" data-testid="replay-retry" onClick={() => setAttempt((n) => n + 1)}>
            {r("retry")}
          </button>
        )}
      </Problem>
    );
  }
  if (load.kind === "playing") {
    const g = load.game;
    const modeName = modes?.find((m) => m.id === g.mode)?.name;
    return (
      <Problem testId="replay-running" kind="playing" title={r("stillPlaying")} hint={r("stillPlayingHint")}>
        <p class="muted replay-problem-meta">
          {modeName ? i18n.pick(modeName) : g.mode} · {g.seats.map((s) => s.name).join(` ${r("vs")} `)} · {r("actionsSoFar", { n: g.actionCount })}
        </p>
        <p class="replay-problem-meta">
          <span class="muted">{r("commitmentPublished")}</span>
          <br />
          <code data-testid="replay-running-commitment">{g.commitment}</code>
        </p>
        {g.code ? (
          <a class="btn btn-primary btn-md" href={watchPath(g.code)} onClick={linkHandler(watchPath(g.code))} data-testid="replay-watch-live">
            {r("watchLive")}
          </a>
        ) : (
          <a class="btn btn-primary btn-md" href="/" onClick={linkHandler("/")} data-testid="replay-watch-live">
            {r("liveInLobby")}
          </a>
        )}
      </Problem>
    );
  }
  if (load.kind === "aborted") return <Problem testId="replay-error" kind="aborted" title={r("aborted")} hint={null} />;

  if (built && "problem" in built) {
    const title =
      built.problem === "version"
        ? r("versionMismatch", { record: built.record, build: built.build })
        : built.problem === "unknown_mode"
          ? r("unknownMode", { mode: built.mode })
          : built.problem === "replay_failed"
            ? r("replayFailed", { detail: built.detail })
            : r("errBadRecord", { detail: built.detail });
    return (
      <div class="replay-page">
        <Problem testId="replay-error" kind={built.problem} title={title} hint={null} />
        <FairPanel record={load.record} engines={engines} />
      </div>
    );
  }
  return <ReplayViewer key={id} model={built!.model} />;
}

function Problem({ testId, kind, title, hint, children }: { testId: string; kind: string; title: string; hint: string | null; children?: ComponentChildren }) {
  const { i18n } = useRx();
  return (
    <div class="panel center-panel replay-problem" data-testid={testId} data-kind={kind}>
      <h2>{title}</h2>
      {hint && <p class="muted">{hint}</p>}
      {children}
      <a class="btn btn-secondary btn-md" href="/" onClick={linkHandler("/")} data-testid="back-to-lobby">
        {i18n.t("backToLobby")}
      </a>
    </div>
  );
}
