import { randomBytes } from "node:crypto";
import {
  CHAT_HISTORY_LINES,
  chatContent,
  type ChatChannel,
  type ChatLine,
  type ChatMessage,
  type ChatSettings,
  type PingNotice,
  type PingTarget,
} from "../../../shared/src/protocol/chat";
import { pingRuleFor } from "../../../shared/src/protocol/ping";
import type { ChatLineStore } from "../records/contract";
import { MessageAllowance } from "./rateLimit";
import { roomError } from "./roomErrors";
import type { ChatClient, ChatMember, ChatTable, SavedMutes } from "./chatTable";
export { chatTableOf } from "./chatTable";

/** Lines and pings a member may send at once, and per second after that (on top of the room's message limit). */
export const CHAT_BURST = 5;
export const CHAT_PER_SECOND = 1;

interface Connected extends ChatMember {
  client: ChatClient;
  loading?: boolean;
}

/** A connection: a spectator is what it joined as; a seated player is looked up live. */
interface Entry {
  client: ChatClient;
  spectator: ChatMember | null;
  /** Its kept mutes are loading: it gets no line until they are in, then its history (which holds what it missed). */
  loading?: boolean;
}

const refusal = roomError;

const channelOf = (m: ChatMember): ChatChannel => (m.seat === null ? "spectators" : "players");

/**
 * Table talk: the players' channel and the spectators' channel, each reader getting only its own (players never
 * read the spectators while they play, and the other way round). Lines are room messages, not state. Keeps the last
 * CHAT_HISTORY_LINES of each channel for late joiners and returning players; stores every line of a running game
 * beside its record. Refusals are thrown as RuleErrors with room error codes (the room answers them as `error`).
 */
export class TableChat {
  private readonly entries = new Map<string, Entry>();
  private readonly history: Record<ChatChannel, ChatLine[]> = { players: [], spectators: [] };
  /** Who wrote each line still in history (for `unsay`). */
  private readonly authors = new Map<string, string>();
  private spectatorChat = true;
  /** Authors the host silenced. */
  private readonly hostMuted = new Set<string>();
  /** Per muting author, the authors it no longer reads, for the table's life (a guest's only mutes). */
  private readonly mutes = new Map<string, Set<string>>();
  /** Per signed-in reader's identity, the identities it muted at any table (loaded at each join). */
  private readonly kept = new Map<string, Set<string>>();
  /** The identity behind each author seen at this table, so a kept mute finds that player's lines. */
  private readonly identityOf = new Map<string, string>();
  private readonly saved: SavedMutes | undefined;

  private readonly onStoreError: (err: unknown) => void;
  /** Per author, so a reconnection does not refill it. */
  private readonly allowance: MessageAllowance;

  constructor(
    private readonly table: ChatTable,
    private readonly store: ChatLineStore | null,
    options: { onStoreError?: (err: unknown) => void; burst?: number; perSecond?: number; saved?: SavedMutes } = {},
  ) {
    this.onStoreError = options.onStoreError ?? (() => undefined);
    this.saved = options.saved;
    this.allowance = new MessageAllowance(options.perSecond ?? CHAT_PER_SECOND, options.burst ?? CHAT_BURST);
  }

  /**
   * A client joined or came back (`spectator` null for a seated player): it gets the settings and the history it may
   * read.
   */
  join(client: ChatClient, spectator: ChatMember | null): void {
    const entry: Entry = { client, spectator };
    this.entries.set(client.sessionId, entry);
    const m = this.member(client.sessionId);
    if (!m) return;
    if (m.identity) this.identityOf.set(m.author, m.identity);
    // Loaded at every join, not once per table: the player may have changed its mutes at another table since.
    const loading = m.identity ? this.saved?.load(m.identity) : null;
    if (!loading) return this.welcome(m);
    entry.loading = true;
    loading
      .then(
        (set) => void this.kept.set(m.identity!, set),
        (err) => this.onStoreError(err),
      )
      .finally(() => {
        entry.loading = false;
        const now = this.entries.get(client.sessionId) === entry && this.member(client.sessionId);
        if (now) this.welcome(now);
      });
  }

