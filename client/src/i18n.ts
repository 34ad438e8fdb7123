import { fillNames, seatDisplayName, type NamedSeat } from "./names";
import { createStore, local, useStore } from "./store";

/**
 * On a first visit the browser's language decides (Chinese for any zh, else English); a switch is persisted. Every visible string lives in STRINGS as [zh, en];
 * text that comes from the server arrives as { zh, en } and is picked with `pick`.
 * Game views add their own strings with `defineStrings` so this file does not grow with every game.
 */
export type { Lang } from "./names";
import type { Lang } from "./names";
export interface LocalText {
  zh: string;
  en: string;
}

const LANG_KEY = "wuxing.lang";

function initialLang(): Lang {
  const saved = local.get(LANG_KEY);
  if (saved === "en" || saved === "zh") return saved;
  return browserLang(typeof navigator === "undefined" ? [] : navigator.languages?.length ? navigator.languages : [navigator.language]);
}

/** The first language the browser asks for that the app has: a reader of any Chinese gets zh-TW, anyone else English. */
export function browserLang(preferred: readonly (string | undefined)[]): Lang {
  for (const tag of preferred) {
    if (!tag) continue;
    if (/^zh\b/i.test(tag)) return "zh";
    if (/^en\b/i.test(tag)) return "en";
  }
  return preferred.some(Boolean) ? "en" : "zh";
}

export const langStore = createStore<Lang>(initialLang());

export function setLang(lang: Lang) {
  local.set(LANG_KEY, lang);
  langStore.set(lang);
}

langStore.subscribe(applyDocumentLang);
export function applyDocumentLang(lang: Lang = langStore.get()) {
  document.documentElement.lang = lang === "zh" ? "zh-Hant-TW" : "en";
  document.title = lang === "zh" ? "五行競技場 Wuxing Arena" : "Wuxing Arena 五行競技場";
}

