import type { ChatLine } from "../../../shared/src/protocol/chatLines";
import { phraseText } from "../../../shared/src/protocol/phrases";
import { defineStrings } from "../i18n";

/** The chat panel's and the replay chat's strings (registered with the app's tables, so the strings test sees them). */
export const chatTx = defineStrings({
  tableChat: ["牌桌聊天", "Table chat"],
  spectatorChat: ["觀戰聊天", "Spectator chat"],
  chatButton: ["聊天", "Chat"],
  unread: ["{n} 則未讀", "{n} unread"],
  chatEmpty: ["還沒有人說話。", "Nobody has said anything yet."],
  placeholder: ["說點什麼…（最多 {n} 字）", "Say something… (at most {n} characters)"],
  send: ["送出", "Send"],
  phrases: ["快速短語", "Quick phrases"],
  report: ["檢舉", "Report"],
  reported: ["已檢舉", "Reported"],
  remove: ["刪除", "Remove"],
  mute: ["靜音", "Mute"],
  unmute: ["取消靜音", "Unmute"],
  hostMute: ["禁言", "Silence"],
  hostUnmute: ["解除禁言", "Allow to talk"],
  youAreMuted: ["桌主已禁止你發言。", "The host has muted you."],
  spectatorChatOff: ["桌主已關閉觀戰聊天。", "The host has turned spectator chat off."],
  allowSpectatorChat: ["允許觀戰聊天", "Allow spectator chat"],
  pingMap: ["標記", "Ping"],
  pingArmed: ["點地圖格，或晶石、手牌旁的 ◎…", "Tap a map cell, or the ◎ by a shard or hand card…"],
  mutedSeats: ["已靜音：", "Muted:"],
  pingEnemy: ["標記敵人", "Ping the enemy"],
  spectatorNote: ["玩家看不到觀戰聊天。", "Players do not see spectator chat."],
  showChat: ["顯示聊天", "Show chat"],
  players: ["玩家", "players"],
  spectators: ["觀戰", "spectators"],
  noChat: ["這局沒有聊天。", "Nobody chatted in this game."],
});

/** A line's text for a reader: a quick phrase in the reader's language, typed text as it was written. */
export function lineText(line: ChatLine, lang: "zh" | "en"): string {
  if (line.phrase) {
    const t = phraseText(line.phrase);
    return t ? t[lang] : line.phrase;
  }
  return line.text ?? "";
}
