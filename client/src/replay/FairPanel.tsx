import { useEffect, useMemo, useState } from "preact/hooks";
import type { AnyEngine } from "../../../shared/src/core/engine";
import type { VerifyCheck, VerifyReport } from "../../../shared/src/core/verify";
import { verifyInBrowser } from "./fair";
import { RIcon } from "./icons";
import { useRx, type RxKey } from "./strings";

const CHECK_LABEL: Record<VerifyCheck["name"], RxKey> = {
  record: "check_record",
  engine: "check_engine",
  commitment: "check_commitment",
  replay: "check_replay",
  final_state: "check_final_state",
  result: "check_result",
};

/** "Provably fair": runs the shared verifyRecord here in the browser (SHA-256 via SubtleCrypto) and shows each check. */
export function FairPanel({ record, engines, onVerdict }: { record: unknown; engines: Record<string, AnyEngine>; onVerdict?: (ok: boolean) => void }) {
  const { r, i18n } = useRx();
  const [report, setReport] = useState<VerifyReport | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setReport(null);
    setFailure(null);
    verifyInBrowser(record, engines)
      .then((rep) => {
        if (!live) return;
        setReport(rep);
        onVerdict?.(rep.ok);
      })
      .catch((e) => {
        if (!live) return;
        setFailure(e instanceof Error ? e.message : String(e));
        onVerdict?.(false);
      });
    return () => {
      live = false;
    };
  }, [record]);

  const rec = record as { id?: string; seed?: string; commitment?: string } | null;
  const download = useMemo(() => URL.createObjectURL(new Blob([JSON.stringify(record, null, 2)], { type: "application/json" })), [record]);
  useEffect(() => () => URL.revokeObjectURL(download), [download]);
  const state = failure ? "error" : !report ? "running" : report.ok ? "ok" : "failed";
  const file = `wuxing-${rec?.id ?? "record"}.json`;

  return (
    <section id="fair-play" class={`panel fair-panel fair-${state}`} data-testid="fair-panel" data-state={state}>
      <h2 class="panel-title">
        <RIcon name="shield" size={20} /> {r("fairTitle")}
      </h2>
      <p class="muted fair-intro">{r("fairIntro")}</p>
      <p class="fair-verdict" data-testid="fair-verdict" role="status">
        {state === "running" && (
          <>
            <span class="spinner" aria-hidden="true" /> {r("fairRunning")}
          </>
        )}
        {state === "ok" && r("fairOk")}
        {state === "failed" && r("fairBad")}
        {state === "error" && r("fairError", { detail: failure ?? "" })}
      </p>
      {report && (
        <ul class="fair-checks">
          {report.checks.map((c) => (
            <li key={c.name} class={`fair-check ${c.ok ? "ok" : "bad"}`} data-testid={`fair-check-${c.name}`} data-ok={String(c.ok)}>
              <span class="fair-mark" aria-label={c.ok ? "✓" : "✗"}>
                <RIcon name={c.ok ? "check" : "cross"} size={15} />
              </span>
              <span class="fair-check-main">
                <strong>{r(CHECK_LABEL[c.name] ?? "check_record")}</strong>
                <span class="fair-detail">{i18n.pick({ zh: c.zh, en: c.detail })}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      <dl class="fair-values">
        <div>
          <dt>{r("commitment")}</dt>
          <dd>
            <code data-testid="fair-commitment">{rec?.commitment ?? "—"}</code>
          </dd>
        </div>
        <div>
          <dt>{r("seed")}</dt>
          <dd>
            <code data-testid="fair-seed">{rec?.seed ?? "—"}</code>
          </dd>
        </div>
      </dl>
      <div class="fair-foot">
        <a class="btn btn-secondary btn-sm" href={download} download={file} data-testid="fair-download">
          <RIcon name="download" size={14} /> {r("download")}
        </a>
        <span class="muted">
          {r("verifyYourself")} <code>npm run verify -- {file}</code>
        </span>
      </div>
    </section>
  );
}
