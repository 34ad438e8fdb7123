import { useEffect, useMemo, useState } from "preact/hooks";
import type { GameView, GameViewProps, TurnLabel } from "../types";
import type { I18n } from "../../i18n";
import { PingMarks } from "../../components/ChatPings";
import { Card } from "../cfe/Card";
import { ActionPanel } from "./ActionPanel";
import { ArmyReplay, useArmyReplay, useReplayPlaying } from "./ArmyReplay";
import { PendingDialog } from "./Dialogs";
import { MapGrid } from "./MapGrid";
import { asSlayingView, formationNameOf, legal, MODES, named, previewMoves, professionOf, type SlayingAction, type SlayingState } from "./model";
import { OpponentPanel } from "./OpponentPanel";
import { StatusBar } from "./StatusBar";
import { tx } from "./strings";

/**
 * 弒魔戰爭 board: the team's sheet on top (HP, R, points, shards, the turn order with the army), the map beside the
 * opponent, the teammates, then your hand with everything you may do. The army's turn replays step by step from the
 * events. Rules come only from the shared engine run on your own redacted view.
 */
function Board({ table, session, mySeat, myView, publicView, blockedReason, act, i18n }: GameViewProps) {
  const { pick } = i18n;
  const finished = table.status === "finished";
  const view = finished ? asSlayingView(publicView) ?? asSlayingView(myView) : asSlayingView(myView) ?? asSlayingView(publicView);
  // The board re-renders when a replay starts or stops, never per step (the replay panel follows the steps alone).
  const replay = useArmyReplay(session.recentEvents ?? (session.lastEvents ? [session.lastEvents] : []), finished || !!view?.outcome);
  const replayPlaying = useReplayPlaying(replay);
  const [moveCell, setMoveCell] = useState<string | null>(null);
  const actions = useMemo(() => (view && !finished ? legal(view, mySeat) : []), [view, mySeat, finished]);
  const moves = useMemo(() => (view && view.phase === "turn" && mySeat === view.current ? previewMoves(view) : []), [view, mySeat]);
  useEffect(() => setMoveCell(null), [view?.team.cell, view?.turn]);
  if (!view) return <p class="muted sl-rules">{pick(tx("rules"))}</p>;
  const send = (a: SlayingAction) => act(a);
  const canMove = actions.some((a) => a.type === "move");
  const target = moves.find((m) => m.cell === moveCell) ?? null;
  const mine = mySeat !== null && view.current === mySeat && !finished;
  return (
    <div
      class={`sl-board sl-seats-${view.seats}`}
      data-testid="slaying-board"
      data-phase={view.phase}
      data-current={view.current}
      data-turn={view.turn}
      data-stage={view.turnState.stage}
      data-cell={view.team.cell}
      data-zone={view.army.zone}
      data-army-turns={view.army.turns}
      data-difficulty={view.options.difficulty}
    >
      <StatusBar view={view} mySeat={mySeat} armyActing={replayPlaying && !view.outcome} i18n={i18n} />
      <div class="sl-main">
        <MapGrid view={view} moves={moves} selected={moveCell} onSelect={canMove && !blockedReason ? setMoveCell : null} i18n={i18n} />
        <div class="sl-side">
          <OpponentPanel view={view} compact={replayPlaying && !view.outcome} i18n={i18n} />
          {!view.outcome && <ArmyReplay player={replay} lastAction={view.army.lastAction} i18n={i18n} />}
        </div>
      </div>
      <Teammates view={view} mySeat={mySeat} i18n={i18n} />
      {view.outcome && <EndScreen view={view} i18n={i18n} />}
      {mySeat !== null && !view.outcome && (
        <ActionPanel view={view} seat={mySeat} actions={actions} blockedReason={blockedReason} act={send} moveTarget={target} clearMove={() => setMoveCell(null)} i18n={i18n} />
      )}
      {mine && view.pending && view.pending.seat === mySeat && <PendingDialog view={view} actions={actions} blockedReason={blockedReason} act={send} i18n={i18n} />}
    </div>
  );
}

