import { useMemo, useState } from "preact/hooks";
import { Btn } from "../../components/Button";
import { useI18n, type LocalText } from "../../i18n";
import { useStore } from "../../store";
import { toast } from "../../toast";
import { copyText } from "../../ui";
import type { BeastDef } from "../../../../shared/src/games/shengke/types";
import { CardFace, RangeGlyph } from "./Card";
import { cleanCard, DEFAULT_DECKS, deckProblemList, deleteDeck, parseDeckJson, RULES, saveDeck, savedDecksStore } from "./decks";
import { ELEMENTS, EL_ZH, elText, type Element } from "./model";
import { sx } from "./strings";

const newId = () => Math.random().toString(36).slice(2, 10);
const snapshot = (name: string, cards: BeastDef[]) => JSON.stringify({ name: name.trim(), cards: cards.map(cleanCard) });

/** /deck: compose 25 靈獸卡 with live validation by the shared deck rules; save locally, export and import JSON. */
export function DeckBuilderPage() {
  const i18n = useI18n();
  const { pick, lang } = i18n;
  const saved = useStore(savedDecksStore);
  const [deckId, setDeckId] = useState(newId());
  const [name, setName] = useState(pick(sx("dbNewDeck")));
  const [cards, setCards] = useState<BeastDef[]>(DEFAULT_DECKS[0].cards.map(cleanCard));
  const [template, setTemplate] = useState(DEFAULT_DECKS[0].id);
  const [importText, setImportText] = useState("");
  const [importError, setImportError] = useState<LocalText | null>(null);
  /** A parsed import waiting for "replace the deck being edited?". */
  const [pendingImport, setPendingImport] = useState<{ name?: string; cards: BeastDef[] } | null>(null);
  const [showExport, setShowExport] = useState(false);
  /** The deck as last loaded or saved: edits since then would be lost by an import. */
  const [baseline, setBaseline] = useState(() => snapshot(pick(sx("dbNewDeck")), DEFAULT_DECKS[0].cards.map(cleanCard)));
  const dirty = snapshot(name, cards) !== baseline;

  const found = useMemo(() => deckProblemList(cards), [cards]);
  const sumIn = cards.reduce((n, c) => n + (Number(c.in) || 0), 0);
  const sumOut = cards.reduce((n, c) => n + (Number(c.out) || 0), 0);
  const perEl = Object.fromEntries(ELEMENTS.map((e) => [e, cards.filter((c) => c.element === e).length])) as Record<Element, number>;
  const exportText = JSON.stringify({ name: name.trim(), cards: cards.map(cleanCard) }, null, 2);

  const update = (i: number, patch: Partial<BeastDef>) => setCards((cs) => cs.map((c, j) => (j === i ? { ...c, ...patch } : c)));
  const saveReason = !name.trim() ? pick(sx("dbNeedName")) : found.length ? pick(sx("dbFixFirst")) : null;

  /** Puts a deck in the editor as a new deck (loading a default, editing a saved one, importing). */
  const load = (nextName: string, nextCards: BeastDef[], id = newId()) => {
    setCards(nextCards);
    setName(nextName);
    setDeckId(id);
    setBaseline(snapshot(nextName, nextCards));
  };

  const applyImport = (d: { name?: string; cards: BeastDef[] }) => {
    load(d.name ?? name, d.cards);
    setPendingImport(null);
    setImportError(null);
    toast(sx("dbImported", { n: d.cards.length }), "info");
  };

  // An import replaces the deck being edited: a partial deck or unsaved edits need a yes first.
  const doImport = () => {
    setPendingImport(null);
    let d: { name?: string; cards: BeastDef[] };
    try {
      d = parseDeckJson(importText);
    } catch (e) {
      setImportError(e instanceof SyntaxError ? sx("dbImportBad") : sx("dbImportShape"));
      return;
    }
    if (d.cards.length === 0) return setImportError(sx("dbImportEmpty"));
    setImportError(null);
    if (d.cards.length !== RULES.deckSize || dirty) setPendingImport(d);
    else applyImport(d);
  };

  return (
    <div class="sk-db" data-testid="deck-builder">
      <section class="panel sk-db-head">
        <h1 class="sk-db-title">{pick(sx("dbTitle"))}</h1>
        <p class="muted">{pick(sx("dbIntro"))}</p>
        <div class="sk-db-controls">
          <label class="field">
            <span class="field-label">{pick(sx("dbName"))}</span>
            <input type="text" data-testid="db-name" value={name} maxLength={40} onInput={(e) => setName((e.currentTarget as HTMLInputElement).value)} />
          </label>
          <label class="field">
            <span class="field-label">{pick(sx("dbStartFrom"))}</span>
            <span class="sk-db-inline">
              <select data-testid="db-template" value={template} onChange={(e) => setTemplate((e.currentTarget as HTMLSelectElement).value)}>
                {DEFAULT_DECKS.map((d) => (
                  <option key={d.id} value={d.id}>
                    {pick(d)}
                  </option>
                ))}
              </select>
              <Btn testId="db-load-template" onClick={() => { const d = DEFAULT_DECKS.find((x) => x.id === template)!; load(pick(d), d.cards.map(cleanCard)); }}>
                {pick(sx("dbLoad"))}
              </Btn>
            </span>
          </label>
        </div>
        <div class="sk-db-stats" data-testid="db-stats">
          <span class={`sk-stat ${cards.length === RULES.deckSize ? "ok" : "bad"}`}>{pick(sx("dbCount", { n: cards.length, target: RULES.deckSize }))}</span>
          {ELEMENTS.map((e) => (
            <span key={e} class={`sk-stat sk-stat-el ${perEl[e] === RULES.cardsPerElement ? "ok" : "bad"}`}>
              <span class={`sk-el-chip sk-el-${e}`}>{EL_ZH[e]}</span> {perEl[e]}/{RULES.cardsPerElement}
            </span>
          ))}
          <span class={`sk-stat ${sumIn === RULES.cornerSum ? "ok" : "bad"}`}>{pick(sx("dbSumIn", { n: sumIn, target: RULES.cornerSum }))}</span>
          <span class={`sk-stat ${sumOut === RULES.cornerSum ? "ok" : "bad"}`}>{pick(sx("dbSumOut", { n: sumOut, target: RULES.cornerSum }))}</span>
        </div>
        <div class={`sk-db-validation ${found.length ? "bad" : "ok"}`} data-testid="db-validation" data-valid={String(found.length === 0)}>
          {found.length === 0 ? (
            <span>✓ {pick(sx("dbValid"))}</span>
          ) : (
            <>
              <strong>{pick(sx("dbProblems", { n: found.length }))}</strong>
              <ul data-testid="db-problems">
                {found.slice(0, 12).map((p, i) => (
                  <li key={i} data-testid="db-problem" data-card={p.card ?? ""}>
                    {pick(p.text)}
                  </li>
                ))}
                {found.length > 12 && <li>…</li>}
              </ul>
            </>
          )}
        </div>
        <div class="btn-row">
          <Btn kind="primary" testId="db-save" disabledReason={saveReason} onClick={() => { saveDeck({ id: deckId, name: name.trim(), cards }); setBaseline(snapshot(name, cards)); toast(sx("dbSaved", { name: name.trim() }), "success"); }}>
            {pick(sx("dbSave"))}
          </Btn>
          <Btn testId="db-export" onClick={() => setShowExport(!showExport)}>
            {pick(sx("dbExport"))}
          </Btn>
        </div>
        {found.length === 0 && <p class="muted sk-db-note">{pick(sx("dbUseAtTable"))}</p>}
        {showExport && (
          <div class="sk-db-io">
            <span class="field-label">{pick(sx("dbExportHint"))}</span>
            <textarea readOnly rows={8} data-testid="db-export-text" value={exportText} />
            <Btn size="sm" onClick={() => void copyText(exportText)}>
              {pick(sx("dbCopy"))}
            </Btn>
          </div>
        )}
        <details class="sk-db-io" data-testid="db-import-box">
          <summary data-testid="db-import-open">{pick(sx("dbImport"))}</summary>
          <span class="field-label">{pick(sx("dbImportHint"))}</span>
          <textarea rows={6} data-testid="db-import-text" value={importText} onInput={(e) => setImportText((e.currentTarget as HTMLTextAreaElement).value)} />
          {importError && (
            <p class="field-error" data-testid="db-import-error" role="alert">
              {pick(importError)}
            </p>
          )}
          {pendingImport && (
            <div class="sk-db-confirm" data-testid="db-import-confirm" role="alertdialog" data-count={pendingImport.cards.length}>
              <p>
                {pendingImport.cards.length !== RULES.deckSize
                  ? pick(sx("dbImportPartial", { n: pendingImport.cards.length, target: RULES.deckSize, current: cards.length }))
                  : pick(sx("dbImportReplace", { current: cards.length }))}
                {dirty && ` ${pick(sx("dbImportUnsaved"))}`}
              </p>
              <div class="btn-row">
                <Btn size="sm" kind="danger" testId="db-import-replace" onClick={() => applyImport(pendingImport)}>
                  {pick(sx("dbImportReplaceBtn"))}
                </Btn>
                <Btn size="sm" testId="db-import-cancel" onClick={() => setPendingImport(null)}>
                  {pick(sx("cancel"))}
                </Btn>
              </div>
            </div>
          )}
          <Btn size="sm" testId="db-import" disabledReason={importText.trim() ? null : pick(sx("dbImportHint"))} onClick={doImport}>
            {pick(sx("dbImportBtn"))}
          </Btn>
        </details>
      </section>

      <section class="panel">
        <h2 class="panel-title">
          {pick(sx("dbCards"))} <span class="count">{cards.length}</span>
        </h2>
        <div class="sk-db-table" role="table">
          <div class="sk-db-row sk-db-header" role="row">
            <span>#</span>
            <span>{pick(sx("dbZh"))}</span>
            <span>{pick(sx("dbEn"))}</span>
            <span>{pick(sx("dbElement"))}</span>
            <span>{pick(sx("dbIn"))}</span>
            <span>{pick(sx("dbOut"))}</span>
            <span>{pick(sx("dbRange"))}</span>
            <span />
          </div>
          {cards.map((c, i) => {
            const bad = found.some((p) => p.card === i);
            return (
              <div class={`sk-db-row ${bad ? "sk-db-bad" : ""}`} role="row" key={i} data-testid={`db-card-${i}`}>
                <span class="sk-db-idx">{i + 1}</span>
                <input type="text" aria-label={pick(sx("dbZh"))} data-testid={`db-zh-${i}`} value={c.zh} onInput={(e) => update(i, { zh: (e.currentTarget as HTMLInputElement).value })} />
                <input type="text" aria-label={pick(sx("dbEn"))} data-testid={`db-en-${i}`} value={c.en} onInput={(e) => update(i, { en: (e.currentTarget as HTMLInputElement).value })} />
                <select aria-label={pick(sx("dbElement"))} data-testid={`db-el-${i}`} class={`sk-db-el sk-el-${c.element}`} value={c.element} onChange={(e) => update(i, { element: (e.currentTarget as HTMLSelectElement).value as Element })}>
                  {ELEMENTS.map((e) => (
                    <option key={e} value={e}>
                      {EL_ZH[e]} {lang === "en" ? pick(elText(e)) : ""}
                    </option>
                  ))}
                </select>
                <input type="number" min={RULES.cornerMin} max={RULES.cornerMax} aria-label={pick(sx("dbIn"))} data-testid={`db-in-${i}`} value={String(c.in)} onInput={(e) => update(i, { in: Number((e.currentTarget as HTMLInputElement).value) })} />
                <input type="number" min={RULES.cornerMin} max={RULES.cornerMax} aria-label={pick(sx("dbOut"))} data-testid={`db-out-${i}`} value={String(c.out)} onInput={(e) => update(i, { out: Number((e.currentTarget as HTMLInputElement).value) })} />
                <span class="sk-db-glyphs" title={`${pick(sx("inRange"))} ${c.in} · ${pick(sx("outRange"))} ${c.out}`}>
                  <RangeGlyph n={c.in} kind="in" size={26} />
                  <RangeGlyph n={c.out} kind="out" size={26} />
                  <span class="sk-db-face">{c.element && ELEMENTS.includes(c.element) && <CardFace card={c} i18n={i18n} size="mini" />}</span>
                </span>
                <button type="button" class="sk-mini-btn" data-testid={`db-remove-${i}`} title={pick(sx("dbRemove"))} onClick={() => setCards((cs) => cs.filter((_, j) => j !== i))}>
                  ✕
                </button>
              </div>
            );
          })}
        </div>
        <div class="btn-row sk-db-add">
          <Btn testId="db-add" onClick={() => setCards((cs) => [...cs, { zh: "", en: "", element: "wood", in: 4, out: 4 }])}>
            + {pick(sx("dbAdd"))}
          </Btn>
        </div>
      </section>

      <section class="panel">
        <h2 class="panel-title">{pick(sx("dbSavedDecks"))}</h2>
        {saved.length === 0 && <p class="muted">{pick(sx("dbNoSaved"))}</p>}
        <ul class="sk-db-saved" data-testid="db-saved">
          {saved.map((d) => (
            <li key={d.id} data-testid={`db-saved-${d.id}`} data-name={d.name}>
              <strong>{d.name}</strong>
              <span class="muted"> · {d.cards.length}</span>
              <span class="btn-row">
                <Btn size="sm" onClick={() => { load(d.name, d.cards.map(cleanCard), d.id); window.scrollTo(0, 0); }}>
                  {pick(sx("dbEdit"))}
                </Btn>
                <Btn size="sm" kind="danger" onClick={() => deleteDeck(d.id)}>
                  {pick(sx("dbDelete"))}
                </Btn>
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
