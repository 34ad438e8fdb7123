import { useEffect, useRef } from "preact/hooks";
import { useI18n } from "../i18n";
import type { LogEntry, TableSession } from "../net";
import { seatElement } from "../ui";

/** The shared log plus lines only you received, newest at the bottom. */
export function mergedLog(session: TableSession): LogEntry[] {
  const log = session.table?.log ?? [];
  const seq = session.table?.seq ?? 0;
  const known = new Set(log.map((l) => `${l.seq}|${l.type}|${l.zh}`));
  const oldest = log.length ? log[0].seq : 0;
  const mine = session.privateLog.filter((p) => p.seq <= seq && p.seq >= oldest && !known.has(`${p.seq}|${p.type}|${p.zh}`));
  if (mine.length === 0) return log;
  const out: LogEntry[] = [];
  let i = 0;
  for (const line of log) {
    while (i < mine.length && mine[i].seq < line.seq) out.push(mine[i++]);
    out.push(line);
  }
  while (i < mine.length) out.push(mine[i++]);
  return out;
}

export function Log({ session }: { session: TableSession }) {
  const { t, pick } = useI18n();
  const lines = mergedLog(session);
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
