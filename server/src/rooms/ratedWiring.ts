import type { Client } from "@colyseus/core";
import type { AnyEngine } from "../../../shared/src/core/engine";
import type { RatingsMessage } from "../../../shared/src/protocol/messages";
import { isAccountIdentity } from "../accounts/seatIdentity";
import type { Ratings } from "../ratings/service";
import type { LogOutbox } from "./logOutbox";
import { RatedGame } from "./ratedGame";
export type { RatedGame };
import type { Recorder } from "./recorder";
import { joinError } from "./roomErrors";
import type { SeatBook } from "./seatBook";
import type { SeatIdentities } from "./seatIdentities";
import type { TableGame } from "./tableGame";
import type { Timer } from "./turnClock";

/** The parts of a table its rated game is wired to (GameRoom's collaborators, and how it reaches its clients). */
export interface RatedParts {
  rated: boolean;
  engine: AnyEngine;
  game: TableGame;
  recorder: Recorder;
  ratings?: Ratings;
  identities: SeatIdentities;
  book: SeatBook;
  outbox: LogOutbox<Client>;
  /** A change outside a patch, flushed at once (GameRoom.settled). */
  settled(change: () => void): void;
  /** Every client learns the rating changes, after the patch that ends the game. */
  broadcastRatings(message: RatingsMessage): void;
}

export function openRatedGame(t: RatedParts, firstMoveMs: number, later: Timer, log: ConstructorParameters<typeof RatedGame>[4]): RatedGame {
  const accountOf = (seat: number) => t.identities.accountOf(seat);
  const table = { rated: t.rated, engine: t.engine, game: t.game, recorder: t.recorder, ratings: t.ratings, accountOf, linkedAccounts: (gameId: string) => t.identities.linkedAccounts(gameId), names: () => t.book.names() };
  return new RatedGame(table, {
    announce: (lines) => t.outbox.announce(lines),
    forfeit: (result) => t.game.endByRoom(result),
    abort: (line) => t.game.abort(line),
    rated: (message) => t.settled(() => t.broadcastRatings(message)),
    seatRating: (seat, rating, provisional) => t.settled(() => t.book.seats[seat].assign({ rating, provisional })),
  }, { firstMoveMs }, later, log);
}

/** A rated table seats signed-in players only (their ratings change); anyone may watch. */
export function admitToRatedTable(rated: boolean, identityId: string | undefined, spectate: boolean | undefined): void {
  if (rated && !spectate && !(identityId && isAccountIdentity(identityId))) throw joinError("account_required");
}
