import type { z } from 'zod';
import { isValidationKey, validationKeys, type ValidationKey } from './validation-keys';

/** The bounds a message may interpolate; the UI adds the field's label. */
export interface FieldBounds {
  readonly min?: number;
  readonly max?: number;
  /** The limit of a max or min-exclusive rule (common.number.checkMax / checkMinNoEquals). */
  readonly limit?: number;
}

/** One field's message: a key and the bounds it names. */
export interface FieldError {
  key: ValidationKey;
  values: FieldBounds;
}

export type FieldErrors<F extends string> = Partial<Record<F, FieldError>>;

export type FormResult<F extends string, T> =
  { ok: true; data: T } | { ok: false; errors: FieldErrors<F> };

/**
 * Bounds come from the failing check itself (or a custom rule's params), so a message never
 * repeats a limit by hand.
 */
function valuesOf(issue: z.core.$ZodIssue): FieldBounds {
  if (issue.code === 'too_big') return { max: Number(issue.maximum) };
  if (issue.code === 'too_small') return { min: Number(issue.minimum) };
  if (issue.code !== 'custom') return {};
  const { min, max, limit } = (issue.params ?? {}) as Record<string, unknown>;
  return {
    ...(typeof min === 'number' && { min }),
    ...(typeof max === 'number' && { max }),
    ...(typeof limit === 'number' && { limit }),
  };
}

/**
 * Validates a form and keeps the first failure of each top-level field: the spec's rules stop at
 * the first failing one, and a field shows one message at a time.
 */
export function validateForm<S extends z.ZodType, F extends string>(
  schema: S,
  input: Readonly<Record<F, unknown>>,
): FormResult<F, z.output<S>> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: FieldErrors<F> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || !Object.hasOwn(input, field)) continue;
    const name = field as F;
    if (errors[name]) continue;
    const key = isValidationKey(issue.message) ? issue.message : validationKeys.invalid;
    errors[name] = { key, values: valuesOf(issue) };
  }
  return { ok: false, errors };
}
