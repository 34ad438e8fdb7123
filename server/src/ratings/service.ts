import { isProvisional, NEW_PLAYER, PROVISIONAL_DEVIATION, type Glicko2Rating } from "./glicko2";
import { ratingAt } from "./period";
import { rateTwoPlayerGame } from "./rateGame";
import type { GameResult } from "../../../shared/src/core/engine";
import type { RatedMode } from "../../../shared/src/protocol/pairing";
import type { BoardFilter, GameFinish, RatingChange, RatingStore } from "./store";


/** On a leaderboard: a rated game in the last 30 days and a rating that is no longer provisional (no "?"). */
export const ACTIVE_DAYS = 30;
export const BOARD_MAX_DEVIATION = PROVISIONAL_DEVIATION;
export const BOARD_SIZE = 100;

/** A rating as shown: rounded, with whether it is provisional ("?"). */
export interface ShownRating {
  rating: number;
  deviation: number;
  provisional: boolean;
  games: number;
}

export function shown(r: Glicko2Rating, games: number): ShownRating {
  return { rating: Math.round(r.rating), deviation: Math.round(r.deviation), provisional: isProvisional(r), games };
}

export class Ratings {
  constructor(
    readonly store: RatingStore,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Finishes a rated two-player game and rates it, in one transaction. Null when the game was no longer in play
   * (nothing changed). A storage failure rejects and changes nothing: neither the finish nor any rating.
   */
  finishRated(finish: GameFinish, players: readonly { accountId: string; seat: number }[], result: Pick<GameResult, "winners" | "draw">): Promise<RatingChange[] | null> {
    return this.store.finishRated(finish, players, (seats) => rateTwoPlayerGame(seats, result, finish.at));
  }

  /** The account's rating in the mode as it stands now (a new player's when it has none). */
  async ratingOf(accountId: string, mode: string): Promise<ShownRating> {
    const [stored] = await this.store.ratingsIn(mode, [accountId]);
    return stored ? shown(ratingAt(stored, this.now()), stored.games) : shown(NEW_PLAYER, 0);
  }

  /** Every mode the account has a rating in, as it stands now. */
  async ratingsOf(accountId: string): Promise<Record<string, ShownRating>> {
    const now = this.now();
    return Object.fromEntries((await this.store.ratingsOf(accountId)).map((r) => [r.mode, shown(ratingAt(r, now), r.games)]));
  }

  boardFilter(mode: string): BoardFilter {
    return { mode, activeSince: this.now() - ACTIVE_DAYS * 24 * 3600_000, maxDeviation: BOARD_MAX_DEVIATION };
  }

  async leaderboard(mode: RatedMode, viewerAccountId?: string) {
    const filter = this.boardFilter(mode);
    const rows = await this.store.leaderboard(filter, BOARD_SIZE);
    const now = this.now();
    return {
      mode,
      activeDays: ACTIVE_DAYS,
      maxDeviation: BOARD_MAX_DEVIATION,
      players: rows.map((r, i) => ({ place: i + 1, username: r.username, ...shown(ratingAt(r, now), r.games) })),
      you: viewerAccountId ? await this.store.placeOf(viewerAccountId, filter) : null,
    };
  }
}
