import { useEffect } from "preact/hooks";
import type { PingNotice, PingTarget } from "../../../shared/src/protocol/chatLines";
import { chatActions, chatStore, pingText } from "../chat";
import { useI18n } from "../i18n";
import { useStore } from "../store";
import { seatElement } from "../ui";

/** The teammates' ping markers on one map cell, in each pinger's seat colour, for a few seconds. */
export function CellPings({ cell }: { cell: string }) {
  const pings = useStore(chatStore).pings.filter((p) => p.target.kind === "cell" && p.target.cell === cell);
  return (
    <>
      {pings.map((p) => (
        <span key={`${p.seat}-${p.at}`} class={`ping-mark el-${seatElement(p.seat)}`} data-testid={`ping-${cell}`} data-seat={p.seat} title={p.name} aria-hidden="true">
          ◎
        </span>
      ))}
    </>
  );
}

/**
 * While "ping the map" is armed, the next tap on a map cell points at it instead of doing what it does; Escape
 * disarms. Listening in the capture phase keeps the map's own handlers out of it.
 */
export function usePingTaps(armed: boolean) {
  useEffect(() => {
    if (!armed) return;
    const tap = (e: MouseEvent) => {
      const cell = (e.target as Element | null)?.closest<HTMLElement>(".sl-map [data-cell]");
      if (!cell) return;
      e.preventDefault();
      e.stopPropagation();
      chatActions.ping({ kind: "cell", cell: cell.dataset.cell! });
    };
    const key = (e: KeyboardEvent) => e.key === "Escape" && chatActions.armPing(false);
    document.addEventListener("click", tap, true);
    document.addEventListener("keydown", key);
    return () => {
      document.removeEventListener("click", tap, true);
      document.removeEventListener("keydown", key);
    };
  }, [armed]);
}

/**
 * Markers of the teammates' live pings that `match` picks (a shard, a player's hand card), inline beside what they
 * point at, in each pinger's seat colour, for as long as a cell's marker.
 */
export function PingMarks({ match, testId }: { match: (p: PingNotice) => boolean; testId: string }) {
  const { pick } = useI18n();
  const pings = useStore(chatStore).pings.filter(match);
  return (
    <>
      {pings.map((p) => (
        <span key={`${p.seat}-${p.at}`} class={`ping-mark is-inline el-${seatElement(p.seat)}`} data-testid={testId} data-seat={p.seat} title={pick(pingText(p))}>
          ◎
        </span>
      ))}
    </>
  );
}

/**
 * While pinging is armed (the chat panel's ◎ button), a button that points at `target` instead of a map cell: a
 * shard, or a card of your own hand (the server decides what the teammates learn of it).
 */
export function PingButton({ target, label, testId }: { target: PingTarget; label: string; testId: string }) {
  if (!useStore(chatStore).pingArmed) return null;
  return (
    <button type="button" class="btn btn-primary btn-sm ping-btn" data-testid={testId} title={label} aria-label={label} onClick={() => chatActions.ping(target)}>
      ◎
    </button>
  );
}