/** Every player: name, profession, shield, passive, statuses and the hand as far as this viewer may see it. */
function Teammates({ view, mySeat, i18n }: { view: SlayingState; mySeat: number | null; i18n: I18n }) {
  const { pick, lang } = i18n;
  return (
    <ul class="sl-players" data-testid="players">
      {view.players.map((p, seat) => {
        const prof = view.options.modules.professions ? professionOf(view, seat) : null;
        const showHand = seat !== mySeat;
        return (
          <li key={seat} class={`sl-player ${view.current === seat && view.phase !== "over" ? "is-current" : ""} ${seat === mySeat ? "is-me" : ""}`} data-testid={`player-${seat}`} data-shield={p.shield} data-hand={p.hand.length}>
            <span class="sl-player-name">
              <b>{i18n.seatName(seat)}</b>
              {seat === mySeat && <span class="sl-chip">{pick(tx("you"))}</span>}
            </span>
            {prof && <span class="sl-chip">{named(prof, lang)}</span>}
            <span class="sl-chip">
              {pick(tx("shield"))} {p.shield}
            </span>
            {p.passive && <span class="sl-chip">{p.passive.covered ? pick(tx("passiveCovered", { n: p.passive.cards.length })) : formationNameOf(view, p.passive.formation, lang)}</span>}
            {p.cannotAct > 0 && <span class="sl-chip is-bad">{pick(tx("cannotAct", { n: p.cannotAct }))}</span>}
            {p.cannotDraw > 0 && <span class="sl-chip is-bad">{pick(tx("cannotDraw", { n: p.cannotDraw }))}</span>}
            <PingMarks match={(n) => n.seat === seat && n.target.kind === "card"} testId={`ping-card-mark-${seat}`} />
            {showHand && (
              <span class="sl-player-hand" data-testid={`hand-${seat}`} data-count={p.hand.length}>
                {p.hand.map((c, i) => (
                  <Card key={i} card={c} lang={lang} size="xs" testId={c < 0 ? "card-back" : "teammate-card"} />
                ))}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The end (seed §10-2, spec §10.2): the result and every part of the score. */
function EndScreen({ view, i18n }: { view: SlayingState; i18n: I18n }) {
  const { pick, lang } = i18n;
  const o = view.outcome!;
  const s = o.score;
  const rows: [string, string, number][] = [
    ["base", pick(tx("scoreBase", { mode: named({ zh: view.options.difficulty, en: MODES[view.options.difficulty].en }, lang) })), s.base],
    ["shards", pick(tx("scoreShards", { n: s.shards / 20 })), s.shards],
    ["points", pick(tx("scorePoints")), s.points],
    ["turns", pick(tx("scoreTurns", { n: s.turns / 5 })), s.turns],
    ["hp", pick(tx("scoreHp", { n: view.team.hp })), s.hp],
  ];
  const title = o.result === "victory" ? tx("victory") : o.result === "defeat_hp" ? tx("defeatHp") : tx("defeatTime");
  return (
    <section class={`sl-end panel is-${o.result}`} data-testid="end-screen" data-result={o.result} data-total={s.total}>
      <h3>{pick(title)}</h3>
      <table class="sl-score" data-testid="score">
        <caption>{pick(tx("scoreTitle"))}</caption>
        <tbody>
          {rows.map(([id, label, n]) => (
            <tr key={id} data-testid={`score-${id}`} data-value={n}>
              <th scope="row">{label}</th>
              <td>{n}</td>
            </tr>
          ))}
          <tr class="sl-score-total" data-testid="score-total">
            <th scope="row">{pick(tx("scoreTotal"))}</th>
            <td>{s.total}</td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}

/** Whose turn: the player to move (the army's turn runs inside that player's turn end, so it is never a seat). */
function turnLabel(v: unknown): TurnLabel | null {
  const view = asSlayingView(v);
  return view && view.phase !== "over" ? { turnSeats: [view.current] } : null;
}

function resultNote(v: unknown) {
  const view = asSlayingView(v);
  if (!view?.outcome) return null;
  const s = view.outcome.score;
  return { zh: `基礎 ${s.base}＋碎片 ${s.shards}＋點數 ${s.points}＋回合 ${s.turns}＋生命 ${s.hp}＝${s.total}`, en: `base ${s.base} + shards ${s.shards} + points ${s.points} + turns ${s.turns} + HP ${s.hp} = ${s.total}` };
}

export const slayingView: GameView = { Board, turnLabel, resultNote };
