import type { SeatInfo } from "./tableState";

/**
 * Whether a seat's player is at the table, as the seat list shows it to everyone (the host most of all: whom the
 * table waits for, whose seat to hand to a bot). Everyone sees it, as on Board Game Arena: the synced state is
 * public anyway, and players wait on each other too.
 */
export type Presence = "empty" | "connected" | "dropped" | "away" | "bot";

export function seatPresence(seat: Pick<SeatInfo, "occupied" | "bot" | "connected" | "away">): Presence {
  if (!seat.occupied) return "empty";
  // A bot seat, or a seat a bot took over for good (its player never came back).
  if (seat.bot) return "bot";
  if (!seat.connected) return "dropped";
  // Connected, but a bot plays for them after timeouts until they act or say they are back.
  if (seat.away) return "away";
  return "connected";
}
