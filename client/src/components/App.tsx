import type { ComponentType } from "preact";
import { useI18n } from "../i18n";
import { leavePrompt, linkHandler, navigate, TUTORIAL_MODES, tutorialPath, useRoute } from "../router";
import { useStore } from "../store";
import { LanguageSwitch } from "./LanguageSwitch";
import { loadModeStyles } from "../games/styles";
import { lazyComponent } from "../lazy";
import { AccountMenu } from "./AccountMenu";
import { Lobby } from "./Lobby";
import { NameFirst } from "./NameFirst";
import { Table } from "./Table";
import { Toasts } from "./Toasts";

// Pages beyond the lobby and the table come in their own bundles, fetched when first opened (a deck builder with
// its mode's stylesheet).
const ReplayPage = lazyComponent(() => import("../replay/ReplayPage").then((m) => m.ReplayPage));
const RulesPage = lazyComponent(() => import("../rules/RulesPage").then((m) => m.RulesPage));
// Each mode's tutorial with its engine and view: nothing of it in the lobby's bundle.
const TUTORIALS: Record<string, ComponentType> = {
  shengke: lazyComponent(() => Promise.all([import("../tutorial/ShengkeTutorial"), loadModeStyles("shengke")]).then(([m]) => m.ShengkeTutorial)),
  slaying: lazyComponent(() => Promise.all([import("../tutorial/SlayingTutorial"), loadModeStyles("slaying")]).then(([m]) => m.SlayingTutorial)),
};
const ProfilePage = lazyComponent(() => import("./accountPages").then((m) => m.ProfilePage));
const MyGamesPage = lazyComponent(() => import("./accountPages").then((m) => m.MyGamesPage));
const LeaderboardPage = lazyComponent(() => import("./LeaderboardPage").then((m) => m.LeaderboardPage));
const DeckBuilderPage = lazyComponent(() =>
  Promise.all([import("../games/shengke/DeckBuilder"), loadModeStyles("shengke")]).then(([m]) => m.DeckBuilderPage),
);
const DuelistDeckBuilderPage = lazyComponent(() =>
  Promise.all([import("../games/duelist/DeckBuilder"), loadModeStyles("duelist")]).then(([m]) => m.DuelistDeckBuilderPage),
);

/** The rules page's link into its mode's tutorial (modes that have one). */
const tutorialLink = (mode: string) =>
  TUTORIAL_MODES.includes(mode)
    ? (label: string) => (
        <a class="btn btn-primary btn-md" href={tutorialPath(mode)} onClick={linkHandler(tutorialPath(mode))} data-testid="rules-tutorial">
          {label}
        </a>
      )
    : undefined;

/** A link back to the lobby (the rules page takes it as a prop, so its bundle needs no router). */
const lobbyLink = (label: string) => (
  <a class="btn btn-secondary btn-md" href="/" onClick={linkHandler("/")}>
    {label}
  </a>
);

export function App() {
  const { t } = useI18n();
  const route = useRoute();
  const Tutorial = route.name === "tutorial" && TUTORIAL_MODES.includes(route.mode) ? TUTORIALS[route.mode] : undefined;
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
          <AccountMenu />
          <LanguageSwitch />
        </nav>
      </header>
      <main class={`content content-${route.name}`}>
        {route.name === "lobby" && <Lobby />}
        {route.name === "deck" && <DeckBuilderPage />}
        {route.name === "duelistDeck" && <DuelistDeckBuilderPage />}
        {route.name === "table" && (
          <NameFirst key={`name-${route.code}`} code={route.code}>
            <Table key={`table-${route.code}`} code={route.code} watch={false} />
          </NameFirst>
        )}
        {route.name === "watch" && <Table key={`watch-${route.code}`} code={route.code} watch />}
        {route.name === "replay" && <ReplayPage key={route.id} id={route.id} />}
        {route.name === "rules" && <RulesPage key={route.mode} mode={route.mode} backLink={lobbyLink} tutorialLink={tutorialLink(route.mode)} />}
        {route.name === "tutorial" &&
          (Tutorial ? (
            <Tutorial key={route.mode} />
          ) : (
            <div class="panel center-panel" data-testid="not-found">
              <h2>{t("notFoundTitle")}</h2>
              {lobbyLink(t("backToLobby"))}
            </div>
          ))}
        {route.name === "profile" && <ProfilePage key={route.username} username={route.username} />}
        {route.name === "me" && <MyGamesPage />}
        {route.name === "leaderboard" && <LeaderboardPage key={route.mode} mode={route.mode} />}
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
      <LeaveDialog />
    </div>
  );
}

/** "Leave a game in progress?" — asked by the router for any way out of a running table you sit at. */
function LeaveDialog() {
  const { t } = useI18n();
  const prompt = useStore(leavePrompt);
  if (!prompt) return null;
  const stay = () => leavePrompt.set(null);
  return (
    <div class="modal-backdrop" data-testid="leave-dialog" onClick={(e) => e.target === e.currentTarget && stay()} onKeyDown={(e) => e.key === "Escape" && stay()}>
      <div class="modal panel" role="alertdialog" aria-modal="true" aria-labelledby="leave-title" aria-describedby="leave-body">
        <h2 id="leave-title" class="modal-title">
          {t("leaveConfirmTitle")}
        </h2>
        <p id="leave-body" class="modal-body">
          {t("leaveConfirmBody")}
        </p>
        <div class="btn-row modal-actions">
          <button type="button" class="btn btn-secondary btn-md" data-testid="leave-stay" autoFocus onClick={stay}>
            {t("leaveConfirmNo")}
          </button>
          <button type="button" class="btn btn-danger btn-md" data-testid="leave-confirm" onClick={() => navigate(prompt.to, prompt.replace, true)}>
            {t("leaveConfirmYes")}
          </button>
        </div>
      </div>
    </div>
  );
}
