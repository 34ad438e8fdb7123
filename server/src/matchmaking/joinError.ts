import { ServerError } from "@colyseus/core";
import type { LocalText } from "../../../shared/src/core/text";
import { JOIN_ERRORS } from "../../../shared/src/protocol/messages";

export type JoinErrorCode = keyof typeof JOIN_ERRORS;

/** Application code of every join/matchmaking refusal, so clients tell it from transport errors. */
export const JOIN_ERROR_STATUS = 4400;

/**
 * A join or matchmaking refusal in the form clients parse (`classifyError` in the web client): the message is
 * JSON with the stable code and the text in both languages, plus an optional detail in each.
 */
export function joinRefusal(code: JoinErrorCode, detail?: LocalText): ServerError {
  const [zh, en] = JOIN_ERRORS[code];
  return new ServerError(JOIN_ERROR_STATUS, JSON.stringify({ code, message: { zh: detail ? `${zh}${detail.zh}` : zh, en: detail ? `${en} ${detail.en}` : en } }));
}
