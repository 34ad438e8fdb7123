/**
 * /tutorial/<mode>: the table's own view of a mode on scripted positions, run by the real engine in the browser. The
 * mode's script (a TutorialScript, script.ts) decides which move a step teaches; this page shows the step, marks what
 * to look at, plays the taught move or says why another one is not it, keeps the progress in the browser, and ends
 * with a real game against the easiest bot. Each mode's page (ShengkeTutorial.tsx, SlayingTutorial.tsx) passes its
 * script and its table view.
 */
import type { ComponentType } from "preact";
import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import type { GameEvent } from "../../../shared/src/core/engine";
import { Btn } from "../components/Button";
import type { GameViewProps } from "../games/types";
import { setSeatNames, useText, useI18n } from "../i18n";
import { easiestBotLevel, playAgainstBot } from "../lobby/playBot";
import { loadModes, modesStore } from "../net";
import { linkHandler, rulesPath } from "../router";
import { useStore } from "../store";
import type { GameEventMessage, TableSession, TableSnapshot } from "../tableState";
import { loadProgress, progressAfter, saveProgress, type Progress } from "./progress";
import type { StepBase, Text, TutorialScript } from "./script";
import { tt } from "./strings";

const noop = () => undefined;

/** A table record around the scripted position: the learner's seat is you, any other the opponent the script answers for. */
function tableFor(mode: string, learner: number, parts: ReturnType<TutorialScript<unknown, unknown>["table"]>, names: string[], lastEvents: GameEventMessage | null): { table: TableSnapshot; session: TableSession } {
  const seat = (index: number, name: string) => ({ index, name, occupied: true, connected: true, bot: false, botLevel: "", replacedByBot: false, host: index === learner, away: false, returnDeadline: 0, botVotes: 0, rating: 0, provisional: false });
  const table: TableSnapshot = {
    mode,
    code: "",
    status: parts.over ? "finished" : "playing",
    isPrivate: true,
    turnSeconds: 0,
    responseSeconds: 0,
    turnDeadline: 0,
    clockSeat: -1,
    clockKind: null,
    seq: parts.seq,
    turn: parts.turn,
    seats: names.map((n, i) => seat(i, n)),
    activeSeats: parts.active,
    spectators: 0,
    publicView: null,
    myView: null,
    options: null,
    commitment: "",
    seed: "",
    result: null,
    gameId: "",
    log: [],
  };
  const session: TableSession = { code: "", role: "seat", seat: learner, phase: "connected", attempt: 0, table, error: null, rematch: [], pending: false, lastEvents, autoPass: null, ratings: null };
  return { table, session };
}

/** The engine's events of a taught move as the table's events message (the army's turn replays from it). */
function eventsMessage(seq: number, events: GameEvent[]): GameEventMessage {
  return { seq, events: events.map((e, i) => ({ seq: i, seat: e.seat ?? -1, type: e.type, zh: e.zh, en: e.en, data: e.data })) };
}

/**
 * Marks the elements matching `selectors` under `root` with `tut-hl`, and keeps marking them while the view
 * re-renders (it rewrites its own class attributes on every hover, which would drop a class set once).
 */
function useHighlight(root: { current: HTMLElement | null }, selectors: string[]) {
  const key = selectors.join("|");
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const apply = () => {
      const want = new Set<Element>(selectors.length ? el.querySelectorAll(selectors.join(",")) : []);
      for (const e of el.querySelectorAll(".tut-hl")) if (!want.has(e)) e.classList.remove("tut-hl");
      for (const e of want) if (!e.classList.contains("tut-hl")) e.classList.add("tut-hl");
    };
    apply();
    const obs = new MutationObserver(apply);
    obs.observe(el, { subtree: true, childList: true, attributes: true, attributeFilter: ["class"] });
    return () => {
      obs.disconnect();
      for (const e of el.querySelectorAll(".tut-hl")) e.classList.remove("tut-hl");
    };
  }, [key]);
}

/**
 * Brings the step's first mark (the thing to press) to the middle of the screen. A button, not an automatic
 * scroll: on a phone the hand and the tokens sit far below the board, and jumping there would hide the step's text.
 */
function showTarget(root: HTMLElement | null, selector: string) {
  const el = root?.querySelector<HTMLElement>(selector);
  el?.scrollIntoView({ block: "center", behavior: "smooth" });
}

export interface TutorialShellProps<S, A> {
  script: TutorialScript<S, A, StepBase<unknown>>;
  /** The mode's table view, given the scripted position as the table would give it. */
  View: ComponentType<GameViewProps>;
}

