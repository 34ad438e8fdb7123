import { useI18n } from "../i18n";
import { nicknameStore, nicknameValid, setNickname } from "../profile";
import { useStore } from "../store";

export function NicknameField() {
  const { t } = useI18n();
  const name = useStore(nicknameStore);
  const valid = nicknameValid(name);
  return (
    <label class="field nickname-field">
      <span class="field-label">{t("nickname")}</span>
      <input
        data-testid="nickname"
        type="text"
        maxLength={24}
        autoComplete="nickname"
        value={name}
        placeholder={t("nicknamePlaceholder")}
        aria-invalid={!valid}
        onInput={(e) => setNickname((e.currentTarget as HTMLInputElement).value)}
      />
      {!valid && <span class="field-error" data-testid="nickname-error">{t("nicknameInvalid")}</span>}
    </label>
  );
}
