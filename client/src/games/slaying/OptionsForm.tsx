import { useEffect, useState } from "preact/hooks";
import type { GameOptionsFormProps } from "../types";
import { DIFFICULTIES, MODES, type Difficulty } from "../../../../shared/src/games/slaying/content";
import { tx } from "./strings";

/**
 * 弒魔戰爭 table options: the difficulty (簡易 普通 困難 英雄, seed §3-1), the modules (英雄學派 on by default; 星辰圖記,
 * 五方傳說 and 閻王令 off; "完整版" turns the full version's three on), and whether hands stay private within the team. The seat count (1–5, 3–5 recommended) is the form's own.
 */
export function SlayingOptionsForm({ onChange, i18n }: GameOptionsFormProps) {
  const { pick, lang } = i18n;
  const [difficulty, setDifficulty] = useState<Difficulty>("普通");
  const [professions, setProfessions] = useState(true);
  const [yanwang, setYanwang] = useState(false);
  const [privateHands, setPrivateHands] = useState(false);
  const [stars, setStars] = useState(false);
  const [legends, setLegends] = useState(false);
  useEffect(() => onChange({ difficulty, privateHands, modules: { professions, yanwang, stars, legends } }), [difficulty, professions, yanwang, privateHands, stars, legends]);
  // The spec §13 full version in one click: 英雄學派, 星辰圖記 and 五方傳說.
  const full = professions && stars && legends;
  const setFull = (on: boolean) => {
    setStars(on);
    setLegends(on);
    if (on) setProfessions(true);
  };
  return (
    <fieldset class="sl-options" data-testid="slaying-options">
      <legend>{pick(tx("optDifficulty"))}</legend>
      <p class="muted">{pick(tx("optSeatsHint"))}</p>
      <div class="sl-options-difficulty" role="radiogroup" aria-label={pick(tx("optDifficulty"))}>
        {DIFFICULTIES.map((d) => (
          <label key={d} class="check">
            <input type="radio" name="sl-difficulty" data-testid={`slaying-opt-${MODES[d].en.toLowerCase()}`} value={d} checked={difficulty === d} onChange={() => setDifficulty(d)} />
            <span>{lang === "zh" ? d : MODES[d].en}</span>
          </label>
        ))}
      </div>
      <span class="field-label">{pick(tx("optModules"))}</span>
      <label class="check">
        <input type="checkbox" data-testid="slaying-opt-professions" checked={professions} onChange={(e) => setProfessions((e.currentTarget as HTMLInputElement).checked)} />
        <span>{pick(tx("optProfessions"))}</span>
      </label>
      <label class="check">
        <input type="checkbox" data-testid="slaying-opt-stars" checked={stars} onChange={(e) => setStars((e.currentTarget as HTMLInputElement).checked)} />
        <span>{pick(tx("optStars"))}</span>
      </label>
      <label class="check">
        <input type="checkbox" data-testid="slaying-opt-legends" checked={legends} onChange={(e) => setLegends((e.currentTarget as HTMLInputElement).checked)} />
        <span>{pick(tx("optLegends"))}</span>
      </label>
      <label class="check">
        <input type="checkbox" data-testid="slaying-opt-full" checked={full} onChange={(e) => setFull((e.currentTarget as HTMLInputElement).checked)} />
        <span>{pick(tx("optFull"))}</span>
      </label>
      <label class="check">
        <input type="checkbox" data-testid="slaying-opt-yanwang" checked={yanwang} onChange={(e) => setYanwang((e.currentTarget as HTMLInputElement).checked)} />
        <span>{pick(tx("optYanwang"))}</span>
      </label>
      <label class="check">
        <input type="checkbox" data-testid="slaying-opt-private" checked={privateHands} onChange={(e) => setPrivateHands((e.currentTarget as HTMLInputElement).checked)} />
        <span>{pick(tx("optPrivate"))}</span>
      </label>
    </fieldset>
  );
}
