import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { login } from '../../src/api/endpoints/auth/login';
import { requestResetCode } from '../../src/api/endpoints/password-reset/request-reset-code';
import { resetPassword } from '../../src/api/endpoints/password-reset/reset-password';
import { userInfo } from '../../src/api/endpoints/session/user-info';
import {
  CODE_TTL_MINUTES,
  MAX_CODE_ATTEMPTS,
  RESEND_COOLDOWN_SECONDS,
} from '../../src/shared/password-reset/reset-rules';
import { call, DEMO_PASSWORD, loginBody, portalConfig, type Reply } from './helpers/api';
import { encryptLoginField } from './helpers/encrypt-login';
import { movableClock, startOwnServer } from './helpers/own-server';

/**
 * A server of this file's own: its clock is moved past a code's 15 minutes and the throttles'
 * hour, and its demo users' passwords change freely (the shared server's must stay Demo#2026).
 */
const clock = movableClock();
let base = '';
let stop: () => Promise<void> = () => Promise.resolve();

beforeAll(async () => {
  const own = await startOwnServer('password-reset', { now: clock.now });
  base = own.server.url;
  stop = own.stop;
  // A fresh PGlite folder (initdb and seed) takes over a minute on a loaded 2-core machine.
}, 180_000);
afterAll(() => stop());
// Every test starts after the throttles' hour, so none inherits another's counts.
beforeEach(() => clock.advance(61 * 60_000));

const MINUTE = 60_000;

interface Mail {
  id: string;
  recipient: string;
  subject: string;
  body: string;
  sentAt: string;
}

async function mailbox(to?: string): Promise<Mail[]> {
  const url = new URL('/dev/mailbox.json', base);
  if (to !== undefined) url.searchParams.set('to', to);
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return ((await response.json()) as { messages: Mail[] }).messages;
}

/**
 * The answer is written before the mail is delivered (so its time says nothing about the
 * account): wait for a message newer than `after`, reading the mailbox as a person would.
 */
