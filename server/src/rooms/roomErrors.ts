import type { ServerError } from "@colyseus/core";
import { RuleError, isRuleError } from "../../../shared/src/core/errors";
import { withSeatNames } from "../../../shared/src/core/text";
import { ROOM_ERRORS, type RoomErrorCode } from "../../../shared/src/protocol/messages";
import { joinRefusal, type JoinErrorCode } from "../matchmaking/joinError";
import { StorageUnavailableError } from "../records/errors";

/** A join refusal whose detail is the same text in both languages (zod messages, seat counts). */
export function joinError(code: JoinErrorCode, detail?: string): ServerError {
  return joinRefusal(code, detail === undefined ? undefined : { zh: ` ${detail}`, en: detail });
}

/** A refusal of a room message, thrown from a handler and answered as an `error` message. */
export function roomError(code: RoomErrorCode, detail?: string): RuleError {
  const { message } = roomErrorMessage(code, detail);
  return new RuleError(code, message.zh, message.en);
}

/** The `error` message's body for a room error code. */
export function roomErrorMessage(code: RoomErrorCode, detail?: string) {
  const [zh, en] = ROOM_ERRORS[code];
  return { code, message: { zh: detail ? `${zh} ${detail}` : zh, en: detail ? `${en} ${detail}` : en } };
}

/**
 * The `error` message for a refused message: a rule's refusal (with seat names) or storage being unavailable.
 * Anything else is a fault (undefined: the caller logs it and answers `internal`).
 */
export function refusalFor(e: unknown, names: readonly string[]) {
  if (isRuleError(e)) return { code: e.code, message: withSeatNames({ zh: e.zh, en: e.en }, names), ...(e.data ? { data: e.data } : {}) };
  if (e instanceof StorageUnavailableError) return roomErrorMessage("storage_unavailable");
  return undefined;
}

export function firstIssue(error: { issues: { path: (string | number)[]; message: string }[] }): string {
  const issue = error.issues[0];
  if (!issue) return "";
  return `${issue.path.length ? issue.path.join(".") + ": " : ""}${issue.message}`;
}

/** A message type as text for an error line: strings and numbers as they are, anything else by its kind. */
export function typeName(type: unknown): string {
  return typeof type === "string" || typeof type === "number" ? String(type).slice(0, 40) : typeof type;
}

/** Join options without the keys only the server sets (the mode, a restore). */
export function stripServerKeys(raw: unknown): unknown {
  if (!raw || typeof raw !== "object") return raw;
  const { mode: _m, restore: _r, ...rest } = raw as Record<string, unknown>;
  return rest;
}
