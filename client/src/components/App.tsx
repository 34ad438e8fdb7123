import { useI18n } from "../i18n";
import { linkHandler, useRoute } from "../router";
import { LanguageSwitch } from "./LanguageSwitch";
import { Lobby } from "./Lobby";
import { ReplayPage } from "../replay/ReplayPage";
import { Table } from "./Table";
import { DeckBuilderPage } from "../games/shengke/DeckBuilder";
import { DuelistDeckBuilderPage } from "../games/duelist/DeckBuilder";
import { Toasts } from "./Toasts";

export function App() {
  const { t } = useI18n();
  const route = useRoute();
  return (
    <div class="app">
      <header class="topbar">
        <a class="brand" href="/" onClick={linkHandler("/")} data-testid="home-link">
          <span class="brand-mark" aria-hidden="true">
            <span class="el-wood" />
            <span class="el-fire" />
            <span class="el-earth" />
            <span class="el-metal" />
            <span class="el-water" />
          </span>
          <span class="brand-name">{t("appName")}</span>
        </a>
        <nav class="topbar-right">
          {route.name !== "lobby" && (
            <a class="topbar-link" href="/" onClick={linkHandler("/")}>
              {t("home")}
            </a>
          )}
          <LanguageSwitch />
        </nav>
      </header>
      <main class="content">
        {route.name === "lobby" && <Lobby />}
        {route.name === "deck" && <DeckBuilderPage />}
        {route.name === "duelistDeck" && <DuelistDeckBuilderPage />}
        {(route.name === "table" || route.name === "watch") && <Table key={`${route.name}-${route.code}`} code={route.code} watch={route.name === "watch"} />}
        {route.name === "replay" && <ReplayPage key={route.id} id={route.id} />}
        {(route.name === "soon" || route.name === "notFound") && (
          <div class="panel center-panel" data-testid="not-found">
            <h2>{route.name === "soon" ? t("comingSoon") : t("notFoundTitle")}</h2>
            <a class="btn btn-primary btn-md" href="/" onClick={linkHandler("/")}>
              {t("backToLobby")}
            </a>
          </div>
        )}
      </main>
      <footer class="footer muted">
        {t("appName")} · {t("footer")}
      </footer>
      <Toasts />
    </div>
  );
}
