import { useEffect, useState } from "preact/hooks";
import { accountStore, deleteAccount, myGames, profilePath, signOut, AccountRequestError } from "../account";
import { defineStrings, useI18n, useText, type LocalText } from "../i18n";
import type { GameModeInfo } from "../net";
import { seatDisplayName } from "../names";
import { linkHandler, navigate } from "../router";
import { useStore } from "../store";
import type { GameRecord } from "../../../shared/src/core/record";
import type { RecordResult } from "../replay/api";
import { toast } from "../toast";
import { ProfileRatings } from "./RatingChart";

const profileText = defineStrings({
  signOutEverywhere: ["登出所有裝置", "Sign out everywhere"],
  signedOutEverywhere: ["已登出所有裝置。", "Signed out on every device."],
  memberSince: ["加入於 {date}", "Member since {date}"],
  gamesPerMode: ["各遊戲局數", "Games per mode"],
  noGames: ["還沒有完成的對局。", "No finished games yet."],
  won: ["勝", "Won"],
  lost: ["負", "Lost"],
  drawn: ["和", "Draw"],
  botFrom: ["第 {n} 手起電腦代打", "Bot stand-in from move {n}"],
  profileLoading: ["正在載入…", "Loading…"],
  profileMissing: ["找不到這位玩家。", "No such player."],
  guestHistoryTitle: ["這個瀏覽器玩過的對局", "Games played in this browser"],
  guestHistoryHint: ["你以訪客身分遊玩；註冊後這些對局會跟著帳號。", "You play as a guest; sign up and these games follow your account."],
  deleteAccount: ["刪除帳號", "Delete account"],
  deleteConfirm: ["輸入密碼以刪除帳號。過去對局中的名字會改為「已刪除」。", "Enter your password to delete the account. Your name in past games becomes “deleted”."],
  deleted: ["帳號已刪除。", "The account was deleted."],
  replay: ["重播", "Replay"],
  vs: ["對", "vs"],
});
const useAccountText = () => useText(profileText);

// Not the replay module's helpers: importing them here would split them out of the lobby's bundle into one more file.
const replayLink = (id: string) => `/replay/${encodeURIComponent(id)}`;
const day = (ms: number | null, lang: "zh" | "en") => (ms ? new Date(ms).toLocaleDateString(lang === "zh" ? "zh-TW" : "en-GB", { dateStyle: "medium" }) : "—");

/** One finished game as the profile lists it (GET /api/users/<name>, or a guest's own records). */
export interface ProfileGame {
  id: string;
  mode: string;
  seat: number;
  players: { name: string; bot: boolean }[];
  result: RecordResult | null;
  finishedAt: number | null;
  botFromMove?: number;
}

interface Profile {
  username: string;
  memberSince: number;
  games: ProfileGame[];
}

type Load<T> = { state: "loading" } | { state: "missing" } | { state: "failed" } | { state: "ready"; value: T };

/** `/u/<name>`: member since, games per mode, each game's result and replay; your own page adds sign-out and deletion. */
export function ProfilePage({ username }: { username: string }) {
  const a = useAccountText();
  const { lang } = useI18n();
  const me = useStore(accountStore);
  const [load, setLoad] = useState<Load<Profile>>({ state: "loading" });
  useEffect(() => {
    const ctl = new AbortController();
    setLoad({ state: "loading" });
    fetch(`/api/users/${encodeURIComponent(username)}`, { signal: ctl.signal })
      .then(async (res) => setLoad(res.ok ? { state: "ready", value: await res.json() } : { state: res.status === 404 ? "missing" : "failed" }))
      .catch((e) => (e as Error).name !== "AbortError" && setLoad({ state: "failed" }));
    return () => ctl.abort();
  }, [username]);

  if (load.state !== "ready") {
    return (
      <div class="panel center-panel" data-testid="profile-page" data-state={load.state}>
        <p>{load.state === "loading" ? a("profileLoading") : a("profileMissing")}</p>
      </div>
    );
  }
  const p = load.value;
  const mine = !!me && me.username.toLowerCase() === p.username.toLowerCase();
  return (
    <div class="profile-page" data-testid="profile-page" data-state="ready">
      <section class="panel">
        <h1 data-testid="profile-name">{p.username}</h1>
        <p class="muted" data-testid="profile-since">
          {a("memberSince", { date: day(p.memberSince, lang) })}
        </p>
        {mine && <OwnAccountActions />}
      </section>
      <ProfileRatings username={p.username} />
      <GameList games={p.games} />
    </div>
  );
}

