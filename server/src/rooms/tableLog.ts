import type { GameEvent } from "../../../shared/src/core/engine";

/** One line of a table's log. `visibleTo` limits it to some seats (a card you drew); spectators see the rest. */
export interface LogLine {
  seq: number;
  seat: number;
  type: string;
  zh: string;
  en: string;
  data?: Record<string, unknown>;
  visibleTo?: number[];
}

const LINES_KEPT = 200;

export function canSee(line: Pick<LogLine, "visibleTo">, seat: number): boolean {
  return !line.visibleTo || (seat >= 0 && line.visibleTo.includes(seat));
}

/**
 * What a client receives of a line: the visibility list becomes a `private` mark (it is for this client only), and
 * `data` goes only to tables whose views animate from it.
 */
export function wireLine({ visibleTo, data, ...line }: LogLine, withData: boolean) {
  return { ...line, ...(withData && data ? { data } : {}), ...(visibleTo ? { private: true } : {}) };
}

/**
 * The table's recent log, kept on the server: joining clients get the backlog they may see (their own private
 * lines included, so a reload keeps "you drew …"), everyone gets new lines as `events` messages.
 */
export class TableLog {
  private lines: LogLine[] = [];

  add(seq: number, events: Pick<GameEvent, "type" | "seat" | "zh" | "en" | "data" | "visibleTo">[]): LogLine[] {
    const added = events.map((e) => ({ seq, seat: e.seat ?? -1, type: e.type, zh: e.zh, en: e.en, ...(e.data ? { data: e.data } : {}), ...(e.visibleTo ? { visibleTo: e.visibleTo } : {}) }));
    this.lines.push(...added);
    if (this.lines.length > LINES_KEPT) this.lines.splice(0, this.lines.length - LINES_KEPT);
    return added;
  }

  backlogFor(seat: number, withData: boolean) {
    return this.lines.filter((l) => canSee(l, seat)).map((l) => wireLine(l, withData));
  }

  clear() {
    this.lines = [];
  }
}
