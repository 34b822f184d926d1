import { z } from 'zod';
import { INPUT_PROBLEMS } from './problems';

/** PostgreSQL text cannot hold U+0000: a NUL anywhere would fail the statement, not the input. */
export const NUL = '\u0000';

/**
 * C0 and C1 controls, and the marks and overrides that reorder displayed text (a code or name
 * shown as something else: "Trojan source"). Tab, line breaks and other text are free text's.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is this rule's job
const CONTROL_OR_BIDI = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/;

export const hasNul = (text: string) => text.includes(NUL);

/** Lengths of the shared text kinds; a declaration may ask for less. */
export const TEXT_LIMITS = {
  /** Ids, codes, keys, enum-like values, tokens. */
  identifier: 128,
  /** Names, titles, search words. */
  name: 200,
  /** Remarks and other free text. */
  text: 2000,
} as const;

/**
 * An identifier or code (record id, buyer code, currency, page id, key, token): no control or
 * direction-override characters, at most `max` characters.
 */
export function identifier(max: number = TEXT_LIMITS.identifier) {
  return z
    .string()
    .max(max)
    .refine((v) => !CONTROL_OR_BIDI.test(v), { message: INPUT_PROBLEMS.controlCharacter });
}

/** Free text (names, remarks, search words): anything but NUL, at most `max` characters. */
export function freeText(max: number = TEXT_LIMITS.text) {
  return z
    .string()
    .max(max)
    .refine((v) => !hasNul(v), { message: INPUT_PROBLEMS.nul });
}
