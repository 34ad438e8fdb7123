import { useState } from "preact/hooks";
import { defineStrings, useI18n, useText, type LocalText } from "../i18n";
import { AccountRequestError, signIn, signUp } from "../account";

const dialogText = defineStrings({
  signIn: ["登入", "Sign in"],
  signUp: ["註冊", "Sign up"],
  username: ["使用者名稱", "Username"],
  usernameHint: ["2–24 個字母、數字或 _ . -（不分大小寫）", "2–24 letters, digits or _ . - (case does not matter)"],
  password: ["密碼", "Password"],
  passwordHint: ["至少 8 個字元", "At least 8 characters"],
  accountOptional: ["不需要帳號也能玩。帳號讓你在任何裝置回到座位，並保留對局紀錄與偏好設定。", "You can play without an account. An account takes your seat to any device and keeps your games and preferences."],
  guestKeeps: ["你以訪客身分玩過的對局會保留在新帳號中。", "The games you played as a guest stay with your new account."],
  cancel: ["取消", "Cancel"],
  working: ["處理中…", "Working…"],
});

/** Sign in or sign up in one dialog; the server's refusal (typed, in both languages) shows under the form. */
export function AccountDialog({ onClose, initial = "signIn" }: { onClose: () => void; initial?: "signIn" | "signUp" }) {
  const a = useText(dialogText);
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
