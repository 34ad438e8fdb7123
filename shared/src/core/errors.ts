import type { LocalText } from "./text";

/**
 * An illegal action. Engines throw it, rooms catch it and answer `error { code, message }` to the sender only,
 * and nothing changes. `code` is stable and documented in docs/protocol.md; the message is for people.
 */
export class RuleError extends Error {
  readonly code: string;
  readonly zh: string;
  readonly en: string;
  /** Machine-readable details for clients (e.g. `ambiguous_formation`'s `candidates`); sent with the refusal. */
  data?: Record<string, unknown>;

  constructor(code: string, zh: string, en: string) {
    // A refusal is an answer, not a bug: nobody reads its stack, and capturing one was most of what a refused
    // action cost (legality checks and bots try many). V8 reads this limit when the Error is built.
    const v8Error = Error as { stackTraceLimit?: number };
    const limit = v8Error.stackTraceLimit;
    v8Error.stackTraceLimit = 0;
    try {
      super(`${code}: ${en}`);
    } finally {
      v8Error.stackTraceLimit = limit;
    }
    this.name = "RuleError";
    this.code = code;
    this.zh = zh;
    this.en = en;
  }

  get localText(): LocalText {
    return { zh: this.zh, en: this.en };
  }
}

/**
 * Engines keep their error codes in one table (code → text) so the protocol doc lists them all; this builds the
 * RuleError for a code, with an optional detail in parentheses.
 */
export function ruleErrorFrom<C extends string>(table: Readonly<Record<C, LocalText>>, code: C, detail?: LocalText): RuleError {
  const base = table[code];
  return new RuleError(code, detail ? `${base.zh}（${detail.zh}）` : base.zh, detail ? `${base.en} (${detail.en})` : base.en);
}

/**
 * `ambiguous_formation` naming the formations the cards could be, in its text and as `data.candidates` (ids to send
 * back as the action's `formation`).
 */
export function ambiguousFormation<C extends string>(table: Readonly<Record<C, LocalText>>, code: C, candidates: readonly LocalText[], ids: readonly string[]): RuleError {
  const e = ruleErrorFrom(table, code, { zh: `可為：${candidates.map((c, i) => `${c.zh} ${ids[i]}`).join("、")}`, en: `one of: ${ids.join(", ")}` });
  e.data = { candidates: [...ids] };
  return e;
}

export function isRuleError(e: unknown): e is RuleError {
  return e instanceof RuleError;
}

/** Throw a RuleError unless `condition` holds. */
export function ensure(condition: unknown, code: string, zh: string, en: string): asserts condition {
  if (!condition) throw new RuleError(code, zh, en);
}

/** A content or options file that does not satisfy its rules (a corrupt deck list, a bad table option, …). */
export class ContentError extends Error {
  constructor(readonly code: string, readonly problems: string[]) {
    super(`${code}: ${problems.join("; ")}`);
    this.name = "ContentError";
  }
}

/** One line per schema issue, "path: message", prefixed with where the checked value sits (e.g. "options"). */
export function issueLines(issues: readonly { path: readonly (string | number)[]; message: string }[], under?: string): string[] {
  return issues.map((i) => {
    const path = [...(under ? [under] : []), ...i.path].join(".");
    return path ? `${path}: ${i.message}` : i.message;
  });
}
