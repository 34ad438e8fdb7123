import { isValidPlayerName } from "../../shared/src/protocol/names";
import { langStore } from "./i18n";
import { defaultNickname, isDefaultNickname, localNickname } from "./names";
import { createStore, local } from "./store";

/** The nickname, kept in localStorage; checked with the same rules the server uses (shared/src/protocol/names.ts). */
const NICK_KEY = "wuxing.nickname";

/** A first visit gets 「玩家123」 / "Player 123" in the page's language; nothing is stored until the player edits it. */
function initialNickname(): string {
  const saved = local.get(NICK_KEY);
  if (saved !== null) return saved;
  return defaultNickname(Math.floor(100 + Math.random() * 900), langStore.get());
}

export const nicknameStore = createStore<string>(initialNickname());

// A generated nickname follows the language switch (a chosen one stays as typed).
langStore.subscribe((lang) => {
  const name = nicknameStore.get();
  if (isDefaultNickname(name)) nicknameStore.set(localNickname(name, lang));
});

export function setNickname(name: string) {
  local.set(NICK_KEY, name);
  nicknameStore.set(name);
}

export function nicknameValid(name: string): boolean {
  return isValidPlayerName(name);
}

/** Whether a name was ever chosen in this browser (a first visit through an invite link is asked for one). */
export function nicknameChosen(): boolean {
  return local.get(NICK_KEY) !== null;
}
