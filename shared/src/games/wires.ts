import type { WireBinding } from "../core/wire";
import { cfeWire } from "./cfe/wire";
import { drawPassWire } from "./drawpass/wire";
import { duelistWire } from "./duelist/wire";
import { shengkeWire } from "./shengke/wire";
import { slayingWire } from "./slaying/wire";

/**
 * How each hosted mode's state goes on the wire, by engine id (server and tests; the client imports only the
 * `fromWire` of the mode it shows). An engine without an entry here is not hosted as a room.
 */
export const WIRES: Record<string, WireBinding> = {
  shengke: shengkeWire,
  cfe: cfeWire,
  drawpass: drawPassWire,
  slaying: slayingWire,
  duelist: duelistWire,
};
