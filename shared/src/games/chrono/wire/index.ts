import { playerSecrets, type WireBinding } from "../../../core/wire";
import type { ChronoState } from "../types";
import { chronoFromWire } from "./fromWire";
import { ChronoWire } from "./schema";
import { syncChrono } from "./sync";

export const chronoWire: WireBinding<ChronoState, ChronoWire> = {
  Game: ChronoWire,
  sync: syncChrono,
  seatRefs: playerSecrets,
  fromWire: chronoFromWire,
};
