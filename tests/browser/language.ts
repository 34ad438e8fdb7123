/**
 * The language walk's rule (issue 25, item 5): which lines of a screen are in the wrong language. Used by
 * language.test.ts and by firstvisit.test.ts, whose per-mode visits (a game against a bot, a rules page) run in English.
 */
import type { Page } from "playwright-core";

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

/**
 * Chinese an English screen may show: the switch back to Chinese; the five elements' characters, the symbols printed
 * on the cards (each card names its element in English on hover); and the game terms kept beside their English gloss.
 * Text inside an element marked lang="zh-Hant-TW" (a character a name condition matches, a card back's mark) is
 * Chinese on purpose and not counted; nor is <code> in either language (a seed, a hash, a command to type).
 */
const ZH_ALLOWED = ["中文", "木", "火", "土", "金", "水", "無效發動", "魂", "魄", "入", "出", "行剋", "剋行", "行生", "生行", "上家", "下家", "靈獸卡", "咒術卡", "先攻", "後攻", "陣式", "護盾", "轉職", "魔王軍", "碎片", "江湖人", "秘笈", "交鋒", "本陣", "生存時間", "加持", "陷阱", "上位", "下位"];
/** English a Chinese screen may show: the app's and games' own names, abbreviations, and what players type. */
const EN_ALLOWED = ["Wuxing Arena", "English", "Alice", "HP", "SHA-256", "JSON", "Bot"];

/** The lines of the visible text (hidden and folded parts excluded) that hold text of the wrong language. */
export async function wrongLanguage(page: Page, lang: "en" | "zh"): Promise<string[]> {
  const { text, marked, code } = await page.evaluate(() => ({
    text: document.body.innerText,
    marked: Array.from(document.body.querySelectorAll('[lang^="zh"]')).map((e) => (e as HTMLElement).innerText.trim()),
    code: Array.from(document.body.querySelectorAll("code")).map((e) => (e as HTMLElement).innerText.trim()),
  }));
  return text
    .split("\n")
    .map((line) => line.trim())
    .map((line) => code.reduce((rest, c) => (c ? rest.split(c).join("") : rest), line))
    .filter((line) => {
      if (lang === "en") {
        let rest = line;
        for (const m of marked) if (m) rest = rest.split(m).join("");
        for (const term of [...ZH_ALLOWED].sort((a, b) => b.length - a.length)) rest = rest.split(term).join("");
        return CJK.test(rest);
      }
      let rest = line;
      for (const term of EN_ALLOWED) rest = rest.split(term).join("");
      // A word of four or more Latin letters is English; codes and names in mixed case are the players'.
      return /\b[a-z]{4,}\b/.test(rest);
    });
}
