/** Every player-facing string exists in Traditional Chinese and English. */
export interface LocalText {
  zh: string;
  en: string;
}

export function text(zh: string, en: string): LocalText {
  return { zh, en };
}

/**
 * Engines name seats in player-facing text as `{p0}`…`{p7}`: they do not know the players' names. Rooms, the
 * replay viewer and scripts put the names in (or "玩家 N" / "Player N" when there are none).
 */
export const seatToken = (seat: number) => `{p${seat}}`;

export function fillSeatNames(text: string, names: readonly string[], lang: "zh" | "en"): string {
  return text.replace(/\{p(\d)\}/g, (_, d: string) => names[Number(d)] || (lang === "zh" ? `玩家${Number(d) + 1}` : `Player ${Number(d) + 1}`));
}

export function withSeatNames<T extends LocalText>(t: T, names: readonly string[]): T {
  return { ...t, zh: fillSeatNames(t.zh, names, "zh"), en: fillSeatNames(t.en, names, "en") };
}
