import type { ComponentChildren, JSX } from "preact";
import { useI18n, type Lang } from "../i18n";
import { CfePicture, ChronoPicture, DuelistPicture, ShengkePicture, ShengkeRangeDiagram, SlayingPicture, terrainLegend } from "../lobby/pictures";
import { RULES, type ModeRules, type Pair } from "./text";

const DIAGRAMS: Record<ModeRules["diagrams"][number], (p: { lang: Lang }) => JSX.Element> = {
  shengkeBoard: ShengkePicture,
  shengkeRanges: ShengkeRangeDiagram,
  cfeFormation: CfePicture,
  slayingMap: ({ lang }) => (
    <div>
      <SlayingPicture lang={lang} />
      <ul class="rules-legend">
        {terrainLegend(lang).map((t) => (
          <li key={t.key}>
            <span class="rules-swatch" style={{ background: t.color }} /> {t.label}
          </li>
        ))}
      </ul>
    </div>
  ),
  chronoClock: ChronoPicture,
  duelistHeroes: DuelistPicture,
};

const HEADINGS: Record<"goal" | "glossary" | "back" | "unknown" | "tutorial", Pair> = {
  tutorial: ["互動教學：邊玩邊學", "Interactive tutorial: learn by playing"],
  goal: ["目標", "Goal"],
  glossary: ["用語", "Glossary"],
  back: ["回到大廳", "Back to the lobby"],
  unknown: ["這個遊戲還沒有說明。", "There is no guide for this game yet."],
};

/** 「怎麼玩」: a game's rules in brief with diagrams drawn from its real pieces, reachable from the lobby and the table. */
export function RulesPage({ mode, backLink, tutorialLink }: { mode: string; backLink: (label: string) => ComponentChildren; tutorialLink?: (label: string) => ComponentChildren }) {
  const { lang } = useI18n();
  const say = (p: Pair) => (lang === "zh" ? p[0] : p[1]);
  const rules = Object.prototype.hasOwnProperty.call(RULES, mode) ? RULES[mode] : undefined;
  const back = backLink(say(HEADINGS.back));
  if (!rules) {
    return (
      <div class="panel center-panel" data-testid="rules-missing">
        <h2>{say(HEADINGS.unknown)}</h2>
        {back}
      </div>
    );
  }
  return (
    <article class="rules-page panel" data-testid="rules-page" data-mode={mode}>
      <header class="rules-head">
        <h1 class="rules-title">{say(rules.name)}</h1>
        {tutorialLink?.(say(HEADINGS.tutorial))}
        {back}
      </header>
      <section class="rules-goal">
        <h2>{say(HEADINGS.goal)}</h2>
        <p>{say(rules.goal)}</p>
      </section>
      <div class="rules-diagrams">
        {rules.diagrams.map((d) => {
          const Diagram = DIAGRAMS[d];
          return (
            <figure key={d} class="rules-diagram" data-testid={`rules-diagram-${d}`}>
              <Diagram lang={lang} />
            </figure>
          );
        })}
      </div>
      {rules.sections.map((s) => (
        <section key={s.title[1]} class="rules-section">
          <h2>{say(s.title)}</h2>
          <ul>
            {s.points.map((p) => (
              <li key={p[1]}>{say(p)}</li>
            ))}
          </ul>
        </section>
      ))}
      <section class="rules-glossary" data-testid="rules-glossary">
        <h2>{say(HEADINGS.glossary)}</h2>
        <dl>
          {rules.glossary.map((g) => (
            <div key={g.term} class="rules-term">
              <dt>
                {lang === "zh" ? (
                  g.term
                ) : (
                  <>
                    {g.gloss} (<span lang="zh-Hant-TW">{g.term}</span>)
                  </>
                )}
              </dt>
              <dd>{say(g.meaning)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </article>
  );
}
