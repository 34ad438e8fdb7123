import { Client, type Room } from "colyseus.js";
import { holdsSecretOf, nextMessage, viewOf, waitFor } from "./arena";

/** A started two-seat 抽牌 table and its players' seat tokens, for tests that move tables between processes. */
export interface TwoSeatTable {
  code: string;
  gameId: string;
  players: Room[];
  seatTokens: string[];
}

export const quiet = (room: Room) => (room.onMessage("*", () => undefined), room);
export const handOf = (room: Room, seat: number) => (holdsSecretOf(room, seat) ? viewOf(room, seat).hands[seat] : null);

/** Ann creates a table through `createVia`, Ben joins it through `joinVia` (http://host:port), and the game starts. */
export async function startTable(createVia: string, joinVia: string, table: Record<string, unknown> = { seats: 2, private: true }): Promise<TwoSeatTable> {
  const a = quiet(await new Client(createVia).create("drawpass", { name: "Ann", table }));
  const aSeat = await nextMessage(a, "seat");
  const b = quiet(await new Client(joinVia).joinById(a.roomId, { name: "Ben" }));
  const bSeat = await nextMessage(b, "seat");
  a.send("start", {});
  await waitFor(() => a.state.status === "playing" && b.state.status === "playing", 10_000, "start");
  return { code: a.roomId, gameId: a.state.gameId, players: [a, b], seatTokens: [aSeat.seatToken, bSeat.seatToken] };
}

/** The seat to move draws one card; resolves once every player saw it confirmed. */
export async function drawOnce(players: Room[]): Promise<void> {
  const [a] = players;
  const seat = a.state.activeSeats[0];
  const seq = a.state.seq;
  players[seat].send("action", { seq, action: { type: "draw" } });
  await waitFor(() => players.every((p) => p.state.seq === seq + 1), 10_000, "confirmation");
}

/** Both players back at their seats by seat token through `via`, retried until the table is open somewhere. */
export async function rejoinSeats(via: string, table: TwoSeatTable, withinMs: number): Promise<Room[]> {
  const end = Date.now() + withinMs;
  const rejoin = async (seat: number): Promise<Room> => {
    for (;;) {
      try {
        return quiet(await new Client(via).joinById(table.code, { name: seat ? "Ben" : "Ann", seatToken: table.seatTokens[seat] }));
      } catch (e) {
        if (Date.now() > end) throw e;
        await new Promise((r) => setTimeout(r, 300));
      }
    }
  };
  const players = [await rejoin(0), await rejoin(1)];
  await waitFor(() => players.every((p, seat) => p.state.status === "playing" && handOf(p, seat) !== null), 10_000, "restored views");
  return players;
}
