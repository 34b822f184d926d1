import { describe, expect, it } from 'vitest';
import { proposeInvoice } from '../../../src/shared/trading/invoice-from-orders';

const order = (buyerName: string, currency: string, amount: string, financedAmount = '0.00') => ({
  buyerName,
  currency,
  amount,
  financedAmount,
});

describe('choosing purchase orders proposes the invoice', () => {
  it('fills the shared buyer and currency and sums the open amounts exactly', () => {
    expect(
      proposeInvoice([
        order('Sakura Devices K.K.', 'USD', '1000.10', '200.05'),
        order('Sakura Devices K.K.', 'USD', '0.20'),
      ]),
    ).toEqual({ buyerName: 'Sakura Devices K.K.', currency: 'USD', amount: '800.25' });
  });

  it('never proposes less than nothing for a fully financed order', () => {
    expect(proposeInvoice([order('A', 'USD', '100.00', '150.00')]).amount).toBe('0.00');
  });

  it('proposes no buyer or currency the orders do not share', () => {
    const mixed = proposeInvoice([order('A', 'USD', '1'), order('B', 'EUR', '2')]);
    expect(mixed).toEqual({ buyerName: null, currency: null, amount: null });
  });

  it('proposes nothing without orders', () => {
    expect(proposeInvoice([])).toEqual({ buyerName: null, currency: null, amount: null });
  });
});