/** `/me`: a signed-in player's own profile; a guest's games played in this browser. */
export function MyGamesPage() {
  const a = useAccountText();
  const me = useStore(accountStore);
  const [games, setGames] = useState<ProfileGame[] | null>(null);
  useEffect(() => {
    if (me) navigate(profilePath(me.username), true);
  }, [me]);
  useEffect(() => {
    let live = true;
    Promise.all(
      myGames().map(async ({ id, seat }) => {
        const res = await fetch(`/api/records/${encodeURIComponent(id)}`).catch(() => null);
        const body = res?.ok ? ((await res.json().catch(() => null)) as { status?: string; record?: GameRecord } | null) : null;
        if (body?.status !== "finished" || !body.record) return [];
        const rec = body.record;
        return [{ id, seat, mode: rec.mode, players: rec.seats.map((s) => ({ name: s.name, bot: s.bot })), result: (rec.result as RecordResult) ?? null, finishedAt: rec.finishedAt ?? null }];
      }),
    ).then((lists) => live && setGames(lists.flat()));
    return () => {
      live = false;
    };
  }, []);
  return (
    <div class="profile-page" data-testid="my-games-page">
      <section class="panel">
        <h1>{a("guestHistoryTitle")}</h1>
        <p class="muted">{a("guestHistoryHint")}</p>
      </section>
      {games ? <GameList games={games} /> : <p class="panel">{a("profileLoading")}</p>}
    </div>
  );
}

function GameList({ games }: { games: ProfileGame[] }) {
  const a = useAccountText();
  const { lang, pick } = useI18n();
  // The lobby's mode list lives with the table code (net.ts), which this page's bundle does not load.
  const [modes, setModes] = useState<GameModeInfo[] | null>(null);
  useEffect(() => {
    fetch("/api/games")
      .then((res) => res.json())
      .then(setModes, () => undefined);
  }, []);
  const modeName = (id: string) => {
    const m = modes?.find((x) => x.id === id);
    return m ? pick(m.name) : id;
  };
  const perMode = new Map<string, number>();
  for (const g of games) perMode.set(g.mode, (perMode.get(g.mode) ?? 0) + 1);
  return (
    <section class="panel" data-testid="profile-games">
      <h2 class="panel-title">{a("gamesPerMode")}</h2>
      <p data-testid="profile-per-mode">{[...perMode].map(([mode, n]) => `${modeName(mode)} ${n}`).join(" · ") || a("noGames")}</p>
      <ul class="table-list recent-list">
        {games.map((g) => {
          const outcome = !g.result ? null : g.result.draw ? a("drawn") : g.result.winners.includes(g.seat) ? a("won") : a("lost");
          return (
            <li key={g.id} class="table-row recent-row" data-testid={`profile-game-${g.id}`}>
              <span class="table-row-main">
                <strong>{modeName(g.mode)}</strong> {outcome && <span class="badge">{outcome}</span>}{" "}
                <span class="recent-players">{g.players.map((p, i) => seatDisplayName(p, i, lang)).join(` ${a("vs")} `)}</span>
                {g.botFromMove != null && <span class="muted"> · {a("botFrom", { n: g.botFromMove + 1 })}</span>}
              </span>
              <span class="table-row-meta muted">
                {g.result ? pick(g.result.summary as LocalText, g.players) : "—"} · {day(g.finishedAt, lang)}
              </span>
              <span class="table-row-actions">
                <a class="btn btn-secondary btn-sm" href={replayLink(g.id)} onClick={linkHandler(replayLink(g.id))} data-testid={`profile-replay-${g.id}`}>
                  {a("replay")}
                </a>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function OwnAccountActions() {
  const a = useAccountText();
  const { pick } = useI18n();
  const [deleting, setDeleting] = useState(false);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<LocalText | null>(null);
  const everywhere = async () => {
    await signOut(true).catch(() => undefined);
    toast(profileText("signedOutEverywhere"), "info");
    navigate("/");
  };
  const remove = async (e: Event) => {
    e.preventDefault();
    try {
      await deleteAccount(password);
      navigate("/");
    } catch (err) {
      setError(err instanceof AccountRequestError ? err.text : { zh: String(err), en: String(err) });
    }
  };
  return (
    <div class="btn-row">
      <button type="button" class="btn btn-secondary btn-sm" data-testid="signout-everywhere" onClick={() => void everywhere()}>
        {a("signOutEverywhere")}
      </button>
      {!deleting ? (
        <button type="button" class="btn btn-danger btn-sm" data-testid="delete-account" onClick={() => setDeleting(true)}>
          {a("deleteAccount")}
        </button>
      ) : (
        <form class="field" onSubmit={remove}>
          <span class="field-label">{a("deleteConfirm")}</span>
          <input type="password" data-testid="delete-password" autoComplete="current-password" value={password} onInput={(e) => setPassword((e.currentTarget as HTMLInputElement).value)} />
          {error && <span class="field-error">{pick(error)}</span>}
          <button type="submit" class="btn btn-danger btn-sm" data-testid="delete-confirm">
            {a("deleteAccount")}
          </button>
        </form>
      )}
    </div>
  );
}
