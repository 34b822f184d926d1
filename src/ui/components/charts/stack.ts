/** Where one bar of a series starts and ends, per category; null where the series has no value. */
export interface BarSpan {
  base: (number | null)[];
  top: (number | null)[];
}

/**
 * Stacks bar series per category: positive values pile up from zero, negative ones down from
 * zero, so an outflow under an inflow never hides behind it. A null adds nothing and draws
 * nothing. Side-by-side (unstacked) bars all start from zero.
 */
export function stackBars(series: (number | null)[][], stacked: boolean): BarSpan[] {
  const count = series.reduce((max, values) => Math.max(max, values.length), 0);
  const up = new Array<number>(count).fill(0);
  const down = new Array<number>(count).fill(0);
  return series.map((values) => {
    const base: (number | null)[] = [];
    const top: (number | null)[] = [];
    for (let i = 0; i < count; i++) {
      const value = values[i] ?? null;
      if (value === null || !Number.isFinite(value)) {
        base.push(null);
        top.push(null);
      } else if (!stacked) {
        base.push(0);
        top.push(value);
      } else {
        const pile = value >= 0 ? up : down;
        const start = pile[i] ?? 0;
        pile[i] = start + value;
        base.push(start);
        top.push(start + value);
      }
    }
    return { base, top };
  });
}