async function nextMail(to: string, after: Mail[]): Promise<Mail> {
  const seen = new Set(after.map((m) => m.id));
  for (let round = 0; round < 200; round += 1) {
    const fresh = (await mailbox(to)).find((m) => !seen.has(m.id));
    if (fresh) return fresh;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no new mail for ${to}`);
}

const codeOf = (mail: Mail): string => {
  const match = /\b(\d{6})\b/.exec(mail.body);
  if (!match?.[1]) throw new Error(`no code in ${mail.body}`);
  return match[1];
};

const ask = (account: string) => call(requestResetCode, { baseUrl: base, body: { account } });

/** Asks for a code and reads it from the mailbox of `to` (the user's e-mail or name). */
async function codeFor(account: string, to: string): Promise<string> {
  const before = await mailbox(to);
  const reply = await ask(account);
  expect(reply.body.code).toBe(200);
  return codeOf(await nextMail(to, before));
}

async function reset(account: string, code: string, password: string): Promise<Reply> {
  const { loginPublicKey } = await portalConfig(base);
  return call(resetPassword, {
    baseUrl: base,
    body: { account, code, newPassword: await encryptLoginField(loginPublicKey, password) },
  });
}

async function signInCode(userName: string, password: string): Promise<number> {
  // The login stamp must be fresh by the server's (moved) clock.
  const body = await loginBody(userName, password, base, { ts: clock.now() });
  return (await call(login, { baseUrl: base, body })).body.code;
}

async function tokenOf(userName: string, password: string): Promise<string> {
  const body = await loginBody(userName, password, base, { ts: clock.now() });
  const reply = await call(login, { baseUrl: base, body });
  const token = (reply.body.data as { token?: string } | undefined)?.token;
  if (!token) throw new Error(`sign-in of ${userName} failed: ${JSON.stringify(reply.body)}`);
  return token;
}

const wrongCode = (code: string) => (code === '000000' ? '000001' : '000000');

describe('asking for a code', () => {
  it('answers the same to a user name, an e-mail address and an unknown account', async () => {
    const replies = [
      await ask('buyer'),
      await ask('CHEN.LI@evergreen-components.example'),
      await ask('nobody-here'),
      await ask('nobody@nowhere.example'),
    ];
    const shapes = replies.map((r) => ({ status: r.status, body: r.body }));
    expect(shapes[0]).toEqual({
      status: 200,
      body: expect.objectContaining({
        code: 200,
        data: { resendAfterSeconds: RESEND_COOLDOWN_SECONDS, validMinutes: CODE_TTL_MINUTES },
      }) as unknown,
    });
    for (const shape of shapes) expect(shape).toEqual(shapes[0]);
  });

  it('delivers a six-digit code to the user’s e-mail in the development mailbox, by name or by e-mail', async () => {
    const byName = await codeFor('funder', 'martin.wong@summit-capital.example');
    expect(byName).toMatch(/^\d{6}$/);
    clock.advance(2 * MINUTE);
    const before = await mailbox('funder');
    await ask('Martin.Wong@summit-capital.example');
    const mail = await nextMail('funder', before);
    expect(mail.recipient).toBe('martin.wong@summit-capital.example');
    expect(mail.subject).toBe('Your password reset code');
    expect(mail.body).toContain('15 minutes');
    // An unknown account gets nothing: the mailbox holds no message for it.
    await ask('ghost@nowhere.example');
    expect(await mailbox('ghost@nowhere.example')).toEqual([]);
  });

  it('shows the mailbox as a page, outside /api, newest first, filtered by recipient', async () => {
    await codeFor('director', 'director');
    const response = await fetch(new URL('/dev/mailbox?to=director', base));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('Development mailbox');
    expect(html).toContain('zhou.min@lotus-holdings.example');
    expect(html).not.toContain('martin.wong@');
    expect(html).not.toContain('<script');
    // Not an /api route: the API's unknown-path answer stays for /api/dev/mailbox.
    const api = await fetch(new URL('/api/dev/mailbox', base));
    expect(api.status).toBe(404);
  });
});

describe('setting the new password', () => {
  it('ends every session of the user; the old password fails and the new one works; no session needed', async () => {
    const before = await tokenOf('supplier', DEMO_PASSWORD);
    expect((await call(userInfo, { baseUrl: base, token: before })).body.code).toBe(200);
    const code = await codeFor('supplier', 'supplier');
    const done = await reset('supplier', code, 'Fresh#Start9');
    expect(done.body).toMatchObject({ code: 200, data: { reset: true } });
    expect((await call(userInfo, { baseUrl: base, token: before })).body.code).not.toBe(200);
    expect(await signInCode('supplier', DEMO_PASSWORD)).toBe(1003);
    expect(await signInCode('supplier', 'Fresh#Start9')).toBe(200);
  });

  it('refuses a wrong code on the code field, and an unknown account exactly alike', async () => {
    const code = await codeFor('buyer', 'buyer');
    const wrong = await reset('buyer', wrongCode(code), 'Another#Pass1');
    const unknown = await reset('nobody-here', code, 'Another#Pass1');
    expect(wrong.body).toMatchObject({
      code: 400,
      data: {
        fields: [
          {
            field: 'code',
            key: 'reset_password.error.code_invalid',
            message:
              'The code is wrong or no longer valid. Check the code in the e-mail, or ask for a new one.',
          },
        ],
      },
    });
    expect({ status: unknown.status, body: unknown.body }).toEqual({
      status: wrong.status,
      body: wrong.body,
    });
    // The wrong guess did not spend the code.
    expect((await reset('buyer', code, 'Another#Pass1')).body.code).toBe(200);
  });

  it('refuses an expired code', async () => {
    const code = await codeFor('company', 'company');
    clock.advance(CODE_TTL_MINUTES * MINUTE + 1000);
    const reply = await reset('company', code, 'Expired#Pass1');
    expect(reply.body.code).toBe(400);
    expect(reply.body.data).toMatchObject({ fields: [{ field: 'code' }] });
    expect(await signInCode('company', DEMO_PASSWORD)).toBe(200);
  });

  it('takes a code once', async () => {
    const code = await codeFor('supplier-dbs', 'supplier-dbs');
    expect((await reset('supplier-dbs', code, 'First#Use123')).body.code).toBe(200);
    const again = await reset('supplier-dbs', code, 'Second#Use123');
    expect(again.body.data).toMatchObject({ fields: [{ field: 'code' }] });
    expect(await signInCode('supplier-dbs', 'First#Use123')).toBe(200);
  });

  it('burns a code after too many wrong guesses, and a newer code replaces the older', async () => {
    const old = await codeFor('limited', 'limited');
    clock.advance(RESEND_COOLDOWN_SECONDS * 1000);
    const code = await codeFor('limited', 'limited');
    expect((await reset('limited', old, 'Older#Code123')).body.code).toBe(old === code ? 200 : 400);
    for (let i = 0; i < MAX_CODE_ATTEMPTS - 1; i += 1) {
      expect((await reset('limited', wrongCode(code), 'Burnt#Code123')).body.code).toBe(400);
    }
    const right = await reset('limited', code, 'Burnt#Code123');
    expect(right.body.data).toMatchObject({ fields: [{ field: 'code' }] });
    expect(await signInCode('limited', DEMO_PASSWORD)).toBe(200);
  });

  it('refuses a weak password on its field with the user centre’s rule, without spending the code', async () => {
    const code = await codeFor('noaccess', 'noaccess');
    const weak = await reset('noaccess', code, 'weakling');
    expect(weak.body).toMatchObject({
      code: 400,
      messageKey: 'user_center.error.weak_password',
      data: { fields: [{ field: 'newPassword', key: 'user_center.error.weak_password' }] },
    });
    expect((await reset('noaccess', code, 'Strong#Enough1')).body.code).toBe(200);
  });
});

describe('throttling', () => {
  it('makes "send again" wait for the cooldown, for a known and an unknown account alike', async () => {
    expect((await ask('translator')).body.code).toBe(200);
    expect((await ask('no-such-user')).body.code).toBe(200);
    const known = await ask('translator');
    const unknown = await ask('no-such-user');
    expect(known.body).toMatchObject({ code: 429, data: { retryAfter: RESEND_COOLDOWN_SECONDS } });
    expect(known.headers.get('retry-after')).toBe(String(RESEND_COOLDOWN_SECONDS));
    expect({ status: unknown.status, body: unknown.body }).toEqual({
      status: known.status,
      body: known.body,
    });
    clock.advance(RESEND_COOLDOWN_SECONDS * 1000);
    expect((await ask('translator')).body.code).toBe(200);
  });

  it('allows five requests an hour per account', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await ask('supplier-pool')).body.code).toBe(200);
      clock.advance(RESEND_COOLDOWN_SECONDS * 1000);
    }
    expect((await ask('supplier-pool')).body.code).toBe(429);
    expect((await ask('SUPPLIER-POOL ')).body.code).toBe(429);
  });

  it('e-mails one user at most five codes an hour, however the account is typed', async () => {
    const email = 'wang.fang@lotus-holdings.example';
    const before = await mailbox(email);
    for (let i = 0; i < 3; i += 1) {
      expect((await ask('company')).body.code).toBe(200);
      expect((await ask(email)).body.code).toBe(200);
      clock.advance(RESEND_COOLDOWN_SECONDS * 1000);
    }
    // Six requests let through; once another user's mail is in, the sixth has been handled too.
    await codeFor('buyer', 'buyer');
    await expect.poll(async () => (await mailbox(email)).length - before.length).toBe(5);
    expect((await mailbox(email)).length - before.length).toBe(5);
  });

  it('locks an account after ten wrong codes, even with the right one', async () => {
    const code = await codeFor('funder', 'funder');
    // The fifth guess burns the code; the account's own count goes on past it.
    for (let i = 0; i < 10; i += 1) {
      expect((await reset('funder', wrongCode(code), 'Locked#Out123')).body.code).toBe(400);
    }
    const locked = await reset('funder', code, 'Locked#Out123');
    expect(locked.body).toMatchObject({ code: 429 });
    expect(await signInCode('funder', DEMO_PASSWORD)).toBe(200);
  });
});
