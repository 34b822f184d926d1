const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

/** A date format has a day, month or year part outside quotes and brackets (`m/d/yy`, `yyyy-mm-dd`). */
export const isDateFormat = (format: string | undefined): boolean =>
  format !== undefined && /[dmy]/i.test(format.replace(/"[^"]*"|\[[^\]]*\]/g, ''));

/**
 * A number cell as the form would hold it: a date as YYYY-MM-DD from its serial number, in UTC
 * (SheetJS's own date conversion can land on the evening before), anything else as plain decimal
 * text.
 */
export function numberText(value: number, isDate: boolean): string {
  if (!Number.isFinite(value)) return '';
  if (isDate) {
    const date = new Date(EXCEL_EPOCH_MS + Math.round(value) * DAY_MS);
    return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
  }
  return String(value);
}