export function TutorialShell<S, A>({ script, View }: TutorialShellProps<S, A>) {
  const { mode: MODE, steps: STEPS, learner: LEARNER } = script;
  const i18n = useI18n();
  const { pick } = i18n;
  const x = useText(tt);
  const modes = useStore(modesStore);
  const [progress, setProgress] = useState<Progress>(() => loadProgress(MODE, STEPS.length) ?? { step: 0, done: false });
  // A completed tutorial opens at its start again; an unfinished one where it was left.
  const [index, setIndex] = useState(() => (progress.done ? 0 : progress.step));
  const [s, setS] = useState<S>(() => script.positionAt(index));
  const [solved, setSolved] = useState(false);
  const [finished, setFinished] = useState(false);
  const [note, setNote] = useState<{ illegal: boolean; text: Text } | null>(null);
  const [lastEvents, setLastEvents] = useState<GameEventMessage | null>(null);
  const [starting, setStarting] = useState(false);
  const stage = useRef<HTMLDivElement>(null);
  const step = STEPS[index];

  useEffect(() => {
    loadModes().catch(() => undefined);
    return () => setSeatNames([]);
  }, []);
  setSeatNames([{ name: x("tutYou") }, { name: x("tutOpponent") }]);

  function record(reached: number) {
    const p = progressAfter(progress, reached, STEPS.length);
    setProgress(p);
    saveProgress(MODE, p);
  }

  function open(i: number, fresh: boolean) {
    setIndex(i);
    setSolved(false);
    setNote(null);
    setFinished(false);
    // Carrying on in the same game keeps what the learner did; a step with its own position starts there.
    if (fresh || STEPS[i].position) setS(script.positionAt(i));
  }

  function act(raw: unknown) {
    if (solved || finished) return;
    const v = script.judgeMove(step, s, raw as A);
    if (!v.ok) {
      setNote({ illegal: v.illegal, text: v.why });
      return;
    }
    setS(v.state);
    setLastEvents((m) => eventsMessage((m?.seq ?? 0) + 1, v.events));
    setSolved(true);
    setNote(null);
    record(index + 1);
  }

  function next() {
    if (index + 1 < STEPS.length) open(index + 1, false);
    else setFinished(true);
  }

  const views = useMemo(() => script.views(s), [s]);
  const { table, session } = tableFor(MODE, LEARNER, script.table(s), [x("tutYou"), x("tutOpponent")], lastEvents);
  const selectors = useMemo(() => (solved || finished ? [] : script.highlightSelectors(step, s)), [index, solved, finished, s]);
  useHighlight(stage, selectors);

  const props: GameViewProps = {
    table,
    session,
    mySeat: LEARNER,
    myView: views.mine,
    publicView: views.pub,
    isMyTurn: !solved,
    blockedReason: solved || finished ? x("tutPressNext") : null,
    act: solved || finished ? noop : act,
    i18n,
  };
  const mode = modes?.find((m) => m.id === MODE);
  const result = script.resultText(s);

  async function playBot() {
    if (!mode) return;
    setStarting(true);
    if (!(await playAgainstBot(mode, easiestBotLevel(mode), script.botOptions))) setStarting(false);
  }

  return (
    <div class="tutorial-page" data-testid="tutorial-page" data-mode={MODE} data-step={step.id} data-index={index} data-solved={String(solved)} data-finished={String(finished)}>
      <section class="panel tutorial-card" aria-live="polite">
        <header class="tutorial-head">
          <h1 class="tutorial-title">{x("tutTitle", { game: pick(script.game) })}</h1>
          <span class="badge badge-soft" data-testid="tutorial-count">
            {x("tutStep", { n: index + 1, total: STEPS.length })}
          </span>
          <ol class="tutorial-dots" aria-hidden="true">
            {STEPS.map((st, i) => (
              <li key={st.id} class={i < index || (i === index && solved) || finished ? "done" : i === index ? "now" : ""} />
            ))}
          </ol>
        </header>
        {finished ? (
          <div data-testid="tutorial-finished">
            <h2 class="tutorial-step-title">{x("tutDoneTitle")}</h2>
            <p>{pick(script.doneBody)}</p>
            <div class="btn-row">
              <Btn kind="primary" size="lg" testId="tutorial-play-bot" disabledReason={starting ? x("tutStarting") : !mode ? "…" : null} onClick={() => void playBot()}>
                {starting ? x("tutStarting") : x("tutPlayBot")}
              </Btn>
              <a class="btn btn-secondary btn-md" href={rulesPath(MODE)} onClick={linkHandler(rulesPath(MODE))}>
                {x("tutRules")}
              </a>
              <Btn kind="ghost" testId="tutorial-restart" onClick={() => open(0, true)}>
                {x("tutRestart")}
              </Btn>
              <a class="btn btn-ghost btn-md" href="/" onClick={linkHandler("/")}>
                {x("tutLobby")}
              </a>
            </div>
          </div>
        ) : (
          <>
            <h2 class="tutorial-step-title" data-testid="tutorial-step-title">
              {pick(step.title)}
            </h2>
            <p class="tutorial-body" data-testid="tutorial-body">
              {pick(step.body)}
            </p>
            {note && (
              <p class={`tutorial-note ${note.illegal ? "tutorial-note-illegal" : ""}`} role="status" data-testid="tutorial-note" data-illegal={String(note.illegal)}>
                <strong>{note.illegal ? x("tutIllegal") : x("tutNotThis")}</strong>
                {pick(note.text)}
              </p>
            )}
            {solved && (
              <p class="tutorial-after" role="status" data-testid="tutorial-after">
                ✓ {pick(step.after)}
                {step.followUp?.length ? <span class="muted"> {pick(script.followUpNote)}</span> : null}
                {result && <strong data-testid="tutorial-result"> {pick(result)}</strong>}
              </p>
            )}
            <div class="btn-row tutorial-nav">
              <Btn kind="ghost" testId="tutorial-back" disabledReason={index === 0 ? "—" : null} onClick={() => open(index - 1, true)}>
                {x("tutBack")}
              </Btn>
              <Btn kind="primary" testId="tutorial-next" disabledReason={solved ? null : pick(step.otherwise)} onClick={next}>
                {x("tutNext")}
              </Btn>
              {!solved && selectors.length > 0 && (
                <Btn kind="secondary" testId="tutorial-show" onClick={() => showTarget(stage.current, selectors[0])}>
                  {x("tutShow")}
                </Btn>
              )}
              <Btn kind="ghost" testId="tutorial-restart" onClick={() => open(0, true)}>
                {x("tutRestart")}
              </Btn>
            </div>
          </>
        )}
      </section>
      <div class="tutorial-stage" ref={stage}>
        <View {...props} />
      </div>
    </div>
  );
}
