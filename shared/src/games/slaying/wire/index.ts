import type { WireBinding } from "../../../core/wire";
import type { SlayingState } from "../types";
import { slayingFromWire } from "./fromWire";
import { SlayingWire } from "./schema";
import { syncSlaying } from "./sync";

export const slayingWire: WireBinding<SlayingState, SlayingWire> = {
  Game: SlayingWire,
  sync: syncSlaying,
  // A seat's own secret and the team's (one of the two is in use: see schema.ts); none before the seat exists.
  seatRefs: (w, seat) => {
    const p = w.players[seat];
    return p ? [p, w.teammates] : [];
  },
  fromWire: slayingFromWire,
};
