import { DAY_MS } from './wall-clock';

/** 1899-12-30, Excel's day zero in the 1900 date system, in days from 1970-01-01. */
const EXCEL_EPOCH_DAYS = -25_569;
/** Serial of 1900-03-01: below it Excel counts its fictitious 1900-02-29, so real dates shift by one. */
const FIRST_SERIAL_AFTER_LEAP_BUG = 61;

/**
 * Excel serial (days since 1899-12-30, fraction = time of day) of a wall-clock ms, or NaN for
 * dates Excel cannot show (before 1900-01-01), which the writers then keep as text.
 */
export function excelSerial(wallMs: number): number {
  const serial = wallMs / DAY_MS - EXCEL_EPOCH_DAYS;
  if (serial >= FIRST_SERIAL_AFTER_LEAP_BUG) return serial;
  return serial >= 2 ? serial - 1 : Number.NaN;
}
