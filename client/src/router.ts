import { createStore, useStore } from "./store";

/** A tiny history router: `/`, `/table/:code`, `/watch/:code`; anything else is "not found". */
export type Route =
  | { name: "lobby" }
  | { name: "table"; code: string }
  | { name: "watch"; code: string }
  | { name: "replay"; id: string }
  | { name: "deck" }
  | { name: "duelistDeck" }
  | { name: "soon"; path: string }
  | { name: "notFound"; path: string };

export function parseRoute(pathname: string): Route {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (path === "/") return { name: "lobby" };
  const m = /^\/(table|watch)\/([A-Za-z0-9]{6})$/.exec(path);
  if (m) return { name: m[1] as "table" | "watch", code: m[2].toUpperCase() };
  const rp = /^\/replay(?:\/([^/]*))?$/.exec(path);
  if (rp) return { name: "replay", id: safeDecode(rp[1] ?? "") };
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

export function navigate(path: string, replace = false) {
  if (path === location.pathname) return;
  if (replace) history.replaceState(null, "", path);
  else history.pushState(null, "", path);
  routeStore.set(parseRoute(location.pathname));
  window.scrollTo(0, 0);
}

window.addEventListener("popstate", () => routeStore.set(parseRoute(location.pathname)));

export function useRoute(): Route {
  return useStore(routeStore);
}

export const tablePath = (code: string) => `/table/${code}`;
export const watchPath = (code: string) => `/watch/${code}`;

/** Click handler for in-app links: plain clicks navigate without reloading; modified clicks behave as usual. */
export function linkHandler(path: string) {
  return (e: MouseEvent) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(path);
  };
}
