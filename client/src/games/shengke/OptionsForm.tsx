import { useEffect, useState } from "preact/hooks";
import { DEFAULT_LOADOUTS, RULES } from "../../../../shared/src/games/shengke/content";
import { linkHandler } from "../../router";
import { useStore } from "../../store";
import type { GameOptionsFormProps } from "../types";
import { DEFAULT_DECKS, savedDecksStore, type SavedDeck } from "./decks";
import { sx } from "./strings";

/** Game lengths offered: the rules' 20 turns (10 each), or shorter games. */
const TURN_CHOICES = [RULES.turns, 12, 8];

/** Per seat: a default deck id or `custom:<saved id>`; a default loadout id; the response-window rule; the length. */
function toOptions(decks: [string, string], loadouts: [string, string], saved: SavedDeck[], phaseWindows: boolean, turns: number) {
  const deck = (choice: string) => {
    if (choice.startsWith("custom:")) {
      const d = saved.find((x) => x.id === choice.slice(7));
      if (d) return d.cards;
    }
    return choice.startsWith("custom:") ? DEFAULT_DECKS[0].id : choice;
  };
  // Only a change from the rules' default is sent, so the table's options say what was chosen.
  const changed = {
    ...(phaseWindows === RULES.opponentPhaseWindows ? {} : { opponentPhaseWindows: phaseWindows }),
    ...(turns === RULES.turns ? {} : { turns }),
  };
  return { decks: [deck(decks[0]), deck(decks[1])], loadouts, ...(Object.keys(changed).length ? { rules: changed } : {}) };
}

/**
 * 生剋棋 table options: each seat's 靈獸卡 deck (defaults or a saved custom deck) and 咒術卡 loadout, and whether
 * the other player gets a window to activate curses each time the turn's player ends a phase.
 */
export function ShengkeOptionsForm({ onChange, i18n }: GameOptionsFormProps) {
  const { pick } = i18n;
  const saved = useStore(savedDecksStore);
  const [decks, setDecks] = useState<[string, string]>([DEFAULT_DECKS[0].id, DEFAULT_DECKS[1].id]);
  const [loadouts, setLoadouts] = useState<[string, string]>([DEFAULT_LOADOUTS[0].id, DEFAULT_LOADOUTS[1].id]);
  const [phaseWindows, setPhaseWindows] = useState(RULES.opponentPhaseWindows);
  const [turns, setTurns] = useState(RULES.turns);
  useEffect(() => onChange(toOptions(decks, loadouts, saved, phaseWindows, turns)), [decks[0], decks[1], loadouts[0], loadouts[1], saved, phaseWindows, turns]);
  const seatLabel = (i: number) => pick(sx("playerN", { n: i + 1 }));
  return (
    <fieldset class="sk-options" data-testid="sk-options">
      <legend>{pick(sx("optRules"))}</legend>
      {[0, 1].map((i) => (
        <div class="field-row" key={i}>
          <label class="field">
            <span class="field-label">{pick(sx("optDeck", { seat: seatLabel(i) }))}</span>
            <select
              data-testid={`sk-opt-deck-${i}`}
              value={decks[i]}
              onChange={(e) => {
                const v = (e.currentTarget as HTMLSelectElement).value;
                setDecks((d) => (i === 0 ? [v, d[1]] : [d[0], v]));
              }}
            >
              {DEFAULT_DECKS.map((d) => (
                <option key={d.id} value={d.id}>
                  {pick(d)} — {pick(d.style)}
                </option>
              ))}
              {saved.map((d) => (
                <option key={d.id} value={`custom:${d.id}`}>
                  {pick(sx("optCustom", { name: d.name }))}
                </option>
              ))}
            </select>
          </label>
          <label class="field">
            <span class="field-label">{pick(sx("optLoadout", { seat: seatLabel(i) }))}</span>
            <select
              data-testid={`sk-opt-loadout-${i}`}
              value={loadouts[i]}
              onChange={(e) => {
                const v = (e.currentTarget as HTMLSelectElement).value;
                setLoadouts((l) => (i === 0 ? [v, l[1]] : [l[0], v]));
              }}
            >
              {DEFAULT_LOADOUTS.map((l) => (
                <option key={l.id} value={l.id}>
                  {pick(l)}
                </option>
              ))}
            </select>
          </label>
        </div>
      ))}
      <label class="sk-opt-turns">
        <span>{pick(sx("optTurns"))}</span>
        <select data-testid="sk-opt-turns" value={String(turns)} onChange={(e) => setTurns(Number((e.currentTarget as HTMLSelectElement).value))}>
          {TURN_CHOICES.map((n) => (
            <option key={n} value={String(n)}>
              {pick(sx(n === RULES.turns ? "optTurnsStandard" : "optTurnsN", { n, each: n / 2 }))}
            </option>
          ))}
        </select>
      </label>
      <label class="check sk-opt-check">
        <input type="checkbox" data-testid="sk-opt-phase-windows" checked={phaseWindows} onChange={(e) => setPhaseWindows((e.currentTarget as HTMLInputElement).checked)} />
        <span>
          {pick(sx("optPhaseWindows"))} <span class="muted sk-opt-hint">{pick(sx("optPhaseWindowsHint"))}</span>
        </span>
      </label>
      <p class="sk-opt-foot">
        {saved.length === 0 && <span class="muted">{pick(sx("optNoCustom"))} </span>}
        <a href="/deck" onClick={linkHandler("/deck")} data-testid="sk-opt-deck-link">
          {pick(sx("optBuildDeck"))}
        </a>
      </p>
    </fieldset>
  );
}
