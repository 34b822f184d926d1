import type { TFunction } from 'i18next';
import type { FieldError } from '../../../shared/validation/field-errors';

/** A rule's message in the user's language, naming the field by its visible label. */
export function fieldErrorText(
  t: TFunction,
  error: FieldError | undefined,
  label: string,
): string | undefined {
  if (!error) return undefined;
  // The key is one of several, so its interpolation type asks for every value any of them uses.
  const { min = 0, max = 0, limit = 0 } = error.values;
  return t(error.key, { label, min, max, limit });
}
