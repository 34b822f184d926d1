import { describe, expect, it } from 'vitest';
import { login } from '../../src/api/endpoints/auth/login';
import { userInfo } from '../../src/api/endpoints/session/user-info';
import { changePassword } from '../../src/api/endpoints/user/change-password';
import {
  call,
  DEMO_PASSWORD,
  loginBody,
  newCommandId,
  portalConfig,
  signIn,
  type CallOptions,
} from './helpers/api';
import { encryptLoginField } from './helpers/encrypt-login';

/** `limited` is nobody else's test user here; every test leaves its password at Demo#2026. */
const USER = 'limited';
const NEW_PASSWORD = 'Limited#2027x';

async function encrypted(text: string): Promise<string> {
  return encryptLoginField((await portalConfig()).loginPublicKey, text);
}

async function change(
  token: string,
  oldPassword: string,
  newPassword: string,
  options: CallOptions = {},
) {
  return call(changePassword, {
    ...options,
    token,
    body: { oldPassword: await encrypted(oldPassword), newPassword: await encrypted(newPassword) },
  });
}

async function signsIn(password: string): Promise<number> {
  return (await call(login, { body: await loginBody(USER, password) })).body.code;
}

async function works(token: string): Promise<boolean> {
  return (await call(userInfo, { token })).body.code === 200;
}

describe('change password (a direct call, not a command)', () => {
  it('refuses a wrong old password with code 1004, keeping every session', async () => {
    const token = await signIn(USER);
    const other = await signIn(USER);
    const reply = await change(token, 'Wrong#2026', NEW_PASSWORD);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      code: 1004,
      message: 'The current password is wrong.',
      messageKey: 'user_center.error.old_password',
      data: null,
    });
    expect(await works(token)).toBe(true);
    expect(await works(other)).toBe(true);
    expect(await signsIn(DEMO_PASSWORD)).toBe(200);
  });

  it('refuses a weak new password with code 400 and the weak-password key', async () => {
    const token = await signIn(USER);
    // Too short (7), then long enough with only two classes each.
    for (const weak of ['Ab1#xyz', 'lowercase123', 'UPPERlower', '12345678!!']) {
      const reply = await change(token, DEMO_PASSWORD, weak, { language: 'zh-CN' });
      expect(reply.body, weak).toMatchObject({
        code: 400,
        messageKey: 'user_center.error.weak_password',
        data: null,
      });
      expect(reply.body.message).toContain('8');
    }
    expect(await signsIn(DEMO_PASSWORD)).toBe(200);
  });

  it('refuses passwords sent in clear as a bad request naming the field', async () => {
    const token = await signIn(USER);
    const reply = await call(changePassword, {
      token,
      body: { oldPassword: DEMO_PASSWORD, newPassword: await encrypted(NEW_PASSWORD) },
    });
    expect(reply.body).toMatchObject({ code: 400, messageKey: 'common.error.bad_request' });
    expect(reply.body.message).toContain('oldPassword');
  });

  it('changes it: this session stays, the others end, and a command id is not replayed', async () => {
    const token = await signIn(USER);
    const other = await signIn(USER);
    const commandId = newCommandId('password');
    try {
      // The same x-command-id twice: a command would replay the first answer (1004).
      const wrong = await change(token, 'Wrong#2026', NEW_PASSWORD, { commandId });
      expect(wrong.body.code).toBe(1004);
      const reply = await change(token, DEMO_PASSWORD, NEW_PASSWORD, { commandId });
      expect(reply.body.code, reply.body.message).toBe(200);
      expect(reply.headers.get('x-command-replayed')).toBeNull();
      const changedAt = changePassword.data.parse(reply.body.data).changedAt;
      expect(Math.abs(Date.parse(changedAt) - Date.now())).toBeLessThan(60_000);

      expect(await works(token)).toBe(true);
      expect((await call(userInfo, { token: other })).body.code).toBe(1100);
      expect(await signsIn(NEW_PASSWORD)).toBe(200);
      expect(await signsIn(DEMO_PASSWORD)).toBe(1003);
    } finally {
      // Back to the demo password for the tests that follow (a no-op if the change failed).
      await change(token, NEW_PASSWORD, DEMO_PASSWORD);
    }
    expect(await signsIn(DEMO_PASSWORD)).toBe(200);
    expect(await works(token)).toBe(true);
  });
});
