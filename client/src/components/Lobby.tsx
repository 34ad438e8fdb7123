import { ELEMENTS, ELEMENT_ZH } from "../../../shared/src/core/elements";
import { useI18n } from "../i18n";
import { elementLabel } from "../ui";
import { CreateTableForm } from "./CreateTableForm";
import { JoinByCode } from "./JoinByCode";
import { NicknameField } from "./NicknameField";
import { lazyComponent } from "../lazy";

// Its own small bundle: the lobby's budget (tests/server/client-bundles.test.ts) has no room to spare.
const QuickPairing = lazyComponent(() => import("./QuickPairing").then((m) => m.QuickPairing));
import { RecentGames } from "./RecentGames";
import { TableList } from "./TableList";


export function Lobby() {
  const { t, lang } = useI18n();
  return (
    <div class="lobby" data-testid="lobby">
      <section class="hero">
        <div class="hero-elements">
          {ELEMENTS.map((el) => (
            <span key={el} class={`hero-el el-${el}`} title={elementLabel(el, lang)} aria-label={elementLabel(el, lang)}>
              {ELEMENT_ZH[el]}
            </span>
          ))}
        </div>
        <h1>{t("appName")}</h1>
        <p class="tagline">{t("appTagline")}</p>
      </section>
      <div class="lobby-grid">
        <div class="lobby-side">
          <section class="panel">
            <NicknameField />
          </section>
          <QuickPairing />
          <CreateTableForm />
          <JoinByCode />
        </div>
        <div class="lobby-main">
          <TableList />
          <RecentGames />
        </div>
      </div>
    </div>
  );
}
