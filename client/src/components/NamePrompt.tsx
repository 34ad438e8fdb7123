import type { ComponentChildren } from "preact";
import { useState } from "preact/hooks";
import { accountStore } from "../account";
import { useI18n } from "../i18n";
import { hasSeatToken, isConnectedTo } from "../net";
import { nicknameChosen, nicknameStore, nicknameValid, setNickname } from "../profile";
import { useStore } from "../store";
import { useAccountText } from "./accountStrings";

/**
 * Someone who opens an invite link (not from the lobby, holding no seat at that table yet) in a browser that never
 * chose a name is asked for one before joining, so banners do not read 「輪到 玩家603」: prefilled with the account's
 * name when signed in. A name chosen once is remembered and not asked for again.
 */
export function NameFirst({ code, children }: { code: string; children: ComponentChildren }) {
  const [named, setNamed] = useState(() => isConnectedTo(code) || hasSeatToken(code) || nicknameChosen());
  if (named) return <>{children}</>;
  return <NamePrompt onDone={() => setNamed(true)} />;
}

function NamePrompt({ onDone }: { onDone: () => void }) {
  const a = useAccountText();
  const { t } = useI18n();
  const me = useStore(accountStore);
  const remembered = useStore(nicknameStore);
  const [name, setName] = useState<string | null>(null);
  const value = name ?? (me ? me.username : remembered);
  const valid = nicknameValid(value);
  const submit = (e: Event) => {
    e.preventDefault();
    if (!valid) return;
    setNickname(value.trim());
    onDone();
  };
  return (
    <form class="panel center-panel name-prompt" data-testid="name-prompt" onSubmit={submit}>
      <h2>{a("namePromptTitle")}</h2>
      <label class="field nickname-field">
        <span class="field-label">{t("nickname")}</span>
        <input data-testid="name-prompt-input" type="text" maxLength={24} autoComplete="nickname" autoFocus value={value} aria-invalid={!valid} onInput={(e) => setName((e.currentTarget as HTMLInputElement).value)} />
        {!valid && <span class="field-error">{t("nicknameInvalid")}</span>}
      </label>
      <button type="submit" class="btn btn-primary btn-md" data-testid="name-prompt-join" disabled={!valid}>
        {a("namePromptJoin")}
      </button>
    </form>
  );
}