export const STRINGS = {
  appName: ["五行競技場", "Wuxing Arena"],
  appTagline: ["台灣五行卡牌與桌遊的線上牌桌", "An online table for Taiwanese Five-Element card and board games"],
  langSwitch: ["English", "中文"],
  langSwitchTitle: ["Switch to English", "切換成中文"],
  home: ["大廳", "Lobby"],
  // nickname
  nickname: ["暱稱", "Nickname"],
  nicknamePlaceholder: ["輸入你的暱稱", "Your nickname"],
  nicknameInvalid: ["暱稱需為 1–24 個字，不能含 < 或 >。", "1–24 characters, no < or >."],
  nicknameNeeded: ["請先輸入有效的暱稱。", "Enter a valid nickname first."],
  // create
  createTitle: ["開新牌桌", "New table"],
  mode: ["遊戲", "Game"],
  modesLoading: ["正在載入遊戲列表…", "Loading games…"],
  modesFailed: ["無法載入遊戲列表。", "Could not load the game list."],
  seats: ["人數", "Players"],
  seatsN: ["{n} 人", "{n} players"],
  privateTable: ["私人牌桌（只能用代碼加入）", "Private table (join by code only)"],
  watchable: ["開始後允許觀戰", "Allow spectators once started"],
  ratedTable: ["評級對局（限登入玩家，不能有電腦）", "Rated (signed-in players, no bots)"],
  ratedNeedsClock: ["評級對局需要回合時限。", "Rated games need a turn clock."],
  ratedBadge: ["評級", "Rated"],
  ratedBadgeTitle: ["勝負會改變積分", "The result changes ratings"],
  turnTimer: ["每回合時限", "Turn clock"],
  turnTimerHint: ["整個回合的時間（像棋鐘，只在輪到你時走）；用完由電腦代完成這一回合。", "Time for a whole turn (a chess clock: it runs only while you are to act); when it runs out a bot finishes the turn."],
  timerOff: ["不限時", "Off"],
  timerSeconds: ["{n} 秒", "{n} s"],
  timerCustom: ["自訂…", "Custom…"],
  timerCustomSeconds: ["自訂秒數", "Seconds"],
  timerCustomInvalid: ["請輸入 {min}–{max} 的整數秒數。", "Enter a whole number of seconds from {min} to {max}."],
  responseTimer: ["回應時限", "Response window"],
  responseTimerHint: ["回應對手的咒術或階段結束的時間；沒回應就視為放棄。", "Time to answer the opponent's curse or phase end; unanswered, the window is passed."],
  responseDefault: ["預設（{n}）", "Default ({n})"],
  timeoutsBeforeBot: ["連續逾時幾次後電腦代打", "Timeouts before a bot takes over"],
  timeoutsN: ["{n} 次", "{n} in a row"],
  createButton: ["開桌", "Create table"],
  tableSettings: ["牌桌設定", "Table settings"],
  creating: ["開桌中…", "Creating…"],
  // join
  joinTitle: ["用代碼加入", "Join by code"],
  joinPlaceholder: ["六位代碼", "6-letter code"],
  joinButton: ["入座", "Join"],
  watchButton: ["觀戰", "Watch"],
  codeInvalid: ["代碼是 6 個字母或數字。", "A code is 6 letters or digits."],
  joining: ["連線中…", "Connecting…"],
  // lists
  openTables: ["等待玩家的牌桌", "Open tables"],
  liveGames: ["進行中的對局", "Live games to watch"],
  noOpenTables: ["目前沒有公開的牌桌，開一桌吧！", "No open tables right now. Start one!"],
  noLiveGames: ["目前沒有進行中的對局。", "No games in progress."],
  lobbyConnecting: ["正在連線到大廳…", "Connecting to the lobby…"],
  lobbyOffline: ["大廳離線，正在重試…", "Lobby offline; retrying…"],
  playersCount: ["{taken}/{seats} 人", "{taken}/{seats} players"],
  spectatorsCount: ["{n} 人觀戰", "{n} watching"],
  turnN: ["第 {n} 手", "move {n}"],
  tableFullTitle: ["座位已滿", "Table is full"],
  // table
  tableCode: ["牌桌代碼", "Table code"],
  copy: ["複製", "Copy"],
  copyLink: ["複製連結", "Copy link"],
  copied: ["已複製！", "Copied!"],
  copyFailed: ["無法複製，請手動選取。", "Could not copy; select it by hand."],
  shareLink: ["邀請連結", "Invite link"],
  watchLink: ["觀戰連結", "Spectator link"],
  leaveTable: ["離開牌桌", "Leave table"],
  howToPlay: ["怎麼玩", "How to play"],
  inviteLinks: ["邀請連結", "Invite links"],
  leaveConfirmTitle: ["要離開進行中的對局嗎？", "Leave a game in progress?"],
  leaveConfirmBody: ["你的座位會保留一段時間，用這個瀏覽器回來就能接著下；逾時後由電腦代打。", "Your seat is kept for a while: come back in this browser to carry on. After that a bot plays it for you."],
  leaveConfirmYes: ["離開", "Leave"],
  leaveConfirmNo: ["留下來", "Stay"],
  statusWaiting: ["等待玩家", "Waiting for players"],
  statusPlaying: ["對局中", "In play"],
  statusFinished: ["已結束", "Finished"],
  privateBadge: ["私人", "Private"],
  publicBadge: ["公開", "Public"],
  youAreWatching: ["你正在觀戰", "You are watching"],
  youAreSeat: ["你坐在 {n} 號位", "You are in seat {n}"],
  spectatorsHere: ["觀戰 {n} 人", "{n} watching"],
  seatN: ["{n} 號位", "Seat {n}"],
  seatsTitle: ["座位", "Seats"],
  emptySeat: ["空位", "Empty seat"],
  badgeYou: ["你", "You"],
  badgeHost: ["桌主", "Host"],
  badgeBot: ["電腦", "Bot"],
  badgeBotTakeover: ["電腦代打", "Bot stand-in"],
  badgeBotFromMove: ["第 {n} 手起電腦代打", "Bot stand-in from move {n}"],
  badgeOnline: ["在線", "Online"],
  badgeOffline: ["離線", "Offline"],
  badgeTurn: ["行動中", "To move"],
  addBot: ["加入電腦", "Add bot"],
  botGreedy: ["電腦（進取）", "Bot (greedy)"],
  botRandom: ["電腦（隨機）", "Bot (random)"],
  botSearch: ["電腦（深思，較強）", "Bot (search, stronger)"],
  removeBot: ["移除", "Remove"],
  startGame: ["開始遊戲", "Start game"],
  reasonNotHost: ["只有桌主可以這麼做。", "Only the host can do that."],
  reasonSeatsNotFilled: ["還有空位：請等玩家加入或加入電腦。", "Seats are still empty: wait for players or add bots."],
  reasonNotWaiting: ["遊戲已經開始。", "The game has already started."],
  reasonNoEmptySeat: ["沒有空位了。", "There is no empty seat."],
  botLevel: ["電腦強度", "Bot level"],
  hostControls: ["桌主操作", "Host controls"],
  waitingForHost: ["等待桌主開始遊戲…", "Waiting for the host to start…"],
  reasonNotYourTurn: ["還沒輪到你。", "It is not your turn."],
  reasonSpectator: ["觀戰者不能行動。", "Spectators cannot act."],
  reasonPending: ["等待伺服器回應…", "Waiting for the server…"],
  reasonOffline: ["連線中斷，重新連線後再試。", "Disconnected; try again once reconnected."],
  reasonNotLegal: ["現在不能這麼做。", "Not allowed right now."],
  waitingHint: ["把代碼或連結給朋友；人到齊後由桌主開始。", "Share the code or link; the host starts once every seat is filled."],
  turnOf: ["輪到 {name}", "{name} to move"],
  yourTurn: ["輪到你了！", "Your turn!"],
  yourTurnWaiting: ["你的回合：等待 {names} 回應", "Your turn: waiting for {names} to respond"],
  youMayRespond: ["{name} 的回合：你可以{what}", "{name}'s turn: you may {what}"],
  respondDefault: ["回應", "respond"],
  turnOfWaiting: ["{name} 的回合：等待 {names} 回應", "{name}'s turn: waiting for {names} to respond"],
  badgeResponding: ["回應中", "Responding"],
  timeLeft: ["剩 {s} 秒", "{s} s left"],
  clockTurnMine: ["你的回合時間", "Your turn clock"],
  clockTurnOf: ["{name} 的回合時間", "{name}'s turn clock"],
  clockResponseMine: ["你的回應時間", "Your time to respond"],
  clockResponseOf: ["{name} 的回應時間", "{name}'s time to respond"],
  seatClockTurn: ["回合", "turn"],
  seatClockResponse: ["回應", "respond"],
  badgeAway: ["電腦代打中", "Bot playing"],
  awayNote: ["電腦正在代 {name} 下，直到他回來。", "A bot is playing for {name} until they are back."],
  awayBanner: ["你連續逾時，現在由電腦代你下。", "You timed out, so a bot is playing for you."],
  awayBannerHint: ["按「我回來了」或直接行動，就能拿回座位。", "Press “I'm back” or make any move to take your seat back."],
  imBack: ["我回來了", "I'm back"],
  awayBackBanner: ["歡迎回來！電腦正在替你下完這一回合，下一回合起由你自己下。", "Welcome back! A bot is finishing this turn for you; the seat is yours from your next turn."],
  seatReturnCountdown: ["斷線：座位保留 {s} 秒", "Dropped: seat kept {s} s"],
  handOverNow: ["交給電腦", "Hand to a bot"],
  handOverVote: ["投票交給電腦（{n}/{m}）", "Vote to hand to a bot ({n}/{m})"],
  handOverVoted: ["已投票（{n}/{m}）", "Voted ({n}/{m})"],
  handOverHostDecides: ["桌主在場，由桌主決定。", "The host is here: the host decides."],
  soundLabel: ["輪到我時發出提示音", "Play a sound when it is my move"],
  autoPassLabel: ["回應時機", "Response windows"],
  autoPassAsk: ["每次都問我", "Always ask me"],
  autoPassAuto: ["手上沒有可用的牌時自動放棄", "Pass automatically when I hold nothing playable"],
  autoPassTurn: ["在我的回合前一律放棄", "Pass until my turn"],
  autoPassSaving: ["套用中…", "Saving…"],
  autoPassSaved: ["已套用", "Saved"],
  log: ["紀錄", "Log"],
  logEmpty: ["還沒有紀錄。", "Nothing yet."],
  board: ["牌桌", "Board"],
  genericBoardNote: ["這個遊戲的專屬畫面尚未完成，以下是公開資訊。", "This game's own view is not ready yet; here is the public information."],
  yourView: ["你的資訊", "Your view"],
  legalActions: ["可行動作", "Legal actions"],
  resultTitle: ["對局結果", "Result"],
  winner: ["勝", "Win"],
  draw: ["平手", "Draw"],
  score: ["分數", "Score"],
  ratingChanges: ["積分變化", "Rating changes"],
  ratingsPending: ["積分更新中…", "Updating ratings…"],
  notRated: ["本局不計分。", "Not rated."],
  ratingTitle: ["積分（? 表示定級中）", "Rating (? = provisional)"],
  rematch: ["再來一局", "Rematch"],
  rematchRequested: ["已提出再戰，等待其他玩家…", "Rematch requested; waiting for the others…"],
  rematchBy: ["{name} 想再來一局。", "{name} wants a rematch."],
  seedReveal: ["種子（可驗證承諾）", "Seed (check against the commitment)"],
  commitment: ["種子承諾", "Seed commitment"],
  // connection
  connecting: ["連線中…", "Connecting…"],
  reconnecting: ["連線中斷，正在重新連線…（第 {n} 次）", "Connection lost; reconnecting… (attempt {n})"],
  reconnected: ["已重新連線。", "Reconnected."],
  connectionLost: ["無法重新連線。", "Could not reconnect."],
  retryNow: ["立即重試", "Retry now"],
  backToLobby: ["回到大廳", "Back to lobby"],
  tableClosed: ["這張牌桌已關閉。", "This table has closed."],
  openedElsewhere: ["你在另一個分頁或裝置入座了這個位子。", "You took this seat from another tab or device."],
  seatMovedAway: ["你的座位已用轉移代碼移到另一個裝置；這個分頁不再入座。", "Your seat moved to another device with a transfer code; this tab no longer holds it."],
  watchingInstead: ["座位已滿，改為觀戰。", "All seats are taken; you are watching instead."],
  seatLostWatching: ["座位已不保留，改為觀戰。", "Your seat is no longer held; you are watching."],
  // errors
  errTableNotFound: ["找不到這張牌桌，請確認代碼。", "No table with that code. Check the code."],
  errNetwork: ["無法連線到伺服器。", "Cannot reach the server."],
  errUnknown: ["發生錯誤：{detail}", "Something went wrong: {detail}"],
  errTokenExpired: ["重新連線憑證已過期。", "The reconnection token has expired."],
  dismiss: ["關閉", "Dismiss"],
  notFoundTitle: ["找不到頁面", "Page not found"],
  comingSoon: ["這個頁面還在製作中。", "This page is not built yet."],
  footer: ["開源、可自架的五行遊戲牌桌。", "Open-source, self-hostable Five-Element game table."],
  loadingPart: ["載入中…", "Loading…"],
  loadFailed: ["無法載入這部分的程式，可能是連線中斷了。", "This part of the app did not load; the connection may have dropped."],
} satisfies Record<string, [string, string]>;

