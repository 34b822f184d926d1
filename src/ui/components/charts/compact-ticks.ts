/**
 * The y axis' tick labels in the user's language, compact ("12M", "1235万") so that the axis
 * takes little width; the tooltip and the table keep the full exact value. Ticks are read
 * together: when rounding would give two ticks the same text ("1.2M" for 1,200,000 and
 * 1,250,000), more digits are kept until every tick reads differently.
 */
const formats = new Map<string, Intl.NumberFormat>();

/** Intl's own compact rounding first (two significant digits, whole units: "12M", "1235万"). */
function compactFormat(locale: string, fractionDigits: number | null): Intl.NumberFormat {
  const key = `${locale}|${fractionDigits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      notation: 'compact',
      ...(fractionDigits === null ? {} : { maximumFractionDigits: fractionDigits }),
    });
    formats.set(key, format);
  }
  return format;
}

/** Compact labels for one axis' ticks, all distinct (up to 4 decimals of the compact unit). */
export function compactTicks(values: readonly number[], locale: string): string[] {
  let texts: string[] = [];
  for (const digits of [null, 1, 2, 3, 4]) {
    const format = compactFormat(locale, digits);
    texts = values.map((value) => format.format(value));
    if (new Set(texts).size === texts.length) return texts;
  }
  return texts;
}
