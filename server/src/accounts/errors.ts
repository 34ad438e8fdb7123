/**
 * Every refusal of the account API: a code a program can branch on, an HTTP status, and a message in both
 * languages. Unknown user and wrong password share one code and one message, so answers never say which it was.
 */
export const ACCOUNT_ERRORS = {
  bad_request: [400, "請求格式不正確。", "The request is malformed."],
  payload_too_large: [413, "請求內容過大。", "The request body is too large."],
  bad_username: [400, "使用者名稱須為 2–24 個字母、數字或 _ . -，且不能像電腦玩家的名字。", "A username is 2–24 letters, digits or _ . - and may not read as a bot's name."],
  bad_password: [400, "密碼須為 8–200 個字元。", "A password has 8 to 200 characters."],
  username_taken: [409, "這個使用者名稱已有人使用（不分大小寫）。", "That username is taken (case does not matter)."],
  bad_credentials: [401, "使用者名稱或密碼不正確。", "Wrong username or password."],
  not_signed_in: [401, "尚未登入。", "You are not signed in."],
  bad_token: [401, "登入憑證無效或已登出，請重新登入。", "The sign-in token is not valid or was signed out; sign in again."],
  token_expired: [401, "登入已過期，請重新登入。", "Your sign-in has expired; sign in again."],
  too_many_attempts: [429, "嘗試次數過多，請稍後再試。", "Too many failed attempts; try again later."],
  origin_not_allowed: [403, "這個網站不能操作帳號。", "Accounts cannot be used from this website."],
  no_such_player: [404, "找不到這位玩家。", "No such player."],
  storage_unavailable: [503, "伺服器暫時無法存取帳號資料，請稍後再試。", "The server cannot reach account data right now; try again shortly."],
} as const satisfies Record<string, readonly [number, string, string]>;

export type AccountErrorCode = keyof typeof ACCOUNT_ERRORS;

export interface AccountErrorBody {
  error: AccountErrorCode;
  message: { zh: string; en: string };
}

export class AccountError extends Error {
  constructor(readonly code: AccountErrorCode) {
    super(ACCOUNT_ERRORS[code][2]);
    this.name = "AccountError";
  }

  get status(): number {
    return ACCOUNT_ERRORS[this.code][0];
  }

  body(): AccountErrorBody {
    return accountErrorBody(this.code);
  }
}

export function accountErrorBody(code: AccountErrorCode): AccountErrorBody {
  const [, zh, en] = ACCOUNT_ERRORS[code];
  return { error: code, message: { zh, en } };
}