  /** The settings and the history a reader may read. */
  private welcome(m: Connected): void {
    const client = m.client;
    client.send("chatSettings", this.settingsFor(m));
    client.send("chatHistory", { lines: this.history[channelOf(m)].filter((l) => this.reads(m, l)).map((l) => this.asSeenBy(m, l)) });
  }

  leave(sessionId: string): void {
    this.entries.delete(sessionId);
  }

  private member(sessionId: string): Connected | null {
    const e = this.entries.get(sessionId);
    const who = e && (e.spectator ?? this.table.seatMember(sessionId));
    return who ? { ...who, client: e.client, loading: e.loading } : null;
  }

  private members(): Connected[] {
    return [...this.entries.keys()].map((id) => this.member(id)).filter((m): m is Connected => m !== null);
  }

  handle(client: ChatClient, type: string, data: unknown): void {
    const m = this.member(client.sessionId);
    if (!m) throw refusal("not_started");
    switch (type) {
      case "chat":
        return this.post(m, data as ChatMessage);
      case "mute":
        return this.mute(m, data as { seat: number; muted: boolean });
      case "hostMute":
        return this.hostMute(m, data as { seat: number; muted: boolean });
      case "chatSettings":
        return this.setSpectatorChat(m, (data as { spectatorChat: boolean }).spectatorChat);
      case "report":
        return this.report(m, (data as { line: string }).line);
      case "unsay":
        return this.unsay(m, (data as { line: string }).line);
      case "ping":
        return this.ping(m, (data as { target: PingTarget }).target);
    }
  }

  private post(m: Connected, msg: ChatMessage): void {
    if (msg.channel !== channelOf(m)) throw refusal("chat_wrong_channel");
    if (m.seat === null && !this.spectatorChat) throw refusal("spectator_chat_off");
    if (this.hostMuted.has(m.author)) throw refusal("chat_muted");
    const content = chatContent(msg, this.table.mode);
    if ("error" in content) throw refusal(content.error);
    this.allowance.spend(m.author, "chat");
    const line: ChatLine = { id: randomBytes(9).toString("base64url"), channel: msg.channel, seat: m.seat, name: m.name, ...content, at: Date.now() };
    const lines = this.history[line.channel];
    lines.push(line);
    this.authors.set(line.id, m.author);
    if (lines.length > CHAT_HISTORY_LINES) this.authors.delete(lines.shift()!.id);
    this.persist(() => this.table.gameId() && this.store?.add(this.table.gameId(), line, m.author));
    for (const reader of this.members()) if (this.reads(reader, line)) reader.client.send("chat", this.asSeenBy(reader, line));
  }

  private mute(m: Connected, { seat, muted }: { seat: number; muted: boolean }): void {
    if (m.seat === null) throw refusal("spectator_cannot_act");
    const author = this.otherSeat(m, seat);
    let set = this.mutes.get(m.author);
    if (!set) this.mutes.set(m.author, (set = new Set()));
    if (muted) set.add(author);
    else set.delete(author);
    const target = this.table.identityOfSeat?.(seat) ?? null;
    const kept = m.identity ? this.kept.get(m.identity) : undefined;
    // Kept only for a signed-in reader whose mutes are loaded, and for a player the table can name.
    if (kept && target && target !== m.identity) {
      if (muted) kept.add(target);
      else kept.delete(target);
      this.saved?.save(m.identity!, target, muted).catch((err) => this.onStoreError(err));
    }
    m.client.send("chatSettings", this.settingsFor(m));
  }

  private hostMute(m: Connected, { seat, muted }: { seat: number; muted: boolean }): void {
    this.requireHost(m);
    const author = this.otherSeat(m, seat);
    if (muted) this.hostMuted.add(author);
    else this.hostMuted.delete(author);
    this.sendSettings();
  }

  private setSpectatorChat(m: Connected, on: boolean): void {
    this.requireHost(m);
    this.spectatorChat = on;
    this.sendSettings();
  }

