/**
 * The purchase orders an invoice bills, as its `poNo` field holds them: the numbers joined by
 * ", " (one text column, so the list filters and shows them as they are). Empty parts and
 * repeats are dropped; the order is the user's.
 */
export const PO_SEPARATOR = ', ';

export function splitPoNumbers(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  const seen = new Set<string>();
  for (const part of value.split(',')) {
    const no = part.trim();
    if (no !== '') seen.add(no);
  }
  return [...seen];
}

export function joinPoNumbers(numbers: readonly string[]): string {
  return splitPoNumbers(numbers.join(',')).join(PO_SEPARATOR);
}
