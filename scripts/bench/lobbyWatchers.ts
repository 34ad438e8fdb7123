// `bench:load --lobby-watchers N`: N browsers on the lobby page while the tables play. The tables are then created
// public (a private table never reaches the lobby), and every lobby message the watchers receive in the window is
// counted: what one open lobby tab receives per second, and what the server spends telling them.
import { Client, type Room } from "colyseus.js";
import { r2 } from "./common";
import { onFrames } from "./frames";

export interface LobbyFigures {
  lobby_watchers: number;
  /** Table updates ("+" and "-") one watcher received per second of the window. */
  lobby_updates_per_s: number;
  /** Bytes one watcher received per second of the window. */
  lobby_kb_per_s: number;
}

export class LobbyWatchers {
  private updates = 0;
  private bytes = 0;
  private windowStarted = 0;

  private constructor(private readonly rooms: Room[]) {
    for (const room of rooms) {
      // The lobby's full list on joining is not counted: only what the tables' changes send.
      room.onMessage("rooms", () => undefined);
      room.onMessage("+", () => this.updates++);
      room.onMessage("-", () => this.updates++);
      onFrames(room, (b) => (this.bytes += b.byteLength));
    }
  }

  static async join(url: string, count: number): Promise<LobbyWatchers> {
    const rooms: Room[] = [];
    for (let i = 0; i < count; i++) rooms.push(await new Client(url).joinOrCreate("lobby"));
    return new LobbyWatchers(rooms);
  }

  startWindow() {
    this.updates = 0;
    this.bytes = 0;
    this.windowStarted = Date.now();
  }

  figures(): LobbyFigures {
    const seconds = Math.max(0.001, (Date.now() - this.windowStarted) / 1000);
    const n = Math.max(1, this.rooms.length);
    return { lobby_watchers: this.rooms.length, lobby_updates_per_s: r2(this.updates / n / seconds), lobby_kb_per_s: r2(this.bytes / 1024 / n / seconds) };
  }

  async leave() {
    await Promise.all(this.rooms.map((r) => r.leave(true).catch(() => undefined)));
  }
}
