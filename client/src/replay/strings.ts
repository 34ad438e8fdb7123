import { defineStrings, useI18n, type I18n } from "../i18n";

/** Strings of the replay viewer and the lobby's recent-games list (zh-TW first, English second). */
export const rx = defineStrings({
  title: ["對局重播", "Game replay"],
  loading: ["正在載入對局紀錄…", "Loading the game record…"],
  replaying: ["正在重建對局…", "Rebuilding the game…"],
  errNotFound: ["找不到這場對局。", "No game with this id."],
  errNotFoundHint: ["連結可能打錯了，或紀錄已被刪除。", "The link may be mistyped, or the record was deleted."],
  errBadId: ["這不是有效的對局編號。", "That is not a valid game id."],
  errNetwork: ["無法連線到伺服器，請稍後再試。", "Cannot reach the server; try again later."],
  errServer: ["伺服器回應錯誤（{status}）。", "The server answered with an error ({status})."],
  errBadRecord: ["對局紀錄格式不正確：{detail}", "The game record is malformed: {detail}"],
  retry: ["重試", "Retry"],
  stillPlaying: ["這場對局還在進行中", "This game is still in progress"],
  stillPlayingHint: ["對局結束後才會公開全部手牌與種子，屆時即可重播。", "Every hand and the seed are revealed when it ends; the replay opens then."],
  watchLive: ["前往觀戰", "Watch it live"],
  liveInLobby: ["在大廳的進行中對局裡觀戰", "Find it under live games in the lobby"],
  actionsSoFar: ["目前已進行 {n} 步", "{n} moves so far"],
  commitmentPublished: ["開局時公布的種子承諾", "Seed commitment published at the start"],
  aborted: ["這場對局未完成就中止了，無法重播。", "This game was aborted before it ended; there is nothing to replay."],
  unknownMode: ["這個版本不支援遊戲「{mode}」。", "This build does not know the game “{mode}”."],
  versionMismatch: ["這場對局用規則引擎 v{record} 記錄，本版本是 v{build}，無法準確重播。", "This game was recorded with engine v{record}; this build has v{build}, so it cannot be replayed faithfully."],
  replayFailed: ["無法重播這場對局：{detail}", "This game does not replay: {detail}"],
  // header
  players: ["玩家", "Players"],
  playedOn: ["{date}", "{date}"],
  moves: ["{n} 步", "{n} moves"],
  shareLink: ["分享連結（含目前這一步）", "Share link (at this step)"],
  // controls
  start: ["開局", "Start"],
  stepOf: ["第 {i} / {n} 步", "Step {i} / {n}"],
  atStart: ["開局", "Start of game"],
  turnLabel: ["第 {n} 回合", "Turn {n}"],
  toStart: ["回到開局", "Jump to start"],
  back: ["上一步", "Step back"],
  forward: ["下一步", "Step forward"],
  toEnd: ["跳到結束", "Jump to end"],
  play: ["自動播放", "Play"],
  pause: ["暫停", "Pause"],
  speed: ["速度", "Speed"],
  jumpTurn: ["跳到回合", "Jump to turn"],
  position: ["進度", "Position"],
  keyboardHint: ["鍵盤：← → 逐步、Home / End 開頭結尾、空白鍵播放。", "Keys: ← → step, Home / End jump, Space plays."],
  atFirst: ["已在開局。", "Already at the start."],
  atLast: ["已在最後一步。", "Already at the last step."],
  // board side
  readOnly: ["這是重播，不能行動。", "This is a replay; you cannot act."],
  allHands: ["重播中所有手牌都公開。", "Every hand is shown in a replay."],
  thisStep: ["這一步", "This step"],
  stepBy: ["{name} 的動作", "{name} moved"],
  byBot: ["電腦", "bot"],
  byTimeout: ["逾時代打", "timed out"],
  byAbandoned: ["離線代打", "left; bot move"],
  byAway: ["多次逾時，電腦代打", "away after timeouts; bot move"],
  byAuto: ["自動放棄", "auto-pass"],
  noEvents: ["開局：尚未有人行動。", "Start of game: nobody has moved yet."],
  privateEvent: ["只有 {name} 看得到", "only {name} saw this"],
  movesTitle: ["棋譜", "Moves"],
  resultTitle: ["最終結果", "Final result"],
  boardFailed: ["這個遊戲的畫面無法顯示這一步，以下是完整資訊。", "This game's board cannot show this step; here is the full information."],
  // fair play
  fairTitle: ["公平性驗證", "Provably fair"],
  fairIntro: [
    "開局時伺服器先公布種子的 SHA-256（承諾），對局結束才公開種子。你的瀏覽器用公開的種子與每一步重新推演，檢查擲骰與洗牌沒有被動過手腳。",
    "At the start the server published the SHA-256 of its seed (the commitment) and revealed the seed only at the end. Your browser replays every move from that seed to check that no die roll or shuffle was tampered with.",
  ],
  unverified: ["這份紀錄沒有通過公平性驗證：畫面上的對局可能不是實際發生的對局。", "This record fails the fair-play check: what you see may not be the game that was played."],
  fairRunning: ["正在驗證…", "Checking…"],
  fairOk: ["全部通過：這場對局公平且紀錄完整。", "All checks pass: this game was fair and its record is intact."],
  fairBad: ["驗證失敗：紀錄與重播不符。", "Verification failed: the record and the replay disagree."],
  fairError: ["驗證時發生錯誤：{detail}", "The check itself failed: {detail}"],
  check_record: ["紀錄完整", "Record is complete"],
  check_engine: ["規則引擎版本相符", "Same rules engine version"],
  check_commitment: ["承諾 = SHA-256(種子)，開局時已公布", "Commitment = SHA-256(seed), published at the start"],
  check_replay: ["每一步都合法", "Every move is legal when replayed"],
  check_final_state: ["最終局面雜湊相符", "Final state hash matches"],
  check_result: ["結果相符", "Result matches"],
  seed: ["種子", "Seed"],
  commitment: ["承諾", "Commitment"],
  download: ["下載紀錄 JSON", "Download record JSON"],
  verifyYourself: ["自行驗證：", "Verify it yourself:"],
  // recent games
  recentTitle: ["最近的對局", "Recent games"],
  recentAll: ["全部", "All"],
  recentEmpty: ["還沒有已結束的對局。", "No finished games yet."],
  recentLoading: ["載入中…", "Loading…"],
  recentFailed: ["無法載入最近的對局。", "Could not load recent games."],
  watchReplay: ["重播", "Replay"],
  watchTheReplay: ["觀看重播", "Watch the replay"],
  vs: ["對", "vs"],
});

export type RxKey = Parameters<typeof rx>[0];

/** `rx` picked in the current language. */
export function useRx(): { i18n: I18n; r: (key: RxKey, vars?: Record<string, string | number>) => string } {
  const i18n = useI18n();
  return { i18n, r: (key, vars) => i18n.pick(rx(key, vars)) };
}

export function formatDate(ms: number | null | undefined, lang: "zh" | "en"): string {
  if (!ms) return "—";
  try {
    return new Intl.DateTimeFormat(lang === "zh" ? "zh-TW" : "en-GB", { dateStyle: "medium", timeStyle: "short" }).format(new Date(ms));
  } catch {
    return new Date(ms).toISOString().slice(0, 16).replace("T", " ");
  }
}
