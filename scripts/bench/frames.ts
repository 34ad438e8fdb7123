import type { Room } from "colyseus.js";

/** Calls `seen` after colyseus.js has handled each WebSocket frame the room's connection receives. */
export function onFrames(room: Room, seen: (bytes: Uint8Array) => void) {
  const ws = (room.connection.transport as unknown as { ws: { onmessage: (ev: { data: ArrayBuffer }) => void } }).ws;
  const original = ws.onmessage;
  ws.onmessage = (ev) => {
    original.call(ws, ev);
    seen(new Uint8Array(ev.data));
  };
}