export type StringKey = keyof typeof STRINGS;
type Vars = Record<string, string | number>;

/** Every string table defined so far (the app's and each view's), so a test can check them all. */
export const STRING_TABLES: Record<string, [string, string]>[] = [STRINGS];

/** Game views register their own strings (prefix them with the mode id) and read them with `tx`. */
export function defineStrings<K extends string>(strings: Record<K, [string, string]>): (key: K, vars?: Vars) => LocalText {
  STRING_TABLES.push(strings);
  return (key, vars) => ({ zh: fill(strings[key][0], vars), en: fill(strings[key][1], vars) });
}

/** A `defineStrings` table's lookup as text in the current language, for components. */
export function useText<K extends string>(table: (key: K, vars?: Vars) => LocalText) {
  const { pick } = useI18n();
  return (key: K, vars?: Vars) => pick(table(key, vars));
}

function fill(s: string, vars?: Vars): string {
  return vars ? s.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m)) : s;
}

/** Both languages of a key, for toasts and anything rendered later in whatever language is current then. */
export function text(key: StringKey, vars?: Vars): LocalText {
  const [zh, en] = STRINGS[key];
  return { zh: fill(zh, vars), en: fill(en, vars) };
}

export function translate(lang: Lang, key: StringKey, vars?: Vars): string {
  return fill(STRINGS[key][lang === "zh" ? 0 : 1], vars);
}

