import { useEffect, useState } from "preact/hooks";
import { linkHandler } from "../../router";
import { useStore } from "../../store";
import type { GameOptionsFormProps } from "../types";
import { STARTER_DECKS, savedDuelDecksStore, type SavedDuelDeck } from "./decks";
import { dx } from "./strings";

export const DUELIST_DECK_PATH = "/deck/duelist";

/** Per seat: a starter deck id, or `custom:<saved id>` for a deck built in this browser. */
function deckOption(choice: string, saved: SavedDuelDeck[]): unknown {
  if (!choice.startsWith("custom:")) return choice;
  return saved.find((x) => x.id === choice.slice(7))?.cards ?? STARTER_DECKS[0].id;
}

/** 活俠決鬥者 table options: each seat's deck (a starter deck or a saved custom deck) and the opening mulligan. */
export function DuelistOptionsForm({ onChange, i18n }: GameOptionsFormProps) {
  const { pick } = i18n;
  const saved = useStore(savedDuelDecksStore);
  const [decks, setDecks] = useState<[string, string]>([STARTER_DECKS[0].id, STARTER_DECKS[1].id]);
  const [mulligan, setMulligan] = useState(true);
  useEffect(() => onChange({ decks: [deckOption(decks[0], saved), deckOption(decks[1], saved)], mulligan }), [decks[0], decks[1], mulligan, saved]);
  return (
    <fieldset class="du-options" data-testid="du-options">
      <legend>{pick(dx("optRules"))}</legend>
      <div class="field-row">
        {[0, 1].map((i) => (
          <label class="field" key={i}>
            <span class="field-label">{pick(dx("optDeck", { seat: pick(dx("playerN", { n: i + 1 })) }))}</span>
            <select
              data-testid={`du-opt-deck-${i}`}
              value={decks[i]}
              onChange={(e) => {
                const v = (e.currentTarget as HTMLSelectElement).value;
                setDecks((d) => (i === 0 ? [v, d[1]] : [d[0], v]));
              }}
            >
              {STARTER_DECKS.map((d) => (
                <option key={d.id} value={d.id}>
                  {pick(d)}
                </option>
              ))}
              {saved.map((d) => (
                <option key={d.id} value={`custom:${d.id}`}>
                  {pick(dx("optCustom", { name: d.name }))}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
      <label class="check">
        <input type="checkbox" data-testid="du-opt-mulligan" checked={mulligan} onChange={(e) => setMulligan((e.currentTarget as HTMLInputElement).checked)} />
        <span>{pick(dx("optMulligan"))}</span>
      </label>
      <p class="du-opt-foot">
        {saved.length === 0 && <span class="muted">{pick(dx("optNoCustom"))} </span>}
        <a href={DUELIST_DECK_PATH} onClick={linkHandler(DUELIST_DECK_PATH)} data-testid="du-opt-deck-link">
          {pick(dx("optBuildDeck"))}
        </a>
      </p>
    </fieldset>
  );
}
