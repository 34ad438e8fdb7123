/** A line of a table's log as a client receives it (`events` messages and the backlog on joining). */
export interface WireLogLine {
  seq: number;
  seat: number;
  type: string;
  zh: string;
  en: string;
  /** What the views animate from (only tables whose views do get it). */
  data?: Record<string, unknown>;
  /** Only you received this line (a card you drew). */
  private?: boolean;
}
