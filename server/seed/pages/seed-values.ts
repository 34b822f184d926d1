/**
 * Deterministic value makers for the declared pages' demo records: the same index and seed day
 * always give the same value. Dates are counted in days of the demo's calendar, where `AS_OF` is
 * the day the database is seeded: a record's date lies as far before (or after) the seed day on
 * every machine, so payments are never in the future and overdue days count from today.
 */

/**
 * The buyers the demo companies sell to, each spelled exactly as the company directory spells it
 * (server/seed/data/counterparty-companies.ts): one name per company wherever it appears. The
 * second is the `buyer` demo company, so the supplier's orders to it are orders it placed.
 */
export const COUNTERPARTIES = [
  'Harbour Lights Trading Ltd.',
  'Northwind Retail Group Pte. Ltd.',
  '华南电子商贸有限公司',
  'Sakura Devices K.K.',
  'Blue Delta Logistics Pte. Ltd.',
  'Müller & Söhne GmbH',
  'Pacific Rim Foods Inc.',
  '上海宏达机械制造有限公司',
  'Andes Copper S.A.',
  'Lotus Home Furnishings',
  'Great Lakes Outfitters',
  'Kowloon Precision Parts',
] as const;

/** The funders: the `funder` demo company first, then the directory's other two. */
export const FUNDERS = [
  'Summit Trade Capital Limited',
  'Orient Trade Finance Limited',
  'Meridian Supply Chain Capital Pte. Ltd.',
] as const;

/**
 * The suppliers a buyer company's purchase orders and invoices come from: the demo supplier
 * companies, then the directory's suppliers (local names, as the directory spells them).
 */
export const SUPPLIERS = [
  '常青元器件（深圳）有限公司',
  '海港纺织（宁波）有限公司',
  '玉河电子（苏州）有限公司',
  '杭州西湖茶业有限公司',
  'Saigon Garment Export JSC',
  'Penang Semiconductor Sdn. Bhd.',
  '东莞精工模具有限公司',
  'Busan Marine Parts Co., Ltd.',
] as const;

/** The day number of the seed day: demo dates are this many days, more or less, from today. */
export const AS_OF = 690;

const DAY_MS = 86_400_000;

/** Midnight UTC of day 0 of the demo calendar: the seed day less AS_OF days. */
let epochMs = Date.UTC(2025, 0, 2);

/**
 * Anchors the demo calendar on `seedDay` (its UTC date) before records are made; the seed calls
 * it once with the day it runs. Until then the calendar keeps its old anchor (tests of the value
 * makers).
 */
export function setSeedDay(seedDay: Date): void {
  const midnight = Date.UTC(seedDay.getUTCFullYear(), seedDay.getUTCMonth(), seedDay.getUTCDate());
  epochMs = midnight - AS_OF * DAY_MS;
}

export const CURRENCIES = ['USD', 'CNY', 'EUR', 'HKD', 'JPY', 'SGD'] as const;

/** The i-th element, stepped by `stride` so neighbouring rows differ in more than one field. */
export function pick<T>(list: readonly T[], i: number, stride = 1): T {
  return list[(i * stride) % list.length] as T;
}

/** A decimal string with two places between `min` and `max` (JPY: whole). */
export function amount(i: number, min: number, max: number, currency?: string): string {
  const span = max - min;
  const cents = Math.round(
    min * 100 + ((i * 7_919 + 104_729) % 1_000_003) * ((span * 100) / 1_000_003),
  );
  return currency === 'JPY' ? `${Math.round(cents / 100)}.00` : (cents / 100).toFixed(2);
}

/** `YYYY-MM-DD` of day `days` of the demo calendar (AS_OF is the seed day). */
export function day(days: number): string {
  return new Date(epochMs + days * DAY_MS).toISOString().slice(0, 10);
}

/** An ISO instant, `hours` after 01:00 UTC of day 0 of the demo calendar. */
export function instant(hours: number): string {
  return new Date(epochMs + 3_600_000 + hours * 3_600_000).toISOString();
}

/** The day number of a date (its UTC day) in the demo calendar. */
export const dayNumber = (date: Date): number => Math.round((date.getTime() - epochMs) / DAY_MS);

/** `YYYY-MM` of the month `plus` months after the seed day's month (negative: before it). */
export function seedMonth(plus: number): { period: string; end: string; days: number } {
  const seed = new Date(epochMs + AS_OF * DAY_MS);
  const start = new Date(Date.UTC(seed.getUTCFullYear(), seed.getUTCMonth() + plus, 1));
  const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0));
  return {
    period: start.toISOString().slice(0, 7),
    end: end.toISOString().slice(0, 10),
    days: end.getUTCDate(),
  };
}

/** `PREFIX-C001-0007`: readable, unique per page and company. */
export function recordNo(prefix: string, companyId: string, i: number): string {
  return `${prefix}-${companyId}-${String(i + 1).padStart(4, '0')}`;
}
