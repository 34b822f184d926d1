/**
 * Spec 001 §5: a count above the maximum is refused with `common.upload.file_limit_tip` (the
 * maximum as its argument). Files are taken in the order chosen until the list is full; the rest
 * are refused, and what the list already holds is never touched.
 */
export function splitByCount<T>(
  held: number,
  chosen: readonly T[],
  max: number,
): { taken: T[]; refused: T[] } {
  const room = Math.max(0, max - held);
  return { taken: chosen.slice(0, room), refused: chosen.slice(room) };
}
