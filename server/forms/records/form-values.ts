import type { FormValues } from './record-form';

/** A form value as stored text: trimmed, empty as null. */
export const textValue = (values: FormValues, name: string): string | null => {
  const value = values[name];
  if (value === null || value === undefined) return null;
  const trimmed = String(value).trim();
  return trimmed === '' ? null : trimmed;
};

/** A decimal text with two places, or null; the form's money rule has checked it. */
export const moneyValue = (values: FormValues, name: string): string | null => {
  const value = textValue(values, name);
  return value === null ? null : Number(value).toFixed(2);
};
