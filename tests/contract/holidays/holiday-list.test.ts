import { beforeAll, describe, expect, it } from 'vitest';
import { holidayList } from '../../../src/api/endpoints/company/holiday-list';
import { call, signIn } from '../helpers/api';

let token = '';
beforeAll(async () => {
  token = await signIn('supplier');
});

const holidays = async (currencyCode: string[]) => {
  const reply = await call(holidayList, { token, body: { currencyCode } });
  expect(reply.body.code).toBe(200);
  return holidayList.data.parse(reply.body.data);
};

describe('holiday/list', () => {
  it('answers the spec’s records of the currency’s calendar, rest days and make-up working days', async () => {
    const cny = await holidays(['CNY']);
    expect(cny.length).toBeGreaterThan(100);
    expect(new Set(cny.map((h) => h.countryCode))).toEqual(new Set(['CN']));
    expect(Object.keys(cny[0] ?? {}).sort()).toEqual([
      'calendarDate',
      'countryCode',
      'holidayNameCn',
      'holidayNameEn',
      'type',
    ]);
    expect(new Set(cny.map((h) => h.type))).toEqual(new Set(['J', 'B']));
    expect(cny.every((h) => /^\d{4}-\d{2}-\d{2}$/.test(h.calendarDate))).toBe(true);
    const dates = cny.map((h) => h.calendarDate);
    expect(dates).toEqual([...dates].sort());
  });

  it('covers the seed day’s year less two to its year plus two', async () => {
    const year = new Date().getUTCFullYear();
    const years = new Set((await holidays(['USD'])).map((h) => Number(h.calendarDate.slice(0, 4))));
    expect([...years].sort()).toEqual([year - 2, year - 1, year, year + 1, year + 2]);
  });

  it('filters by currency: each currency brings only its own country, a repeat counts once', async () => {
    const both = await holidays(['USD', 'JPY', 'USD']);
    expect(new Set(both.map((h) => h.countryCode))).toEqual(new Set(['US', 'JP']));
    const us = await holidays(['USD']);
    const jp = await holidays(['JPY']);
    expect(both.length).toBe(us.length + jp.length);
    expect((await holidays(['EUR'])).every((h) => h.countryCode === 'EU')).toBe(true);
  });

  it('refuses an unknown currency, an empty list and more than ten codes, naming the field', async () => {
    for (const currencyCode of [
      ['XYZ'],
      [],
      Array.from({ length: 11 }, () => 'USD'),
      ['US\u0000D'],
    ]) {
      const reply = await call(holidayList, { token, body: { currencyCode } });
      expect(reply.body.code).toBe(400);
      expect(reply.body.message).toContain('currencyCode');
    }
    const notAList = await call(holidayList, { token, body: { currencyCode: 'USD' } });
    expect(notAList.body.code).toBe(400);
  });

  it('needs a session', async () => {
    const reply = await call(holidayList, { body: { currencyCode: ['USD'] } });
    expect(reply.body.code).toBe(401);
  });
});
