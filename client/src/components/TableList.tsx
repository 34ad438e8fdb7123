import { useEffect, useState } from "preact/hooks";
import { useI18n } from "../i18n";
import { joinNames, listedName } from "../names";
import { isLiveTable, isOpenTable, lobbyStore, modesStore, openTable, subscribeLobby, type ListedTable, type NetError } from "../net";
import { nicknameStore, nicknameValid } from "../profile";
import { navigate, tablePath, watchPath } from "../router";
import { useStore } from "../store";
import { toast } from "../toast";
import { Btn } from "./Button";
import { ratingLabel } from "./pairingStrings";

const withRating = (name: string, r: { rating: number; provisional: boolean } | null | undefined) => (r ? `${name} (${ratingLabel(r)})` : name);

/** Live lists from the lobby room: open public tables, and games in progress to watch. */
export function TableList() {
  const { t } = useI18n();
  const lobby = useStore(lobbyStore);
  useEffect(() => subscribeLobby(), []);
  const open = lobby.tables.filter(isOpenTable);
  const live = lobby.tables.filter(isLiveTable);
  const note = lobby.phase === "connecting" ? t("lobbyConnecting") : lobby.phase === "offline" ? t("lobbyOffline") : null;
  return (
    <div class="lists">
      {note && (
        <p class="muted lobby-note" data-testid="lobby-status">
          {note}
        </p>
      )}
      <section class="panel">
        <h2 class="panel-title">
          {t("openTables")} <span class="count">{open.length}</span>
        </h2>
        <ul class="table-list" data-testid="open-tables">
          {open.length === 0 && <li class="empty">{t("noOpenTables")}</li>}
          {open.map((r) => (
            <Row key={r.roomId} room={r} live={false} />
          ))}
        </ul>
      </section>
      <section class="panel">
        <h2 class="panel-title">
          {t("liveGames")} <span class="count">{live.length}</span>
        </h2>
        <ul class="table-list" data-testid="live-games">
          {live.length === 0 && <li class="empty">{t("noLiveGames")}</li>}
          {live.map((r) => (
            <Row key={r.roomId} room={r} live />
          ))}
        </ul>
      </section>
    </div>
  );
}

function Row({ room, live }: { room: ListedTable; live: boolean }) {
  const { t, pick, lang } = useI18n();
  const modes = useStore(modesStore);
  const name = useStore(nicknameStore);
  const [busy, setBusy] = useState(false);
  const m = room.metadata;
  const modeName = modes?.find((x) => x.id === m.mode)?.name;
  const full = m.taken >= m.seatCount;
  const nameReason = nicknameValid(name) ? null : t("nicknameNeeded");

  async function go(watch: boolean) {
    setBusy(true);
    try {
      const conn = await openTable(m.code, watch);
      navigate(conn.session.role === "spectator" ? watchPath(m.code) : tablePath(m.code));
    } catch (e) {
      const err = e as NetError;
      toast(err.text, "error", err.code);
      setBusy(false);
    }
  }

  return (
    <li class="table-row" data-testid={`table-row-${m.code}`}>
      <span class="table-row-main">
        <strong>{modeName ? pick(modeName) : m.mode}</strong>
        {m.rated && (
          <span class="badge badge-rated" data-testid={`table-rated-${m.code}`} title={t("ratedBadgeTitle")}>
            {t("ratedBadge")}
          </span>
        )}
        {m.optionsLabel && <span class="badge badge-soft table-row-options" data-testid={`table-options-${m.code}`}>{pick(m.optionsLabel)}</span>}
        <span class="code-chip">{m.code}</span>
        <span class="muted table-row-players" data-testid={`table-players-${m.code}`}>
          {joinNames(m.players.flatMap((n, i) => (n ? [withRating(listedName(n, lang), m.ratings?.[i])] : [])), lang) || "—"}
        </span>
      </span>
      <span class="table-row-meta muted">
        {t("playersCount", { taken: m.taken, seats: m.seatCount })}
        {live && ` · ${t("turnN", { n: m.turn })}`}
        {m.spectators > 0 && ` · ${t("spectatorsCount", { n: m.spectators })}`}
        {m.turnSeconds > 0 && ` · ${t("turnTimer")} ${t("timerSeconds", { n: m.turnSeconds })}`}
      </span>
      <span class="table-row-actions">
        {!live && (
          <Btn size="sm" kind="primary" testId={`join-${m.code}`} disabledReason={busy ? t("joining") : full ? t("tableFullTitle") : nameReason} onClick={() => void go(false)}>
            {t("joinButton")}
          </Btn>
        )}
        <Btn size="sm" testId={`watch-${m.code}`} disabledReason={busy ? t("joining") : nameReason} onClick={() => void go(true)}>
          {t("watchButton")}
        </Btn>
      </span>
    </li>
  );
}
