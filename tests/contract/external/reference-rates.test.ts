import { beforeAll, describe, expect, it } from 'vitest';
import { referenceRates } from '../../../src/api/endpoints/external/reference-rates';
import { latestRate, REFERENCE_RATE_TYPES } from '../../../src/shared/finance-order/reference-rate';
import { call, signIn } from '../helpers/api';

describe('reference-rate feed (stand-in)', () => {
  let token: string;
  beforeAll(async () => {
    token = await signIn('buyer');
  });

  it('serves 400 business days of every rate, newest first, in the markets service shape', async () => {
    const reply = await call(referenceRates, { token });
    expect(reply.body.code).toBe(200);
    const feed = referenceRates.data.parse(reply.body.data);
    for (const type of REFERENCE_RATE_TYPES) {
      const days = feed.refRates.filter((r) => r.type === type).map((r) => r.effectiveDate);
      expect(days, type).toHaveLength(400);
      expect(days, `${type} newest first`).toEqual([...days].sort().reverse());
      const weekend = days.filter((d) => [0, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay()));
      expect(weekend, `${type} on weekends`).toEqual([]);
      // The newest entry is today's or the last weekday's: never a day still to come.
      expect((days[0] ?? '') <= new Date().toISOString().slice(0, 10)).toBe(true);
      expect(latestRate(feed, type)?.effectiveDate).toBe(days[0]);
    }
  });

  it('answers the same history on every call', async () => {
    const first = await call(referenceRates, { token, query: { type: 'SOFR' } });
    const second = await call(referenceRates, { token, query: { type: 'SOFR' } });
    expect(second.body.data).toEqual(first.body.data);
  });

  it('narrows the feed to one type', async () => {
    const reply = await call(referenceRates, { token, query: { type: 'HIBOR_3M' } });
    const feed = referenceRates.data.parse(reply.body.data);
    expect(new Set(feed.refRates.map((r) => r.type))).toEqual(new Set(['HIBOR_3M']));
    expect(feed.refRates).toHaveLength(400);
  });

  it('refuses a type it does not publish, naming the field', async () => {
    const reply = await call(referenceRates, { token, query: { type: 'LIBOR' } });
    expect(reply.body.code).not.toBe(200);
    expect(JSON.stringify(reply.body)).toContain('type');
  });

  it('answers no one without a session', async () => {
    const reply = await call(referenceRates);
    expect([401, 1100]).toContain(reply.body.code);
  });
});
