/** A few inline icons (no emoji font needed). */
const PATHS = {
  globe: "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 0c2.8 2.7 4 6 4 10s-1.2 7.3-4 10m0-20C9.2 4.7 8 8 8 12s1.2 7.3 4 10M2.5 9h19M2.5 15h19",
  eye: "M1.5 12S5.5 4.5 12 4.5 22.5 12 22.5 12 18.5 19.5 12 19.5 1.5 12 1.5 12Zm10.5 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z",
  trophy: "M7 4h10v4a5 5 0 0 1-10 0V4Zm0 1H3.5v1.5A3.5 3.5 0 0 0 7 10m10-5h3.5v1.5A3.5 3.5 0 0 1 17 10M12 13v4m-4 3h8m-6 0v-3h4v3",
  clock: "M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Zm0-15v5l3 2",
  play: "M7 4.5v15l12-7.5-12-7.5Z",
  arrowLeft: "M19 12H5m6-6-6 6 6 6",
  copy: "M9 9h11v11H9zM5 15H4V4h11v1",
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 16 }: { name: IconName; size?: number }) {
  const filled = name === "play";
  return (
    <svg class="icon" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" fill={filled ? "currentColor" : "none"} stroke="currentColor" stroke-width={filled ? 0 : 2} stroke-linecap="round" stroke-linejoin="round">
      <path d={PATHS[name]} />
    </svg>
  );
}
