import { Protocol, type Client, type Delayed, type Room } from "@colyseus/core";
import { Encoder } from "@colyseus/schema";
import { CLIENT_MESSAGES, type ClientMessageType } from "../../../shared/src/protocol/messages";
import { firstIssue, refusalFor, roomErrorMessage, typeName } from "./roomErrors";
import type { Awaitable } from "../records/awaitable";
import type { MessageAllowance } from "./rateLimit";
import type { Reconnection } from "./seatSessions";
import { noEmptyRoomCheckAfterDispose } from "./roomTeardown";

/**
 * The Colyseus-specific plumbing GameRoom needs and nothing else does: message registration, guarded timers and
 * reconnection windows. Kept apart so the room stays wiring.
 */

/** How a table takes its messages (GameRoom): its allowance, its handler, and what to do with a failure. */
export interface MessageIntake {
  allowance(): MessageAllowance;
  /** A valid message; a refusal is thrown (RuleError, StorageUnavailableError…). */
  handle(client: Client, type: ClientMessageType, message: Record<string, unknown>): Awaitable<void>;
  /** Runs a change and sends its patch and lines at once (once it landed, for a change that waits for its write). */
  settled(change: () => Awaitable<void>): Awaitable<void>;
  /** The seat names a refusal's text may name. */
  names(): string[];
  /** Neither valid nor refused: a bug, logged; the client is answered `internal`. */
  failed(e: unknown, type: ClientMessageType): void;
}

/**
 * Colyseus 0.16 keeps a room's handshake (its state's type reflection, a few hundred bytes) as a view into a fresh
 * encoder's whole buffer (Encoder.BUFFER_SIZE: 16 KB here), and every room of a mode encodes the same one: its types
 * are the state class's, cached per class by @colyseus/schema. One compact copy per state class instead: 16 KB less
 * heap per table.
 */
const handshakes = new Map<Function, Buffer>();
function shareHandshake(room: Room): void {
  const serializer = (room as unknown as { _serializer: { handshake(): Buffer; handshakeCache?: Buffer } })._serializer;
  const type = room.state.constructor;
  const own = serializer.handshake.bind(serializer);
  serializer.handshake = () => {
    let bytes = handshakes.get(type);
    if (!bytes) {
      handshakes.set(type, (bytes = Buffer.from(own())));
      serializer.handshakeCache = undefined;
    }
    return bytes;
  };
}

/** The parts of Colyseus 0.16's SchemaSerializer and its Encoder that hold a room's encoding buffers. */
interface EncodingSerializer {
  fullEncodeBuffer: Buffer;
  needFullEncode: boolean;
  getFullState(client?: Client): Buffer;
  encoder: { sharedBuffer: Buffer; encode(...args: unknown[]): Buffer };
}

/** Scratch space every table encodes in, one after the other (encoding is synchronous): patches, and full states. */
let patchScratch: Buffer | undefined;
let fullScratch: Buffer | undefined;

/**
 * Colyseus 0.16 gives every room two encoding buffers of Encoder.BUFFER_SIZE (16 KB here): the encoder's buffer for
 * patches and the serializer's for the full state a joining client gets, though a patch or a full state is a few
 * hundred bytes to a few KB and is encoded, sent and done with within one synchronous call. Every table encodes in
 * the same two scratch buffers instead (32 KB less per table), and what is sent leaves them as a copy: the socket may
 * still hold a sent buffer when the next table encodes (ws does not copy it), so a scratch buffer is never sent
 * itself. The views' patches and full states are already copies (Buffer.concat in the encoder); the shared patch
 * (spectators) and the shared full state are copied here. A full state is no longer cached between joins (the
 * scratch holds other tables' encodings by then): each join encodes it again.
 */
function shareEncodeBuffers(room: Room): void {
  const serializer = (room as unknown as { _serializer: EncodingSerializer })._serializer;
  const encoder = serializer.encoder;
  const patches = (patchScratch ??= Buffer.allocUnsafe(Encoder.BUFFER_SIZE));
  const full = (fullScratch ??= Buffer.allocUnsafe(Encoder.BUFFER_SIZE));
  encoder.sharedBuffer = patches;
  serializer.fullEncodeBuffer = full;
  const encode = encoder.encode.bind(encoder);
  encoder.encode = (...args: unknown[]) => {
    const bytes = encode(...args);
    // args[1] is the view: a view's encoding is concatenated by the caller; the shared patch is sent as it is.
    return args[1] === undefined && bytes.buffer === patches.buffer ? Buffer.from(bytes) : bytes;
  };
  const getFullState = serializer.getFullState.bind(serializer);
  serializer.getFullState = (client?: Client) => {
    serializer.needFullEncode = true;
    full[0] = Protocol.ROOM_STATE;
    const bytes = getFullState(client);
    return bytes.buffer === full.buffer ? Buffer.from(bytes) : bytes;
  };
}

/** What a game room changes of Colyseus' own room; each part says why. */
export function adaptColyseusRoom(room: Room, fullStateSent: (client: Client) => void): void {
  shareEncodings(room);
  afterFullState(room, fullStateSent);
  noEmptyRoomCheckAfterDispose(room);
}

