import { defineStrings, useText } from "../i18n";

/** The account corner's strings (in the lobby's bundle; the lazily loaded pages bring their own). */
export const accountText = defineStrings({
  signInOrUp: ["登入／註冊", "Sign in / up"],
  signOut: ["登出", "Sign out"],
  myGames: ["我的對局", "My games"],
  moveDevice: ["換到另一個裝置", "Move to another device"],
});

export const useAccountText = () => useText(accountText);

