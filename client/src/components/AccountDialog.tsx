import { useState } from "preact/hooks";
import { useI18n, type LocalText } from "../i18n";
import { AccountRequestError, signIn, signUp } from "../account";
import { useAccountText } from "./accountStrings";

/** Sign in or sign up in one dialog; the server's refusal (typed, in both languages) shows under the form. */
export function AccountDialog({ onClose, initial = "signIn" }: { onClose: () => void; initial?: "signIn" | "signUp" }) {
  const a = useAccountText();
  const { pick } = useI18n();
  const [mode, setMode] = useState<"signIn" | "signUp">(initial);
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<LocalText | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await (mode === "signIn" ? signIn(username, password) : signUp(username, password));
      onClose();
    } catch (err) {
      setError(err instanceof AccountRequestError ? err.text : { zh: String(err), en: String(err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div class="modal-backdrop" data-testid="account-dialog" onClick={(e) => e.target === e.currentTarget && onClose()} onKeyDown={(e) => e.key === "Escape" && onClose()}>
      <form class="modal panel account-form" role="dialog" aria-modal="true" aria-labelledby="account-title" onSubmit={submit}>
        <div class="recent-tabs" role="tablist">
          {(["signIn", "signUp"] as const).map((m) => (
            <button key={m} type="button" role="tab" aria-selected={mode === m} class={`recent-tab ${mode === m ? "active" : ""}`} data-testid={`account-tab-${m}`} onClick={() => (setMode(m), setError(null))}>
              {a(m)}
            </button>
          ))}
        </div>
        <h2 id="account-title" class="modal-title">
          {a(mode)}
        </h2>
        <p class="modal-body muted">{mode === "signUp" ? `${a("accountOptional")} ${a("guestKeeps")}` : a("accountOptional")}</p>
        <label class="field">
          <span class="field-label">{a("username")}</span>
          <input data-testid="account-username" type="text" autoComplete="username" maxLength={24} required value={username} autoFocus onInput={(e) => setUsername((e.currentTarget as HTMLInputElement).value)} />
          {mode === "signUp" && <span class="muted">{a("usernameHint")}</span>}
        </label>
        <label class="field">
          <span class="field-label">{a("password")}</span>
          <input
            data-testid="account-password"
            type="password"
            autoComplete={mode === "signUp" ? "new-password" : "current-password"}
            minLength={mode === "signUp" ? 8 : undefined}
            maxLength={200}
            required
            value={password}
            onInput={(e) => setPassword((e.currentTarget as HTMLInputElement).value)}
          />
          {mode === "signUp" && <span class="muted">{a("passwordHint")}</span>}
        </label>
        {error && (
          <p class="field-error" role="alert" data-testid="account-error">
            {pick(error)}
          </p>
        )}
        <div class="btn-row modal-actions">
          <button type="button" class="btn btn-secondary btn-md" onClick={onClose}>
            {a("cancel")}
          </button>
          <button type="submit" class="btn btn-primary btn-md" data-testid="account-submit" disabled={busy}>
            {busy ? a("working") : a(mode)}
          </button>
        </div>
      </form>
    </div>
  );
}
