/** Transport icons for the replay controls (inline SVG, no symbol font needed). */
const PATHS = {
  first: "M6 5v14M19 5 9 12l10 7V5Z",
  prev: "M17 5 7 12l10 7V5Z",
  next: "M7 5l10 7-10 7V5Z",
  last: "M18 5v14M5 5l10 7-10 7V5Z",
  play: "M7 4.5v15l12-7.5-12-7.5Z",
  pause: "M7 5h3.5v14H7zM13.5 5H17v14h-3.5z",
  check: "M5 12.5l4.5 4.5L19 7.5",
  cross: "M6 6l12 12M18 6 6 18",
  download: "M12 4v11m-5-5 5 5 5-5M5 20h14",
  shield: "M12 3 4.5 6v5.5c0 4.6 3.2 8.3 7.5 9.5 4.3-1.2 7.5-4.9 7.5-9.5V6L12 3Z",
} as const;

export type ReplayIconName = keyof typeof PATHS;
const FILLED = new Set<ReplayIconName>(["first", "prev", "next", "last", "play", "pause"]);

export function RIcon({ name, size = 16 }: { name: ReplayIconName; size?: number }) {
  const filled = FILLED.has(name);
  return (
    <svg class="icon" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" fill={filled ? "currentColor" : "none"} stroke="currentColor" stroke-width={filled ? (name === "first" || name === "last" ? 2 : 0) : 2.2} stroke-linecap="round" stroke-linejoin="round">
      <path d={PATHS[name]} />
    </svg>
  );
}
