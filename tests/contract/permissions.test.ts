import { describe, expect, it } from 'vitest';
import { internationalSave } from '../../src/api/endpoints/translations/international-save';
import { call, newCommandId, signIn } from './helpers/api';

describe('permissions', () => {
  it('answer code 403 when the user lacks the authority an endpoint requires', async () => {
    const token = await signIn('noaccess');
    const reply = await call(internationalSave, {
      token,
      commandId: newCommandId('forbidden'),
      body: { langKey: 'en-US', namespace: 'portal', value: '{"x":"y"}' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ code: 403, messageKey: 'common.error.forbidden' });
  });

  it('let a user with the authority through', async () => {
    const token = await signIn('translator');
    const reply = await call(internationalSave, {
      token,
      body: { langKey: 'zh-CN', namespace: 'permission-test', value: '{"common.ok":"是"}' },
    });
    expect(reply.body.code).toBe(200);
  });
});
