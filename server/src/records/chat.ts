import Database from "better-sqlite3";
import type { ChatChannel, ChatLine } from "../../../shared/src/protocol/chat";
import { BUSY_TIMEOUT_MS } from "./store";
import { StorageUnavailableError } from "./errors";
import type { ChatLineStore, ChatReport, GameRecordStore } from "./contract";

/**
 * Table talk beside the game records: the chat lines of each game and the lines players reported. Chat is not part
 * of the verified record (its actions and seed), so it lives in its own tables, on its own connection to the same
 * database file, and a chat write that fails never refuses a game action.
 *
 * `author` is who wrote a line, for removing an author's lines: the hash of a seat token, or a spectator's session.
 */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS chat_lines (
  game_id TEXT NOT NULL,
  id TEXT NOT NULL,
  channel TEXT NOT NULL,
  seat INTEGER,
  name TEXT NOT NULL,
  text TEXT,
  phrase TEXT,
  author TEXT NOT NULL,
  at INTEGER NOT NULL,
  PRIMARY KEY (game_id, id)
);
CREATE INDEX IF NOT EXISTS chat_lines_author ON chat_lines(author);
CREATE TABLE IF NOT EXISTS chat_reports (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  game_id TEXT,
  table_code TEXT NOT NULL,
  mode TEXT NOT NULL,
  line TEXT NOT NULL,
  reporter TEXT NOT NULL,
  at INTEGER NOT NULL
);
`;

export type { ChatReport } from "./contract";

export interface LineRow {
  id: string;
  channel: string;
  seat: number | null;
  name: string;
  text: string | null;
  phrase: string | null;
  at: number;
}

export function lineOfRow(r: LineRow): ChatLine {
  return {
    id: r.id,
    channel: r.channel as ChatChannel,
    seat: r.seat,
    name: r.name,
    ...(r.text !== null ? { text: r.text } : {}),
    ...(r.phrase !== null ? { phrase: r.phrase } : {}),
    at: r.at,
  };
}

export class ChatStore implements ChatLineStore {
  private readonly db: Database.Database;
  private readonly stmts: ReturnType<ChatStore["prepare"]>;

  constructor(file: string) {
    this.db = new Database(file, { timeout: BUSY_TIMEOUT_MS });
    this.db.exec(SCHEMA);
    this.stmts = this.prepare();
  }

  private prepare() {
    const db = this.db;
    return {
      insert: db.prepare(`INSERT OR IGNORE INTO chat_lines (game_id, id, channel, seat, name, text, phrase, author, at)
        VALUES (@gameId, @id, @channel, @seat, @name, @text, @phrase, @author, @at)`),
      lines: db.prepare(`SELECT id, channel, seat, name, text, phrase, at FROM chat_lines WHERE game_id = ? ORDER BY at, rowid`),
      remove: db.prepare(`DELETE FROM chat_lines WHERE game_id = ? AND id = ?`),
      removeAuthor: db.prepare(`DELETE FROM chat_lines WHERE author = ?`),
      report: db.prepare(`INSERT INTO chat_reports (game_id, table_code, mode, line, reporter, at) VALUES (?, ?, ?, ?, ?, ?)`),
      reports: db.prepare(`SELECT * FROM chat_reports ORDER BY id DESC LIMIT ?`),
    };
  }

  private run<T>(operation: string, fn: () => T): T {
    try {
      return fn();
    } catch (e) {
      throw new StorageUnavailableError(operation, e);
    }
  }

  add(gameId: string, line: ChatLine, author: string): void {
    this.run("store a chat line", () =>
      this.stmts.insert.run({ gameId, ...line, text: line.text ?? null, phrase: line.phrase ?? null, author }),
    );
  }

  /** Every stored line of a game, oldest first (replays). */
  lines(gameId: string): ChatLine[] {
    return this.run("read chat lines", () => (this.stmts.lines.all(gameId) as LineRow[]).map(lineOfRow));
  }

  remove(gameId: string, lineId: string): void {
    this.run("remove a chat line", () => this.stmts.remove.run(gameId, lineId));
  }

  /** Removes everything an author wrote (an account deleted); returns how many lines went. */
  removeAuthor(author: string): number {
    return this.run("remove an author's chat", () => this.stmts.removeAuthor.run(author).changes);
  }

  report(r: Omit<ChatReport, "id">): void {
    this.run("store a report", () => this.stmts.report.run(r.gameId, r.table, r.mode, JSON.stringify(r.line), r.reporter, r.at));
  }

  /** The newest reports first. */
  reports(limit = 200): ChatReport[] {
    return this.run("read reports", () =>
      (this.stmts.reports.all(limit) as { id: number; game_id: string | null; table_code: string; mode: string; line: string; reporter: string; at: number }[]).map(
        (r) => ({ id: r.id, gameId: r.game_id, table: r.table_code, mode: r.mode, line: JSON.parse(r.line) as ChatLine, reporter: r.reporter, at: r.at }),
      ),
    );
  }

  close(): void {
    this.db.close();
  }
}

const openStores = new WeakMap<object, ChatStore>();

/** The records' own chat store, or (SQLite) the chat tables beside its games (same database file, opened once per store). */
export function chatsBeside(records: Pick<GameRecordStore, "chats"> & { readonly file?: string }): ChatLineStore {
  if (records.chats) return records.chats();
  let chats = openStores.get(records);
  if (!chats) openStores.set(records, (chats = new ChatStore(records.file!)));
  return chats;
}

export function closeChatsBeside(records: object): void {
  openStores.get(records)?.close();
  openStores.delete(records);
}