/** A table's encodings share the process's memory: its handshake with its mode's tables, its buffers with all. */
function shareEncodings(room: Room): void {
  shareHandshake(room);
  shareEncodeBuffers(room);
}

/** `then(client)` once a joining client's full state is encoded (the room's views are to hear of it). */
function afterFullState(room: Room, then: (client: Client) => void): void {
  const serializer = (room as unknown as { _serializer: EncodingSerializer })._serializer;
  const getFullState = serializer.getFullState.bind(serializer);
  serializer.getFullState = (client?: Client) => {
    const bytes = getFullState(client);
    if (client) then(client);
    return bytes;
  };
}

/**
 * Every client message type: over the allowance → `rate_limited`; not its schema → `bad_message`; otherwise handled,
 * a refusal answered with its code. Unknown types are answered too, never a disconnect.
 */
export function routeMessages(room: Room, intake: MessageIntake) {
  const receive = (client: Client, type: ClientMessageType, message: unknown) => {
    const refuse = (e: unknown) => {
      const refusal = refusalFor(e, intake.names());
      if (refusal) return client.send("error", refusal);
      intake.failed(e, type);
      client.send("error", roomErrorMessage("internal"));
    };
    try {
      intake.allowance().spend(client.sessionId, type);
    } catch (e) {
      return refuse(e);
    }
    const parsed = CLIENT_MESSAGES[type].safeParse(message ?? {});
    if (!parsed.success) return client.send("error", roomErrorMessage("bad_message", firstIssue(parsed.error)));
    try {
      const handled = intake.settled(() => intake.handle(client, type, parsed.data as Record<string, unknown>));
      if (handled instanceof Promise) handled.catch(refuse);
    } catch (e) {
      refuse(e);
    }
  };
  for (const type of Object.keys(CLIENT_MESSAGES) as ClientMessageType[]) {
    // No `validate` argument on purpose: a throw there disconnects the client (Colyseus 0.16). We answer instead.
    room.onMessage(type, (client, message) => receive(client, type, message));
  }
  // Unknown types count against the sender's allowance too. Colyseus hands a message whose type is "*" (or
  // "__no_message_handler", whose built-in handler closes the connection) to that handler with the payload in
  // place of the type: any value at all, so it is named without calling anything on it.
  const unknown = (client: Client, type: unknown) => {
    try {
      intake.allowance().spend(client.sessionId, typeName(type));
      client.send("error", roomErrorMessage("unknown_message", `"${typeName(type)}"`));
    } catch (e) {
      client.send("error", refusalFor(e, intake.names()));
    }
  };
  room.onMessage("*", unknown);
  room.onMessage("__no_message_handler", (client) => unknown(client, "__no_message_handler"));
}

/** Runs a change, then `flush` (after it landed, for a change that waits for its record write), whatever the outcome. */
export function thenFlush(change: () => Awaitable<void>, flush: () => void): Awaitable<void> {
  let changing: Awaitable<void>;
  try {
    changing = change();
  } catch (e) {
    flush();
    throw e;
  }
  return changing instanceof Promise ? changing.finally(flush) : flush();
}

/** The parts of a table `flushAfterTimer` uses. */
interface TimedTable {
  game: { readonly busy: boolean; afterWrites(then: () => void): Awaitable<void> };
  outbox: { flush(patchNow: boolean): void };
}

/**
 * What runs after each room timer's callback. Its lines follow the patch its tick builds. A move it made that waits
 * for its record write (group commit, PostgreSQL) lands after that patch: its own patch goes out as it lands, not on
 * whichever tick next visits the table (with timers due only at their deadline, that could be the sweep's).
 */
export function flushAfterTimer(table: () => TimedTable, onError: (e: unknown) => void): () => void {
  return () => {
    const { game, outbox } = table();
    outbox.flush(false);
    if (!game.busy) return;
    const landed = game.afterWrites(() => outbox.flush(true));
    if (landed instanceof Promise) landed.catch(onError);
  };
}

/** The room clock with every callback guarded: an error is reported, never thrown out of a timer; `after` runs last. */
export function guardedTimer(clock: Room["clock"], onError: (e: unknown) => void, after: () => void) {
  return (fn: () => void, ms: number): Delayed =>
    clock.setTimeout(() => {
      try {
        fn();
      } catch (e) {
        onError(e);
      }
      after();
    }, ms);
}

/**
 * A dropped seat's reconnection window. Colyseus does not call onJoin for a reconnection: the same sessionId comes
 * back with its StateView. It clears the window's timer only when the player comes back: a window cancelled (seat
 * taken over, room disposed) would keep its timer, and a shut-down server's process, alive for RECONNECT_SECONDS.
 */
export function reconnectionWindow(
  reconnection: ReturnType<Room["allowReconnection"]>,
  expiry: NodeJS.Timeout | undefined,
  onBack: () => void,
): Reconnection {
  reconnection.promise.then(onBack, () => clearTimeout(expiry));
  return { reject: (reason) => reconnection.reject(reason) };
}
