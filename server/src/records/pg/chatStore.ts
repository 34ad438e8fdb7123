import type { ChatLine } from "../../../../shared/src/protocol/chat";
import { lineOfRow, type LineRow } from "../chat";
import type { ChatLineStore, ChatReport } from "../contract";
import { unavailableAs, type PgDatabase } from "./database";

/** Chat lines and reports in PostgreSQL (the SQLite ChatStore's tables and semantics, records/chat.ts). */
export class PgChatStore implements ChatLineStore {
  constructor(private readonly db: PgDatabase) {}

  async add(gameId: string, line: ChatLine, author: string): Promise<void> {
    await unavailableAs("store a chat line", () =>
      this.db.query(
        `INSERT INTO chat_lines (game_id, id, channel, seat, name, text, phrase, author, at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT DO NOTHING`,
        [gameId, line.id, line.channel, line.seat, line.name, line.text ?? null, line.phrase ?? null, author, line.at],
      ),
    );
  }

  async lines(gameId: string): Promise<ChatLine[]> {
    const { rows } = await unavailableAs("read chat lines", () =>
      this.db.query<LineRow>("SELECT id, channel, seat, name, text, phrase, at FROM chat_lines WHERE game_id = $1 ORDER BY at, row_no", [gameId]),
    );
    return rows.map(lineOfRow);
  }

  async remove(gameId: string, lineId: string): Promise<void> {
    await unavailableAs("remove a chat line", () => this.db.query("DELETE FROM chat_lines WHERE game_id = $1 AND id = $2", [gameId, lineId]));
  }

  async removeAuthor(author: string): Promise<number> {
    return (await unavailableAs("remove an author's chat", () => this.db.query("DELETE FROM chat_lines WHERE author = $1", [author]))).rowCount;
  }

  async report(r: Omit<ChatReport, "id">): Promise<void> {
    await unavailableAs("store a report", () =>
      this.db.query("INSERT INTO chat_reports (game_id, table_code, mode, line, reporter, at) VALUES ($1, $2, $3, $4, $5, $6)", [
        r.gameId, r.table, r.mode, JSON.stringify(r.line), r.reporter, r.at,
      ]),
    );
  }

  async reports(limit = 200): Promise<ChatReport[]> {
    const { rows } = await unavailableAs("read reports", () =>
      this.db.query<{ id: number; game_id: string | null; table_code: string; mode: string; line: string; reporter: string; at: number }>(
        "SELECT * FROM chat_reports ORDER BY id DESC LIMIT $1",
        [limit],
      ),
    );
    return rows.map((r) => ({ id: r.id, gameId: r.game_id, table: r.table_code, mode: r.mode, line: JSON.parse(r.line) as ChatLine, reporter: r.reporter, at: r.at }));
  }

  /** The pool is the records store's to close. */
  close(): void {}
}
