import type { GameEvent } from "../../../shared/src/core/engine";
import { fillSeatNames, withSeatNames } from "../../../shared/src/core/text";
import type { WireLogLine } from "../../../shared/src/protocol/logLine";

/** One line of a table's log. `visibleTo` limits it to some seats (a card you drew); spectators see the rest. */
export interface LogLine extends Omit<WireLogLine, "private"> {
  visibleTo?: number[];
}

const LINES_KEPT = 200;
/** Seats a private line may name (engines seat at most eight: `{p0}`…`{p7}`), as bits below VISIBLE_TO_SOME. */
const SEAT_BITS = [0, 1, 2, 3, 4, 5, 6, 7];
const VISIBLE_TO_SOME = 1 << 8;

/**
 * Engine texts as the engines write them (seats as `{p0}`…, no names) repeat across a table and across every table
 * of a mode ("{p1} passes.", a card summoned to a cell): the log keeps each distinct text once for the whole process
 * instead of once per line per table (issue 27: memory per table). Two generations of at most GENERATION texts
 * each: a text found in the older one moves to the newer, and when the newer is full the older goes. So the texts
 * in use stay shared, and a text nobody wrote again (most name a number: damage, a count) is let go after two
 * generations instead of being held until a bound of 50,000 (a busy server reached it within minutes, and
 * its dead texts then cost up to ≈ 20 KB a table at 200 活俠決鬥者 tables). Texts kept by tables stay valid either way.
 */
const GENERATION = 4096;
let recentTexts = new Map<string, string>();
let olderTexts = new Map<string, string>();
function intern(text: string): string {
  const recent = recentTexts.get(text);
  if (recent !== undefined) return recent;
  const kept = olderTexts.get(text) ?? text;
  if (recentTexts.size >= GENERATION) {
    olderTexts = recentTexts;
    recentTexts = new Map();
  }
  recentTexts.set(kept, kept);
  return kept;
}

/** How many distinct texts the log keeps shared (for tests: bounded whatever the traffic). */
export const sharedTextCount = () => recentTexts.size + olderTexts.size;

export function canSee(line: Pick<LogLine, "visibleTo">, seat: number): boolean {
  return !line.visibleTo || (seat >= 0 && line.visibleTo.includes(seat));
}

/**
 * What a client receives of a line: the visibility list becomes a `private` mark (it is for this client only). A line
 * has `data` only where it is sent (`TableLog`'s `liveData`; never in the backlog). Built field by field: the
 * rest-and-spread copy it replaced took about 1.2 µs a line, 2–3 % of a move's CPU.
 */
export function wireLine(line: LogLine): WireLogLine {
  // A public line is already what a client receives: its fields are the wire's.
  if (!line.visibleTo) return line;
  const out: WireLogLine = { seq: line.seq, seat: line.seat, type: line.type, zh: line.zh, en: line.en };
  if (line.data) out.data = line.data;
  out.private = true;
  return out;
}

/**
 * The table's recent log, kept on the server: joining clients get the backlog they may see (their own private
 * lines included, so a reload keeps "you drew …"), everyone gets new lines as `events` messages.
 *
 * Kept column by column in a ring of LINES_KEPT (an object per line cost ≈ 70 B of the ≈ 200 B a line took), the
 * numbers in typed columns, the texts as the engine wrote them (interned: shared by every line and table that wrote
 * the same) with the seat names they were written under, put in when a line is read; who may see a line as bits.
 * Not the lines' `data`: it is for animating a change as it happens (records and replays keep all of it), and it
 * was most of what a full ring of 弒魔戰爭 lines held (≈ 27 of 44 KB a table).
 */
