import { defineStrings, useI18n } from "../i18n";

/** The account pages' strings (sign in and up, profile, name prompt), in both languages. */
export const accountText = defineStrings({
  signIn: ["登入", "Sign in"],
  signUp: ["註冊", "Sign up"],
  signInOrUp: ["登入／註冊", "Sign in / up"],
  signOut: ["登出", "Sign out"],
  signOutEverywhere: ["登出所有裝置", "Sign out everywhere"],
  signedOutEverywhere: ["已登出所有裝置。", "Signed out on every device."],
  username: ["使用者名稱", "Username"],
  usernameHint: ["2–24 個字母、數字或 _ . -（不分大小寫）", "2–24 letters, digits or _ . - (case does not matter)"],
  password: ["密碼", "Password"],
  passwordHint: ["至少 8 個字元", "At least 8 characters"],
  accountOptional: ["不需要帳號也能玩。帳號讓你在任何裝置回到座位，並保留對局紀錄與偏好設定。", "You can play without an account. An account takes your seat to any device and keeps your games and preferences."],
  guestKeeps: ["你以訪客身分玩過的對局會保留在新帳號中。", "The games you played as a guest stay with your new account."],
  cancel: ["取消", "Cancel"],
  working: ["處理中…", "Working…"],
  myGames: ["我的對局", "My games"],
  memberSince: ["加入於 {date}", "Member since {date}"],
  gamesPerMode: ["各遊戲局數", "Games per mode"],
  noGames: ["還沒有完成的對局。", "No finished games yet."],
  won: ["勝", "Won"],
  lost: ["負", "Lost"],
  drawn: ["和", "Draw"],
  botFrom: ["第 {n} 手起電腦代打", "電腦代打 from move {n}"],
  profileLoading: ["正在載入…", "Loading…"],
  profileMissing: ["找不到這位玩家。", "No such player."],
  guestHistoryTitle: ["這個瀏覽器玩過的對局", "Games played in this browser"],
  guestHistoryHint: ["你以訪客身分遊玩；註冊後這些對局會跟著帳號。", "You play as a guest; sign up and these games follow your account."],
  deleteAccount: ["刪除帳號", "Delete account"],
  deleteConfirm: ["輸入密碼以刪除帳號。過去對局中的名字會改為「已刪除」。", "Enter your password to delete the account. Your name in past games becomes “deleted”."],
  deleted: ["帳號已刪除。", "The account was deleted."],
  namePromptTitle: ["加入牌桌前，大家要怎麼稱呼你？", "What should the table call you?"],
  namePromptJoin: ["加入", "Join"],
  replay: ["重播", "Replay"],
});

export function useAccountText() {
  const { pick } = useI18n();
  return (key: Parameters<typeof accountText>[0], vars?: Record<string, string | number>) => pick(accountText(key, vars));
}
