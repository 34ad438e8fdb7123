import { stateHash } from "../core/hash";
import { cfeContent } from "./cfe/publicContent";
import { chronoContent } from "./chrono/publicContent";
import { duelistContent } from "./duelist/publicContent";
import { ENGINES } from "./index";
import { shengkeContent } from "./shengke/publicContent";
import { slayingContent } from "./slaying/publicContent";

/** Each game's static data for clients and bots, by engine id (drawpass: its cards are the numbers 1–10). */
const CONTENT: Record<string, () => Record<string, unknown>> = {
  shengke: shengkeContent,
  cfe: cfeContent,
  slaying: slayingContent,
  duelist: duelistContent,
  chrono: chronoContent,
  drawpass: () => ({ cards: { values: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], copies: 2, hidden: 0 } }),
};

/** The format of this document; bumped when a key changes meaning or goes away (new keys do not bump it). */
export const CONTENT_FORMAT = 1;

export interface GameContent {
  game: string;
  format: number;
  engineVersion: string;
  /** A fingerprint of the content itself: cache it until this changes. */
  contentVersion: string;
  content: Record<string, unknown>;
}

const cache = new Map<string, GameContent>();

/** The static data of game `id` (null when no such game), computed once. */
export function gameContent(id: string): GameContent | null {
  const engine = ENGINES[id];
  const make = Object.prototype.hasOwnProperty.call(CONTENT, id) ? CONTENT[id] : undefined;
  if (!engine || !make) return null;
  let doc = cache.get(id);
  if (!doc) {
    const content = make();
    doc = { game: id, format: CONTENT_FORMAT, engineVersion: engine.version, contentVersion: stateHash(content), content };
    cache.set(id, doc);
  }
  return doc;
}
