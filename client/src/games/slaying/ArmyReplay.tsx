import { useEffect, useMemo, useState } from "preact/hooks";
import { Btn } from "../../components/Button";
import type { I18n } from "../../i18n";
import type { GameEventMessage, WireLogLine } from "../../tableState";
import { Card } from "../cfe/Card";
import type { CardId } from "./model";
import { isPlaying, type ReplayQueue } from "./replayQueue";
import { ReplayPlayer } from "./replayPlayer";
import { tx } from "./strings";

/**
 * Plays each army turn from the `events` messages one line at a time (what the army turned up, which cards it chose
 * and why, what they did; the `data` of its select line gives the hand and the chosen positions), so the table can
 * follow it. Turns that arrive while one plays wait in a queue and play in order, each to its end, faster the more
 * wait (replayQueue.ts); skip shows the end of the latest. Every message since the last render is read, once, in
 * order; a reload or a late join plays nothing old. Once `over`, the queue shows its final state and stops
 * (replayPlayer.ts); a rematch at the same table replays again.
 */
export function useArmyReplay(recent: readonly GameEventMessage[], over: boolean): ReplayPlayer {
  const player = useMemo(() => new ReplayPlayer(), []);
  useEffect(() => () => player.dispose(), [player]);
  // Before the messages are read: the game-ending move's own army turn is history, a rematch's first one is not.
  useEffect(() => {
    if (over) player.finish();
    else player.reopen();
  }, [over, player]);
  const newest = recent.length ? recent[recent.length - 1] : null;
  useEffect(() => player.receive(recent), [newest, player]);
  return player;
}

/** Whether a replay plays: its component re-renders when that flips, not on every step. */
export function useReplayPlaying(player: ReplayPlayer): boolean {
  const [playing, setPlaying] = useState(player.playing);
  useEffect(() => {
    setPlaying(player.playing);
    return player.subscribe(() => setPlaying(player.playing));
  }, [player]);
  return playing;
}

function useReplayState(player: ReplayPlayer): ReplayQueue {
  const [state, setState] = useState(player.state);
  useEffect(() => {
    setState(player.state);
    return player.subscribe(setState);
  }, [player]);
  return state;
}

/** The army's turn as it plays: the lines so far, the hand it turned up with the chosen positions, and a skip button. */
export function ArmyReplay({ player, lastAction, i18n }: { player: ReplayPlayer; lastAction: { cards: CardId[]; positions: number[] } | null; i18n: I18n }) {
  const { pick, lang } = i18n;
  const state = useReplayState(player);
  const replay = { steps: state.steps, shown: state.shown, queued: state.queue.length, playing: isPlaying(state) };
  if (replay.steps.length === 0) return null;
  if (!replay.playing) {
    // Played out: one line to open again (the log keeps every line too).
    return (
      <details class="sl-replay panel is-done" data-testid="army-replay" data-playing="false" data-shown={replay.shown} data-steps={replay.steps.length}>
        <summary>
          <strong>{pick(tx("armyTurn"))}</strong> <span class="muted">{replay.steps.filter((l) => l.type !== "army_turn" && l.type !== "army_turn_end").map((l) => pick(l)).slice(0, 2).join(" ")}</span>
        </summary>
        <ol class="sl-replay-lines">
          {replay.steps.map((l, i) => (
            <li key={i} data-testid="army-step" data-type={l.type}>
              {pick(l)}
            </li>
          ))}
        </ol>
      </details>
    );
  }
  const shown = replay.steps.slice(0, replay.shown);
  const select = shown.find((l) => l.type === "army_select");
  const data = select?.data as { hand?: CardId[]; positions?: number[] } | undefined;
  const teamHp = teamHpAt(replay.steps, replay.shown);
  return (
    <section class="sl-replay panel is-playing" data-testid="army-replay" data-playing="true" data-shown={replay.shown} data-steps={replay.steps.length} data-queued={replay.queued} aria-live="polite">
      <header class="sl-replay-head">
        <strong>{pick(tx("armyTurn"))}</strong>
        <span class="muted">{pick(tx("stepOfN", { i: replay.shown, n: replay.steps.length }))}</span>
        {replay.queued > 0 && (
          <span class="sl-chip" data-testid="replay-queued" data-queued={replay.queued}>
            {pick(tx("replayQueued", { n: replay.queued }))}
          </span>
        )}
        {teamHp !== null && (
          <span class="sl-chip" data-testid="replay-team-hp">
            {pick(tx("teamHp"))} {teamHp}
          </span>
        )}
        <Btn size="sm" kind="ghost" testId="skip-army" onClick={() => player.skip()}>
          {pick(tx("skip"))}
        </Btn>
      </header>
      {!data?.hand && select && lastAction && (
        // Without the event data: the cards the army used, from the public view (its last action).
        <div class="sl-army-hand sl-replay-hand" data-testid="army-used">
          {lastAction.cards.map((c, i) => (
            <span key={i} class="sl-army-slot is-chosen">
              <span class="sl-pos">{lastAction.positions[i]}</span>
              <Card card={c} lang={lang} size="sm" />
            </span>
          ))}
        </div>
      )}
      {data?.hand && (
        <div class="sl-army-hand sl-replay-hand">
          {data.hand.map((c, i) => (
            <span key={i} class={`sl-army-slot ${data.positions?.includes(i + 1) ? "is-chosen" : "is-dim"}`} data-testid={data.positions?.includes(i + 1) ? "army-chosen" : "army-unchosen"}>
              <span class="sl-pos">{i + 1}</span>
              <Card card={c} lang={lang} size="sm" />
            </span>
          ))}
        </div>
      )}
      {/* The latest lines only while it plays (the board keeps its height); the log and the folded panel keep all. */}
      <ol class="sl-replay-lines" start={Math.max(1, shown.length - 2)}>
        {shown.slice(-3).map((l, i, last) => (
          <li key={replay.shown - last.length + i} class={`sl-replay-line type-${l.type} ${i === last.length - 1 ? "is-new" : ""}`} data-testid="army-step" data-type={l.type}>
            {pick(l)}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The team's HP as of the steps shown: the last HP line's figure, or the first one's before it hit (or healed). */
function teamHpAt(steps: WireLogLine[], shown: number): number | null {
  const hpLines = steps.map((l, i) => ({ l, i })).filter(({ l }) => l.type === "team_hp" && typeof l.data?.hp === "number");
  if (hpLines.length === 0) return null;
  const seen = hpLines.filter(({ i }) => i < shown);
  if (seen.length) return seen[seen.length - 1].l.data!.hp as number;
  const first = hpLines[0].l.data!;
  return (first.hp as number) - ((first.delta as number) ?? 0);
}
