import { syncChildren, syncList } from "../../../core/wire";
import type { DrawPassState } from "../engine";
import { DrawPassSeatWire, type DrawPassWire } from "./schema";

export function syncDrawPass(s: DrawPassState, w: DrawPassWire): void {
  w.seats = s.seats;
  w.deckCount = s.deck.length;
  syncChildren(w.players, s.hands, () => new DrawPassSeatWire(), (p, hand) => {
    p.handCount = hand.length;
    syncList(p.shownHand, s.over ? hand : []);
    syncList(p.secret.hand, hand);
  });
  w.turn = s.turn;
  w.passesInRow = s.passesInRow;
  w.moves = s.moves;
  w.over = s.over;
}
