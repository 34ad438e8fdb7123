import { useEffect, useState } from "preact/hooks";
import type { LocalText } from "../i18n";

/** A rating as the server shows it (server/src/ratings/service.ts, `shown`). */
export interface ShownRating {
  rating: number;
  deviation: number;
  provisional: boolean;
  games: number;
}

export type Load<T> = { state: "loading" } | { state: "missing" } | { state: "failed" } | { state: "ready"; value: T };

/** GETs JSON for a page: loading, then ready, missing (404) or failed; a newer path cancels the older request. */
export function useJson<T>(path: string): Load<T> {
  const [load, setLoad] = useState<Load<T>>({ state: "loading" });
  useEffect(() => {
    const ctl = new AbortController();
    setLoad({ state: "loading" });
    fetch(path, { signal: ctl.signal, credentials: "same-origin" })
      .then(async (res) => setLoad(res.ok ? { state: "ready", value: (await res.json()) as T } : { state: res.status === 404 ? "missing" : "failed" }))
      .catch((e) => (e as Error).name !== "AbortError" && setLoad({ state: "failed" }));
    return () => ctl.abort();
  }, [path]);
  return load;
}

/** Mode names from /api/games (these pages do not load the lobby's connection code, which keeps the list there). */
export function useModeNames(): (id: string) => LocalText {
  const load = useJson<{ id: string; name: LocalText }[]>("/api/games");
  return (id) => (load.state === "ready" ? load.value.find((m) => m.id === id)?.name : undefined) ?? { zh: id, en: id };
}
