import type { GameEvent } from "../../../shared/src/core/engine";
import { PackedTexts } from "./packedTexts";

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

/** A multiple of CHUNK (packedTexts.ts): a chunk packs when its last slot is written. */
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
 *
 * Kept column by column in a ring of LINES_KEPT: an object per line cost ≈ 70 B of the ≈ 200 B a line takes (issue
 * 27: memory per table); only a line with `data` or `visibleTo` has an object, for those two.
 */
export class TableLog {
  private seqs: number[] = [];
  private seats: number[] = [];
  private types: string[] = [];
  /** The texts, packed a chunk of lines at a time (packedTexts.ts). */
  private readonly zh = new PackedTexts();
  private readonly en = new PackedTexts();
  private extras: (Pick<LogLine, "data" | "visibleTo"> | undefined)[] = [];
  /** Where the oldest line is once the ring is full (before that, 0). */
  private oldest = 0;

  /** `keepData`: whether lines keep their `data` (a table whose clients never get it keeps none). */
  constructor(private readonly keepData = true) {}

  add(seq: number, events: Pick<GameEvent, "type" | "seat" | "zh" | "en" | "data" | "visibleTo">[]): LogLine[] {
    const added = events.map((e): LogLine => ({ seq, seat: e.seat ?? -1, type: e.type, zh: e.zh, en: e.en, ...(this.keepData && e.data ? { data: e.data } : {}), ...(e.visibleTo ? { visibleTo: e.visibleTo } : {}) }));
    for (const line of added) this.keep(line);
    return added;
  }

  backlogFor(seat: number, withData: boolean) {
    return this.lines.filter((l) => canSee(l, seat)).map((l) => wireLine(l, withData));
  }

  /** Every kept line, oldest first, as it was added. */
  get lines(): LogLine[] {
    const zh = this.zh.all();
    const en = this.en.all();
    return Array.from({ length: this.types.length }, (_, k) => this.line((this.oldest + k) % this.types.length, zh, en));
  }

  clear() {
    this.seqs = [];
    this.seats = [];
    this.types = [];
    this.zh.clear();
    this.en.clear();
    this.extras = [];
    this.oldest = 0;
  }

  private keep(line: LogLine) {
    const full = this.types.length === LINES_KEPT;
    const i = full ? this.oldest : this.types.length;
    if (full) this.oldest = (this.oldest + 1) % LINES_KEPT;
    this.seqs[i] = line.seq;
    this.seats[i] = line.seat;
    this.types[i] = line.type;
    this.zh.set(i, line.zh);
    this.en.set(i, line.en);
    this.extras[i] = line.data || line.visibleTo ? { data: line.data, visibleTo: line.visibleTo } : undefined;
  }

  private line(i: number, zh: string[], en: string[]): LogLine {
    const extra = this.extras[i];
    return { seq: this.seqs[i], seat: this.seats[i], type: this.types[i], zh: zh[i], en: en[i], ...(extra?.data ? { data: extra.data } : {}), ...(extra?.visibleTo ? { visibleTo: extra.visibleTo } : {}) };
  }
}
