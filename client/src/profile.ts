import { PlayerName } from "../../shared/src/protocol/messages";
import { createStore, local } from "./store";

/** The nickname, kept in localStorage; checked with the same zod schema the server uses. */
const NICK_KEY = "wuxing.nickname";

function initialNickname(): string {
  const saved = local.get(NICK_KEY);
  if (saved !== null) return saved;
  return `玩家${Math.floor(100 + Math.random() * 900)}`;
}

export const nicknameStore = createStore<string>(initialNickname());

export function setNickname(name: string) {
  local.set(NICK_KEY, name);
  nicknameStore.set(name);
}

export function nicknameValid(name: string): boolean {
  return PlayerName.safeParse(name).success;
}
