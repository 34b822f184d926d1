import { z } from 'zod';

/** Codes of the documented envelope. 200 is success; the rest are the catalogue's special cases. */
export const ResultCode = {
  success: 200,
  badRequest: 400,
  sessionExpired: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  serverError: 500,
  /** Token unknown or expired on the server. */
  tokenInvalid: 1100,
  /** Token replaced by a newer sign-in of the same user. */
  tokenReplaced: 1101,
  /** Notice (preview) token invalid. */
  noticeInvalid: 1002,
  /** Wrong user name or password. */
  badCredentials: 1003,
  /** Change password: the old password is wrong (the session stays signed in). */
  wrongOldPassword: 1004,
  /**
   * Too many attempts: sign-in locked for a user name or client address after repeated failures,
   * or anonymous analytics over their rate. `data.retryAfter` (and the Retry-After header) say in
   * how many seconds to try again. HTTP status stays 200, like every business answer.
   */
  throttled: 429,
} as const;

/** Codes that end the session and send the user to /login with a backUrl. */
export const sessionEndingCodes: ReadonlySet<number> = new Set([
  ResultCode.sessionExpired,
  ResultCode.tokenInvalid,
  ResultCode.tokenReplaced,
]);

export const envelopeSchema = z.object({
  code: z.number(),
  message: z.string().optional().default(''),
  /** Our extension: a translation key for the message, so the UI can show it in its language. */
  messageKey: z.string().optional(),
  data: z.unknown().optional(),
});

export type Envelope<T = unknown> = {
  code: number;
  message: string;
  messageKey?: string;
  data?: T;
};

/** Header that carries a command's client id; the server answers a repeat with the first answer. */
export const COMMAND_ID_HEADER = 'x-command-id';
