import { useEffect, useState } from "preact/hooks";
import { Btn } from "../components/Button";
import { Icon } from "../components/Icon";
import { useI18n } from "../i18n";
import { chosenModeStore, loadModes, modesStore, type GameModeInfo } from "../net";
import { nicknameStore, nicknameValid } from "../profile";
import { linkHandler, rulesPath, TUTORIAL_MODES, tutorialPath } from "../router";
import { useStore } from "../store";
import { GAME_CARDS, lobbyText } from "./games";
import { PICTURES } from "./pictures";
import { playAgainstBot } from "./playBot";
import { lobbyLabel, loadProgress } from "../tutorial/progress";

/** The tutorial link of a game that has one: start it, continue it, or (completed) a badge that opens it again. */
function TutorialLink({ mode, tx }: { mode: string; tx: (key: Parameters<typeof lobbyText>[0]) => string }) {
  const label = lobbyLabel(loadProgress(mode));
  const text = label === "done" ? `✓ ${tx("lobbyTutorialDone")}` : label === "continue" ? tx("lobbyTutorialContinue") : tx("lobbyTutorial");
  return (
    <a
      class={`btn btn-md ${label === "done" ? "btn-ghost tutorial-done" : "btn-secondary"}`}
      href={tutorialPath(mode)}
      onClick={linkHandler(tutorialPath(mode))}
      data-testid={`tutorial-${mode}`}
      data-progress={label}
      title={label === "done" ? tx("lobbyTutorialDoneHint") : undefined}
    >
      {text}
    </a>
  );
}

/** Puts the create form on this game and brings its 開桌 button into view. */
function chooseForTable(mode: string) {
  chosenModeStore.set(mode);
  const button = document.querySelector<HTMLButtonElement>('[data-testid="create-table"]');
  button?.scrollIntoView({ block: "nearest", behavior: "smooth" });
  button?.focus({ preventScroll: true });
}

/**
 * A card per game. This module and the pictures are a bundle of their own, loaded by the lobby after its first paint:
 * a table opened from a link never downloads them.
 */
export function GameCards() {
  const { lang, pick, t } = useI18n();
  const tx = (key: Parameters<typeof lobbyText>[0], vars?: Record<string, string | number>) => pick(lobbyText(key, vars));
  const modes = useStore(modesStore);
  const name = useStore(nicknameStore);
  const [starting, setStarting] = useState<string | null>(null);
  useEffect(() => {
    loadModes().catch(() => undefined);
  }, []);
  const byId = new Map((modes ?? []).map((m) => [m.id, m]));
  const cards = GAME_CARDS.filter((c) => !modes || byId.has(c.id));

  async function play(mode: GameModeInfo) {
    setStarting(mode.id);
    if (!(await playAgainstBot(mode))) setStarting(null);
  }

  return (
    <section class="game-cards-section" aria-labelledby="game-cards-title">
      <h2 id="game-cards-title" class="section-title">
        {tx("lobbyGamesTitle")}
      </h2>
      <ul class="game-cards" data-testid="game-cards">
        {cards.map((c) => {
          const mode = byId.get(c.id);
          const Picture = PICTURES[c.id];
          const reason = starting ? tx("lobbyStarting") : !nicknameValid(name) ? t("nicknameNeeded") : !mode ? "…" : null;
          return (
            <li key={c.id} class="game-card panel" data-testid={`game-card-${c.id}`} data-mode={c.id}>
              <div class="game-picture">
                <Picture lang={lang} />
              </div>
              <div class="game-card-body">
                <h3 class="game-card-name">{mode ? pick(mode.name) : c.id}</h3>
                <p class="game-card-meta muted">
                  <span data-testid="game-card-players">{tx("lobbyPlayers", { n: c.players })}</span> · <span>{tx("lobbyMinutes", { n: c.minutes })}</span>
                </p>
                <p class="game-card-pitch">{tx(c.pitch)}</p>
              </div>
              <div class="game-card-actions">
                <Btn kind="primary" testId={`play-bot-${c.id}`} disabledReason={reason} onClick={() => mode && void play(mode)}>
                  <Icon name="play" /> {starting === c.id ? tx("lobbyStarting") : tx("lobbyPlayBot")}
                </Btn>
                <a class="btn btn-secondary btn-md" href={rulesPath(c.id)} onClick={linkHandler(rulesPath(c.id))} data-testid={`how-to-${c.id}`}>
                  {tx("lobbyHowTo")}
                </a>
                {TUTORIAL_MODES.includes(c.id) && <TutorialLink mode={c.id} tx={tx} />}
                <Btn kind="ghost" testId={`new-table-${c.id}`} title={tx("lobbyCreateHint")} onClick={() => chooseForTable(c.id)}>
                  {tx("lobbyCreate")}
                </Btn>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
