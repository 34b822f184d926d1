/** How the x labels are laid out: every `step`-th shown, level or turned 45°, cut to `maxWidth`. */
export interface LabelFit {
  step: number;
  rotate: 0 | 45;
  /** The widest a label may be drawn (CSS px); longer ones are cut with '…'. */
  maxWidth: number;
  /** Height the x axis needs (CSS px). */
  axisSize: number;
}

const GAP = 8;
const SIN45 = Math.SQRT1_2;

/**
 * Fits category labels under a plot whose categories are `slot` px apart. Level labels when the
 * widest fits its slot; otherwise turned 45° (which needs only a line's height across the slot,
 * so buyer names keep one label per bar); only when even that overlaps is every n-th shown.
 * Turned labels are cut to `longest` px, so one long name cannot eat the plot's height.
 */
export function fitLabels(
  widths: readonly number[],
  slot: number,
  lineHeight: number,
  longest = 140,
): LabelFit {
  const widest = widths.reduce((max, w) => Math.max(max, w), 0);
  if (widths.length === 0 || widest + GAP <= slot) {
    return {
      step: 1,
      rotate: 0,
      maxWidth: Math.max(slot - GAP, widest),
      axisSize: lineHeight + 12,
    };
  }
  const across = lineHeight + 2;
  const step = slot * SIN45 >= across ? 1 : Math.ceil(across / Math.max(slot * SIN45, 0.01));
  const maxWidth = Math.min(widest, longest);
  return { step, rotate: 45, maxWidth, axisSize: Math.ceil((maxWidth + lineHeight) * SIN45) + 14 };
}

/** `text` cut with '…' to fit `maxWidth` as measured by `measure` (binary search on length). */
export function cutToWidth(text: string, maxWidth: number, measure: (s: string) => number): string {
  if (measure(text) <= maxWidth) return text;
  let low = 0;
  let high = text.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (measure(text.slice(0, mid) + '…') <= maxWidth) low = mid;
    else high = mid - 1;
  }
  return text.slice(0, low) + '…';
}
