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

/** Scanned by hand: a replace with a callback took ≈ 250 ns a text, and a room names every line its log keeps. */
export function fillSeatNames(text: string, names: readonly string[], lang: "zh" | "en"): string {
  let at = text.indexOf("{p");
  if (at < 0) return text;
  let out = "";
  let from = 0;
  for (; at >= 0; at = text.indexOf("{p", at + 1)) {
    const seat = text.charCodeAt(at + 2) - 48;
    if (seat < 0 || seat > 9 || text.charCodeAt(at + 3) !== 125 /* } */) continue;
    out += text.slice(from, at) + (names[seat] || (lang === "zh" ? `玩家${seat + 1}` : `Player ${seat + 1}`));
    from = at + 4;
  }
  return out + text.slice(from);
}

export function withSeatNames<T extends LocalText>(t: T, names: readonly string[]): T {
  return { ...t, zh: fillSeatNames(t.zh, names, "zh"), en: fillSeatNames(t.en, names, "en") };
}
