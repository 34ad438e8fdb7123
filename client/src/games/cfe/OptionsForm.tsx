import { useEffect, useState } from "preact/hooks";
import type { GameOptionsFormProps } from "../types";
import { tx } from "./strings";

type Module = "stars" | "legends" | "heroes";
const MODULES: { id: Module; label: "optStars" | "optLegends" | "optHeroes"; hint: "optStarsHint" | "optLegendsHint" | "optHeroesHint" }[] = [
  { id: "stars", label: "optStars", hint: "optStarsHint" },
  { id: "legends", label: "optLegends", hint: "optLegendsHint" },
  { id: "heroes", label: "optHeroes", hint: "optHeroesHint" },
];

/**
 * 五行戰鬥牌 table options: the optional rules 棄牌回收 (§9.1) and 個人牌組 (§9.2, everyone on the preconstructed
 * deck), and the advanced modules (§10) one by one or all at once as 官方玩法 (the "official" preset). A basic table
 * sends exactly `{ recycle, personalDeck }` as before.
 */
export function CfeOptionsForm({ onChange, i18n }: GameOptionsFormProps) {
  const { pick } = i18n;
  const [recycle, setRecycle] = useState(false);
  const [personalDeck, setPersonalDeck] = useState(false);
  const [official, setOfficial] = useState(false);
  const [modules, setModules] = useState<Record<Module, boolean>>({ stars: false, legends: false, heroes: false });
  useEffect(() => {
    const on = MODULES.filter((m) => modules[m.id]).map((m) => m.id);
    onChange(official ? { recycle, personalDeck, preset: "official" } : { recycle, personalDeck, ...Object.fromEntries(on.map((m) => [m, true])) });
  }, [recycle, personalDeck, official, modules.stars, modules.legends, modules.heroes]);
  const checked = (id: Module) => official || modules[id];
  return (
    <fieldset class="cfe-options" data-testid="cfe-options">
      <legend>{pick(tx("optRules"))}</legend>
      <label class="check">
        <input type="checkbox" data-testid="cfe-opt-recycle" checked={recycle} onChange={(e) => setRecycle((e.currentTarget as HTMLInputElement).checked)} />
        <span>
          {pick(tx("optRecycle"))} <span class="muted">{pick(tx("optRecycleHint"))}</span>
        </span>
      </label>
      <label class="check">
        <input type="checkbox" data-testid="cfe-opt-personal" checked={personalDeck} onChange={(e) => setPersonalDeck((e.currentTarget as HTMLInputElement).checked)} />
        <span>
          {pick(tx("optPersonal"))} <span class="muted">{pick(tx("optPersonalHint"))}</span>
        </span>
      </label>
      <div class="cfe-options-advanced" role="group" aria-label={pick(tx("optAdvanced"))}>
        <span class="field-label">{pick(tx("optAdvanced"))}</span>
        <label class="check cfe-opt-official">
          <input type="checkbox" data-testid="cfe-opt-official" checked={official} onChange={(e) => setOfficial((e.currentTarget as HTMLInputElement).checked)} />
          <span>
            <b>{pick(tx("optOfficial"))}</b> <span class="muted">{pick(tx("optOfficialHint"))}</span>
          </span>
        </label>
        {MODULES.map((m) => (
          <label key={m.id} class="check">
            <input
              type="checkbox"
              data-testid={`cfe-opt-${m.id}`}
              checked={checked(m.id)}
              disabled={official}
              onChange={(e) => {
                const v = (e.currentTarget as HTMLInputElement).checked;
                setModules((x) => ({ ...x, [m.id]: v }));
              }}
            />
            <span>
              {pick(tx(m.label))} <span class="muted">{pick(tx(m.hint))}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
