import { Room, type Client } from "@colyseus/core";
import { randomUUID } from "node:crypto";
import { ArraySchema, Schema, StateView, type, view } from "@colyseus/schema";

/**
 * The bare baseline the benchmarks compare the game rooms with: a Colyseus room with a comparable schema (25 cells,
 * a few counters per seat, a hand per seat in a @view() child) and no rules, no record, no log. A move sets a cell
 * and bumps counters; the patch goes out at once, as the game rooms send theirs. Two players, or as many as the game
 * table it is compared with (`seats`): every player is a connection, a view and a patch per move.
 */
class BaselineSecret extends Schema {
  @type(["uint8"]) hand = new ArraySchema<number>();
}

class BaselineSeat extends Schema {
  @type("uint8") score = 0;
  @type("uint8") moves = 0;
  @type("uint8") handCount = 0;
  @view() @type(BaselineSecret) secret = new BaselineSecret();
}

export class BaselineState extends Schema {
  @type(["uint8"]) cells = new ArraySchema<number>(...new Array(25).fill(0));
  @type([BaselineSeat]) seats = new ArraySchema<BaselineSeat>();
  @type("uint32") seq = 0;
  @type("uint8") active = 0;
  @type("string") status = "waiting";
}

export class BaselineRoom extends Room<BaselineState> {
  maxClients = 60;

  /** Players at the table (2 unless `baselineOptions` asks for more, to sit beside a game table of that size). */
  private seatCount = 2;

  onCreate(options: { seats?: number }) {
    this.seatCount = Math.min(MAX_BASELINE_SEATS, Math.max(2, Math.trunc(Number(options?.seats)) || 2));
    this.setState(new BaselineState());
    for (let i = 0; i < this.seatCount; i++) {
      const seat = new BaselineSeat();
      seat.secret.hand.push(1, 2, 3, 4, 5);
      seat.handCount = 5;
      this.state.seats.push(seat);
    }
    this.onMessage("move", (client, msg: { seq: number; cell: number }) => {
      const seat = client.userData?.seat as number | undefined;
      if (seat !== this.state.active || msg?.seq !== this.state.seq) return client.send("error", { code: "refused" });
      const cell = Math.abs(Math.trunc(Number(msg.cell))) % 25;
      this.state.cells[cell] = (this.state.cells[cell] + 1 + seat) % 250;
      const s = this.state.seats[seat];
      s.moves = (s.moves + 1) % 250;
      s.score = (s.score + cell) % 250;
      s.secret.hand[s.moves % 5] = cell;
      this.state.seq += 1;
      this.state.active = (seat + 1) % this.seatCount;
      this.broadcastPatch();
    });
  }

  onJoin(client: Client, options: { spectate?: boolean }) {
    const taken = this.clients.filter((c) => c.userData?.seat !== undefined).length;
    if (options?.spectate || taken >= this.seatCount) return;
    client.userData = { seat: taken };
    client.view = new StateView();
    client.view.add(this.state.seats[taken], -1, false);
    if (taken === this.seatCount - 1) this.state.status = "playing";
  }
}

/**
 * Matchmaking turns `create` on a room that is not a game table into `joinOrCreate` (limits.ts, for the lobby), so
 * every baseline table would pile into one room until it locks: the room filters by this option and each table
 * passes its own value.
 */
export const BASELINE_FILTER = "benchTable";
export const baselineOptions = (seats = 2) => ({ [BASELINE_FILTER]: randomUUID(), seats });
export const MAX_BASELINE_SEATS = 6;
