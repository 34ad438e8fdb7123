import { useEffect, useRef } from "preact/hooks";
import { useI18n } from "../i18n";
import type { TableSession } from "../net";
import { seatElement } from "../ui";

export function Log({ session }: { session: TableSession }) {
  const { t, pick } = useI18n();
  const lines = session.table?.log ?? [];
  const box = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines.length]);
  return (
    <section class="panel log-panel">
      <h3 class="panel-title">{t("log")}</h3>
      <ol class="log" data-testid="log" ref={box} aria-live="polite">
        {lines.length === 0 && <li class="log-empty">{t("logEmpty")}</li>}
        {lines.map((l, i) => (
          <li key={`${l.seq}-${i}`} class={`log-line ${l.private ? "log-private" : ""}`} data-testid="log-line" data-type={l.type}>
            {l.seat >= 0 && <span class={`log-dot el-${seatElement(l.seat)}`} aria-hidden="true" />}
            <span>{pick(l)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
