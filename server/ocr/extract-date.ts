/**
 * Dates as documents print them, read into YYYY-MM-DD. Only real calendar dates pass (no
 * 31 June); a two-digit year is 20xx. Day-first wins when both readings are valid (01/02/2026 is
 * 1 February): trade documents in the portal's markets write the day first.
 */
const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** The date as YYYY-MM-DD when it exists in the calendar, else null. */
export function isoDate(year: number, month: number, day: number): string | null {
  if (year < 100) year += 2000;
  if (year < 1900 || year > 2199 || month < 1 || month > 12 || day < 1) return null;
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCMonth() !== month - 1) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** 1–12 for a month's name or its abbreviation (Jun, Jun., Sept), else undefined. */
function monthOf(name: string): number | undefined {
  const key = name.toLowerCase().replace(/\.$/, '');
  if (key.length < 3) return undefined;
  const index = MONTH_NAMES.findIndex((full) => full.startsWith(key));
  return index < 0 ? undefined : index + 1;
}

type Reader = { pattern: RegExp; read: (m: RegExpExecArray) => string | null };

const READERS: readonly Reader[] = [
  // 2026-03-15, 2026/3/15, 2026.03.15, 2026年3月15日
  {
    pattern: /(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?/,
    read: (m) => isoDate(Number(m[1]), Number(m[2]), Number(m[3])),
  },
  // 15 Jun 2026, 15-Jun-26, 15 June, 2026
  {
    pattern: /(\d{1,2})(?:st|nd|rd|th)?[\s-]+([A-Za-z]{3,9}\.?),?[\s-]+(\d{4}|\d{2})\b/,
    read: (m) => {
      const month = monthOf(m[2] ?? '');
      return month ? isoDate(Number(m[3]), month, Number(m[1])) : null;
    },
  },
  // June 15, 2026; Jun. 15 2026
  {
    pattern: /([A-Za-z]{3,9}\.?)\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b/,
    read: (m) => {
      const month = monthOf(m[1] ?? '');
      return month ? isoDate(Number(m[3]), month, Number(m[2])) : null;
    },
  },
  // 15/06/2026, 06/15/2026, 15.06.26, 15-06-2026
  {
    pattern: /\b(\d{1,2})\s*[-/.]\s*(\d{1,2})\s*[-/.]\s*(\d{4}|\d{2})\b/,
    read: (m) => {
      const [a, b, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
      return isoDate(year, b, a) ?? isoDate(year, a, b);
    },
  },
];

/** The first date written in the text, as YYYY-MM-DD; null when there is none. */
export function findDate(text: string): string | null {
  let best: { at: number; date: string } | null = null;
  for (const { pattern, read } of READERS) {
    const m = pattern.exec(text);
    const date = m && read(m);
    if (m && date && (!best || m.index < best.at)) best = { at: m.index, date };
  }
  return best?.date ?? null;
}
