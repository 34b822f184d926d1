/**
 * The drag-sortable editable table's row operations (spec 001 §2). Each returns a new array and
 * the same array contents when the move is impossible, so a caller can compare and skip onChange.
 */

/** Moves the row at `from` so it ends at index `to`; out-of-range indexes change nothing. */
export function moveRow<T>(rows: readonly T[], from: number, to: number): T[] {
  const inRange = (i: number) => Number.isInteger(i) && i >= 0 && i < rows.length;
  if (!inRange(from) || !inRange(to) || from === to) return [...rows];
  const next = [...rows];
  const [moved] = next.splice(from, 1) as [T];
  next.splice(to, 0, moved);
  return next;
}

export const moveUp = <T>(rows: readonly T[], index: number): T[] =>
  moveRow(rows, index, index - 1);

export const moveDown = <T>(rows: readonly T[], index: number): T[] =>
  moveRow(rows, index, index + 1);

/** A copy of the rows with one cell replaced; an index out of range changes nothing. */
export function setCell<T extends Readonly<Record<string, unknown>>>(
  rows: readonly T[],
  index: number,
  field: string,
  value: unknown,
): T[] {
  return rows.map((row, i) => (i === index ? { ...row, [field]: value } : row));
}
