import { useEffect, useState } from "preact/hooks";
import type { GameOptionsFormProps } from "../types";
import { DIFFICULTIES, MODES, type Difficulty } from "../../../../shared/src/games/slaying/content";
import { tx } from "./strings";

/**
 * 弒魔戰爭 table options: the difficulty (簡易 普通 困難 英雄, seed §3-1), the modules (英雄學派 on by default, 閻王令
 * off), and whether hands stay private within the team. The seat count (1–5, 3–5 recommended) is the form's own.
 */
export function SlayingOptionsForm({ onChange, i18n }: GameOptionsFormProps) {
  const { pick, lang } = i18n;
  const [difficulty, setDifficulty] = useState<Difficulty>("普通");
  const [professions, setProfessions] = useState(true);
  const [yanwang, setYanwang] = useState(false);
  const [privateHands, setPrivateHands] = useState(false);
  useEffect(() => onChange({ difficulty, privateHands, modules: { professions, yanwang } }), [difficulty, professions, yanwang, privateHands]);
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
