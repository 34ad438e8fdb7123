import { useEffect, useMemo, useState } from "preact/hooks";
import { gameViewFor } from "../games";
import { applyDocumentLang, setSeatNames, useI18n, type I18n } from "../i18n";
import { closeTable, modesStore, tableConnection, type TableConnection, type TableSession } from "../net";
import { linkHandler, navigate } from "../router";
import { useStore } from "../store";
import { Btn } from "./Button";
import { Icon } from "./Icon";
import { Log } from "./Log";
import { ReconnectBanner } from "./ReconnectBanner";
import { ResultPanel } from "./ResultPanel";
import { SeatList } from "./SeatList";
import { TableHeader } from "./TableHeader";
import { TurnTimer } from "./TurnTimer";

/** The generic table page: works for every mode; the board in the middle comes from the game-view registry. */
export function Table({ code, watch }: { code: string; watch: boolean }) {
  const conn = useMemo(() => tableConnection(code, watch), [code, watch]);
  useEffect(() => () => closeTable(conn), [conn]);
  const session = useStore(conn.store);
  const i18n = useI18n();
  const { t, pick } = i18n;
  const [botLevel, setBotLevel] = useState("greedy");
  const table = session.table;
  setSeatNames(table ? table.seats.map((s) => s.name) : []);
  useEffect(() => {
    document.title = `${code} · ${t("appName")}`;
    return () => applyDocumentLang();
  }, [code, i18n.lang]);

  if (!table) {
    return (
      <div class="table-page">
        <div class="panel center-panel" data-testid="table-loading" data-phase={session.phase}>
          {session.phase === "failed" || session.phase === "closed" ? (
            <>
              <h2>⚠ {pick(session.error) || t("tableClosed")}</h2>
              <a class="btn btn-primary btn-md" href="/" onClick={linkHandler("/")} data-testid="back-to-lobby">
                {t("backToLobby")}
              </a>
            </>
          ) : (
            <p>
              <span class="spinner" aria-hidden="true" /> {t("connecting")} <span class="code-chip">{code}</span>
            </p>
          )}
        </div>
      </div>
    );
  }

  return (
    <div class="table-page" data-testid="table-page" data-role={session.role}>
      <ReconnectBanner session={session} conn={conn} />
      <TableHeader session={session} onLeave={() => navigate("/")} />
      <div class="table-grid">
        <div class="table-main">
          {table.status === "waiting" && <WaitingPanel session={session} conn={conn} botLevel={botLevel} setBotLevel={setBotLevel} i18n={i18n} />}
          <ResultPanel session={session} conn={conn} />
          {table.status !== "waiting" && <GamePanel session={session} conn={conn} i18n={i18n} />}
        </div>
        <aside class="table-side">
          <SeatList session={session} conn={conn} botLevel={botLevel} />
          <Log session={session} />
        </aside>
      </div>
    </div>
  );
}

function WaitingPanel({ session, conn, botLevel, setBotLevel, i18n }: { session: TableSession; conn: TableConnection; botLevel: string; setBotLevel: (v: string) => void; i18n: I18n }) {
  const { t } = i18n;
  const table = session.table!;
  const me = session.seat;
  const amHost = me !== null && !!table.seats[me]?.host;
  const empty = table.seats.findIndex((s) => !s.occupied);
  const offline = session.phase !== "connected" ? t("reasonOffline") : null;
  const hostReason = offline ?? (amHost ? null : t("reasonNotHost"));
  const startReason = hostReason ?? (empty >= 0 ? t("reasonSeatsNotFilled") : null);
  const addReason = hostReason ?? (empty < 0 ? t("reasonNoEmptySeat") : null);
  const searchBot = !!useStore(modesStore)?.find((m) => m.id === table.mode)?.botLevels?.includes("search");
  return (
    <section class="panel waiting-panel" data-testid="waiting-panel">
      <h2 class="panel-title">{t("statusWaiting")}</h2>
      <p class="muted">{t("waitingHint")}</p>
      <div class="seat-dots" aria-hidden="true">
        {table.seats.map((s) => (
          <span key={s.index} class={`seat-dot ${s.occupied ? "filled" : ""}`} />
        ))}
      </div>
      {amHost ? (
        <div class="host-controls">
          <label class="field inline">
            <span class="field-label">{t("botLevel")}</span>
            <select data-testid="bot-level" value={botLevel} onChange={(e) => setBotLevel((e.currentTarget as HTMLSelectElement).value)}>
              <option value="greedy">{t("botGreedy")}</option>
              <option value="random">{t("botRandom")}</option>
              {searchBot && <option value="search">{t("botSearch")}</option>}
            </select>
          </label>
          <Btn testId="add-bot" disabledReason={addReason} onClick={() => conn.send("addBot", { seat: empty, level: botLevel })}>
            + {t("addBot")}
          </Btn>
          <Btn kind="primary" size="lg" testId="start-game" disabledReason={startReason} onClick={() => conn.send("start")}>
            <Icon name="play" /> {t("startGame")}
          </Btn>
        </div>
      ) : (
        <div class="host-controls">
          <Btn kind="primary" size="lg" testId="start-game" disabledReason={startReason}>
            <Icon name="play" /> {t("startGame")}
          </Btn>
          <span class="muted">{t("waitingForHost")}</span>
        </div>
      )}
      {startReason && amHost && <p class="hint" data-testid="start-hint">{startReason}</p>}
    </section>
  );
}

function GamePanel({ session, conn, i18n }: { session: TableSession; conn: TableConnection; i18n: I18n }) {
  const { t } = i18n;
  const table = session.table!;
  const me = session.seat;
  const isMyTurn = me !== null && table.status === "playing" && table.activeSeats.includes(me);
  const blockedReason =
    me === null
      ? t("reasonSpectator")
      : session.phase !== "connected"
        ? t("reasonOffline")
        : table.status !== "playing"
          ? t("reasonNotLegal")
          : !isMyTurn
            ? t("reasonNotYourTurn")
            : session.pending
              ? t("reasonPending")
              : null;
  const View = gameViewFor(table.mode).Board;
  const activeNames = table.activeSeats.map((i) => table.seats[i]?.name ?? String(i + 1)).join("、");
  return (
    <section class="panel board-panel">
      {table.status === "playing" && (
        <div class={`turn-bar ${isMyTurn ? "turn-bar-mine" : ""}`}>
          <span class="turn-indicator" data-testid="turn-indicator" data-active-seats={table.activeSeats.join(",")} data-my-turn={String(isMyTurn)} data-seq={table.seq}>
            {isMyTurn ? t("yourTurn") : t("turnOf", { name: activeNames })}
          </span>
          <TurnTimer deadline={table.turnDeadline} total={table.turnSeconds} />
        </div>
      )}
      <View
        table={table}
        session={session}
        mySeat={me}
        myView={table.myView}
        publicView={table.publicView}
        isMyTurn={isMyTurn}
        blockedReason={blockedReason}
        act={(action) => conn.sendAction(action)}
        i18n={i18n}
      />
    </section>
  );
}
