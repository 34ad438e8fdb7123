import { useMemo, useState } from "preact/hooks";
import { Btn } from "../../components/Button";
import { useI18n } from "../../i18n";
import { useStore } from "../../store";
import { toast } from "../../toast";
import { DECK_POOL, STARTER_DECKS, cleanEntries, copyLimit, deleteDuelDeck, problemsOf, saveDuelDeck, savedDuelDecksStore, starterEntries } from "./decks";
import { RULES, cardNameOf, defOf, unitText, type CardDef, type DeckEntry } from "./model";
import { dx } from "./strings";

const newId = () => Math.random().toString(36).slice(2, 10);
type Filter = "all" | "unit" | "secret";

/**
 * /deck/duelist: build a 30-card 活俠決鬥者 deck from the card pool with the copy limits shown on every card and
 * checked live by the shared deck rules (each problem named in zh and en), saved in this browser for the table form.
 */
export function DuelistDeckBuilderPage() {
  const i18n = useI18n();
  const { pick, lang } = i18n;
  const saved = useStore(savedDuelDecksStore);
  const [deckId, setDeckId] = useState(newId());
  const [name, setName] = useState(pick(dx("dbNewDeck")));
  const [entries, setEntries] = useState<DeckEntry[]>(starterEntries(STARTER_DECKS[0].id));
  const [template, setTemplate] = useState(STARTER_DECKS[0].id);
  const [filter, setFilter] = useState<Filter>("all");
  const [query, setQuery] = useState("");

  const count = (id: string) => entries.find((e) => e.card === id)?.count ?? 0;
  const found = useMemo(() => problemsOf(entries), [entries]);
  const total = entries.reduce((n, e) => n + e.count, 0);
  const units = entries.reduce((n, e) => n + (defOf(e.card).kind === "unit" ? e.count : 0), 0);
  const avg = total ? (entries.reduce((n, e) => n + defOf(e.card).cost * e.count, 0) / total).toFixed(1) : "0";
  const change = (id: string, delta: number) => setEntries((es) => cleanEntries(es.some((e) => e.card === id) ? es.map((e) => (e.card === id ? { ...e, count: e.count + delta } : e)) : [...es, { card: id, count: delta }]));
  const saveReason = !name.trim() ? pick(dx("dbNeedName")) : found.length ? pick(dx("dbFixFirst")) : null;
  const q = query.trim().toLowerCase();
  const pool = DECK_POOL.filter((d) => (filter === "all" || d.kind === filter) && (!q || d.zh.includes(q) || d.en.toLowerCase().includes(q) || d.id.includes(q)));
  const inDeck = DECK_POOL.filter((d) => count(d.id) > 0);

  return (
    <div class="du-db" data-testid="du-deck-builder">
      <section class="panel du-db-head">
        <h1 class="du-db-title">{pick(dx("dbTitle"))}</h1>
        <p class="muted">{pick(dx("dbIntro"))}</p>
        <div class="du-db-controls">
          <label class="field">
            <span class="field-label">{pick(dx("dbName"))}</span>
            <input type="text" data-testid="db-name" value={name} maxLength={40} onInput={(e) => setName((e.currentTarget as HTMLInputElement).value)} />
          </label>
          <label class="field">
            <span class="field-label">{pick(dx("dbStartFrom"))}</span>
            <span class="du-db-inline">
              <select data-testid="db-template" value={template} onChange={(e) => setTemplate((e.currentTarget as HTMLSelectElement).value)}>
                {STARTER_DECKS.map((d) => (
                  <option key={d.id} value={d.id}>
                    {pick(d)}
                  </option>
                ))}
              </select>
              <Btn testId="db-load-template" onClick={() => { setEntries(starterEntries(template)); setName(pick(STARTER_DECKS.find((d) => d.id === template)!)); setDeckId(newId()); }}>
                {pick(dx("dbLoad"))}
              </Btn>
              <Btn testId="db-clear" onClick={() => setEntries([])}>
                {pick(dx("dbEmpty"))}
              </Btn>
            </span>
          </label>
        </div>
      </section>

      {/* The count, the validation and 儲存 stay in view while the pool below scrolls (issue 25). */}
      <section class="panel du-db-bar" data-testid="db-bar">
        <div class="du-db-stats" data-testid="db-stats" data-total={total}>
          <span class={`du-stat-chip ${total === RULES.deckSize.value ? "ok" : "bad"}`} data-testid="db-count">
            {pick(dx("dbCount", { n: total, target: RULES.deckSize.value }))}
          </span>
          <span class="du-stat-chip">{pick(dx("dbUnits", { n: units }))}</span>
          <span class="du-stat-chip">{pick(dx("dbSecrets", { n: total - units }))}</span>
          <span class="du-stat-chip">{pick(dx("dbAvgCost", { n: avg }))}</span>
        </div>
        <div class={`du-db-validation ${found.length ? "bad" : "ok"}`} data-testid="db-validation" data-valid={String(found.length === 0)}>
          {found.length === 0 ? (
            <span>✓ {pick(dx("dbValid"))}</span>
          ) : (
            <>
              <strong>{pick(dx("dbProblems", { n: found.length }))}</strong>
              <ul data-testid="db-problems">
                {found.map((p, i) => (
                  <li key={i} data-testid="db-problem" data-code={p.code}>
                    {pick(p)}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
        <div class="btn-row">
          <Btn kind="primary" testId="db-save" disabledReason={saveReason} onClick={() => { saveDuelDeck({ id: deckId, name: name.trim(), cards: entries }); toast(dx("dbSaved", { name: name.trim() }), "success"); }}>
            {pick(dx("dbSave"))}
          </Btn>
        </div>
        {found.length === 0 && <p class="muted du-small">{pick(dx("dbUseAtTable"))}</p>}
      </section>

      <div class="du-db-grid">
        <section class="panel">
          <h2 class="panel-title">{pick(dx("dbPool"))}</h2>
          <div class="du-db-filter">
            {(["all", "unit", "secret"] as const).map((f) => (
              <Btn key={f} size="sm" kind={filter === f ? "primary" : "secondary"} testId={`db-filter-${f}`} onClick={() => setFilter(f)}>
                {pick(dx(f === "all" ? "dbFilterAll" : f === "unit" ? "dbFilterUnits" : "dbFilterSecrets"))}
              </Btn>
            ))}
            <input type="search" data-testid="db-search" placeholder={pick(dx("dbSearch"))} value={query} onInput={(e) => setQuery((e.currentTarget as HTMLInputElement).value)} />
          </div>
          <ul class="du-db-pool" data-testid="db-pool">
            {pool.map((d) => (
              <PoolRow key={d.id} d={d} n={count(d.id)} lang={lang} pick={pick} onAdd={() => change(d.id, 1)} onRemove={() => change(d.id, -1)} />
            ))}
          </ul>
        </section>
        <section class="panel">
          <h2 class="panel-title">
            {pick(dx("dbInDeck"))} <span class="count">{total}</span>
          </h2>
          <ul class="du-db-pool" data-testid="db-deck">
            {inDeck.map((d) => (
              <PoolRow key={d.id} d={d} n={count(d.id)} lang={lang} pick={pick} onAdd={() => change(d.id, 1)} onRemove={() => change(d.id, -1)} inDeck />
            ))}
          </ul>
        </section>
      </div>

      <section class="panel">
        <h2 class="panel-title">{pick(dx("dbSavedDecks"))}</h2>
        {saved.length === 0 && <p class="muted">{pick(dx("dbNoSaved"))}</p>}
        <ul class="du-db-saved" data-testid="db-saved">
          {saved.map((d) => (
            <li key={d.id} data-testid={`db-saved-${d.id}`} data-name={d.name}>
              <strong>{d.name}</strong>
              <span class="muted"> · {d.cards.reduce((n, e) => n + e.count, 0)}</span>
              <span class="btn-row">
                <Btn size="sm" onClick={() => { setDeckId(d.id); setName(d.name); setEntries(cleanEntries(d.cards)); window.scrollTo(0, 0); }}>
                  {pick(dx("dbEdit"))}
                </Btn>
                <Btn size="sm" kind="danger" onClick={() => deleteDuelDeck(d.id)}>
                  {pick(dx("dbDelete"))}
                </Btn>
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function PoolRow({ d, n, lang, pick, onAdd, onRemove, inDeck }: { d: CardDef; n: number; lang: "zh" | "en"; pick: ReturnType<typeof useI18n>["pick"]; onAdd: () => void; onRemove: () => void; inDeck?: boolean }) {
  const limit = copyLimit(d);
  const text = d.kind === "unit" ? `${d.zui}/${d.an}/${d.tong}${unitText(d, lang).length ? " · " + unitText(d, lang).join(" ") : ""}` : pick(d.text);
  return (
    <li class={`du-db-row ${n > limit ? "is-over" : ""} ${n > 0 ? "is-in" : ""}`} data-testid={`${inDeck ? "db-deck" : "db-pool"}-${d.id}`} data-count={n} data-limit={limit}>
      <span class="du-cost">{d.cost}</span>
      <span class="du-db-name">
        <strong>{cardNameOf(d.id, lang)}</strong>
        <span class="du-chip">{pick(d.kind === "unit" ? dx("unit") : dx("secret"))}</span>
        {d.kind === "unit" && d.legend && <span class="du-chip du-chip-legend">{pick(dx("dbLegend"))}</span>}
        <span class="du-db-text muted">{text}</span>
      </span>
      <span class="du-db-n" title={pick(dx("dbLimit", { n: limit }))}>
        {n}/{limit}
      </span>
      <span class="du-db-btns">
        <button type="button" class="du-mini-btn" data-testid={`db-remove-${d.id}`} aria-label={pick(dx("dbRemove"))} disabled={n === 0} onClick={onRemove}>
          −
        </button>
        <button type="button" class="du-mini-btn" data-testid={`db-add-${d.id}`} aria-label={pick(dx("dbAdd"))} onClick={onAdd}>
          +
        </button>
      </span>
    </li>
  );
}
