import { useEffect, useState } from "preact/hooks";
import { BOT_AFTER_SECONDS, QUICK_CLOCKS, RATED_MODES, type RatedMode } from "../../../shared/src/protocol/pairing";
import { accountStore } from "../account";
import { useI18n } from "../i18n";
import { modesStore } from "../net";
import { cancelPairing, pairingStore, startPairing } from "../pairing";
import { linkHandler, navigate, tablePath } from "../router";
import { useStore } from "../store";
import { Btn } from "./Button";
import { usePairingText } from "./pairingStrings";

/** 「快速配對 / Quick pairing」: mode, clock and the bot offer, then wait (with cancel) until seated. */
export function QuickPairing() {
  const { pick } = useI18n();
  const t = usePairingText();
  const modes = useStore(modesStore);
  const me = useStore(accountStore);
  const state = useStore(pairingStore);
  const [mode, setMode] = useState<RatedMode>("shengke");
  const [clock, setClock] = useState<number>(60);
  const [botAfter, setBotAfter] = useState<number>(0);
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    if (state.phase !== "waiting") return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [state.phase]);
  const nameOf = (id: string) => {
    const m = modes?.find((x) => x.id === id);
    return m ? pick(m.name) : id;
  };
  const hosted = RATED_MODES.filter((id) => !modes || modes.some((m) => m.id === id));

  return (
    <section class="panel form quick-pairing" data-testid="quick-pairing">
      <h2 class="panel-title">{t("quickTitle")}</h2>
      <p class="hint">{t("quickHint")}</p>
      <label class="field">
        <select data-testid="quick-mode" value={mode} disabled={state.phase !== "idle"} onChange={(e) => setMode((e.currentTarget as HTMLSelectElement).value as RatedMode)}>
          {hosted.map((id) => (
            <option key={id} value={id}>
              {nameOf(id)}
            </option>
          ))}
        </select>
      </label>
      <div class="field-row">
        <label class="field">
          <span class="field-label">{t("quickClock")}</span>
          <select data-testid="quick-clock" value={String(clock)} disabled={state.phase !== "idle"} onChange={(e) => setClock(Number((e.currentTarget as HTMLSelectElement).value))}>
            {QUICK_CLOCKS.map((n) => (
              <option key={n} value={String(n)}>
                {n} s
              </option>
            ))}
          </select>
        </label>
        <label class="field">
          <span class="field-label">{t("quickBotAfter")}</span>
          <select data-testid="quick-bot-after" value={String(botAfter)} disabled={state.phase !== "idle"} onChange={(e) => setBotAfter(Number((e.currentTarget as HTMLSelectElement).value))}>
            {BOT_AFTER_SECONDS.map((n) => (
              <option key={n} value={String(n)}>
                {n === 0 ? t("quickBotNever") : t("quickBotAfterN", { n })}
              </option>
            ))}
          </select>
        </label>
      </div>
      {state.phase === "idle" ? (
        <Btn kind="primary" testId="quick-pair" disabledReason={me === null ? t("quickSignIn") : null} onClick={() => void startPairing(mode, clock, botAfter, (code) => navigate(tablePath(code)))}>
          {t("quickButton")}
        </Btn>
      ) : (
        <div class="quick-waiting" role="status" data-testid="quick-waiting">
          <span class="spinner" aria-hidden="true" /> {state.phase === "waiting" ? t("quickWaiting", { s: Math.max(0, Math.round((now - state.since) / 1000)) }) : t("quickSeating")}
          {state.phase === "waiting" && (
            <Btn kind="ghost" size="sm" testId="quick-cancel" onClick={cancelPairing}>
              {t("quickCancel")}
            </Btn>
          )}
        </div>
      )}
      {state.phase === "idle" && state.error && (
        <p class="form-error" role="alert" data-testid="quick-error">
          {pick(state.error)}
        </p>
      )}
      <a href={`/leaderboard/${mode}`} onClick={linkHandler(`/leaderboard/${mode}`)} data-testid="leaderboard-link">
        {t("leaderboard")}
      </a>
    </section>
  );
}
