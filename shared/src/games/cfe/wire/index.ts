import { playerSecrets, type WireBinding } from "../../../core/wire";
import type { CfeState } from "../types";
import { cfeFromWire } from "./fromWire";
import { CfeWire } from "./schema";
import { syncCfe } from "./sync";

export const cfeWire: WireBinding<CfeState, CfeWire> = {
  Game: CfeWire,
  sync: syncCfe,
  seatRefs: playerSecrets,
  fromWire: cfeFromWire,
};