export class TableLog {
  private count = 0;
  private readonly seqs = new Int32Array(LINES_KEPT);
  private readonly seats = new Int8Array(LINES_KEPT);
  private types: string[] = [];
  private zh: string[] = [];
  private en: string[] = [];
  /** Which of `nameSets` a line's `{p0}`… stand for (-1: the text is final, a room announcement). */
  private readonly namedBy = new Int32Array(LINES_KEPT);
  /** The seat names lines were written under, one entry each time they changed. */
  private nameSets: (readonly string[])[] = [];
  /** VISIBLE_TO_SOME and a bit per seat for a line limited to some seats; 0 for a public one. */
  private readonly visibleTo = new Uint16Array(LINES_KEPT);
  /** Where the oldest line is once the ring is full (before that, 0). */
  private oldest = 0;

  /** `liveData`: whether the lines `add` returns carry their `data` (for tables whose views animate from it). */
  constructor(private readonly liveData = true) {}

  /**
   * Adds lines and returns them as sent. `names`: the seats' names, put in place of the engine's `{p0}`…; without
   * them (the room's own announcements) the texts are final as given.
   */
  add(seq: number, events: Pick<GameEvent, "type" | "seat" | "zh" | "en" | "data" | "visibleTo">[], names?: readonly string[]): LogLine[] {
    const namedBy = names ? this.nameSetOf(names) : -1;
    return events.map((e) => {
      const line: LogLine = { seq, seat: e.seat ?? -1, type: e.type, zh: e.zh, en: e.en };
      if (this.liveData && e.data) line.data = e.data;
      if (e.visibleTo) line.visibleTo = e.visibleTo;
      this.keep(line, namedBy);
      // The line is this call's own: the names go in place (a copy per line was a tenth of a 弒魔戰爭 move's garbage).
      if (names) {
        line.zh = fillSeatNames(line.zh, names, "zh");
        line.en = fillSeatNames(line.en, names, "en");
      }
      return line;
    });
  }

  /** The kept lines `seat` may see, as a joining client receives them (texts only: nothing animates a backlog). */
  backlogFor(seat: number) {
    return this.lines.filter((l) => canSee(l, seat)).map(wireLine);
  }

  /** Every kept line, oldest first, as it was added. */
  get lines(): LogLine[] {
    return Array.from({ length: this.count }, (_, k) => this.line((this.oldest + k) % this.count));
  }

  clear() {
    this.count = 0;
    this.types = [];
    this.zh = [];
    this.en = [];
    this.nameSets = [];
    this.oldest = 0;
  }

  private nameSetOf(names: readonly string[]): number {
    const last = this.nameSets.length - 1;
    const same = last >= 0 && this.nameSets[last].length === names.length && names.every((n, i) => this.nameSets[last][i] === n);
    if (!same) this.nameSets.push([...names]);
    return this.nameSets.length - 1;
  }

  private keep(line: LogLine, namedBy: number) {
    const full = this.count === LINES_KEPT;
    const i = full ? this.oldest : this.count++;
    if (full) this.oldest = (this.oldest + 1) % LINES_KEPT;
    this.seqs[i] = line.seq;
    this.seats[i] = line.seat;
    this.types[i] = line.type;
    // The room's own announcements name players and tables: shared by nobody, they are kept as they are.
    this.zh[i] = namedBy >= 0 ? intern(line.zh) : line.zh;
    this.en[i] = namedBy >= 0 ? intern(line.en) : line.en;
    this.namedBy[i] = namedBy;
    this.visibleTo[i] = line.visibleTo ? line.visibleTo.reduce((bits, seat) => bits | (1 << seat), VISIBLE_TO_SOME) : 0;
  }

  private line(i: number): LogLine {
    const visibleTo = this.visibleTo[i] ? SEAT_BITS.filter((seat) => this.visibleTo[i] & (1 << seat)) : undefined;
    const line: LogLine = { seq: this.seqs[i], seat: this.seats[i], type: this.types[i], zh: this.zh[i], en: this.en[i], ...(visibleTo ? { visibleTo } : {}) };
    const names = this.nameSets[this.namedBy[i]];
    return names ? withSeatNames(line, names) : line;
  }
}
