import { z } from 'zod';
import { validationKeys } from './validation-keys';

/**
 * A required text whose value is kept as typed (passwords): whitespace alone counts as empty, as
 * the spec's required rules trim before checking. Later rules may add issues of their own; a
 * field shows only its first (see validateForm). No `abort`: it would also stop a form's
 * cross-field checks from reporting alongside.
 */
export const requiredRaw = () =>
  z.string({ error: validationKeys.requiredInput }).refine((value) => value.trim() !== '', {
    error: validationKeys.requiredInput,
  });

/** A required text that is sent trimmed (names, emails, numbers typed by hand). */
export const requiredTrimmed = (maxLength?: number) => {
  const base = z
    .string({ error: validationKeys.requiredInput })
    .trim()
    .min(1, { error: validationKeys.requiredInput });
  return maxLength === undefined ? base : base.max(maxLength, { error: validationKeys.maxLength });
};

/** A required choice among fixed values: an empty or unknown one reads 'please select {label}'. */
export const requiredSelect = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: validationKeys.requiredSelect });
