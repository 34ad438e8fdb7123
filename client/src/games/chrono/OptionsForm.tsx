import { useEffect, useState } from "preact/hooks";
import type { GameOptionsFormProps } from "../types";
import { READY_DECKS } from "./model";
import { cx } from "./strings";

/**
 * 時序之戰 table options: the host's deck (seat 1) among the six ready decks, or a random one. Only seat 1 is offered
 * because the form does not know the seat count, and the engine refuses more deck choices than seats; the other
 * seats are dealt different ready decks by the table's RNG. Random for everyone sends `{}` (the engine default).
 */
export function ChronoOptionsForm({ onChange, i18n }: GameOptionsFormProps) {
  const { pick, lang } = i18n;
  const [deck, setDeck] = useState("random");
  useEffect(() => {
    onChange(deck === "random" ? {} : { decks: [deck] });
  }, [deck]);
  return (
    <fieldset class="cx-options" data-testid="chrono-options">
      <legend>{pick(cx("optTitle"))}</legend>
      <label class="field-row">
        <span class="field-label">{pick(cx("optDeck"))}</span>
        <select data-testid="chrono-opt-deck" value={deck} onChange={(e) => setDeck((e.currentTarget as HTMLSelectElement).value)}>
          <option value="random">{pick(cx("optRandom"))}</option>
          {READY_DECKS.map((d) => (
            <option key={d.id} value={d.id}>
              {lang === "zh" ? d.name : d.en}
            </option>
          ))}
        </select>
      </label>
      <p class="muted hint">{pick(cx("optDeckHint"))}</p>
    </fieldset>
  );
}
