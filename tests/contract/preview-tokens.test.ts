import { describe, expect, inject, it } from 'vitest';
import { previewTokenVerify } from '../../src/api/endpoints/session/preview-token';
import { call } from './helpers/api';

async function verify(token: string) {
  const reply = await call(previewTokenVerify, { query: { token } });
  expect(reply.body.code, reply.body.message).toBe(200);
  return previewTokenVerify.data.parse(reply.body.data);
}

const DAY_MS = 24 * 60 * 60 * 1000;

describe('preview token verify (public)', () => {
  it('knows the seeded exhibition token, valid for about a year', async () => {
    const { exhibition } = inject('previewTokens');
    expect(exhibition).toMatch(/^exh_[0-9a-f]{32}$/);
    const answer = await verify(exhibition);
    expect(answer).toMatchObject({ valid: true, kind: 'exhibition' });
    const left = Date.parse(answer.expiresAt ?? '') - Date.now();
    expect(left).toBeGreaterThan(300 * DAY_MS);
    expect(left).toBeLessThanOrEqual(366 * DAY_MS);
  });

  it('knows the seeded notice token', async () => {
    const { notice } = inject('previewTokens');
    expect(notice).toMatch(/^ntc_[0-9a-f]{32}$/);
    expect(await verify(notice)).toMatchObject({ valid: true, kind: 'notice' });
  });

  it('answers valid false, not an error, for anything else', async () => {
    const { exhibition } = inject('previewTokens');
    for (const garbage of [
      '',
      'nope',
      exhibition.toUpperCase(),
      `${exhibition}x`,
      "' OR '1'='1",
      'x'.repeat(2000),
    ]) {
      expect(await verify(garbage), garbage.slice(0, 20)).toEqual({
        valid: false,
        kind: null,
        expiresAt: null,
      });
    }
  });

  it('names the missing query parameter as a bad request', async () => {
    const reply = await call(previewTokenVerify);
    expect(reply.body).toMatchObject({ code: 400, data: { fields: [{ field: 'query.token' }] } });
  });
});
