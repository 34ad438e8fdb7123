import type { GameView, GameViewProps } from "../types";
import { Center } from "./Center";
import { ChaosDialog, DrawDialog, RevelationDialog } from "./Dialogs";
import { HandPanel } from "./HandPanel";
import { asCfeView, named, positionOf, starOf, type CfeAction } from "./model";
import { SeatPanel } from "./SeatPanel";
import { tx } from "./strings";

/**
 * 五行戰鬥牌 (CFE) board. The seats sit around the table as seen from you (you at the bottom; with four players
 * 下家 on the right, 上家 on the left, the opposite seat at the top), the deck and the open discard pile in the
 * middle, your hand with the formation picker below, and the draw-discard and 混沌 choices as dialogs.
 * Everything rules-related comes from the shared engine run on your own redacted view.
 */
function Board({ table, mySeat, myView, publicView, blockedReason, act, i18n, viewSeat }: GameViewProps) {
  const { pick } = i18n;
  const finished = table.status === "finished";
  // At the end the public view is the full state: show everything.
  const view = finished ? asCfeView(publicView) ?? asCfeView(myView) : asCfeView(myView) ?? asCfeView(publicView);
  if (!view) return <p class="muted cfe-rules">{pick(tx("rules"))}</p>;
  // Watching: from the seat asked for (a replay opens on the human player's side), else seat 0.
  const anchor = mySeat ?? (viewSeat !== undefined && viewSeat < view.seats ? viewSeat : 0);
  // 上家 / 下家 markers: yours, or (watching) those of the player to move.
  const markFrom = mySeat ?? view.current;
  const send = (a: CfeAction) => act(a);
  const order = Array.from({ length: view.seats }, (_, i) => (anchor + i) % view.seats);
  const others = order.slice(1);
  const myTurnPhase = mySeat !== null && view.current === mySeat && !finished;
  const chaos = view.pending?.kind === "chaos" ? view.pending : null;
  const nameOf = i18n.seatName;
  return (
    <div
      class={`cfe-board cfe-seats-${view.seats}`}
      data-testid="cfe-board"
      data-phase={view.phase}
      data-current={view.current}
      data-turn={view.turn}
      data-mode={view.mode}
      data-recycle={String(view.options.recycle)}
      data-personal-deck={String(view.options.personalDeck)}
      data-stars={String(!!view.advanced?.stars)}
      data-legends={String(!!view.advanced?.legends)}
      data-heroes={String(!!view.advanced?.heroes)}
      data-environment={view.advanced?.environment ?? ""}
    >
      {view.mode === "2v2" && <TeamBar view={view} anchor={anchor} i18n={i18n} names={nameOf} />}
      <div class="cfe-table">
        {others.map((s) => (
          <SeatPanel key={s} view={view} seat={s} anchor={markFrom} mySeat={mySeat} info={table.seats[s]} position={positionOf(view.seats, anchor, s)} finished={finished} i18n={i18n} />
        ))}
        <Center view={view} anchor={anchor} mySeat={mySeat} seats={table.seats} log={table.log} i18n={i18n} />
        <SeatPanel view={view} seat={anchor} anchor={markFrom} mySeat={mySeat} info={table.seats[anchor]} position="bottom" finished={finished} i18n={i18n} />
      </div>
      {mySeat !== null && <HandPanel view={view} seat={mySeat} blockedReason={finished ? i18n.t("reasonNotLegal") : blockedReason} act={send} i18n={i18n} />}
      {myTurnPhase && view.phase === "draw" && view.pending?.kind === "draw" && <DrawDialog view={view} seat={mySeat!} blockedReason={blockedReason} act={send} i18n={i18n} />}
      {myTurnPhase && view.phase === "revelation" && <RevelationDialog view={view} seat={mySeat!} blockedReason={blockedReason} act={send} i18n={i18n} />}
      {myTurnPhase && chaos && chaos.seat === mySeat && <ChaosDialog view={view} seat={mySeat!} targetName={nameOf(chaos.target)} blockedReason={blockedReason} act={send} i18n={i18n} />}
      <p class="cfe-rules muted">{pick(tx("rules"))}</p>
    </div>
  );
}

/** 2v2: the two teams' shared HP side by side, your team first. */
function TeamBar({ view, anchor, names, i18n }: { view: Parameters<typeof SeatPanel>[0]["view"]; anchor: number; names: (s: number) => string; i18n: GameViewProps["i18n"] }) {
  const { pick } = i18n;
  const mine = view.teamOf[anchor];
  return (
    <div class="cfe-teams" data-testid="team-bar">
      {[mine, 1 - mine].map((team) => {
        const seats = view.teamOf.flatMap((t, i) => (t === team ? [i] : []));
        const pct = Math.round((view.hp[team] / view.maxHp[team]) * 100);
        const star = view.advanced?.stars ? view.advanced.teamStar[team] : null;
        return (
          <div key={team} class={`cfe-team team-${team} ${team === mine ? "is-mine" : ""}`} data-testid={`team-${team}`} data-hp={view.hp[team]}>
            <span class="cfe-team-name">
              {pick(tx("teamN", { n: team + 1 }))} <span class="muted">{seats.map(names).join(" · ")}</span>
            </span>
            <span class="cfe-hp-bar">
              <span class={`cfe-hp-fill ${pct <= 25 ? "is-low" : ""}`} style={{ width: `${pct}%` }} />
            </span>
            <strong class="cfe-hp-num">
              {view.hp[team]}/{view.maxHp[team]}
            </strong>
            {view.advanced?.stars && (
              <span class={`cfe-chip cfe-star ${star ? `is-on el-${star}` : ""}`} data-testid={`team-bar-star-${team}`}>
                ★ {star ? named(starOf(star), i18n.lang) : pick(tx("noStar"))}
              </span>
            )}
          </div>
        );
      })}
    </div>
  );
}

export const cfeView: GameView = { Board };
