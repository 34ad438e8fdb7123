import { useEffect, useState } from "preact/hooks";
import { replayPath } from "./api";
import { clampStep } from "./model";

/** The position shown, kept in the address bar as `?step=N` (replaceState: stepping does not flood the history). */
export function useStep(id: string, max: number): [number, (n: number | ((prev: number) => number)) => void] {
  const [step, setStepRaw] = useState(() => initialStep(max));
  const setStep = (n: number | ((prev: number) => number)) => setStepRaw((prev) => clampStep(typeof n === "function" ? n(prev) : n, max));
  useEffect(() => {
    // Keep the other parameters of the link (?seat=N, the side it is seen from).
    const seat = new URLSearchParams(location.search).get("seat");
    const want = replayPath(id, step) + (seat !== null ? `&seat=${encodeURIComponent(seat)}` : "");
    if (location.pathname + location.search !== want) history.replaceState(history.state, "", want);
  }, [id, step]);
  useEffect(() => {
    // Back/forward to a replay URL with another ?step (same route, so the page stays mounted).
    const onPop = () => {
      const m = /^\/replay\/([^/]+)$/.exec(location.pathname);
      if (m && decodeURIComponent(m[1]) === id) setStepRaw(initialStep(max));
    };
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, [id, max]);
  return [step, setStep];
}

function initialStep(max: number): number {
  const raw = new URLSearchParams(location.search).get("step");
  if (raw === null || raw === "") return 0;
  if (raw === "end") return max;
  return clampStep(Number(raw), max);
}
