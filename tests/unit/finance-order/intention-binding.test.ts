import { describe, expect, it } from 'vitest';
import { termsWithPrice } from '../../../src/shared/finance-order/intention-rate';
import { computeTrial } from '../../../src/shared/finance-order/trial-calculation';
import type { ProductTerms } from '../../../src/shared/finance-order/trial-types';
import {
  bindingRefusal,
  type BindingIntention,
  type BindingOrder,
} from '../../../src/shared/org-info/intention-binding';

/** A USD product floating on SOFR + 1.50, 80% advance, actual/360, 0.50% and 25 flat fees. */
const PRODUCT: ProductTerms = {
  productCode: 'P001',
  currency: 'USD',
  advanceRate: '80.00',
  rateType: 'FLOATING',
  fixedRate: null,
  baseRateType: 'SOFR',
  direction: 'UP',
  spread: '1.50',
  dayBase: 360,
  minTenorDays: 30,
  maxTenorDays: 180,
  fees: [
    { type: 'ARRANGEMENT', kind: 'RATE', value: '0.50' },
    { type: 'HANDLING', kind: 'FLAT', value: '25' },
  ],
};

const trialWith = (terms: ProductTerms, baseRate: string | null) =>
  computeTrial({
    terms,
    baseRate,
    receivableAmounts: ['100000.00', '25000.50'],
    requestedAmount: null,
    valueDate: '2026-03-02',
    dueDate: '2026-05-31',
  });

describe('the accepted price replaces the product’s rate (termsWithPrice)', () => {
  it('computes the docs’ worked example with a FIXED 5.25% price on a floating product', () => {
    const fixed = {
      rateType: 'FIXED',
      fixedRate: '5.25',
      baseRateType: null,
      direction: null,
      spread: null,
    } as const;
    const outcome = trialWith(termsWithPrice(PRODUCT, fixed), null);
    expect(outcome.ok && outcome.trial).toMatchObject({
      interestRate: '5.25',
      maxFinancingAmount: '100000.40',
      interest: '1312.51',
      feesTotal: '525.00',
      netAmount: '98162.89',
    });
  });

  it('floats a FLOATING price on its own reference rate, direction and spread', () => {
    const terms = termsWithPrice(
      {
        ...PRODUCT,
        rateType: 'FIXED',
        fixedRate: '9.00',
        baseRateType: null,
        direction: null,
        spread: null,
      },
      {
        rateType: 'FLOATING',
        fixedRate: null,
        baseRateType: 'ESTR',
        direction: 'DOWN',
        spread: '0.25',
      },
    );
    expect(terms).toMatchObject({ rateType: 'FLOATING', fixedRate: null, baseRateType: 'ESTR' });
    const outcome = trialWith(terms, '3.902');
    expect(outcome.ok && outcome.trial.interestRate).toBe('3.652');
    // Without the reference rate the trial refuses, as for a floating product.
    expect(trialWith(terms, null)).toMatchObject({
      ok: false,
      refusal: { reason: 'baseRateMissing' },
    });
  });

  it('keeps everything else the product’s: advance rate, day base, tenor bounds and fees', () => {
    const fixed = {
      rateType: 'FIXED',
      fixedRate: '5.25',
      baseRateType: null,
      direction: null,
      spread: null,
    } as const;
    const {
      rateType: _r,
      fixedRate: _f,
      baseRateType: _b,
      direction: _d,
      spread: _s,
      ...rest
    } = termsWithPrice(PRODUCT, fixed);
    const {
      rateType: _r2,
      fixedRate: _f2,
      baseRateType: _b2,
      direction: _d2,
      spread: _s2,
      ...own
    } = PRODUCT;
    expect(rest).toEqual(own);
  });
});

describe('when an intention may price an order (bindingRefusal)', () => {
  const intention: BindingIntention = {
    state: 'ACCEPTED',
    validUntil: '2026-03-10',
    orderId: null,
    productId: 'P001',
    funderCompanyId: 'C003',
    buyerCompanyId: 'C002',
    currency: 'USD',
  };
  const order: BindingOrder = {
    orderId: null,
    productId: 'P001',
    funderCompanyId: 'C003',
    buyerCompanyId: 'C002',
    currency: 'USD',
  };
  const today = '2026-03-10';

  it('lets an accepted, valid, matching intention price the order', () => {
    expect(bindingRefusal(intention, order, today)).toBeNull();
    // A trial names no funder: not a mismatch.
    expect(bindingRefusal(intention, { ...order, funderCompanyId: null }, today)).toBeNull();
  });

  it('refuses an intention that is not accepted', () => {
    for (const state of ['PENDING_PRICING', 'PRICED', 'REJECTED'] as const) {
      expect(bindingRefusal({ ...intention, state }, order, today)).toBe('notAccepted');
    }
  });

  it('binds one order: the order it is applied to may use it again, no other', () => {
    const applied = { ...intention, state: 'APPLIED' as const, orderId: 'FOA1' };
    expect(bindingRefusal(applied, { ...order, orderId: 'FOA1' }, today)).toBeNull();
    expect(bindingRefusal(applied, { ...order, orderId: 'FOA2' }, today)).toBe('usedByAnother');
    expect(bindingRefusal(applied, order, today)).toBe('usedByAnother');
  });

  it('refuses a price past its validity day, except for a draft', () => {
    expect(bindingRefusal(intention, order, '2026-03-11')).toBe('priceExpired');
    expect(bindingRefusal(intention, order, '2026-03-11', true)).toBeNull();
  });

  it('refuses another product, currency, funder or buyer', () => {
    expect(bindingRefusal(intention, { ...order, productId: 'P002' }, today)).toBe(
      'productMismatch',
    );
    expect(bindingRefusal(intention, { ...order, currency: 'EUR' }, today)).toBe(
      'currencyMismatch',
    );
    expect(bindingRefusal(intention, { ...order, funderCompanyId: 'C009' }, today)).toBe(
      'funderMismatch',
    );
    expect(bindingRefusal(intention, { ...order, buyerCompanyId: 'C007' }, today)).toBe(
      'buyerMismatch',
    );
  });
});
