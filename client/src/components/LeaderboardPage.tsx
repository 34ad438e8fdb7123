import { RATED_MODES } from "../../../shared/src/protocol/pairing";
import { useI18n } from "../i18n";
import { linkHandler } from "../router";
import { ratingLabel, usePairingText } from "./pairingStrings";
import { useJson, useModeNames, type ShownRating } from "./ratingsApi";

interface Board {
  mode: string;
  activeDays: number;
  players: (ShownRating & { place: number; username: string })[];
  you: number | null;
}

/** `/leaderboard/<mode>`: the top 100 active players of a rated mode, and your own place when signed in. */
export function LeaderboardPage({ mode }: { mode: string }) {
  const t = usePairingText();
  const { pick } = useI18n();
  const nameOf = useModeNames();
  const load = useJson<Board>(`/api/leaderboard/${encodeURIComponent(mode)}`);
  return (
    <div class="leaderboard-page" data-testid="leaderboard-page" data-state={load.state}>
      <nav class="panel leaderboard-modes">
        {RATED_MODES.map((id) => (
          <a key={id} href={`/leaderboard/${id}`} onClick={linkHandler(`/leaderboard/${id}`)} aria-current={id === mode ? "page" : undefined} class={id === mode ? "current" : ""}>
            {pick(nameOf(id))}
          </a>
        ))}
      </nav>
      <section class="panel">
        <h1>{t("leaderboardTitle", { mode: pick(nameOf(mode)) })}</h1>
        {load.state === "ready" ? (
          <>
            <p class="muted">{t("leaderboardRule", { days: load.value.activeDays })}</p>
            <p data-testid="leaderboard-you">{load.value.you ? t("leaderboardYou", { n: load.value.you }) : t("leaderboardYouNone")}</p>
            {load.value.players.length === 0 ? (
              <p data-testid="leaderboard-empty">{t("leaderboardEmpty")}</p>
            ) : (
              <table class="leaderboard" data-testid="leaderboard">
                <thead>
                  <tr>
                    <th>{t("place")}</th>
                    <th>{t("player")}</th>
                    <th>{t("rating")}</th>
                    <th>{t("games")}</th>
                  </tr>
                </thead>
                <tbody>
                  {load.value.players.map((p) => (
                    <tr key={p.username} class={p.place === load.value.you ? "you" : ""}>
                      <td>{p.place}</td>
                      <td>
                        <a href={`/u/${encodeURIComponent(p.username)}`} onClick={linkHandler(`/u/${encodeURIComponent(p.username)}`)}>
                          {p.username}
                        </a>
                      </td>
                      <td>{ratingLabel(p)}</td>
                      <td>{p.games}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </>
        ) : (
          <p>{load.state === "loading" ? "…" : t("leaderboardFailed")}</p>
        )}
      </section>
    </div>
  );
}