let seatsOnScreen: readonly NamedSeat[] = [];

/** The seats of the table or replay on screen: their names fill the `{p0}`… tokens and name bots in each language. */
export function setSeatNames(seats: readonly NamedSeat[]): void {
  seatsOnScreen = seats;
}

export function pick(lang: Lang, t: LocalText | string | null | undefined, seats: readonly NamedSeat[] = seatsOnScreen): string {
  if (t == null) return "";
  return fillNames(typeof t === "string" ? t : lang === "zh" ? t.zh : t.en, seats, lang);
}

/** The colon after a label: full-width in Chinese, ": " in English. */
export const colon = (lang: Lang) => (lang === "zh" ? "：" : ": ");

export interface I18n {
  lang: Lang;
  t: (key: StringKey, vars?: Vars) => string;
  /** Server or engine text in the current language, names filled in from `seats` (default: the table's). */
  pick: (t: LocalText | string | null | undefined, seats?: readonly NamedSeat[]) => string;
  /** How seat `i` of the table on screen is named in the current language (bots and generated names translated). */
  seatName: (i: number) => string;
}

export function useI18n(): I18n {
  const lang = useStore(langStore);
  return {
    lang,
    t: (key, vars) => translate(lang, key, vars),
    pick: (t, seats) => pick(lang, t, seats),
    seatName: (i) => (seatsOnScreen[i] ? seatDisplayName(seatsOnScreen[i], i, lang) : translate(lang, "seatN", { n: i + 1 })),
  };
}
