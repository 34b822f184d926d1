import type { PoItem } from '../../src/api/endpoints/finance-order/po-item-list';

/** What the demo's purchase orders buy; the trade seed keeps no lines, so they are derived. */
const ITEM_NAMES = [
  'Ceramic capacitor 100nF 0402 (reel of 10k)',
  'Power inductor 4.7µH shielded',
  'USB-C receptacle 24-pin',
  'Aluminium enclosure, anodised',
  'PCB assembly, 4-layer controller board',
  'Lithium cell 18650 3000mAh',
] as const;

/**
 * The lines of a purchase order: two or three, always adding up to its amount exactly (the last
 * takes the rounding), derived from its number so every read gives the same lines. Amounts are
 * in minor units with two places on the wire (JPY whole).
 */
export function poItems(poId: string, poNo: string, amount: string, currency: string): PoItem[] {
  let hash = 0;
  for (const ch of poNo) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const count = 2 + (hash % 2);
  const [whole = '0', frac = ''] = amount.split('.');
  const total = BigInt(whole) * 100n + BigInt((frac + '00').slice(0, 2));
  const unit = currency === 'JPY' ? 100n : 1n;
  const lines: PoItem[] = [];
  let left = total;
  for (let i = 0; i < count; i += 1) {
    const share =
      i === count - 1 ? left : ((total * BigInt(30 + ((hash >> i) % 20))) / 100n / unit) * unit;
    left -= share;
    const quantity = BigInt(10 * (1 + ((hash >> (i + 3)) % 50)));
    const cents = (value: bigint) =>
      `${String(value / 100n)}.${String(value % 100n).padStart(2, '0')}`;
    lines.push({
      poId,
      poNo,
      lineNo: i + 1,
      itemName: ITEM_NAMES[(hash + i) % ITEM_NAMES.length] ?? ITEM_NAMES[0],
      quantity: Number(quantity),
      // The unit price shown is the line's amount over its quantity, to the cent.
      unitPrice: cents(share / quantity),
      amount: cents(share),
      currency,
    });
  }
  return lines;
}
