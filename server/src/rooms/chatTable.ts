/**
 * The chat's view of its table (what TableChat reads and whom it talks to), and how a GameRoom's state and seat book
 * provide it.
 */

/** What the chat needs to know about the table it sits at. */
export interface ChatTable {
  readonly mode: string;
  /** The running (or last) game's id, "" before the first game starts: lines before it are not stored. */
  gameId(): string;
  code(): string;
  seatCount(): number;
  isHost(seat: number): boolean;
  /** A seated session's player now (seats rotate at a rematch), or null when the session holds no seat. */
  seatMember(sessionId: string): ChatMember | null;
  /** Who plays a seat (its `author`), or null for an empty or bot seat. */
  authorOfSeat(seat: number): string | null;
  /** The identity ("account:…" or "guest:…") holding a seat, when the table knows it (kept mutes name it). */
  identityOfSeat?(seat: number): string | null;
  /** "waiting", "playing" or "finished" (the table's status). */
  status(): string;
  /** The engine's full state while a game runs (pings are checked against it). */
  gameState(): unknown;
}

/** Anything with Colyseus' `send`. */
export interface ChatClient {
  sessionId: string;
  send(type: string, message: unknown): void;
}

/** A reader: a seat's player, or a spectator (seat null). `author` identifies it in storage and in mutes. */
export interface ChatMember {
  seat: number | null;
  name: string;
  author: string;
  /** A seated player's identity, when known: a signed-in one's mutes are kept with its account. */
  identity?: string | null;
}

/**
 * Mutes kept beyond the table (accounts/chatMutes.ts): by the muting player's identity, naming muted identities.
 * `load` answers null for a reader who keeps per-table mutes only (a guest).
 */
export interface SavedMutes {
  load(identity: string): Promise<Set<string>> | null;
  save(identity: string, muted: string, on: boolean): Promise<void>;
}

/** The table as the chat sees it: the room's synced state (status, seats, code, game id) and its seat book. */
export function chatTableOf(
  mode: string,
  state: () => { gameId: string; code: string; status: string; seats: ArrayLike<{ host: boolean }> },
  game: () => unknown,
  seats: { seatOf(sessionId: string): number; names(): string[]; authorOf(seat: number): string | null; identityOf?(seat: number): string | null },
): ChatTable {
  return {
    mode,
    gameId: () => state().gameId,
    code: () => state().code,
    seatCount: () => state().seats.length,
    isHost: (seat) => !!state().seats[seat]?.host,
    status: () => state().status,
    gameState: game,
    seatMember: (sessionId) => {
      const seat = seats.seatOf(sessionId);
      const author = seat < 0 ? null : seats.authorOf(seat);
      return author === null ? null : { seat, name: seats.names()[seat], author, identity: seats.identityOf?.(seat) ?? null };
    },
    authorOfSeat: (seat) => seats.authorOf(seat),
    identityOfSeat: (seat) => seats.identityOf?.(seat) ?? null,
  };
}
