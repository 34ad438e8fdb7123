import { defineStrings, useI18n, type LocalText } from "../i18n";



/** The account corner's strings (in the lobby's bundle; the dialog and profile bring their own). */
export const accountText = defineStrings({
  signInOrUp: ["登入／註冊", "Sign in / up"],
  signOut: ["登出", "Sign out"],
  myGames: ["我的對局", "My games"],
  moveDevice: ["換到另一個裝置", "Move to another device"],
});

/** A string table's lookup, as text in the current language. */
export function useText<K extends string>(table: (key: K, vars?: Record<string, string | number>) => LocalText) {
  const { pick } = useI18n();
  return (key: K, vars?: Record<string, string | number>) => pick(table(key, vars));
}

export const useAccountText = () => useText(accountText);

