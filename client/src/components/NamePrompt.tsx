import { useState } from "preact/hooks";
import { accountStore } from "../account";
import { defineStrings, useI18n, useText } from "../i18n";
import { nicknameStore, nicknameValid, setNickname } from "../profile";
import { useStore } from "../store";

const promptText = defineStrings({
  namePromptTitle: ["加入牌桌前，大家要怎麼稱呼你？", "What should the table call you?"],
  namePromptJoin: ["加入", "Join"],
});

/** The name question itself, in its own bundle: only first visits through an invite link load it. */
export function NamePrompt({ onDone }: { onDone: () => void }) {
  const a = useText(promptText);
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
