import { useState } from "preact/hooks";
import { useI18n } from "../i18n";
import { openTable, type NetError } from "../net";
import { nicknameStore, nicknameValid } from "../profile";
import { navigate, tablePath, watchPath } from "../router";
import { useStore } from "../store";
import { toast } from "../toast";
import { Btn } from "./Button";

/** Type a code, then sit down (falls back to watching when full) or watch. */
export function JoinByCode() {
  const { t } = useI18n();
  const name = useStore(nicknameStore);
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const clean = code.toUpperCase().replace(/[^A-Z0-9]/g, "");
  const reason = busy ? t("joining") : !nicknameValid(name) ? t("nicknameNeeded") : clean.length !== 6 ? t("codeInvalid") : null;

  async function go(watch: boolean) {
    if (reason) return;
    setBusy(true);
    try {
      const conn = await openTable(clean, watch);
      navigate(conn.session.role === "spectator" ? watchPath(clean) : tablePath(clean));
    } catch (e) {
      const err = e as NetError;
      toast(err.text, "error", err.code);
      setBusy(false);
    }
  }

  return (
    <form
      class="panel form"
      data-testid="join-form"
      onSubmit={(e) => {
        e.preventDefault();
        void go(false);
      }}
    >
      <h2 class="panel-title">{t("joinTitle")}</h2>
      <div class="join-row">
        <input
          class="code-input"
          data-testid="join-code"
          type="text"
          inputMode="text"
          autoCapitalize="characters"
          autoComplete="off"
          spellcheck={false}
          maxLength={6}
          placeholder={t("joinPlaceholder")}
          aria-label={t("joinPlaceholder")}
          value={clean}
          onInput={(e) => setCode((e.currentTarget as HTMLInputElement).value)}
        />
        <Btn type="submit" kind="primary" testId="join-button" disabledReason={reason}>
          {t("joinButton")}
        </Btn>
        <Btn testId="watch-button" disabledReason={reason} onClick={() => void go(true)}>
          {t("watchButton")}
        </Btn>
      </div>
    </form>
  );
}
