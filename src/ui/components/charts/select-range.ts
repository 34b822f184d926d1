/**
 * The categories a drag along x touched. Category i is drawn on [i - 0.5, i + 0.5] of the x
 * scale, so each end of the drag belongs to the nearest index; ends outside the plot are clamped.
 * Null when the drag lies wholly outside the categories or there are none.
 */
export function rangeToIndices(
  fromValue: number,
  toValue: number,
  count: number,
): [number, number] | null {
  if (count <= 0 || !Number.isFinite(fromValue) || !Number.isFinite(toValue)) return null;
  const low = Math.min(fromValue, toValue);
  const high = Math.max(fromValue, toValue);
  if (high < -0.5 || low > count - 0.5) return null;
  const clamp = (value: number) => Math.min(count - 1, Math.max(0, Math.round(value)));
  return [clamp(low), clamp(high)];
}

/** The category under an x value, or null outside the plot's categories. */
export function indexAt(value: number, count: number): number | null {
  if (count <= 0 || !Number.isFinite(value)) return null;
  const index = Math.round(value);
  return index >= 0 && index < count ? index : null;
}
