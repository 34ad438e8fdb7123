import type { GameViewProps } from "./types";

/**
 * Fallback for modes without their own view: the public information, and what only you can see (the fields of your
 * view that differ from the public one). Nested values fold away so a big state stays readable.
 */
export function GenericBoard({ publicView, myView, i18n }: GameViewProps) {
  const { t } = i18n;
  const mine = privateOnly(publicView, myView);
  return (
    <div class="generic-board" data-testid="generic-board">
      <p class="muted">{t("genericBoardNote")}</p>
      <ViewTable title={t("board")} value={publicView} testId="generic-public" />
      {mine !== null && <ViewTable title={t("yourView")} value={mine} testId="generic-private" />}
    </div>
  );
}

function privateOnly(pub: unknown, mine: unknown): unknown {
  if (mine === null || mine === undefined) return null;
  if (!isRecord(pub) || !isRecord(mine)) return mine;
  const diff = Object.entries(mine).filter(([k, v]) => JSON.stringify(v) !== JSON.stringify(pub[k]));
  return diff.length ? Object.fromEntries(diff) : null;
}

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);

function ViewTable({ title, value, testId }: { title: string; value: unknown; testId: string }) {
  const entries: [string, unknown][] = isRecord(value) ? Object.entries(value) : [["", value]];
  return (
    <div class="generic-view" data-testid={testId}>
      <h4>{title}</h4>
      <dl>
        {entries.map(([k, v]) => (
          <div class="generic-row" key={k}>
            <dt>{k}</dt>
            <dd>
              <Value v={v} />
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function Value({ v }: { v: unknown }) {
  const json = JSON.stringify(v) ?? String(v);
  if (v === null || typeof v !== "object" || json.length <= 60) return <code>{json}</code>;
  const summary = Array.isArray(v) ? `[ ${v.length} ]` : `{ ${Object.keys(v).join(", ")} }`;
  return (
    <details>
      <summary>
        <code>{summary.length > 80 ? summary.slice(0, 77) + "… }" : summary}</code>
      </summary>
      <pre class="generic-json">{JSON.stringify(v, null, 1)}</pre>
    </details>
  );
}
