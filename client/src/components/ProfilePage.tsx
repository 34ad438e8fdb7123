import { useEffect, useState } from "preact/hooks";
import { accountStore, deleteAccount, myGames, profilePath, signOut, AccountRequestError } from "../account";
import { useI18n, type LocalText } from "../i18n";
import { loadModes, modesStore } from "../net";
import { seatDisplayName } from "../names";
import { linkHandler, navigate } from "../router";
import { useStore } from "../store";
import { fetchRecord, replayPath, type RecordResult } from "../replay/api";
import { formatDate, useRx } from "../replay/strings";
import { toast } from "../toast";
import { accountText, useAccountText } from "./accountStrings";

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
          {a("memberSince", { date: formatDate(p.memberSince, lang) })}
        </p>
        {mine && <OwnAccountActions />}
      </section>
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
        const r = await fetchRecord(id).catch(() => null);
        if (r?.kind !== "finished") return [];
        const rec = r.record;
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
  const { r } = useRx();
  const modes = useStore(modesStore);
  useEffect(() => {
    loadModes().catch(() => undefined);
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
                <span class="recent-players">{g.players.map((p, i) => seatDisplayName(p, i, lang)).join(` ${r("vs")} `)}</span>
                {g.botFromMove != null && <span class="muted"> · {a("botFrom", { n: g.botFromMove + 1 })}</span>}
              </span>
              <span class="table-row-meta muted">
                {g.result ? pick(g.result.summary as LocalText, g.players) : "—"} · {formatDate(g.finishedAt, lang)}
              </span>
              <span class="table-row-actions">
                <a class="btn btn-secondary btn-sm" href={replayPath(g.id)} onClick={linkHandler(replayPath(g.id))} data-testid={`profile-replay-${g.id}`}>
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
    toast(accountText("signedOutEverywhere"), "info");
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
