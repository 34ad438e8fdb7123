import { CHAT_LINE_MAX, PING_MODES, ChatMessage, PingMessage, chatContent, cleanChatText } from "../../shared/src/protocol/chat";
import { CLIENT_MESSAGES, ROOM_ERRORS } from "../../shared/src/protocol/messages";
import { phraseText, quickPhrases } from "../../shared/src/protocol/phrases";
import { pingRuleFor, slayingPing } from "../../shared/src/protocol/ping";
import { slayingEngine, SlayingOptionsSchema } from "../../shared/src/games/slaying";
import { cardEn, cardZh } from "../../shared/src/games/cfe/cards";

describe("chat text", () => {
  test("control and direction-changing characters are stripped as in names, spaces folded", () => {
    expect(cleanChatText("  去\u202E★\u200B  吧\n\t!\u0007 ")).toEqual({ text: "去★ 吧!" });
  });

  test("a line with nothing visible left is refused as empty", () => {
    expect(cleanChatText("")).toEqual({ error: "chat_empty" });
    expect(cleanChatText(" \u200B\u202E\u0000 ")).toEqual({ error: "chat_empty" });
  });

  test("200 characters pass, 201 are refused; astral characters count once", () => {
    expect(cleanChatText("字".repeat(CHAT_LINE_MAX))).toEqual({ text: "字".repeat(CHAT_LINE_MAX) });
    expect(cleanChatText("a".repeat(CHAT_LINE_MAX + 1))).toEqual({ error: "chat_too_long" });
    expect(cleanChatText("😀".repeat(CHAT_LINE_MAX))).toEqual({ text: "😀".repeat(CHAT_LINE_MAX) });
  });

  test("the schema refuses binary, wrong types, both text and phrase, and unknown channels", () => {
    for (const bad of [
      { channel: "players", text: new Uint8Array([1, 2]) },
      { channel: "players", text: 5 },
      { channel: "players", text: "hi", phrase: "ok" },
      { channel: "everyone", text: "hi" },
      { channel: "players" },
      { text: "hi" },
      { channel: "players", text: "x".repeat(1001) },
    ]) expect(ChatMessage.safeParse(bad).success).toBe(false);
    expect(ChatMessage.safeParse({ channel: "spectators", text: "hi" }).success).toBe(true);
  });

  test("a quick phrase must be one the mode offers", () => {
    expect(chatContent({ channel: "players", phrase: "go_star" }, "slaying")).toEqual({ phrase: "go_star" });
    expect(chatContent({ channel: "players", phrase: "go_star" }, "shengke")).toEqual({ error: "unknown_phrase" });
    expect(chatContent({ channel: "players", phrase: "constructor" }, "shengke")).toEqual({ error: "unknown_phrase" });
    expect(chatContent({ channel: "players", text: " hi " }, "shengke")).toEqual({ text: "hi" });
  });
});

describe("quick phrases", () => {
  test("every mode's phrases exist in zh-TW and English, and co-op has the plan words of its map", () => {
    for (const mode of ["shengke", "cfe", "slaying", "duelist", "chrono", "drawpass"]) {
      const ids = quickPhrases(mode);
      expect(ids).toContain("ok");
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) {
        const t = phraseText(id)!;
        expect(t.zh).toMatch(/\S/);
        expect(t.en).toMatch(/^[\x20-\x7E★]+$/);
      }
    }
    expect(quickPhrases("slaying").map((id) => phraseText(id)!.zh)).toEqual(expect.arrayContaining(["好", "等我一下", "我來攻擊", "我去★", "我需要治療", "打得好"]));
    expect(quickPhrases("shengke")).not.toContain("go_star");
    expect(phraseText("__proto__")).toBeUndefined();
  });
});

describe("pings", () => {
  const state = (privateHands: boolean) => slayingEngine.setup(SlayingOptionsSchema.parse({ privateHands }), "ping", 3);

  test("map cells must exist; enemy and shard pings are named for the log line", () => {
    expect(PingMessage.safeParse({ target: { kind: "cell", cell: "K3" } }).success).toBe(true);
    expect(PingMessage.safeParse({ target: { kind: "cell", cell: "Z9" } }).success).toBe(false);
    expect(PingMessage.safeParse({ target: { kind: "shard", element: "aether" } }).success).toBe(false);
    const s = state(false);
    expect(slayingPing(s, 0, { kind: "cell", cell: "K3" })).toEqual({ target: { kind: "cell", cell: "K3" }, what: { zh: "K3", en: "K3" } });
    expect(slayingPing(s, 0, { kind: "enemy" })).toEqual({ target: { kind: "enemy" }, what: { zh: "霜嵐魔使‧凜風", en: "Frost-Gale Envoy" } });
    expect(slayingPing(s, 0, { kind: "shard", element: "fire" })).toEqual({ target: { kind: "shard", element: "fire" }, what: { zh: "火晶石「焚魔之炎」", en: "the Fire shard (Demon-Burning Flame)" } });
  });

  test("a hand-card ping is the pinger's own card, and carries the card only where hands are public", () => {
    const open = state(false);
    const mine = open.players[1].hand[0];
    expect(slayingPing(open, 1, { kind: "card", card: mine })).toEqual({ target: { kind: "card", card: mine }, what: { zh: cardZh(mine), en: cardEn(mine) } });
    expect(slayingPing(open, 0, { kind: "card", card: mine })).toEqual({ error: "ping_not_yours" });
    const closed = state(true);
    const hidden = closed.players[1].hand[0];
    const shown = slayingPing(closed, 1, { kind: "card", card: hidden });
    expect(shown).toEqual({ target: { kind: "card" }, what: { zh: "一張手牌", en: "a hand card" } });
    expect(JSON.stringify(shown)).not.toContain(String(hidden));
  });

  test("only co-op tables take pings", () => {
    for (const mode of ["shengke", "cfe", "slaying", "duelist", "chrono", "drawpass"]) expect(pingRuleFor(mode) !== undefined).toBe(PING_MODES.includes(mode));
    expect(PING_MODES).toEqual(["slaying"]);
  });
});

test("chat messages and their error codes join the room protocol", () => {
  for (const type of ["chat", "mute", "hostMute", "chatSettings", "report", "unsay", "ping"]) expect(CLIENT_MESSAGES).toHaveProperty(type);
  for (const code of ["chat_empty", "chat_too_long", "chat_wrong_channel", "chat_muted"]) expect(ROOM_ERRORS).toHaveProperty(code);
});
