import { createHash, randomBytes } from "node:crypto";
import type { ArraySchema } from "@colyseus/schema";
import type { BotLevel } from "../../../shared/src/core/engine";
import { DEFAULT_AUTO_PASS, type AutoPass } from "../../../shared/src/protocol/autoPass";
import type { StoredSeat } from "../records/store";
import { roomError } from "./roomErrors";
import { SeatState } from "./schema";

export const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");
/** A seat's secret: whoever presents it sits there (kept by the player's browser, stored only as its hash). */
export const newSeatToken = () => randomBytes(18).toString("base64url");

/** What the room knows about who controls a seat right now. */
export interface SeatControl {
  /** A bot plays it (a bot seat, or one whose player never came back). */
  bot: boolean;
  /** Its player timed out too often: a bot plays it until the player acts again. */
  away: boolean;
  /** Its player ran out of time this turn: a bot finishes the turn. */
  timedOutTurn: boolean;
  autoPass: AutoPass;
}

/** What the room keeps about a seat that never goes to clients. */
export interface SeatSecret {
  tokenHash?: string;
  /** Who holds the seat for the chat (a line's author, a mute): its first token's hash, kept when the token is replaced. */
  holder?: string;
  /** The one session holding (or reserving) the seat. */
  sessionId?: string;
  rematch?: boolean;
  autoPass: AutoPass;
  /** Turn timeouts in a row (reset when the player acts). */
  timeouts: number;
  /** The player's clock ran out this turn: a bot finishes it. */
  timedOutTurn: boolean;
  /** Timed out too often: a bot plays the seat until the player acts again. */
  away: boolean;
  /** Back from a bot's stand-in: "away" only until the next turn begins (the bot finishes the one it is playing). */
  backNextTurn?: boolean;
}

export const freshSecret = (): SeatSecret => ({ autoPass: DEFAULT_AUTO_PASS, timeouts: 0, timedOutTurn: false, away: false });

/**
 * The table's seats: the public ones every client sees (names, bots, host, "away") and each seat's secrets (its
 * token, its one session, its preferences and timeouts). Connections come and go through SeatSessions.
 */
export class SeatBook {
  private secrets: SeatSecret[] = [];

  constructor(readonly seats: ArraySchema<SeatState>) {}

  reset(count: number) {
    this.seats.push(...Array.from({ length: count }, () => new SeatState()));
    this.secrets = Array.from({ length: count }, freshSecret);
  }

  /** Seats as a record left them (a restore): every seat taken, its token still valid. */
  restore(stored: StoredSeat[]) {
    stored.forEach((s, i) => {
      this.seats[i].assign({ name: s.name, occupied: true, bot: s.bot, botLevel: s.bot ? "greedy" : "", replacedByBot: !!s.replacedByBot, host: i === 0 });
      Object.assign(this.secrets[i], { tokenHash: s.tokenHash, holder: s.tokenHash });
    });
  }

  // ───────────── sessions ─────────────

  seatOfSession(sessionId: string): number {
    return this.secrets.findIndex((s) => s.sessionId === sessionId);
  }

  seatOfToken(token: string): number {
    const hash = sha256(token);
    return this.secrets.findIndex((s) => s.tokenHash === hash);
  }

  seatOfTokenHash(hash: string): number {
    return this.secrets.findIndex((s) => s.tokenHash === hash);
  }

  tokenHashOf(seat: number): string | undefined {
    return this.secrets[seat]?.tokenHash;
  }

  /** Who holds a seat, across reconnections, devices and a rematch's rotation (a chat line's author). */
  holderOf(seat: number): string | null {
    return this.secrets[seat]?.holder ?? null;
  }

  /** The seat gets a new token and the old one seats nobody any more (the seat moved to another device); returns both. */
  rekey(seat: number): { token: string; voided?: string } {
    const token = newSeatToken();
    const voided = this.secrets[seat].tokenHash;
    this.secrets[seat].tokenHash = sha256(token);
    return { token, voided };
  }

  sessionOf(seat: number): string | undefined {
    return this.secrets[seat].sessionId;
  }

  /** A first join reserves a free seat with a new token. */
  reserve(seat: number, token: string, sessionId: string) {
    this.secrets[seat] = { ...freshSecret(), tokenHash: sha256(token), holder: sha256(token), sessionId };
  }

  /** The seat's one live session is now `sessionId` (a takeover or a reservation kept). */
  hand(seat: number, sessionId: string) {
    this.secrets[seat].sessionId = sessionId;
  }

  /** A reservation nobody used: the (still empty) seat has no session or token any more. */
  release(seat: number) {
    this.secrets[seat] = freshSecret();
  }

  freeSeatIndex(): number {
    return this.seats.findIndex((s, i) => !s.occupied && !this.secrets[i].sessionId);
  }

  /** The seat opens again; a host leaving hands the table to the next human. */
  free(seatIndex: number) {
    const wasHost = this.seats[seatIndex].host;
    this.seats[seatIndex] = new SeatState();
    this.secrets[seatIndex] = freshSecret();
    if (wasHost) {
      const next = this.seats.find((s) => s.occupied && !s.bot);
      if (next) next.host = true;
    }
  }

