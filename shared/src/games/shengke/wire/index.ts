import { playerSecrets, type WireBinding } from "../../../core/wire";
import type { ShengkeState } from "../types";
import { shengkeFromWire } from "./fromWire";
import { ShengkeWire } from "./schema";
import { syncShengke } from "./sync";

export const shengkeWire: WireBinding<ShengkeState, ShengkeWire> = {
  Game: ShengkeWire,
  sync: syncShengke,
  seatRefs: playerSecrets,
  fromWire: shengkeFromWire,
};
