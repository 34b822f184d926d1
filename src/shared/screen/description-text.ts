/** A value a descriptions list shows as '-' (spec 000 §8): nothing, blank text or not a number. */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  return false;
}

/** Columns of a descriptions list: a whole number from 1 to 4, 2 when not given or unusable. */
export function descriptionColumns(columns: number | undefined): number {
  if (columns === undefined || !Number.isInteger(columns)) return 2;
  return Math.min(4, Math.max(1, columns));
}
