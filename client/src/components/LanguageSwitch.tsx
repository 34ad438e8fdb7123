import { setLang, useI18n } from "../i18n";
import { Icon } from "./Icon";

export function LanguageSwitch() {
  const { lang, t } = useI18n();
  return (
    <button type="button" class="lang-switch" data-testid="lang-switch" title={t("langSwitchTitle")} onClick={() => setLang(lang === "zh" ? "en" : "zh")}>
      <Icon name="globe" /> {t("langSwitch")}
    </button>
  );
}
