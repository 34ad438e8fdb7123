import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import { modeModules, useGameView, type GameView } from "../games";
import { applyDocumentLang, setSeatNames, useI18n, type I18n } from "../i18n";
import { lazyComponent, Loading, LoadFailed } from "../lazy";
import { closeTable, loadModes, modesStore, tableConnection, type TableConnection, type TableSession } from "../net";
import { guardLeaving, linkHandler, navigate } from "../router";
import { useStore } from "../store";
import { rememberGame } from "../account";
import { turnState, turnText, type TurnState } from "../turn";
import { Btn } from "./Button";
import { Icon } from "./Icon";
import { Log } from "./Log";
import { ReconnectBanner } from "./ReconnectBanner";
import { ResultPanel } from "./ResultPanel";
import { SeatList } from "./SeatList";
import { AutoPassPref, AwayBanner, SoundPref } from "./SeatPrefs";
import { chimeDue, playChime, soundStore } from "../sound";
import { InviteBlock, TableHeader } from "./TableHeader";
import { TransferSeat } from "./TransferSeat";
import { TurnTimer } from "./TurnTimer";

/** The chat comes in its own bundle: the lobby does not need it. */
const ChatPanel = lazyComponent(() => import("./ChatPanel").then((m) => m.ChatPanel));

/** The generic table page: works for every mode; the board in the middle comes from the mode's own bundle. */
export function Table({ code, watch }: { code: string; watch: boolean }) {
  const conn = useMemo(() => tableConnection(code, watch), [code, watch]);
  useEffect(() => () => closeTable(conn), [conn]);
  const session = useStore(conn.store);
  const modes = useStore(modesStore);
  const i18n = useI18n();
  const { t, pick } = i18n;
  const [botLevel, setBotLevel] = useState("greedy");
  const table = session.table;
  const [view, retryView] = useGameView(table?.mode || null);
  setSeatNames(table ? table.seats : []);
  // A direct link (invite, watch, reload) never went through the lobby: the mode names come from the server here.
  useEffect(() => {
    loadModes().catch(() => undefined);
  }, []);
  const modeName = table ? modes?.find((m) => m.id === table.mode)?.name : undefined;
  useEffect(() => {
    document.title = `${modeName ? `${pick(modeName)} · ` : ""}${code} · ${t("appName")}`;
    return () => applyDocumentLang();
  }, [code, i18n.lang, modeName]);
  // Leaving a game you sit at asks first (your seat is kept, then a bot plays it).
  const seatedInPlay = session.seat !== null && table?.status === "playing";
  useEffect(() => {
    guardLeaving(seatedInPlay);
    return () => guardLeaving(false);
  }, [seatedInPlay]);
  // A game you sat in joins this browser's history (a guest's "my games").
  useEffect(() => {
    if (seatedInPlay && table?.gameId) rememberGame(table.gameId, session.seat!);
  }, [seatedInPlay, table?.gameId]);

  useTurnChime(table ? turnOf(session, view.status === "ready" ? view.value : null)?.kind ?? null : null);

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

  const gameView = view.status === "ready" ? view.value : null;
  const turn = turnOf(session, gameView);
  const seated = session.seat !== null && session.role === "seat";
  const away = seated && table.status === "playing" && !!table.seats[session.seat!]?.away;
  // The auto-pass choice matters only where the game has response windows.
  const askAutoPass = seated && table.status !== "finished" && !!modeModules(table.mode)?.responseWindows;
  return (
    <div class={`table-page table-${table.status} mode-${table.mode}`} data-testid="table-page" data-role={session.role}>
      <ReconnectBanner session={session} conn={conn} />
      {away && <AwayBanner conn={conn} back={table.seats[session.seat!]?.replacedByBot} />}
      <TableHeader session={session} onLeave={() => navigate("/")}>
        {turn && <TurnBar session={session} turn={turn} i18n={i18n} />}
      </TableHeader>
      <div class="table-grid">
        <div class="table-main">
          {table.status === "waiting" && <WaitingPanel session={session} conn={conn} botLevel={botLevel} setBotLevel={setBotLevel} i18n={i18n} />}
          <ResultPanel session={session} conn={conn} note={resultNoteOf(table.publicView, gameView)} />
          {table.status !== "waiting" &&
            (gameView ? <GamePanel session={session} conn={conn} view={gameView} i18n={i18n} /> : view.status === "failed" ? <LoadFailed onRetry={retryView} /> : <Loading testId="board-loading" />)}
        </div>
        <aside class="table-side">
          <SeatList session={session} conn={conn} botLevel={botLevel} turn={turn}>
            {askAutoPass && <AutoPassPref session={session} conn={conn} />}
            {seated && table.status !== "finished" && <SoundPref />}
            {seated && table.status !== "finished" && <TransferSeat conn={conn} />}
          </SeatList>
          <Log session={session} />
          <ChatPanel session={session} />
        </aside>
      </div>
    </div>
  );
}

/** The mode's explanation of the final scores, from the revealed game. */
function resultNoteOf(position: unknown, view: GameView | null) {
  try {
    return position && view?.resultNote ? view.resultNote(position) : null;
  } catch (e) {
    console.warn("result note failed", e);
    return null;
  }
}

/** The chime when a decision becomes this player's (sound.ts), if the player keeps the sound on. */
function useTurnChime(kind: TurnState["kind"] | null) {
  const before = useRef(kind);
  useEffect(() => {
    if (chimeDue(before.current, kind) && soundStore.get()) playChime();
    before.current = kind;
  }, [kind]);
}

/** Whose turn it is in the current position (null while not playing). */
function turnOf(session: TableSession, view: GameView | null): TurnState | null {
  const table = session.table;
  if (!table || table.status !== "playing") return null;
  const position = table.myView ?? table.publicView;
  let label = null;
  try {
    label = view?.turnLabel && position ? view.turnLabel(position) : null;
  } catch (e) {
    console.warn("turn label failed", e);
  }
  return turnState(table.activeSeats, session.seat, label);
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
      <InviteBlock code={session.code} />
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

/** Whose turn it is (yours, someone else's, or theirs while you may respond) and the clock, in the header line. */
function TurnBar({ session, turn, i18n }: { session: TableSession; turn: TurnState; i18n: I18n }) {
  const table = session.table!;
  const me = session.seat;
  const isMyTurn = me !== null && table.activeSeats.includes(me);
  return (
    <div class={`turn-bar turn-bar-${turn.kind} ${turn.kind === "mine" ? "turn-bar-mine" : ""}`} data-testid="turn-bar" data-kind={turn.kind} role="status">
      <span
        class="turn-indicator"
        data-testid="turn-indicator"
        data-active-seats={table.activeSeats.join(",")}
        data-turn-seats={turn.turnSeats.join(",")}
        data-kind={turn.kind}
        data-my-turn={String(isMyTurn)}
        data-seq={table.seq}
      >
        {turnText(turn, i18n.lang, i18n.seatName)}
      </span>
      <TurnTimer table={table} mySeat={me} />
    </div>
  );
}

function GamePanel({ session, conn, view, i18n }: { session: TableSession; conn: TableConnection; view: GameView; i18n: I18n }) {
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
  const View = view.Board;
  return (
    <section class="panel board-panel">
      <View
        table={table}
        session={session}
        mySeat={me}
        myView={table.myView}
        publicView={table.publicView}
        isMyTurn={isMyTurn}
        blockedReason={blockedReason}
        act={(action: unknown) => conn.sendAction(action)}
        i18n={i18n}
      />
    </section>
  );
}
