/**
 * Player names as each language shows them. The server names bots 「電腦 Bot 2」 and new players get 「玩家123」;
 * each language shows a bot in its own words only (「電腦 2」, "Bot 2");
 * those are labels, not names someone chose, so they are rendered through the strings of the current language
 * (from the seat's bot flags where known). Text that arrives with names already filled in (server log lines,
 * result summaries) gets the same names, and in Chinese a Latin name is set off from the characters around it.
 */
export type Lang = "zh" | "en";

export interface NamedSeat {
  name: string;
  bot?: boolean;
  botLevel?: string;
  replacedByBot?: boolean;
}

const BOT_NAMES: Record<"greedy" | "random", Record<Lang, string>> = {
  greedy: { zh: "電腦 {n}", en: "Bot {n}" },
  random: { zh: "隨機電腦 {n}", en: "Random bot {n}" },
};
const DEFAULT_NICK: Record<Lang, string> = { zh: "玩家{n}", en: "Player {n}" };
const DEFAULT_NICK_RE = /^(?:玩家 ?|Player )(\d{1,4})$/;
const SERVER_BOT_RE = /^(電腦|隨機) Bot (\d+)$/;

/** A generated nickname (「玩家123」) in `lang`; anything else unchanged. */
export function localNickname(name: string, lang: Lang): string {
  const m = DEFAULT_NICK_RE.exec(name);
  return m ? DEFAULT_NICK[lang].replace("{n}", m[1]) : name;
}

/** The nickname a new visitor starts with. */
export function defaultNickname(n: number, lang: Lang): string {
  return DEFAULT_NICK[lang].replace("{n}", String(n));
}

export function isDefaultNickname(name: string): boolean {
  return DEFAULT_NICK_RE.test(name);
}

/**
 * How seat `index` is shown: a bot seat (not a stand-in for a person who left) by its level and seat number, a
 * generated nickname in `lang`, a chosen name as typed.
 */
export function seatDisplayName(seat: NamedSeat, index: number, lang: Lang): string {
  if (seat.bot && !seat.replacedByBot) {
    const level = seat.botLevel === "random" || (!seat.botLevel && seat.name.startsWith("隨機")) ? "random" : "greedy";
    return BOT_NAMES[level][lang].replace("{n}", String(index + 1));
  }
  return localNickname(seat.name, lang);
}

/** A name from a list without bot flags (the lobby's table list): the server's bot labels are recognised. */
export function listedName(name: string, lang: Lang): string {
  const m = SERVER_BOT_RE.exec(name);
  if (m) return BOT_NAMES[m[1] === "隨機" ? "random" : "greedy"][lang].replace("{n}", m[2]);
  return localNickname(name, lang);
}

const CJK = /[\u3400-\u9fff\uf900-\ufaff\u3000-\u303f\uff00-\uffef]/;
const ASCII_ALNUM = /[A-Za-z0-9]/;

/** In Chinese text a name that starts or ends in Latin letters or digits is set off by a space: 「電腦 Bot 2 獲勝」. */
function spaced(text: string, name: string, start: number, end: number, lang: Lang): string {
  if (lang !== "zh" || name === "") return name;
  const before = text[start - 1] ?? "";
  const after = text[end] ?? "";
  const lead = ASCII_ALNUM.test(name[0]) && CJK.test(before) && !/[，。：、（「『【]/.test(before) ? " " : "";
  const trail = ASCII_ALNUM.test(name[name.length - 1]) && CJK.test(after) && !/[，。：、）」』】！？；]/.test(after) ? " " : "";
  return lead + name + trail;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * `text` with the seat tokens `{p0}`… filled in and names the server already filled in replaced by how `lang`
 * shows them. Seats with no name read 「玩家 N」 / "Player N".
 */
export function fillNames(text: string, seats: readonly NamedSeat[], lang: Lang): string {
  const shown = seats.map((s, i) => seatDisplayName(s, i, lang));
  const fallback = (i: number) => (lang === "zh" ? `玩家${i + 1}` : `Player ${i + 1}`);
  // Longest raw names first, so 「電腦 Bot 12」 is not read as 「電腦 Bot 1」 followed by 「2」.
  const raw = seats
    .map((s, i) => ({ raw: s.name, i }))
    // One-letter names could be part of any word; they are only ever filled in through seat tokens.
    .filter((x) => Array.from(x.raw).length >= 2)
    .sort((a, b) => b.raw.length - a.raw.length);
  const parts = ["\\{p(\\d)\\}", ...raw.map((x) => `${escape(x.raw)}(?![0-9])`)];
  const re = new RegExp(parts.map((p) => `(${p})`).join("|"), "g");
  return text.replace(re, (match: string, ...args: unknown[]) => {
    const offset = args[args.length - 2] as number;
    const token = args[1] as string | undefined;
    let i: number;
    if (token !== undefined) i = Number(token);
    else {
      const k = (args.slice(2, 2 + raw.length) as (string | undefined)[]).findIndex((g) => g !== undefined);
      i = raw[k].i;
    }
    const name = shown[i] || fallback(i);
    return spaced(text, name, offset, offset + match.length, lang);
  });
}

/** Names in a list, joined the way each language does: 「甲、乙」, "A, B". */
export function joinNames(names: readonly string[], lang: Lang): string {
  return names.join(lang === "zh" ? "、" : ", ");
}
