import { createStore, useStore } from "./store";

/** A tiny history router: `/`, `/table/:code`, `/watch/:code`; anything else is "not found". */
export type Route =
  | { name: "lobby" }
  | { name: "table"; code: string }
  | { name: "watch"; code: string }
  | { name: "replay"; id: string }
  | { name: "deck" }
  | { name: "duelistDeck" }
  | { name: "rules"; mode: string }
  | { name: "tutorial"; mode: string }
  | { name: "profile"; username: string }
  | { name: "me" }
  | { name: "leaderboard"; mode: string }
  | { name: "soon"; path: string }
  | { name: "notFound"; path: string };

export function parseRoute(pathname: string): Route {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (path === "/") return { name: "lobby" };
  const m = /^\/(table|watch)\/([A-Za-z0-9]{6})$/.exec(path);
  if (m) return { name: m[1] as "table" | "watch", code: m[2].toUpperCase() };
  const rp = /^\/replay(?:\/([^/]*))?$/.exec(path);
  if (rp) return { name: "replay", id: safeDecode(rp[1] ?? "") };
  const rules = /^\/rules\/([a-z0-9]+)$/.exec(path);
  if (rules) return { name: "rules", mode: rules[1] };
  const tut = /^\/tutorial\/([a-z0-9]+)$/.exec(path);
  if (tut) return { name: "tutorial", mode: tut[1] };
  const u = /^\/u\/([^/]+)$/.exec(path);
  if (u) return { name: "profile", username: safeDecode(u[1]) };
  if (path === "/me") return { name: "me" };
  const lb = /^\/leaderboard\/([a-z]+)$/.exec(path);
  if (lb) return { name: "leaderboard", mode: lb[1] };
  if (path === "/deck") return { name: "deck" };
  if (path === "/deck/duelist") return { name: "duelistDeck" };
  if (/^\/(replay|deck)(\/|$)/.test(path)) return { name: "soon", path };
  return { name: "notFound", path };
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

export const routeStore = createStore<Route>(parseRoute(location.pathname));

/** Set while leaving the page on screen needs a yes (a game you sit at is running): the path it guards. */
let guardedPath: string | null = null;
/** A navigation waiting for that yes; the App shows the question while this is set. */
export const leavePrompt = createStore<{ to: string; replace: boolean } | null>(null);

/**
 * Ask before leaving this page for another one in the app (true), or stop asking (false). A reload or a closed tab
 * is not asked about: the seat is kept for the player's return either way.
 */
export function guardLeaving(on: boolean) {
  guardedPath = on ? location.pathname : null;
  if (!on) leavePrompt.set(null);
}

export function navigate(path: string, replace = false, confirmed = false) {
  if (path === location.pathname) return;
  if (guardedPath !== null && guardedPath === location.pathname && !confirmed) {
    leavePrompt.set({ to: path, replace });
    return;
  }
  guardedPath = null;
  leavePrompt.set(null);
  if (replace) history.replaceState(null, "", path);
  else history.pushState(null, "", path);
  routeStore.set(parseRoute(location.pathname));
  window.scrollTo(0, 0);
}

window.addEventListener("popstate", () => {
  // Back from a guarded page: stay (put the page back) and ask; a yes then goes where the browser was going.
  if (guardedPath !== null && location.pathname !== guardedPath) {
    const to = location.pathname;
    history.pushState(null, "", guardedPath);
    leavePrompt.set({ to, replace: false });
    return;
  }
  routeStore.set(parseRoute(location.pathname));
});

export function useRoute(): Route {
  return useStore(routeStore);
}

export const tablePath = (code: string) => `/table/${code}`;
export const watchPath = (code: string) => `/watch/${code}`;
/** Modes with an interactive tutorial (client/src/tutorial/), at /tutorial/<mode>. */
export const TUTORIAL_MODES: readonly string[] = ["shengke", "slaying"];
export const tutorialPath = (mode: string) => `/tutorial/${mode}`;
/** A game's 「怎麼玩」 page. */
export const rulesPath = (mode: string) => `/rules/${mode}`;

/** Click handler for in-app links: plain clicks navigate without reloading; modified clicks behave as usual. */
export function linkHandler(path: string) {
  return (e: MouseEvent) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(path);
  };
}
