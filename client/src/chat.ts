import type { Room } from "colyseus.js";
import type { LocalText } from "../../shared/src/core/text";
import { PING_SHOW_MS, type ChatChannel, type ChatLine, type ChatSettings, type PingNotice, type PingTarget } from "../../shared/src/protocol/chatLines";
import { createStore } from "./store";

/**
 * The open table's chat as this client reads it: the lines of its channel (players or spectators), the host's and
 * its own mutes, the pings shown on the map for a few seconds, and how many lines came in while the panel was folded.
 */
export interface ChatView {
  lines: ChatLine[];
  settings: ChatSettings;
  pings: PingNotice[];
  unread: number;
  /** The panel is on screen (always on a wide screen; unfolded on a phone): new lines are read at once. */
  showing: boolean;
  reported: string[];
  /** The next tap on a map cell points at it instead of selecting it. */
  pingArmed: boolean;
}

const EMPTY: ChatView = { lines: [], settings: { spectatorChat: true, hostMuted: [], muted: [] }, pings: [], unread: 0, showing: false, reported: [], pingArmed: false };

export const chatStore = createStore<ChatView>(EMPTY);

let room: Room | null = null;

function patch(p: Partial<ChatView> | ((v: ChatView) => Partial<ChatView>)) {
  chatStore.set((v) => ({ ...v, ...(typeof p === "function" ? p(v) : p) }));
}

/** Listens to a table's chat messages; a new table (not a reconnection to the same one) starts empty. */
export function listenChat(r: Room, sameTable: boolean, onPing: (p: PingNotice) => void) {
  if (!sameTable) chatStore.set({ ...EMPTY, showing: chatStore.get().showing });
  room = r;
  r.onMessage("chatHistory", (m: { lines: ChatLine[] }) => patch({ lines: m.lines }));
  r.onMessage("chat", (line: ChatLine) => patch((v) => ({ lines: [...v.lines, line].slice(-200), unread: v.showing ? 0 : v.unread + 1 })));
  r.onMessage("chatRemoved", (m: { line: string }) => patch((v) => ({ lines: v.lines.filter((l) => l.id !== m.line) })));
  r.onMessage("chatSettings", (settings: ChatSettings) => patch({ settings }));
  r.onMessage("reported", (m: { line: string }) => patch((v) => ({ reported: [...v.reported, m.line] })));
  r.onMessage("ping", (p: PingNotice) => {
    patch((v) => ({ pings: [...v.pings.filter((x) => x.seat !== p.seat), p] }));
    setTimeout(() => patch((v) => ({ pings: v.pings.filter((x) => x !== p) })), PING_SHOW_MS);
    onPing(p);
  });
}

export function stopChat(r: Room) {
  if (room === r) room = null;
}

function send(type: string, message: unknown) {
  room?.send(type, message);
}

export const chatActions = {
  say: (channel: ChatChannel, text: string) => send("chat", { channel, text }),
  phrase: (channel: ChatChannel, phrase: string) => send("chat", { channel, phrase }),
  mute: (seat: number, muted: boolean) => send("mute", { seat, muted }),
  hostMute: (seat: number, muted: boolean) => send("hostMute", { seat, muted }),
  spectatorChat: (on: boolean) => send("chatSettings", { spectatorChat: on }),
  report: (line: string) => send("report", { line }),
  unsay: (line: string) => send("unsay", { line }),
  ping: (target: PingTarget) => {
    patch({ pingArmed: false });
    send("ping", { target });
  },
  armPing: (on: boolean) => patch({ pingArmed: on }),
  /** The panel came on screen or left it. */
  showing: (on: boolean) => patch((v) => ({ showing: on, unread: on ? 0 : v.unread })),
};

/** The log line of a ping: 「玩家A 標記了 K3」. */
export function pingText(p: Pick<PingNotice, "name" | "what">): LocalText {
  return { zh: `${p.name} 標記了 ${p.what.zh}`, en: `${p.name} pinged ${p.what.en}` };
}
