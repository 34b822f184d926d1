const counts = new Intl.NumberFormat('en-US');

/** Row counts with thousands separators (the same in both languages). */
export const formatCount = (count: number): string => counts.format(count);
