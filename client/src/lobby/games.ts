import { defineStrings } from "../i18n";

/** What a lobby card says about each game (the names come from the server's mode list). */
export const lobbyText = defineStrings({
  lobbyGamesTitle: ["選一個遊戲", "Pick a game"],
  lobbyPlayers: ["{n} 人", "{n} players"],
  lobbyMinutes: ["約 {n} 分鐘", "about {n} min"],
  lobbyHowTo: ["怎麼玩", "How to play"],
  lobbyPlayBot: ["和電腦下一盤", "Play a bot"],
  lobbyCreate: ["開桌", "New table"],
  lobbyStarting: ["正在開一盤…", "Starting a game…"],
  lobbyTutorial: ["互動教學", "Tutorial"],
  lobbyTutorialContinue: ["繼續教學", "Continue tutorial"],
  lobbyTutorialDone: ["已完成", "Completed"],
  lobbyTutorialDoneHint: ["教學已完成；點這裡再看一次。", "Tutorial completed; click to go through it again."],
  lobbyCreateHint: ["開一張桌子等朋友加入，或加入電腦。", "Open a table for friends to join, or add bots."],
  pitchShengke: [
    "在 5×5 棋盤上放靈獸卡，用五行生剋翻轉對手的牌；咒術卡隨時可能扭轉局面。",
    "Place spirit-beast cards on a 5×5 board and capture your opponent's with the five elements' cycles; curse cards can turn the game at any moment.",
  ],
  pitchCfe: [
    "把手上的五行牌組成陣式攻擊與防禦，把對手的生命打到 0。",
    "Combine element cards from your hand into formations to attack and defend; bring your opponent's life to 0.",
  ],
  pitchSlaying: [
    "一到五人合作橫越地圖，打倒魔王軍：地形、碎片、商店、四種難度。",
    "One to five players cross the map together and defeat the Demon King's army: terrain, shards, a shop, four difficulties.",
  ],
  pitchDuelist: [
    "江湖人與秘笈的對決：派人上場，每次交鋒打三回合。",
    "Martial heroes and secret arts: send fighters in; every clash is fought over three rounds.",
  ],
  pitchChrono: [
    "2 到 6 人搶著推進共用的 12 點時鐘：角色、加持與蓋著的陷阱。",
    "Two to six players race a shared 12-hour clock with characters, blessings and face-down traps.",
  ],
});

export interface GameCardInfo {
  id: string;
  /** Seats as shown: "2", "2 or 4", "1–5". */
  players: string;
  /** Typical length of a game in minutes (a game against the bot at an ordinary pace). */
  minutes: string;
  pitch: Parameters<typeof lobbyText>[0];
}

/** The games a newcomer is offered, most approachable first (the test game is only in the create form). */
export const GAME_CARDS: GameCardInfo[] = [
  { id: "shengke", players: "2", minutes: "20–30", pitch: "pitchShengke" },
  { id: "cfe", players: "2 / 4", minutes: "15–30", pitch: "pitchCfe" },
  { id: "duelist", players: "2", minutes: "15–25", pitch: "pitchDuelist" },
  { id: "chrono", players: "2–6", minutes: "20–40", pitch: "pitchChrono" },
  { id: "slaying", players: "1–5", minutes: "45–90", pitch: "pitchSlaying" },
];
