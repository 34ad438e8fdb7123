/** What a fuzz run counts. The four failure counts must be 0; the rest says what was covered. */
export interface FuzzTotals {
  game: string;
  /**
   * Every message and raw frame sent to a table (fuzz, legal moves, rematches, the probe behind an ignored raw frame),
   * not the probes of the settling round trips.
   */
  messages: number;
  /** The server process exited (or, with --server, stopped answering) during the run. */
  crashes: number;
  /** A refused message (or one that had to be refused) changed a decoded state or brought a log line. */
  state_changes_on_refusal: number;
  /** An `error` that is not `{ code, message: { zh, en } }` with a documented code. */
  untyped_errors: number;
  /** Connections the server closed, other than the documented raw-frame closes (4002, 1009). */
  disconnects: number;
}

/** Coverage and the lesser findings, printed before the final JSON line. */
export interface FuzzDetails {
  /** Messages by category: how many were sent, refused, accepted. */
  categories: Record<string, { sent: number; refused: number; accepted: number }>;
  /** Error codes received, by code. */
  codes: Record<string, number>;
  /** Raw frames by documented outcome: how many got it, and how many did not. */
  raw: Record<string, { expected: number; matched: number }>;
  /** Messages that had to be refused (spectator, wrong seat, stale seq, malformed…) but were accepted. */
  unexpected_accepts: number;
  /** Messages that got neither an answer nor a change in time (the room must answer every refusal). */
  unanswered: number;
  /** Patches a client's schema decoder could not apply (its state is wrong from then on). */
  decode_errors: number;
  /** Server log lines at level error or above (own server only), and their first lines by count. */
  server_error_lines: number;
  server_errors: Record<string, number>;
  games_finished: number;
  games_started: number;
  tables: number;
  clients: number;
  seconds: number;
  /** Where the tables' time went (summed over tables, in seconds): pacing, waits, answers, settling. */
  time: Record<string, number>;
  /** The first few problems of each kind in words, to start debugging from. */
  examples: Record<string, string[]>;
}

export class FuzzReport {
  readonly totals: FuzzTotals;
  readonly details: FuzzDetails = {
    categories: {},
    codes: {},
    raw: {},
    unexpected_accepts: 0,
    unanswered: 0,
    decode_errors: 0,
    server_error_lines: 0,
    server_errors: {},
    games_finished: 0,
    games_started: 0,
    tables: 0,
    clients: 0,
    seconds: 0,
    time: {},
    examples: {},
  };

  constructor(game: string) {
    this.totals = { game, messages: 0, crashes: 0, state_changes_on_refusal: 0, untyped_errors: 0, disconnects: 0 };
  }

  /** Time how long `work` takes under `label` (see FuzzDetails.time). */
  async timed<T>(label: string, work: Promise<T>): Promise<T> {
    const t = Date.now();
    try {
      return await work;
    } finally {
      this.details.time[label] = Math.round(((this.details.time[label] ?? 0) + (Date.now() - t) / 1000) * 10) / 10;
    }
  }

  category(name: string) {
    return (this.details.categories[name] ??= { sent: 0, refused: 0, accepted: 0 });
  }

  code(code: string) {
    this.details.codes[code] = (this.details.codes[code] ?? 0) + 1;
  }

  raw(outcome: string, matched: boolean) {
    const r = (this.details.raw[outcome] ??= { expected: 0, matched: 0 });
    r.expected++;
    if (matched) r.matched++;
  }

  /** Count a problem and keep its description if it is among the first ones. */
  problem(kind: keyof FuzzTotals | "unexpected_accepts" | "unanswered" | "decode_errors", text: string) {
    if (kind === "unexpected_accepts" || kind === "unanswered" || kind === "decode_errors") this.details[kind]++;
    else if (kind !== "game" && kind !== "messages") this.totals[kind]++;
    this.note(kind, text);
  }

  /** Keep a description of something worth knowing (the first few of each kind). */
  note(kind: string, text: string) {
    const list = (this.details.examples[kind] ??= []);
    if (list.length < 5) list.push(text);
  }

  /** All failure counts are zero and every raw frame got its documented outcome. */
  clean(): boolean {
    const t = this.totals;
    const rawOk = Object.values(this.details.raw).every((r) => r.matched === r.expected);
    return t.crashes + t.state_changes_on_refusal + t.untyped_errors + t.disconnects + this.details.unexpected_accepts + this.details.unanswered + this.details.decode_errors === 0 && rawOk;
  }

  /** The last line of `npm run fuzz`: exactly the documented keys, in order. */
  jsonLine(): string {
    const { game, messages, crashes, state_changes_on_refusal, untyped_errors, disconnects } = this.totals;
    return JSON.stringify({ game, messages, crashes, state_changes_on_refusal, untyped_errors, disconnects });
  }
}
