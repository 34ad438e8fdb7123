/** Every player-facing string exists in Traditional Chinese and English. */
export interface LocalText {
  zh: string;
  en: string;
}

export function text(zh: string, en: string): LocalText {
  return { zh, en };
}