  // ───────────── who may do what ─────────────

  requireSeat(sessionId: string): number {
    const seat = this.seatOfSession(sessionId);
    if (seat < 0) throw roomError("spectator_cannot_act");
    return seat;
  }

  requireHost(sessionId: string) {
    const seat = this.seatOfSession(sessionId);
    if (seat < 0 || !this.seats[seat].host) throw roomError("not_host");
  }

  /** The host seats a bot (at `wanted`, or the first free seat) before the game starts. */
  addBot(wanted: number | undefined, level: BotLevel) {
    const seat = wanted ?? this.freeSeatIndex();
    if (seat < 0 || seat >= this.seats.length || this.seats[seat].occupied || this.secrets[seat].sessionId) {
      throw roomError("no_empty_seat");
    }
    const name = level === "random" ? `隨機 Bot ${seat + 1}` : `電腦 Bot ${seat + 1}`;
    this.seats[seat].assign({ occupied: true, bot: true, botLevel: level, connected: true, name });
  }

  removeBot(seat: number) {
    if (!this.seats[seat]?.bot) throw roomError("not_a_bot");
    this.free(seat);
  }

  // ───────────── preferences, timeouts, "away" ─────────────

  autoPass(seat: number): AutoPass {
    return this.secrets[seat].autoPass;
  }

  setAutoPass(seat: number, autoPass: AutoPass) {
    this.secrets[seat].autoPass = autoPass;
  }

  isAway(seat: number): boolean {
    return this.secrets[seat].away;
  }

  control(): SeatControl[] {
    return this.secrets.map((s, i) => ({ bot: this.seats[i].bot, away: s.away, timedOutTurn: s.timedOutTurn, autoPass: s.autoPass }));
  }

  /** A new turn: nobody has run out of time in it yet, and a player back from a bot's stand-in has their seat. */
  newTurn() {
    this.secrets.forEach((s, i) => {
      s.timedOutTurn = false;
      if (s.backNextTurn) this.present(i);
    });
  }

  /**
   * The player of a seat a bot played is back: the seat is theirs from the next turn, so a turn the bot is in the
   * middle of is not cut in two. Until then it is "away", and the player takes it at once by acting or saying so.
   */
  backFromBot(seat: number) {
    this.seats[seat].assign({ bot: false, botLevel: "", away: true });
    Object.assign(this.secrets[seat], { away: true, backNextTurn: true });
  }

  /**
   * The player acted or said they are back: their seat is theirs again. A turn whose clock already ran out stays
   * the bot's to finish (its clock has nothing left: handing it back would time out again at once).
   */
  present(seat: number) {
    const s = this.secrets[seat];
    s.timeouts = 0;
    s.away = false;
    s.backNextTurn = false;
    this.seats[seat].away = false;
  }

  /**
   * `seat`'s turn clock ran out: a bot finishes this turn, and after `limit` turns in a row the seat is "away" (a
   * bot plays it until its player acts again). Returns the count and whether this timeout made the seat away.
   */
  timedOut(seat: number, limit: number): { timeouts: number; nowAway: boolean } {
    const s = this.secrets[seat];
    s.timedOutTurn = true;
    s.timeouts += 1;
    const nowAway = s.timeouts >= limit && !s.away;
    if (nowAway) s.away = this.seats[seat].away = true;
    return { timeouts: s.timeouts, nowAway };
  }

  // ───────────── games and rematches ─────────────

  /** A new game: nobody away, no timeouts. */
  newGame() {
    this.secrets.forEach((s, i) => {
      this.present(i);
      s.timedOutTurn = false;
    });
  }

  /** `seat` asks for a rematch; returns whether every human seat has now asked. */
  askRematch(seat: number): boolean {
    this.secrets[seat].rematch = true;
    return this.seats.every((s, i) => s.bot || this.secrets[i].rematch);
  }

  clearRematch() {
    this.secrets.forEach((s) => (s.rematch = false));
  }

  /** Same players, the first seat moves to the back so the first player changes (engines without rematchOptions). */
  rotate() {
    const seats = [...this.seats].map((s) => s.clone());
    seats.push(seats.shift()!);
    this.secrets.push(this.secrets.shift()!);
    seats.forEach((s, i) =>
      this.seats[i].assign({ name: s.name, occupied: s.occupied, connected: s.connected, bot: s.bot, botLevel: s.botLevel, replacedByBot: s.replacedByBot, host: s.host, away: false, rating: s.rating, provisional: s.provisional }),
    );
  }

  /** Engines write seats as {p0}…; players read names. */
  names(): string[] {
    return this.seats.map((s) => s.name);
  }

  stored(): StoredSeat[] {
    return this.seats.map((s, i) => ({ name: s.name, bot: s.bot, replacedByBot: s.replacedByBot || undefined, tokenHash: this.secrets[i].tokenHash }));
  }
}
