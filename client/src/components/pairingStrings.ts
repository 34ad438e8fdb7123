import { defineStrings } from "../i18n";
import { useText } from "../i18n";

/** Quick pairing's and the leaderboard's strings. */
export const pairingText = defineStrings({
  quickTitle: ["快速配對", "Quick pairing"],
  quickButton: ["快速配對", "Quick pairing"],
  quickHint: ["與積分相近的玩家開一局積分對局。", "A rated game against a player of similar rating."],
  quickClock: ["每回合時限", "Turn clock"],
  quickBotAfter: ["等不到對手時", "If nobody comes"],
  quickBotNever: ["繼續等待", "keep waiting"],
  quickBotAfterN: ["{n} 秒後改與電腦對戰", "play a bot after {n} s"],
  quickWaiting: ["正在尋找對手…（{s} 秒）", "Looking for an opponent… ({s} s)"],
  quickSeating: ["找到對手，入座中…", "Opponent found; taking your seat…"],
  quickCancel: ["取消", "Cancel"],
  quickSignIn: ["積分對局需要登入。", "Rated games need an account: sign in."],
  leaderboard: ["排行榜", "Leaderboard"],
  leaderboardTitle: ["{mode} 排行榜", "{mode} leaderboard"],
  leaderboardRule: ["近 {days} 天內下過積分對局、且積分已穩定的玩家，前 100 名。", "Players with a rated game in the last {days} days and a settled rating; the top 100."],
  leaderboardEmpty: ["還沒有玩家上榜。", "Nobody on the board yet."],
  leaderboardYou: ["你的名次：第 {n} 名", "Your place: #{n}"],
  leaderboardYouNone: ["你還沒有上榜（需要近期的積分對局與穩定的積分）。", "You are not on the board yet (it needs recent rated games and a settled rating)."],
  leaderboardFailed: ["無法載入排行榜。", "Cannot load the leaderboard."],
  place: ["名次", "Place"],
  player: ["玩家", "Player"],
  rating: ["積分", "Rating"],
  games: ["局數", "Games"],
  ratingsTitle: ["積分", "Ratings"],
  ratingsNone: ["還沒有積分對局。", "No rated games yet."],
  ratingProvisional: ["「?」：局數尚少，積分還不確定。", "\"?\": too few games yet for a settled rating."],
  ratingChart: ["{mode} 積分走勢", "{mode} rating history"],
});

export const usePairingText = () => useText(pairingText);

/** A rating as shown everywhere: "1500?" while provisional (lichess's way). */
export const ratingLabel = (r: { rating: number; provisional: boolean }) => `${r.rating}${r.provisional ? "?" : ""}`;
