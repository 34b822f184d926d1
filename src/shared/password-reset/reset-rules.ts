/**
 * The rules of password reset by one-time code (docs/password-reset.md), one module for the page,
 * the worker and the reference server. The new password's strength is the user centre's rule
 * (src/shared/validation/password-policy.ts), not restated here.
 */

/** Digits of a code: 10^6 values, against at most MAX_CODE_ATTEMPTS guesses per code. */
export const CODE_LENGTH = 6;

/** A code is good for this long after it was issued. */
export const CODE_TTL_MINUTES = 15;

/** Wrong codes that burn the code: after this many, even the right one is refused. */
export const MAX_CODE_ATTEMPTS = 5;

/** Between two requests for the same account (name or e-mail as typed): "send again" waits. */
export const RESEND_COOLDOWN_SECONDS = 60;

/** Requests for one account in an hour (the cooldown alone would allow 60). */
export const REQUESTS_PER_ACCOUNT_PER_HOUR = 5;

/** Requests from one client address in an hour (one office shares an address). */
export const REQUESTS_PER_ADDRESS_PER_HOUR = 30;

/** A user name or an e-mail address, as typed on the first step. */
export const ACCOUNT_MAX_LENGTH = 120;

/** Only digits count: a code pasted as "123 456" or "123-456" is the code 123456. */
export function normalizeCode(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

export const isCodeShaped = (code: string): boolean =>
  new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code);

/** How the server looks an account up: case and surrounding spaces do not matter. */
export const accountKey = (account: string): string => account.trim().toLowerCase();

/** An e-mail address is looked up by e-mail, anything else by user name. */
export const looksLikeEmail = (account: string): boolean => account.includes('@');
