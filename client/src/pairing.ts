import type { Room } from "colyseus.js";
import { TableConnection, classifyError, client, createTable, replaceCurrent } from "./net";
import { createStore } from "./store";
import type { LocalText } from "./i18n";
import { PAIRING_ROOM, type PairedMessage, type RatedMode } from "../../shared/src/protocol/pairing";

/**
 * Quick pairing from the lobby (docs/protocol.md, "Quick pairing"): joining the mode's pairing room is queueing,
 * leaving it is cancelling. The server sends `paired` with a seat reservation at a new table, or `bot` when the
 * player's "or a bot after N s" came due (then we open a table with a bot ourselves). The session cookie says who we
 * are, so a guest is refused with `not_signed_in`.
 */
export type PairingState =
  | { phase: "idle"; error?: LocalText }
  | { phase: "waiting"; mode: RatedMode; since: number }
  | { phase: "seating"; mode: RatedMode };

export const pairingStore = createStore<PairingState>({ phase: "idle" });

let room: Room | null = null;

export async function startPairing(mode: RatedMode, clock: number, botAfterSeconds: number, arrived: (code: string) => void): Promise<void> {
  if (pairingStore.get().phase !== "idle") return;
  pairingStore.set({ phase: "waiting", mode, since: Date.now() });
  let joined: Room;
  try {
    joined = await client.joinOrCreate(PAIRING_ROOM, { mode, clock, botAfterSeconds });
  } catch (e) {
    pairingStore.set({ phase: "idle", error: classifyError(e).text });
    return;
  }
  if (pairingStore.get().phase !== "waiting") {
    void joined.leave(true).catch(() => undefined); // cancelled while the join was on its way
    return;
  }
  room = joined;
  let done = false;
  joined.onMessage("queued", () => undefined);
  joined.onMessage("error", (m: { message?: LocalText }) => {
    done = true;
    pairingStore.set({ phase: "idle", ...(m?.message ? { error: m.message } : {}) });
  });
  joined.onMessage("paired", (m: PairedMessage) => {
    done = true;
    pairingStore.set({ phase: "seating", mode });
    takeReservedSeat(m.reservation)
      .then((conn) => {
        pairingStore.set({ phase: "idle" });
        arrived(conn.code);
      })
      .catch((e) => pairingStore.set({ phase: "idle", error: classifyError(e).text }));
  });
  joined.onMessage("bot", () => {
    done = true;
    pairingStore.set({ phase: "seating", mode });
    createTable(mode, { private: true, watchable: true, seats: 2, turnSeconds: clock })
      .then((conn) => {
        conn.send("addBot", { level: "greedy" });
        pairingStore.set({ phase: "idle" });
        arrived(conn.code);
      })
      .catch((e) => pairingStore.set({ phase: "idle", error: classifyError(e).text }));
  });
  joined.send("seek"); // handlers are in place: now the server may pair us
  joined.onLeave(() => {
    room = null;
    if (!done && pairingStore.get().phase === "waiting") pairingStore.set({ phase: "idle" });
  });
}

/** Takes the seat the pairing room reserved for us at the new table. */
async function takeReservedSeat(reservation: unknown): Promise<TableConnection> {
  const room = await client.consumeSeatReservation(reservation as Parameters<typeof client.consumeSeatReservation>[0]);
  const conn = new TableConnection(room.roomId, false);
  replaceCurrent(conn);
  conn.adopt(room);
  return conn;
}

export function cancelPairing(): void {
  const r = room;
  room = null;
  pairingStore.set({ phase: "idle" });
  if (r) void r.leave(true).catch(() => undefined);
}
