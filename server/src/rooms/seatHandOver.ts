import type { GameEvent } from "../../../shared/src/core/engine";
import { roomError } from "./roomErrors";
import type { SeatBook } from "./seatBook";

type Line = Pick<GameEvent, "type" | "seat" | "zh" | "en">;

/** The dropped seats (SeatSessions): whether the table still keeps one for its player, and a bot taking it now. */
export interface DroppedSeats {
  isDropped(seat: number): boolean;
  handToBot(seat: number, line: Line): void;
}

/**
 * Handing a dropped player's seat to a bot before their reconnection window ends (issue 24: one dropped player held
 * four others up for two minutes). Co-op only: there a bot helps everyone and beats no opponent. The host decides;
 * at a table whose host is not there, a majority of the players who are there does (each vote is public, in the
 * seat's `botVotes`, and lapses when the seat's player comes back or the bot takes over). The player can still come
 * back and takes the seat from the bot at their next turn (SeatSessions.connected).
 */
export class SeatHandOver {
  constructor(
    private readonly book: Pick<SeatBook, "seats">,
    private readonly dropped: DroppedSeats,
    private readonly table: { readonly status: string },
    private readonly cooperative: boolean,
    private readonly announce: (events: Line[]) => void,
  ) {}

  /** `by` (a seated player) asks to hand `seat` to a bot: done at once for the host or a majority, else a vote counted. */
  request(by: number, seat: number) {
    if (!this.cooperative) throw roomError("handover_not_coop");
    if (this.table.status === "waiting") throw roomError("not_started");
    if (this.table.status !== "playing") throw roomError("game_over");
    if (!this.dropped.isDropped(seat)) throw roomError("seat_not_dropped");
    const seats = this.book.seats;
    const { name } = seats[seat];
    const asker = seats[by].name;
    if (seats[by].host) {
      return this.dropped.handToBot(seat, { type: "handed_over", seat, zh: `桌主 ${asker} 把 ${name} 的座位交給電腦，不再等待。`, en: `The host ${asker} handed ${name}'s seat to a bot; the table no longer waits.` });
    }
    if (seats.some((s) => s.host && here(s))) throw roomError("not_host");
    const bit = 1 << by;
    if (seats[seat].botVotes & bit) throw roomError("already_voted");
    seats[seat].botVotes |= bit;
    const { votes, present } = this.tally(seat);
    if (votes * 2 > present) {
      return this.dropped.handToBot(seat, { type: "handed_over", seat, zh: `多數玩家同意（${votes}/${present}），${name} 的座位交給電腦。`, en: `Most players agreed (${votes}/${present}): a bot takes ${name}'s seat.` });
    }
    this.announce([{ type: "handover_vote", seat, zh: `${asker} 提議把 ${name} 的座位交給電腦（${votes}/${present} 票，過半即交出）。`, en: `${asker} votes to hand ${name}'s seat to a bot (${votes} of ${present}; a majority decides).` }]);
  }

  /** Votes for `seat` from players at the table now, and how many players are at the table. */
  private tally(seat: number): { votes: number; present: number } {
    const seats = this.book.seats;
    const atTable = seats.map((s, i) => (here(s) ? i : -1)).filter((i) => i >= 0);
    return { votes: atTable.filter((i) => seats[seat].botVotes & (1 << i)).length, present: atTable.length };
  }
}

/** A human seat whose player is connected. */
function here(s: { occupied: boolean; connected: boolean; bot: boolean }): boolean {
  return s.occupied && s.connected && !s.bot;
}
