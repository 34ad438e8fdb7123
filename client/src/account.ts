import type { AutoPass } from "../../shared/src/protocol/autoPass";
import type { LocalText } from "./i18n";
import { createStore, local } from "./store";

/**
 * The signed-in account, if any (docs/protocol.md, "Accounts"). The session token is an HTTP-only cookie the page
 * never sees; this module only knows who the server says we are. Guests need none of it: a guest keeps a guest
 * token (its identity at tables, carried into an account on sign-up) and the list of games it played.
 * (No import of net.ts here: the lazily loaded account pages use this module, and must not pull the table code.)
 */
export interface AccountPrefs {
  lang?: "zh" | "en";
  autoPass?: AutoPass;
  sound?: boolean;
}

export interface Me {
  username: string;
  createdAt: number;
  prefs: AccountPrefs;
}

/** undefined while asking the server, null for a guest. */
export const accountStore = createStore<Me | null | undefined>(undefined);

export class AccountRequestError extends Error {
  constructor(readonly code: string, readonly text: LocalText) {
    super(text.en);
  }
}

const NETWORK: LocalText = { zh: "無法連線到伺服器。", en: "Cannot reach the server." };

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`/api/account${path}`, {
      method,
      credentials: "same-origin",
      headers: body === undefined ? { accept: "application/json" } : { accept: "application/json", "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new AccountRequestError("network", NETWORK);
  }
  const data = res.status === 204 ? null : await res.json().catch(() => null);
  if (!res.ok) throw new AccountRequestError(data?.error ?? "internal", data?.message ?? NETWORK);
  return data as T;
}

/** Asks who we are (a guest unless the session cookie is valid). */
export async function loadAccount(): Promise<void> {
  try {
    const { account } = await call<{ account: Me }>("GET", "/me");
    signedIn(account);
  } catch {
    accountStore.set(null);
  }
}

export async function signUp(username: string, password: string): Promise<void> {
  const { account } = await call<{ account: Me }>("POST", "/signup", { username, password, guestToken: guestToken() });
  // The guest's games now belong to the account; this browser starts a fresh guest identity for signed-out play.
  local.set(GUEST_KEY, null);
  signedIn(account);
}

export async function signIn(username: string, password: string): Promise<void> {
  const { account } = await call<{ account: Me }>("POST", "/signin", { username, password });
  signedIn(account);
}

export async function signOut(everywhere = false): Promise<void> {
  await call("POST", everywhere ? "/signout-all" : "/signout", {});
  accountStore.set(null);
}

export async function deleteAccount(password: string): Promise<void> {
  await call("POST", "/delete", { password });
  accountStore.set(null);
}

function signedIn(account: Me) {
  accountStore.set(account);
}

/** Keeps the account's preferences (accountPrefs.ts decides when). */
export function storePrefs(prefs: AccountPrefs): Promise<unknown> {
  const me = accountStore.get();
  if (me) accountStore.set({ ...me, prefs });
  return call("PUT", "/prefs", prefs);
}

// ─────────────────────────── guests ───────────────────────────

const GUEST_KEY = "wuxing.guest";
const MY_GAMES_KEY = "wuxing.myGames";

/** This browser's guest identity (random, kept in localStorage); created on first use. */
export function guestToken(): string {
  const saved = local.get(GUEST_KEY);
  if (saved && /^[A-Za-z0-9_-]{16,64}$/.test(saved)) return saved;
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  const token = btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_");
  local.set(GUEST_KEY, token);
  return token;
}

export interface MyGame {
  id: string;
  seat: number;
}

/** Games this browser sat in (newest first), so a guest has a history without an account. */
export function myGames(): MyGame[] {
  try {
    const list = JSON.parse(local.get(MY_GAMES_KEY) ?? "[]");
    if (!Array.isArray(list)) return [];
    return list.filter((x): x is MyGame => typeof x?.id === "string" && Number.isInteger(x?.seat)).slice(0, 100);
  } catch {
    return [];
  }
}

export function rememberGame(id: string, seat: number) {
  const list = myGames();
  if (!id || (list[0]?.id === id && list[0].seat === seat)) return;
  local.set(MY_GAMES_KEY, JSON.stringify([{ id, seat }, ...list.filter((g) => g.id !== id)].slice(0, 100)));
}

export const profilePath = (username: string) => `/u/${encodeURIComponent(username)}`;
