import { describe, expect, it } from 'vitest';
import { invoiceModeFor } from '../../../src/ui/pages/trading/invoice-form-modes';
import { onlyMode, purchaseModeFor } from '../../../src/ui/pages/trading/purchase-form-modes';

describe('which form a purchase order opens', () => {
  it.each([
    [null, 'add'],
    [{ status: 'DRAFT' }, 'draft'],
    [{ status: 'OPEN' }, 'edit'],
    [{ status: 'FINANCED' }, 'update'],
    [{ status: 'OVERDUE' }, 'update'],
    [{ status: 'SETTLED' }, null],
  ] as const)('%j → %s', (record, mode) => {
    expect(purchaseModeFor(record)).toBe(mode);
  });

  it('the draft and update routes open only their own mode', () => {
    expect(onlyMode('draft')({ status: 'DRAFT' })).toBe('draft');
    expect(onlyMode('draft')({ status: 'OPEN' })).toBeNull();
    expect(onlyMode('update')({ status: 'FINANCED' })).toBe('update');
    expect(onlyMode('update')({ status: 'DRAFT' })).toBeNull();
  });
});

describe('which form an invoice opens', () => {
  it.each([
    [null, 'add'],
    [{ status: 'DRAFT' }, 'draft'],
    [{ status: 'SUBMITTED' }, 'edit'],
    [{ status: 'CONFIRMED' }, null],
    [{ status: 'FINANCED' }, null],
  ] as const)('%j → %s', (record, mode) => {
    expect(invoiceModeFor(record)).toBe(mode);
  });
});
