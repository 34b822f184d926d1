import { describe, expect, it } from 'vitest';
import { login } from '../../src/api/endpoints/auth/login';
import { call, DEMO_PASSWORD, loginBody, portalConfig } from './helpers/api';
import { encryptLoginField } from './helpers/encrypt-login';

const MINUTE = 60_000;

describe('login replay protection', () => {
  it('refuses the same body sent a second time', async () => {
    const body = await loginBody('buyer', DEMO_PASSWORD);
    expect((await call(login, { body })).body.code).toBe(200);
    const again = await call(login, { body });
    expect(again.body).toMatchObject({ code: 400, messageKey: 'common.error.bad_request' });
    expect(again.body.message).toContain('password: this sign-in was already sent once');
  });

  it('refuses a body sealed more than five minutes ago', async () => {
    const body = await loginBody('buyer', DEMO_PASSWORD, undefined, {
      ts: Date.now() - 6 * MINUTE,
    });
    const reply = await call(login, { body });
    expect(reply.body.code).toBe(400);
    expect(reply.body.message).toContain('password: the sign-in was sealed too long ago');
  });

  it('refuses a body sealed more than five minutes ahead of the server clock', async () => {
    const body = await loginBody('buyer', DEMO_PASSWORD, undefined, {
      ts: Date.now() + 6 * MINUTE,
    });
    expect((await call(login, { body })).body.code).toBe(400);
  });

  it('refuses a password encrypted without its stamp, naming the field', async () => {
    const { loginPublicKey } = await portalConfig();
    const reply = await call(login, {
      body: {
        userName: await encryptLoginField(loginPublicKey, 'buyer'),
        password: await encryptLoginField(loginPublicKey, DEMO_PASSWORD),
        loginName: 'buyer',
        type: 1,
      },
    });
    expect(reply.body.code).toBe(400);
    expect(reply.body.message).toContain('password: must encrypt the JSON text');
  });

  it('refuses a repeated nonce under a fresh body as well', async () => {
    const nonce = crypto.randomUUID().replace(/-/g, '');
    const first = await call(login, {
      body: await loginBody('buyer', DEMO_PASSWORD, undefined, { nonce }),
    });
    expect(first.body.code).toBe(200);
    const second = await call(login, {
      body: await loginBody('buyer', DEMO_PASSWORD, undefined, { nonce }),
    });
    expect(second.body.code).toBe(400);
  });
});
