import { useEffect, useRef, useState } from "preact/hooks";
import { CLOCK_LIMITS, clockValueOk, responseSecondsFor } from "../../../shared/src/protocol/clockLimits";
import { isRatedMode } from "../../../shared/src/protocol/pairing";
import { accountStore } from "../account";
import { modeModules, useModePart } from "../games";
import { text, useI18n } from "../i18n";
import { chosenModeStore, classifyError, createTable, loadModes, modesStore } from "../net";
import { nicknameStore, nicknameValid } from "../profile";
import { navigate, tablePath } from "../router";
import { useStore } from "../store";
import { toast } from "../toast";
import { Btn } from "./Button";

/** Turn clock presets (seconds per whole turn); "custom" opens a field within the server's bounds. */
const TURN_PRESETS = [0, 30, 60, 120, 300];
const RESPONSE_PRESETS = [0, 10, 15, 30, 60];
const TIMEOUT_CHOICES = [1, 2, 3, 5];
const CUSTOM = "custom";

export function CreateTableForm() {
  const i18n = useI18n();
  const { t, pick } = i18n;
  const modes = useStore(modesStore);
  const name = useStore(nicknameStore);
  const [failed, setFailed] = useState(false);
  const mode = useStore(chosenModeStore);
  const setMode = (id: string) => chosenModeStore.set(id);
  const [seats, setSeats] = useState(0);
  const [isPrivate, setPrivate] = useState(false);
  const [watchable, setWatchable] = useState(true);
  const [ratedChoice, setRated] = useState(false);
  const me = useStore(accountStore);
  const [turnChoice, setTurnChoice] = useState("0");
  const [customTurn, setCustomTurn] = useState("");
  /**
   * The host chose a clock: switching the game keeps it rather than taking the game's default. A ref, not state: the
   * mode's effect can run after the host's choice (Preact runs it late, before the next render), and must see it.
   */
  const turnChosen = useRef(false);
  /** null: the server's default (15 s with a turn clock, else none). */
  const [responseSeconds, setResponseSeconds] = useState<number | null>(null);
  const [timeoutsBeforeBot, setTimeoutsBeforeBot] = useState<number>(CLOCK_LIMITS.timeoutsBeforeBot.default);
  const [busy, setBusy] = useState(false);
  const [settingsOpen] = useState(() => typeof matchMedia === "undefined" || matchMedia("(min-width: 760px)").matches);
  const [gameOptions, setGameOptions] = useState<{ mode: string; value: unknown } | null>(null);

  useEffect(() => {
    loadModes().catch(() => setFailed(true));
  }, []);
  const selected = modes?.find((m) => m.id === mode) ?? modes?.[0];
  useEffect(() => {
    if (selected && !selected.seats.includes(seats)) setSeats(selected.seats[0]);
    // Each mode starts from its own default clock (co-op: one silent player must not hold the whole table up).
    if (selected && !turnChosen.current) setTurnChoice(String(selected.turnSeconds ?? 0));
  }, [selected?.id]);
  const presets = selected?.turnSeconds && !TURN_PRESETS.includes(selected.turnSeconds) ? [...TURN_PRESETS, selected.turnSeconds].sort((a, b) => a - b) : TURN_PRESETS;
  // The mode's options come with its bundle; until then the form can still be sent with the engine's defaults.
  const [options] = useModePart(selected?.id ?? null, "options");
  const OptionsForm = options.status === "ready" ? options.value : undefined;
  const hasWindows = !!(selected && modeModules(selected.id)?.responseWindows);
  const turnSeconds = turnChoice === CUSTOM ? Number(customTurn.trim() || NaN) : Number(turnChoice);
  const turnLimits = CLOCK_LIMITS.turnSeconds;
  const customBad = turnChoice === CUSTOM && (!clockValueOk(turnSeconds, turnLimits) || turnSeconds === 0);
  const customProblem = customBad ? t("timerCustomInvalid", { min: turnLimits.min, max: turnLimits.max }) : null;
  const defaultResponse = responseSecondsFor(customBad ? 0 : turnSeconds, undefined);
  // Rated games: a signed-in player, a mode with ratings, two seats and a turn clock (the server checks it all again).
  const canRate = !!me && !!selected && isRatedMode(selected.id) && selected.seats.includes(2);
  const rated = canRate && ratedChoice;
  const ratedProblem = rated && !(turnSeconds > 0) ? t("ratedNeedsClock") : null;

  const reason = busy
    ? t("creating")
    : !nicknameValid(name)
      ? t("nicknameNeeded")
      : !selected
        ? failed
          ? t("modesFailed")
          : t("modesLoading")
        : (customProblem ?? ratedProblem);

  async function submit() {
    if (!selected || reason) return;
    setBusy(true);
    try {
      const conn = await createTable(selected.id, {
        private: isPrivate,
        watchable,
        seats: rated ? 2 : seats || selected.seats[0],
        turnSeconds,
        ...(turnSeconds > 0 && !rated ? { timeoutsBeforeBot } : {}),
        ...(rated ? { rated: true } : {}),
        ...(hasWindows && responseSeconds !== null ? { responseSeconds } : {}),
        ...(gameOptions?.mode === selected.id ? { options: gameOptions.value } : {}),
      });
      navigate(tablePath(conn.code));
    } catch (e) {
      const err = classifyError(e);
      toast(err.text ?? text("errNetwork"), "error", err.code);
      setBusy(false);
    }
  }

  return (
    <form
      class="panel form"
      data-testid="create-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2 class="panel-title">{t("createTitle")}</h2>
      <div class="create-top">
        <label class="field create-mode-field">
          <span class="field-label">{t("mode")}</span>
          <select data-testid="create-mode" value={selected?.id ?? ""} disabled={!modes} onChange={(e) => setMode((e.currentTarget as HTMLSelectElement).value)}>
            {!modes && <option value="">{failed ? t("modesFailed") : t("modesLoading")}</option>}
            {modes?.map((m) => (
              <option key={m.id} value={m.id}>
                {pick(m.name)}
              </option>
            ))}
          </select>
        </label>
        <label class="field create-seats-field">
          <span class="field-label">{t("seats")}</span>
          <select data-testid="create-seats" value={String(rated ? 2 : seats)} disabled={!selected || rated} onChange={(e) => setSeats(Number((e.currentTarget as HTMLSelectElement).value))}>
            {selected?.seats.map((n) => (
              <option key={n} value={String(n)}>
                {t("seatsN", { n })}
              </option>
            ))}
          </select>
        </label>
        {/* The button sits beside the game, above the settings: on any screen it is in view without scrolling. */}
        <Btn type="submit" kind="primary" size="lg" testId="create-table" disabledReason={reason} class="create-submit">
          {busy ? t("creating") : t("createButton")}
        </Btn>
      </div>
      {/* On a phone the settings fold away so the game cards follow 開桌 on the first screens. */}
      <details class="create-more" open={settingsOpen} data-testid="create-settings">
        <summary class="create-more-summary">{t("tableSettings")}</summary>
        <div class="field-row">
          <label class="field" title={t("turnTimerHint")}>
            <span class="field-label">{t("turnTimer")}</span>
            <select
              data-testid="create-timer"
              value={turnChoice}
              onChange={(e) => {
                turnChosen.current = true;
                setTurnChoice((e.currentTarget as HTMLSelectElement).value);
              }}
            >
              {presets.map((n) => (
                <option key={n} value={String(n)}>
                  {n === 0 ? t("timerOff") : t("timerSeconds", { n })}
                </option>
              ))}
              <option value={CUSTOM}>{t("timerCustom")}</option>
            </select>
          </label>
        </div>
        {(turnChoice === CUSTOM || turnSeconds > 0) && (
          <div class="field-row">
            {turnChoice === CUSTOM && (
              <label class="field">
                <span class="field-label">{t("timerCustomSeconds")}</span>
                <input
                  type="number"
                  inputMode="numeric"
                  min={turnLimits.min}
                  max={turnLimits.max}
                  step={1}
                  data-testid="create-timer-custom"
                  value={customTurn}
                  aria-invalid={customBad}
                  onInput={(e) => setCustomTurn((e.currentTarget as HTMLInputElement).value)}
                />
              </label>
            )}
            {turnSeconds > 0 && !rated && (
              <label class="field">
                <span class="field-label">{t("timeoutsBeforeBot")}</span>
                <select data-testid="create-timeouts" value={String(timeoutsBeforeBot)} onChange={(e) => setTimeoutsBeforeBot(Number((e.currentTarget as HTMLSelectElement).value))}>
                  {TIMEOUT_CHOICES.map((n) => (
                    <option key={n} value={String(n)}>
                      {t("timeoutsN", { n })}
                    </option>
                  ))}
                </select>
              </label>
            )}
          </div>
        )}
        {customProblem && customTurn !== "" && (
          <p class="hint field-error" data-testid="create-timer-problem">
            {customProblem}
          </p>
        )}
        {hasWindows && (
          <div class="field-row">
            <label class="field" title={t("responseTimerHint")}>
              <span class="field-label">{t("responseTimer")}</span>
              <select
                data-testid="create-response-timer"
                value={responseSeconds === null ? "" : String(responseSeconds)}
                onChange={(e) => {
                  const v = (e.currentTarget as HTMLSelectElement).value;
                  setResponseSeconds(v === "" ? null : Number(v));
                }}
              >
                <option value="">{t("responseDefault", { n: defaultResponse === 0 ? t("timerOff") : t("timerSeconds", { n: defaultResponse }) })}</option>
                {RESPONSE_PRESETS.map((n) => (
                  <option key={n} value={String(n)}>
                    {n === 0 ? t("timerOff") : t("timerSeconds", { n })}
                  </option>
                ))}
              </select>
            </label>
          </div>
        )}
        {canRate && (
          <label class="check">
            <input type="checkbox" data-testid="create-rated" checked={ratedChoice} onChange={(e) => setRated((e.currentTarget as HTMLInputElement).checked)} />
            <span>{t("ratedTable")}</span>
          </label>
        )}
        {ratedProblem && (
          <p class="hint field-error" data-testid="create-rated-problem">
            {ratedProblem}
          </p>
        )}
        {OptionsForm && <OptionsForm key={selected!.id} value={gameOptions?.value} onChange={(value) => setGameOptions({ mode: selected!.id, value })} i18n={i18n} />}
        <label class="check">
          <input type="checkbox" data-testid="create-private" checked={isPrivate} onChange={(e) => setPrivate((e.currentTarget as HTMLInputElement).checked)} />
          <span>{t("privateTable")}</span>
        </label>
        <label class="check">
          <input type="checkbox" data-testid="create-watchable" checked={watchable} onChange={(e) => setWatchable((e.currentTarget as HTMLInputElement).checked)} />
          <span>{t("watchable")}</span>
        </label>
      </details>
    </form>
  );
}
