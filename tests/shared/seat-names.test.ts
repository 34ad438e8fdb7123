import { Rng } from "../../shared/src/core/rng";
import { fillSeatNames, withSeatNames } from "../../shared/src/core/text";

/** The rule as a regular expression: `{p<digit>}` is that seat's name, or "玩家 N" / "Player N" without one. */
const byRegex = (text: string, names: readonly string[], lang: "zh" | "en") =>
  text.replace(/\{p(\d)\}/g, (_, d: string) => names[Number(d)] || (lang === "zh" ? `玩家${Number(d) + 1}` : `Player ${Number(d) + 1}`));

describe("seat names in engine texts", () => {
  test("each {pN} becomes that seat's name; a seat without one is 玩家 N / Player N; anything else stays", () => {
    const names = ["Ann", "", "小明"];
    expect(fillSeatNames("{p0} 攻擊 {p2}，{p1} 旁觀", names, "zh")).toBe("Ann 攻擊 小明，玩家2 旁觀");
    expect(fillSeatNames("{p1} passes; {p7} waits", names, "en")).toBe("Player 2 passes; Player 8 waits");
    expect(fillSeatNames("{p} {px} {p12} {p3 {p{p0}}", names, "en")).toBe("{p} {px} {p12} {p3 {pAnn}");
    expect(fillSeatNames("no seats here", names, "en")).toBe("no seats here");
    expect(withSeatNames({ zh: "{p0} 抽牌", en: "{p0} draws", seq: 4 }, names)).toEqual({ zh: "Ann 抽牌", en: "Ann draws", seq: 4 });
  });

  test("the same as the regular expression over random texts of tokens, near-tokens and text", () => {
    const rng = Rng.fromSeed("seat-names");
    const pieces = ["{p0}", "{p1}", "{p4}", "{p9}", "{p", "p1}", "{p1", "}", "{", "{pp1}", "{p-1}", "火", " ", "x", "{p{p2}}"];
    const names = ["Ann", "Bob", "", "丙"];
    for (let n = 0; n < 2000; n++) {
      const text = Array.from({ length: rng.int(8) }, () => pieces[rng.int(pieces.length)]).join("");
      for (const lang of ["zh", "en"] as const) if (fillSeatNames(text, names, lang) !== byRegex(text, names, lang)) expect({ text, lang, got: fillSeatNames(text, names, lang) }).toEqual({ text, lang, got: byRegex(text, names, lang) });
    }
  });
});
