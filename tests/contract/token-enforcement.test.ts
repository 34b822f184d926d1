import { describe, expect, it } from 'vitest';
import { logout } from '../../src/api/endpoints/auth/logout';
import { userInfo } from '../../src/api/endpoints/session/user-info';
import { APP_ID, call, signIn } from './helpers/api';

describe('token enforcement', () => {
  it('answers code 401 with the session-expired key when the token header is missing', async () => {
    const reply = await call(userInfo);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ code: 401, messageKey: 'common.error.session_expired' });
    expect(reply.body.data).toBeNull();
  });

  it('answers code 1100 with the same key for an unknown token', async () => {
    const reply = await call(userInfo, { token: 'f'.repeat(64) });
    expect(reply.body).toMatchObject({ code: 1100, messageKey: 'common.error.session_expired' });
  });

  it('accepts the token of a sign-in', async () => {
    const token = await signIn('funder');
    const reply = await call(userInfo, { token });
    expect(reply.body.code).toBe(200);
    expect(userInfo.data.parse(reply.body.data).userName).toBe('funder');
  });

  it('ends the session on logout: the token then answers 1100', async () => {
    const token = await signIn('director');
    const out = await call(logout, { body: { token, appId: APP_ID } });
    expect(out.body).toMatchObject({ code: 200, message: 'success' });
    const after = await call(userInfo, { token });
    expect(after.body.code).toBe(1100);
  });

  it('lets a logout of an already ended session succeed (signing out twice is harmless)', async () => {
    const reply = await call(logout, { body: { token: 'a'.repeat(64), appId: APP_ID } });
    expect(reply.body.code).toBe(200);
  });

  it('does not end other sessions of the same user on logout', async () => {
    const kept = await signIn('company');
    const ended = await signIn('company');
    await call(logout, { body: { token: ended, appId: APP_ID } });
    expect((await call(userInfo, { token: kept })).body.code).toBe(200);
  });
});
