import { describe, expect, it } from 'vitest';
import { login } from '../../src/api/endpoints/auth/login';
import { call, DEMO_PASSWORD, loginBody, portalConfig, serverUrl } from './helpers/api';
import { encryptLoginField } from './helpers/encrypt-login';

describe('login', () => {
  it('signs a demo user in with the encrypted name and password and answers a token', async () => {
    const reply = await call(login, { body: await loginBody('supplier', DEMO_PASSWORD) });
    expect(reply.status).toBe(200);
    expect(reply.body.code).toBe(200);
    expect(reply.body.message).toBe('success');
    const data = login.data.parse(reply.body.data);
    expect(data.userName).toBe('supplier');
    expect(data.token).toMatch(/^[0-9a-f]{64}$/);
  });

  it('gives every sign-in its own token', async () => {
    const first = await call(login, { body: await loginBody('buyer', DEMO_PASSWORD) });
    const second = await call(login, { body: await loginBody('buyer', DEMO_PASSWORD) });
    expect(login.data.parse(first.body.data).token).not.toBe(
      login.data.parse(second.body.data).token,
    );
  });

  it('rejects a wrong password with code 1003 and the bad-credentials key', async () => {
    const reply = await call(login, { body: await loginBody('supplier', 'Wrong#2026') });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      code: 1003,
      message: 'Wrong user name or password.',
      messageKey: 'login.error.bad_credentials',
    });
    expect(reply.body.data).toBeNull();
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const reply = await call(login, { body: await loginBody('nobody', DEMO_PASSWORD) });
    expect(reply.body).toMatchObject({ code: 1003, messageKey: 'login.error.bad_credentials' });
  });

  it('says it in Chinese when x-language is zh-CN', async () => {
    const reply = await call(login, {
      body: await loginBody('supplier', 'nope'),
      language: 'zh-CN',
    });
    expect(reply.body.code).toBe(1003);
    expect(reply.body.message).toBe('用户名或密码错误。');
  });

  it('refuses a password sent in clear as a bad request naming the field', async () => {
    const { loginPublicKey } = await portalConfig();
    const reply = await call(login, {
      body: {
        userName: await encryptLoginField(loginPublicKey, 'supplier'),
        password: DEMO_PASSWORD,
        loginName: 'supplier',
        type: 1,
      },
    });
    expect(reply.body.code).toBe(400);
    expect(reply.body.messageKey).toBe('common.error.bad_request');
    expect(reply.body.message).toContain('password');
  });

  it('refuses a loginName that differs from the encrypted userName', async () => {
    const body = { ...(await loginBody('supplier', DEMO_PASSWORD)), loginName: 'buyer' };
    const reply = await call(login, { body });
    expect(reply.body.code).toBe(400);
    expect(reply.body.message).toContain('loginName');
  });

  it('publishes a key that WebCrypto imports for RSA-OAEP with SHA-256', async () => {
    const { loginPublicKey } = await portalConfig();
    await expect(encryptLoginField(loginPublicKey, 'x')).resolves.toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(serverUrl()).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });
});
