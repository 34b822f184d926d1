import type { Data } from 'apache-arrow';

/**
 * Row i's validity, read from the bitmap, or null when every row is valid (the usual case:
 * the loops that read a column then skip the test per row).
 */
export function validity(data: Data): ((i: number) => boolean) | null {
  const bitmap = data.nullBitmap;
  if (data.nullCount === 0 || !bitmap || bitmap.length === 0) return null;
  const { offset } = data;
  return (i) => {
    const bit = offset + i;
    return (((bitmap[bit >> 3] as number) >> (bit & 7)) & 1) === 1;
  };
}
