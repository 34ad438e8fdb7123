import { useEffect, useState } from "preact/hooks";
import type { GameOptionsFormProps } from "../types";
import { tx } from "./strings";

/** 五行戰鬥牌 table options: the optional rules 棄牌回收 (§9.1) and 個人牌組 (§9.2, everyone on the preconstructed deck). */
export function CfeOptionsForm({ onChange, i18n }: GameOptionsFormProps) {
  const { pick } = i18n;
  const [recycle, setRecycle] = useState(false);
  const [personalDeck, setPersonalDeck] = useState(false);
  useEffect(() => onChange({ recycle, personalDeck }), [recycle, personalDeck]);
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
    </fieldset>
  );
}
