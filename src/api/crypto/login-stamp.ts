import { z } from 'zod';

/**
 * The encrypted login password carries when it was sealed and a one-time nonce, so that a
 * captured login body cannot be sent again: the server refuses a stamp older than
 * LOGIN_STAMP_MAX_AGE_MS (or that far in the future) and a nonce it has already seen. They ride
 * inside the password's ciphertext, not in a field of their own: anyone can encrypt with the
 * public key, so a separate stamp could be swapped for a fresh one next to a captured password.
 *
 * RSA-OAEP-2048 with SHA-256 seals at most 190 bytes; the stamp takes about 70 of them, which
 * leaves LOGIN_PASSWORD_MAX_BYTES for the password.
 */
// Five minutes, as Kerberos allows: wide enough for an office PC whose clock has drifted (a
// tighter window locked such users out of signing in at all), short enough that a captured body
// is stale before anyone could use it, and the nonces kept meanwhile stay few.
export const LOGIN_STAMP_MAX_AGE_MS = 5 * 60 * 1000;

/** UTF-8 bytes of a password that still fit beside the stamp in one RSA-OAEP block. */
export const LOGIN_PASSWORD_MAX_BYTES = 100;

export const loginPasswordStamp = z.object({
  /** Epoch milliseconds when the client sealed the body. */
  ts: z.number().int().nonnegative(),
  /** 128 random bits, base64url. */
  nonce: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
  password: z.string(),
});
export type LoginPasswordStamp = z.infer<typeof loginPasswordStamp>;

/** A new nonce: 16 random bytes as base64url (22 characters). */
export function newLoginNonce(random: Crypto = globalThis.crypto): string {
  const bytes = random.getRandomValues(new Uint8Array(16));
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The text to encrypt as the login `password` field. */
export function stampLoginPassword(password: string, ts: number, nonce: string): string {
  const stamp: LoginPasswordStamp = { ts, nonce, password };
  return JSON.stringify(stamp);
}

/** The stamp inside a decrypted password field, or null when it is not one. */
export function readLoginPasswordStamp(text: string): LoginPasswordStamp | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = loginPasswordStamp.safeParse(json);
  return parsed.success ? parsed.data : null;
}
