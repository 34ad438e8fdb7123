import { fillNames, joinNames, listedName, localNickname, seatDisplayName, type NamedSeat } from "../../client/src/names";
import { viewSeatOf } from "../../client/src/replay/model";

const alice: NamedSeat = { name: "Alice", bot: false };
const bot2: NamedSeat = { name: "電腦 Bot 2", bot: true, botLevel: "greedy" };
const random3: NamedSeat = { name: "隨機 Bot 3", bot: true, botLevel: "random" };
const standIn: NamedSeat = { name: "小明", bot: true, botLevel: "greedy", replacedByBot: true };
const guest: NamedSeat = { name: "玩家123", bot: false };

describe("seat names in each language", () => {
  // Issue 25: a bot is named in one language at a time (「電腦 2」, not 「電腦 Bot 2」).
  test("bots are named from their flags and seat number, in the language on screen", () => {
    expect(seatDisplayName(bot2, 1, "zh")).toBe("電腦 2");
    expect(seatDisplayName(bot2, 1, "en")).toBe("Bot 2");
    expect(seatDisplayName(random3, 2, "zh")).toBe("隨機電腦 3");
    expect(seatDisplayName(random3, 2, "en")).toBe("Random bot 3");
    // A record has no botLevel: the server's label tells the level.
    expect(seatDisplayName({ name: "隨機 Bot 2", bot: true }, 1, "en")).toBe("Random bot 2");
  });

  test("a bot standing in for a person who left keeps the person's name", () => {
    expect(seatDisplayName(standIn, 0, "en")).toBe("小明");
  });

  test("a generated nickname follows the language; a chosen one never changes", () => {
    expect(seatDisplayName(guest, 0, "en")).toBe("Player 123");
    expect(localNickname("Player 45", "zh")).toBe("玩家45");
    expect(seatDisplayName(alice, 0, "zh")).toBe("Alice");
    expect(localNickname("玩家小明", "en")).toBe("玩家小明");
  });

  test("the lobby's list (names only) recognises the server's bot labels", () => {
    expect(listedName("電腦 Bot 4", "en")).toBe("Bot 4");
    expect(listedName("隨機 Bot 2", "en")).toBe("Random bot 2");
    expect(listedName("電腦高手", "en")).toBe("電腦高手");
    expect(listedName("電腦 Bot 4", "zh")).toBe("電腦 4");
  });

  test("lists are joined the way each language does", () => {
    expect(joinNames(["甲", "乙"], "zh")).toBe("甲、乙");
    expect(joinNames(["Alice", "Bot 2"], "en")).toBe("Alice, Bot 2");
  });
});

describe("names filled into text", () => {
  const seats = [alice, bot2];

  test("seat tokens take the shown name; in Chinese a Latin name is set off from the characters after it", () => {
    expect(fillNames("{p1}獲勝（剩 30 點生命）。", seats, "zh")).toBe("電腦 2 獲勝（剩 30 點生命）。");
    expect(fillNames("{p0}獲勝。", seats, "zh")).toBe("Alice 獲勝。");
    expect(fillNames("{p1} wins with 30 HP left.", seats, "en")).toBe("Bot 2 wins with 30 HP left.");
  });

  test("names the server already filled in are shown the same way (an English log line names the bot in English)", () => {
    expect(fillNames("電腦 Bot 2 擲出 1（水）與 2（火）。", seats, "zh")).toBe("電腦 2 擲出 1（水）與 2（火）。");
    expect(fillNames("電腦 Bot 2 rolled 1 (water) and 2 (fire).", seats, "en")).toBe("Bot 2 rolled 1 (water) and 2 (fire).");
    expect(fillNames("遊戲結束：電腦 Bot 2獲勝（剩 30 點生命）。", seats, "zh")).toBe("遊戲結束：電腦 2 獲勝（剩 30 點生命）。");
  });

  test("no space is added next to Chinese punctuation or where one already is", () => {
    expect(fillNames("輪到{p0}。", seats, "zh")).toBe("輪到 Alice。");
    expect(fillNames("（{p0}，先攻）", seats, "zh")).toBe("（Alice，先攻）");
    expect(fillNames("第 1 回合：輪到 {p1}。", seats, "zh")).toBe("第 1 回合：輪到 電腦 2。");
  });

  test("a longer name is not read as a shorter one followed by more text", () => {
    const many: NamedSeat[] = Array.from({ length: 12 }, (_, i) => ({ name: `電腦 Bot ${i + 1}`, bot: true, botLevel: "greedy" }));
    expect(fillNames("電腦 Bot 12 passes; 電腦 Bot 1 draws.", many, "en")).toBe("Bot 12 passes; Bot 1 draws.");
  });

  test("a seat without a name reads 玩家 N / Player N", () => {
    expect(fillNames("{p2} wins.", seats, "en")).toBe("Player 3 wins.");
    expect(fillNames("{p2}獲勝。", seats, "zh")).toBe("玩家3 獲勝。");
  });
});

describe("the side a replay opens on", () => {
  const bot = { name: "電腦 Bot 1", bot: true };
  const human = { name: "Alice", bot: false };

  test("the first human seat, not the bot's", () => {
    expect(viewSeatOf({ seats: [bot, human] }, "")).toBe(1);
    expect(viewSeatOf({ seats: [human, bot] }, "?step=4")).toBe(0);
  });

  test("seat 0 when only bots played; ?seat=N (counted from 1) when the link asks", () => {
    expect(viewSeatOf({ seats: [bot, bot] }, "")).toBe(0);
    expect(viewSeatOf({ seats: [bot, human] }, "?seat=1")).toBe(0);
    expect(viewSeatOf({ seats: [bot, human] }, "?step=2&seat=2")).toBe(1);
    expect(viewSeatOf({ seats: [bot, human] }, "?seat=9")).toBe(1);
  });
});
