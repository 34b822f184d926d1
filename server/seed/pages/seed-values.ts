/**
 * Deterministic value makers for the declared pages' demo records: the same index always gives
 * the same value, so tests and screenshots see the same data on every machine.
 */

export const COUNTERPARTIES = [
  'Harbour Lights Trading Ltd.',
  'Northwind Retail Group',
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

export const FUNDERS = ['DBS Bank Ltd.', 'HSBC Trade Finance', '招商银行深圳分行'] as const;

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

/** `YYYY-MM-DD`, `days` after 2025-01-02. */
export function day(days: number): string {
  return new Date(Date.UTC(2025, 0, 2) + days * 86_400_000).toISOString().slice(0, 10);
}

/** An ISO instant, `hours` after 2025-01-02 01:00 UTC. */
export function instant(hours: number): string {
  return new Date(Date.UTC(2025, 0, 2, 1) + hours * 3_600_000).toISOString();
}

/** `PREFIX-C001-0007`: readable, unique per page and company. */
export function recordNo(prefix: string, companyId: string, i: number): string {
  return `${prefix}-${companyId}-${String(i + 1).padStart(4, '0')}`;
}