  private report(m: Connected, lineId: string): void {
    const line = this.readableLine(m, lineId);
    this.persist(() =>
      this.store?.report({ gameId: this.table.gameId() || null, table: this.table.code(), mode: this.table.mode, line, reporter: m.name, at: Date.now() }),
    );
    m.client.send("reported", { line: line.id });
  }

  private unsay(m: Connected, lineId: string): void {
    const line = this.readableLine(m, lineId);
    if (this.authors.get(line.id) !== m.author) throw refusal("not_your_line");
    const lines = this.history[line.channel];
    lines.splice(lines.indexOf(line), 1);
    this.authors.delete(line.id);
    this.persist(() => this.table.gameId() && this.store?.remove(this.table.gameId(), line.id));
    for (const reader of this.members()) if (channelOf(reader) === line.channel) reader.client.send("chatRemoved", { line: line.id });
  }

  private ping(m: Connected, target: PingTarget): void {
    if (m.seat === null) throw refusal("spectator_cannot_ping");
    const rule = pingRuleFor(this.table.mode);
    if (!rule) throw refusal("pings_not_available");
    const status = this.table.status();
    if (status !== "playing") throw refusal(status === "waiting" ? "not_started" : "game_over");
    const shown = rule(this.table.gameState(), m.seat, target);
    if ("error" in shown) throw refusal(shown.error);
    this.allowance.spend(m.author, "ping");
    const notice: PingNotice = { seat: m.seat, name: m.name, ...shown, at: Date.now() };
    for (const reader of this.members()) if (reader.seat !== null) reader.client.send("ping", notice);
  }

  /** The author playing another seat than `m`'s. */
  private otherSeat(m: Connected, seat: number): string {
    const author = seat < this.table.seatCount() && seat !== m.seat ? this.table.authorOfSeat(seat) : null;
    if (author === null) throw refusal("not_a_seat");
    return author;
  }

  private requireHost(m: Connected): void {
    if (m.seat === null || !this.table.isHost(m.seat)) throw refusal("not_host");
  }

  /** A line of the member's own channel still in history. */
  private readableLine(m: Connected, lineId: string): ChatLine {
    const line = this.history[channelOf(m)].find((l) => l.id === lineId);
    if (!line) throw refusal("no_such_line");
    return line;
  }

  private asSeenBy(reader: ChatMember, line: ChatLine): ChatLine {
    return this.authors.get(line.id) === reader.author ? { ...line, mine: true } : line;
  }

  private reads(reader: Connected | ChatMember, line: ChatLine): boolean {
    if (channelOf(reader) !== line.channel || ("loading" in reader && reader.loading)) return false;
    return reader.seat === null || !this.mutedBy(reader, this.authors.get(line.id) ?? "");
  }

  /** The reader muted that author, at this table or (signed in) at any. */
  private mutedBy(reader: ChatMember, author: string): boolean {
    if (this.mutes.get(reader.author)?.has(author)) return true;
    const identity = this.identityOf.get(author);
    return !!identity && !!reader.identity && !!this.kept.get(reader.identity)?.has(identity);
  }

  private settingsFor(m: ChatMember): ChatSettings {
    const seats = Array.from({ length: this.table.seatCount() }, (_, seat) => seat);
    const seatsOf = (authors: Set<string> | undefined) => seats.filter((seat) => authors?.has(this.table.authorOfSeat(seat) ?? ""));
    const kept = m.identity ? this.kept.get(m.identity) : undefined;
    const muted = seats.filter((seat) => this.mutes.get(m.author)?.has(this.table.authorOfSeat(seat) ?? "") || !!kept?.has(this.table.identityOfSeat?.(seat) ?? ""));
    return { spectatorChat: this.spectatorChat, hostMuted: seatsOf(this.hostMuted), muted: m.seat === null ? [] : muted };
  }

  private sendSettings(): void {
    for (const m of this.members()) m.client.send("chatSettings", this.settingsFor(m));
  }

  /** Chat is not the game record: a line the database cannot take is still shown, and the failure logged. */
  private persist(write: () => unknown): void {
    try {
      const written = write();
      if (written instanceof Promise) written.catch(this.onStoreError);
    } catch (e) {
      this.onStoreError(e);
    }
  }
}
