import { playerSecrets, type WireBinding } from "../../../core/wire";
import type { DrawPassState } from "../engine";
import { drawPassFromWire } from "./fromWire";
import { DrawPassWire } from "./schema";
import { syncDrawPass } from "./sync";

export const drawPassWire: WireBinding<DrawPassState, DrawPassWire> = {
  Game: DrawPassWire,
  sync: syncDrawPass,
  seatRefs: playerSecrets,
  fromWire: drawPassFromWire,
};
