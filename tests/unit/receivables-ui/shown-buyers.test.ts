import { describe, expect, it } from 'vitest';
import type { BuyerRow } from '../../../src/shared/dashboard/ar-dashboard';
import {
  BUYERS_SHOWN,
  shownBuyers,
} from '../../../src/ui/pages/receivables-analytics/dashboard/shown-buyers';

const buyers: BuyerRow[] = Array.from({ length: 500 }, (_, i) => ({
  buyerCode: `B${String(i + 1).padStart(5, '0')}`,
  buyerName: `Buyer ${i + 1}`,
  country: 'CN',
  receivableCount: 500 - i,
}));

describe('the buyer panel lists', () => {
  it('the first BUYERS_SHOWN of a long list until "Show all" is pressed, then every buyer', () => {
    expect(shownBuyers(buyers, undefined, false)).toEqual(buyers.slice(0, BUYERS_SHOWN));
    expect(shownBuyers(buyers, undefined, true)).toHaveLength(500);
  });

  it('a short list whole', () => {
    const few = buyers.slice(0, 12);
    expect(shownBuyers(few, undefined, false)).toBe(few);
  });

  it('the chosen buyer too when it is further down, once, after the first ones', () => {
    const shown = shownBuyers(buyers, 'B00300', false);
    expect(shown).toHaveLength(BUYERS_SHOWN + 1);
    expect(shown.at(-1)?.buyerCode).toBe('B00300');
    expect(shownBuyers(buyers, 'B00002', false)).toHaveLength(BUYERS_SHOWN);
  });
});
