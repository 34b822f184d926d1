import { describe, expect, it } from 'vitest';
import { roleChange } from '../../src/api/endpoints/session/role-change';
import { summaryCompany } from '../../src/api/endpoints/session/summary-company';
import { call, signIn } from './helpers/api';

const AMOUNT = /^\d+\.\d{2}$/;

async function summary(token: string, language = 'en-US') {
  const reply = await call(summaryCompany, { token, body: {}, language });
  expect(reply.body.code, reply.body.message).toBe(200);
  return summaryCompany.data.parse(reply.body.data);
}

describe('summaryCompany (home page figures)', () => {
  it('answers the company figures as exact two-decimal strings', async () => {
    expect(await summary(await signIn('supplier'))).toEqual({
      companyName: 'Evergreen Components (Shenzhen) Co., Ltd.',
      currency: 'CNY',
      financedAmount: '12580000.00',
      outstandingAmount: '4326750.50',
      availableLimit: '7673249.50',
      orderCount: 48,
    });
  });

  it('is the same on every call, in every company role, with the local name in Chinese', async () => {
    const token = await signIn('supplier');
    const first = await summary(token);
    await call(roleChange, { token, params: { role: 'buyer' } });
    expect(await summary(token)).toEqual(first);
    expect((await summary(token, 'zh-CN')).companyName).toBe('常青元器件（深圳）有限公司');
  });

  it('spells every amount the same way for every demo company, zeros included', async () => {
    for (const user of ['buyer', 'funder', 'director', 'supplier-dbs', 'supplier-pool']) {
      const figures = await summary(await signIn(user));
      for (const amount of [
        figures.financedAmount,
        figures.outstandingAmount,
        figures.availableLimit,
      ]) {
        expect(amount, `${user}: ${amount}`).toMatch(AMOUNT);
      }
      expect(Number.isInteger(figures.orderCount)).toBe(true);
    }
    expect(await summary(await signIn('director'))).toMatchObject({
      financedAmount: '0.00',
      outstandingAmount: '0.00',
      orderCount: 0,
    });
  });
});
