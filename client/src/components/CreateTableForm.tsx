import { useEffect, useState } from "preact/hooks";
import { useModePart } from "../games";
import { text, useI18n } from "../i18n";
import { classifyError, createTable, loadModes, modesStore } from "../net";
import { nicknameStore, nicknameValid } from "../profile";
import { navigate, tablePath } from "../router";
import { useStore } from "../store";
import { toast } from "../toast";
import { Btn } from "./Button";

const TIMERS = [0, 30, 60, 120];

export function CreateTableForm() {
  const i18n = useI18n();
  const { t, pick } = i18n;
  const modes = useStore(modesStore);
  const name = useStore(nicknameStore);
  const [failed, setFailed] = useState(false);
  const [mode, setMode] = useState("");
  const [seats, setSeats] = useState(0);
  const [isPrivate, setPrivate] = useState(false);
  const [watchable, setWatchable] = useState(true);
  const [turnSeconds, setTurnSeconds] = useState(0);
  const [busy, setBusy] = useState(false);
  const [gameOptions, setGameOptions] = useState<{ mode: string; value: unknown } | null>(null);

  useEffect(() => {
    loadModes().catch(() => setFailed(true));
  }, []);
  const selected = modes?.find((m) => m.id === mode) ?? modes?.[0];
  useEffect(() => {
    if (selected && !selected.seats.includes(seats)) setSeats(selected.seats[0]);
  }, [selected?.id]);
  // The mode's options come with its bundle; until then the form can still be sent with the engine's defaults.
  const [options] = useModePart(selected?.id ?? null, "options");
  const OptionsForm = options.status === "ready" ? options.value : undefined;

  const reason = busy
    ? t("creating")
    : !nicknameValid(name)
      ? t("nicknameNeeded")
      : !selected
        ? failed
          ? t("modesFailed")
          : t("modesLoading")
        : null;

  async function submit() {
    if (!selected || reason) return;
    setBusy(true);
    try {
      const conn = await createTable(selected.id, { private: isPrivate, watchable, seats: seats || selected.seats[0], turnSeconds, ...(gameOptions?.mode === selected.id ? { options: gameOptions.value } : {}) });
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
      <label class="field">
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
      <div class="field-row">
        <label class="field">
          <span class="field-label">{t("seats")}</span>
          <select data-testid="create-seats" value={String(seats)} disabled={!selected} onChange={(e) => setSeats(Number((e.currentTarget as HTMLSelectElement).value))}>
            {selected?.seats.map((n) => (
              <option key={n} value={String(n)}>
                {t("seatsN", { n })}
              </option>
            ))}
          </select>
        </label>
        <label class="field">
          <span class="field-label">{t("turnTimer")}</span>
          <select data-testid="create-timer" value={String(turnSeconds)} onChange={(e) => setTurnSeconds(Number((e.currentTarget as HTMLSelectElement).value))}>
            {TIMERS.map((s) => (
              <option key={s} value={String(s)}>
                {s === 0 ? t("timerOff") : t("timerSeconds", { n: s })}
              </option>
            ))}
          </select>
        </label>
      </div>
      {OptionsForm && <OptionsForm key={selected!.id} value={gameOptions?.value} onChange={(value) => setGameOptions({ mode: selected!.id, value })} i18n={i18n} />}
      <label class="check">
        <input type="checkbox" data-testid="create-private" checked={isPrivate} onChange={(e) => setPrivate((e.currentTarget as HTMLInputElement).checked)} />
        <span>{t("privateTable")}</span>
      </label>
      <label class="check">
        <input type="checkbox" data-testid="create-watchable" checked={watchable} onChange={(e) => setWatchable((e.currentTarget as HTMLInputElement).checked)} />
        <span>{t("watchable")}</span>
      </label>
      <Btn type="submit" kind="primary" size="lg" testId="create-table" disabledReason={reason} class="btn-block">
        {busy ? t("creating") : t("createButton")}
      </Btn>
    </form>
  );
}
