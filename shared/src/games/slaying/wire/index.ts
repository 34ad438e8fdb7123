import { playerSecrets, type WireBinding } from "../../../core/wire";
import type { SlayingState } from "../types";
import { slayingFromWire } from "./fromWire";
import { SlayingWire } from "./schema";
import { syncSlaying } from "./sync";

export const slayingWire: WireBinding<SlayingState, SlayingWire> = {
  Game: SlayingWire,
  sync: syncSlaying,
  seatRefs: playerSecrets,
  fromWire: slayingFromWire,
};
