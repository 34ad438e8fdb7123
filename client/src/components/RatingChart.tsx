import { useI18n } from "../i18n";
import { ratingLabel, usePairingText } from "./pairingStrings";
import { useJson, useModeNames, type ShownRating } from "./ratingsApi";

interface PlayerRatings {
  ratings: Record<string, ShownRating>;
  history: Record<string, { at: number; rating: number }[]>;
}

const W = 240;
const H = 64;
const PAD = 4;

/** The SVG polyline of a rating history, scaled to the box (a flat line for a single point or equal ratings). */
export function chartPoints(history: readonly { at: number; rating: number }[]): string {
  if (history.length === 0) return "";
  const lo = Math.min(...history.map((p) => p.rating));
  const hi = Math.max(...history.map((p) => p.rating));
  const x = (i: number) => (history.length === 1 ? W / 2 : PAD + (i * (W - 2 * PAD)) / (history.length - 1));
  const y = (r: number) => (hi === lo ? H / 2 : PAD + ((hi - r) * (H - 2 * PAD)) / (hi - lo));
  return history.map((p, i) => `${x(i).toFixed(1)},${y(p.rating).toFixed(1)}`).join(" ");
}

/** The profile's ratings: one per mode played rated ("?" while provisional), each with a small history chart. */
export function ProfileRatings({ username }: { username: string }) {
  const t = usePairingText();
  const { pick } = useI18n();
  const nameOf = useModeNames();
  const load = useJson<PlayerRatings>(`/api/ratings/${encodeURIComponent(username)}`);
  if (load.state !== "ready") return null;
  const modes = Object.keys(load.value.ratings);
  return (
    <section class="panel profile-ratings" data-testid="profile-ratings">
      <h2 class="panel-title">{t("ratingsTitle")}</h2>
      {modes.length === 0 && <p class="muted">{t("ratingsNone")}</p>}
      {modes.map((mode) => {
        const r = load.value.ratings[mode];
        const history = load.value.history[mode] ?? [];
        return (
          <div key={mode} class="profile-rating" data-testid={`rating-${mode}`}>
            <span class="profile-rating-mode">{pick(nameOf(mode))}</span> <strong data-testid={`rating-value-${mode}`}>{ratingLabel(r)}</strong>
            {history.length > 0 && (
              <svg class="rating-chart" viewBox={`0 0 ${W} ${H}`} width={W} height={H} role="img" aria-label={t("ratingChart", { mode: pick(nameOf(mode)) })}>
                <polyline points={chartPoints(history)} fill="none" stroke="currentColor" stroke-width="2" />
              </svg>
            )}
          </div>
        );
      })}
      {modes.some((m) => load.value.ratings[m].provisional) && <p class="muted">{t("ratingProvisional")}</p>}
    </section>
  );
}
