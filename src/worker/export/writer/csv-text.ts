/**
 * CSV fields. A text field that a spreadsheet would read as a formula (`=`, `+`, `-`, `@`, or a
 * leading tab or CR, per OWASP's CSV-injection advice) gets a leading apostrophe, so opening the
 * file never runs it; numbers are written by the numeric path and never get one.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** RFC 4180: quoted when it holds a comma, quote, CR or LF; inner quotes doubled. */
export function csvQuote(field: string): string {
  return NEEDS_QUOTES.test(field) ? `"${field.replace(/"/g, '""')}"` : field;
}

/** A text cell: neutralised, then quoted. */
export function csvText(text: string): string {
  return csvQuote(FORMULA_START.test(text) ? `'${text}` : text);
}

/** Integer cents as a plain decimal with the currency's decimals (0 or 2), rounded half away from zero. */
export function formatCents(cents: number, decimals: number): string {
  const negative = cents < 0;
  const abs = negative ? -cents : cents;
  let body: string;
  if (decimals === 0) body = String(Math.floor((abs + 50) / 100));
  else {
    const units = Math.floor(abs / 100);
    const rest = abs - units * 100;
    body = `${units}.${rest < 10 ? '0' : ''}${rest}`;
  }
  return negative && body !== '0' ? `-${body}` : body;
}
