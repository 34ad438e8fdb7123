import { ELEMENTS, ELEMENT_ZH } from "../../../shared/src/core/elements";
import { useI18n } from "../i18n";
import { lazyComponent } from "../lazy";
import { elementLabel } from "../ui";
import { CreateTableForm } from "./CreateTableForm";
import { JoinByCode } from "./JoinByCode";
import { NicknameField } from "./NicknameField";
import { RecentGames } from "./RecentGames";
import { TableList } from "./TableList";

// Their own small bundles: the lobby's budget (tests/server/client-bundles.test.ts) has no room to spare.
const QuickPairing = lazyComponent(() => import("./QuickPairing").then((m) => m.QuickPairing));
const GameCards = lazyComponent(() => import("../lobby/GameCards").then((m) => m.GameCards));

/**
 * A newcomer's first screen: what each game is (a card with a picture, a pitch, how to play and one click to a game
 * against a bot), and at the side the name, joining by code and 開桌, all in view without scrolling.
 */
export function Lobby() {
  const { t, lang } = useI18n();
  return (
    <div class="lobby" data-testid="lobby">
      <section class="hero">
        <span class="hero-elements" aria-hidden="true">
          {ELEMENTS.map((el) => (
            <span key={el} class={`hero-el el-${el}`} title={elementLabel(el, lang)}>
              {lang === "zh" ? ELEMENT_ZH[el] : ""}
            </span>
          ))}
        </span>
        <h1 class="sr-only">{t("appName")}</h1>
        <p class="tagline">{t("appTagline")}</p>
      </section>
      <div class="lobby-grid">
        <div class="lobby-side">
          <section class="panel nickname-panel">
            <NicknameField />
          </section>
          <JoinByCode />
          <CreateTableForm />
          <QuickPairing />
        </div>
        <div class="lobby-main">
          <GameCards />
          <TableList />
          <RecentGames />
        </div>
      </div>
    </div>
  );
}
