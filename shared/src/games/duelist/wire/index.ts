import { playerSecrets, type WireBinding } from "../../../core/wire";
import type { DuelState } from "../types";
import { duelFromWire } from "./fromWire";
import { DuelWire } from "./schema";
import { syncDuel } from "./sync";

export const duelistWire: WireBinding<DuelState, DuelWire> = {
  Game: DuelWire,
  sync: syncDuel,
  seatRefs: playerSecrets,
  fromWire: duelFromWire,
};
