import { AUTO_PASS, type AutoPass } from "../../../shared/src/protocol/autoPass";
import { useI18n, type StringKey } from "../i18n";
import { autoPassStore, type TableConnection, type TableSession } from "../net";
import { saveSound, soundStore } from "../sound";
import { useStore } from "../store";
import { Btn } from "./Button";

const AUTO_PASS_TEXT: Record<AutoPass, StringKey> = { ask: "autoPassAsk", auto: "autoPassAuto", turn: "autoPassTurn" };

/**
 * Your answer to response windows (another player's curse or phase end): always ask, pass automatically when you
 * hold nothing playable, or pass until your own turn. Kept in this browser; the note says once the server has it.
 */
export function AutoPassPref({ session, conn }: { session: TableSession; conn: TableConnection }) {
  const { t } = useI18n();
  const chosen = useStore(autoPassStore);
  const confirmed = session.autoPass;
  return (
    <label class="field autopass" data-testid="autopass">
      <span class="field-label">{t("autoPassLabel")}</span>
      <select data-testid="autopass-select" value={chosen} onChange={(e) => conn.setAutoPass((e.currentTarget as HTMLSelectElement).value as AutoPass)}>
        {AUTO_PASS.map((p) => (
          <option key={p} value={p}>
            {t(AUTO_PASS_TEXT[p])}
          </option>
        ))}
      </select>
      <span class="autopass-state muted" data-testid="autopass-confirmed" data-value={confirmed ?? ""}>
        {confirmed === chosen ? `✓ ${t("autoPassSaved")}` : t("autoPassSaving")}
      </span>
    </label>
  );
}

/** The turn chime on or off (this browser's choice, kept with a signed-in account). */
export function SoundPref() {
  const { t } = useI18n();
  const on = useStore(soundStore);
  return (
    <label class="field sound-pref" data-testid="sound-pref">
      <input type="checkbox" data-testid="sound-toggle" checked={on} onChange={(e) => saveSound((e.currentTarget as HTMLInputElement).checked)} />
      <span>{t("soundLabel")}</span>
    </label>
  );
}

/**
 * The player whose seat a bot plays (after repeated timeouts, or finishing the turn it was playing when they came
 * back from a drop): say so plainly and offer the way back.
 */
export function AwayBanner({ conn, back }: { conn: TableConnection; back?: boolean }) {
  const { t } = useI18n();
  return (
    <div class="banner banner-warn banner-away" data-testid="away-banner" data-back={String(!!back)} role="alert">
      <span class="banner-text">
        {t(back ? "awayBackBanner" : "awayBanner")} <span class="banner-hint">{t("awayBannerHint")}</span>
      </span>
      <span class="banner-actions">
        <Btn kind="primary" testId="im-back" onClick={() => conn.present()}>
          {t("imBack")}
        </Btn>
      </span>
    </div>
  );
}
