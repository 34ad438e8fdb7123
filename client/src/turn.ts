import type { TurnLabel } from "./games/types";
import { translate, type Lang, type LocalText } from "./i18n";
import { joinNames } from "./names";

/**
 * Whose turn it is versus who may act now. `activeSeats` (from the room) is who may act; a mode's `turnLabel`
 * says whose turn it is, so a seat answering during someone else's turn reads "you may respond", not "your turn".
 */
export type TurnKind =
  /** Your turn, and you act. */
  | "mine"
  /** Your turn, but someone is responding first. */
  | "mineWaiting"
  /** Someone else's turn, and you may respond now. */
  | "respond"
  /** Someone else's turn, nobody is responding. */
  | "other"
  /** Someone else's turn while a third party (or, watching, the other player) responds. */
  | "otherWaiting";

export interface TurnState {
  kind: TurnKind;
  turnSeats: number[];
  /** Seats acting now that are not the turn's (responding). */
  responders: number[];
  /** What a responder may do (from the mode), for the "you may …" text. */
  respond?: LocalText;
}

export function turnState(activeSeats: readonly number[], me: number | null, label: TurnLabel | null): TurnState {
  const turnSeats = label ? [...label.turnSeats] : [...activeSeats];
  const responders = activeSeats.filter((s) => !turnSeats.includes(s));
  const mine = me !== null && turnSeats.includes(me);
  const acting = me !== null && activeSeats.includes(me);
  const kind: TurnKind = mine ? (acting ? "mine" : "mineWaiting") : acting ? "respond" : responders.length ? "otherWaiting" : "other";
  return { kind, turnSeats, responders, respond: label?.respond };
}

/** The turn bar's line in `lang`; `name(i)` is how seat i is shown. */
export function turnText(st: TurnState, lang: Lang, name: (seat: number) => string): string {
  const names = (seats: number[]) => joinNames(seats.map(name), lang);
  switch (st.kind) {
    case "mine":
      return translate(lang, "yourTurn");
    case "mineWaiting":
      return translate(lang, "yourTurnWaiting", { names: names(st.responders) });
    case "respond":
      return translate(lang, "youMayRespond", { name: names(st.turnSeats), what: st.respond ? st.respond[lang] : translate(lang, "respondDefault") });
    case "otherWaiting":
      return translate(lang, "turnOfWaiting", { name: names(st.turnSeats), names: names(st.responders) });
    case "other":
      return translate(lang, "turnOf", { name: names(st.turnSeats) });
  }
}
