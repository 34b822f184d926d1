import type { FieldFailures } from '../validation/rules/validate-fields';

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/**
 * A draft may be saved incomplete: only what is filled in must be valid, nothing is required
 * yet. The full check runs when the record is submitted.
 */
export function draftFailures<F extends string>(
  failures: FieldFailures<F>,
  values: Readonly<Partial<Record<F, unknown>>>,
): FieldFailures<F> {
  return Object.fromEntries(
    Object.entries(failures).filter(([field]) => !isEmpty(values[field as F])),
  ) as FieldFailures<F>;
}
