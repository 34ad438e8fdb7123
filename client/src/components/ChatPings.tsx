import { useEffect } from "preact/hooks";
import { chatActions, chatStore } from "../chat";
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
