import { describe, expect, it } from 'vitest';
import { joinPoNumbers, splitPoNumbers } from '../../../src/shared/trading/po-numbers';

describe("an invoice's purchase order numbers", () => {
  it('splits the stored text, dropping blanks and repeats, keeping the order', () => {
    expect(splitPoNumbers('PO-2, PO-1,,PO-2 ,  ')).toEqual(['PO-2', 'PO-1']);
    expect(splitPoNumbers('')).toEqual([]);
    expect(splitPoNumbers(null)).toEqual([]);
    expect(splitPoNumbers(42)).toEqual([]);
  });

  it('joins with a comma and a space, as the invoice list shows them', () => {
    expect(joinPoNumbers(['PO-1', ' PO-3 ', 'PO-1', ''])).toBe('PO-1, PO-3');
    expect(joinPoNumbers([])).toBe('');
  });
});
