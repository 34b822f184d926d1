import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { login } from '../../src/api/endpoints/auth/login';
import { call, DEMO_PASSWORD, loginBody, type Reply } from './helpers/api';
import { movableClock, startOwnServer } from './helpers/own-server';

const WRONG = 'Wrong#2026';

async function attempt(userName: string, password: string, baseUrl?: string, ts?: number) {
  const body = await loginBody(userName, password, baseUrl, ts === undefined ? {} : { ts });
  return call(login, { body, ...(baseUrl ? { baseUrl } : {}) });
}

function expectThrottled(reply: Reply, seconds: number) {
  expect(reply.body).toMatchObject({
    code: 429,
    messageKey: 'login.error.throttled',
    data: { retryAfter: seconds },
  });
  expect(reply.headers.get('retry-after')).toBe(String(seconds));
}

// The shared server: only made-up user names, which no other test file signs in with.
describe('sign-in throttling per user name (shared server)', () => {
  it('answers five wrong passwords as such, then code 429 with a retry-after', async () => {
    const name = `probe-${crypto.randomUUID().slice(0, 8)}`;
    for (let i = 0; i < 5; i += 1) {
      expect((await attempt(name, WRONG)).body.code).toBe(1003);
    }
    const locked = await attempt(name, WRONG);
    expectThrottled(locked, 30);
    expect(locked.body.message).toBe('Too many failed sign-ins. Please try again in 30 seconds.');
  });

  it('says it in Chinese when x-language is zh-CN', async () => {
    const name = `probe-${crypto.randomUUID().slice(0, 8)}`;
    for (let i = 0; i < 5; i += 1) await attempt(name, WRONG);
    const body = await loginBody(name, WRONG);
    const reply = await call(login, { body, language: 'zh-CN' });
    expect(reply.body.message).toBe('登录失败次数过多，请在 30 秒后重试。');
  });

  it('counts concurrent guesses: of ten at once, five are checked and five refused', async () => {
    const name = `probe-${crypto.randomUUID().slice(0, 8)}`;
    const bodies = await Promise.all(Array.from({ length: 10 }, () => loginBody(name, WRONG)));
    const replies = await Promise.all(bodies.map((body) => call(login, { body })));
    const codes = replies.map((r) => r.body.code).sort();
    expect(codes).toEqual([1003, 1003, 1003, 1003, 1003, 429, 429, 429, 429, 429]);
  });
});

describe('sign-in throttling on a server of its own (a clock moved by hand)', () => {
  const clock = movableClock();
  let url = '';
  let stop: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    const own = await startOwnServer('throttle', {
      now: clock.now,
      signIn: { byAddress: { failuresBeforeLock: 12 } },
    });
    url = own.server.url;
    stop = own.stop;
  }, 60_000);
  afterAll(() => stop());
  // Every test starts from nothing: an hour without failures forgets every name and address.
  beforeEach(() => clock.advance(61 * 60_000));

  const tryAs = (name: string, password: string) => attempt(name, password, url, clock.now());

  it('refuses the right password during the lock, lets it in after, and the lock grows', async () => {
    for (let i = 0; i < 5; i += 1) expect((await tryAs('supplier', WRONG)).body.code).toBe(1003);
    expectThrottled(await tryAs('supplier', DEMO_PASSWORD), 30);

    clock.advance(29_000);
    expectThrottled(await tryAs('supplier', DEMO_PASSWORD), 1);
    clock.advance(1_000);
    // The lock has expired by itself; one more failure locks for twice as long.
    expect((await tryAs('supplier', WRONG)).body.code).toBe(1003);
    expectThrottled(await tryAs('supplier', DEMO_PASSWORD), 60);
    clock.advance(60_000);
    expect((await tryAs('supplier', DEMO_PASSWORD)).body.code).toBe(200);
  });

  it('forgets the failures of a user name at a successful sign-in', async () => {
    for (let i = 0; i < 4; i += 1) expect((await tryAs('buyer', WRONG)).body.code).toBe(1003);
    expect((await tryAs('buyer', DEMO_PASSWORD)).body.code).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await tryAs('buyer', WRONG)).body.code).toBe(1003);
    expect((await tryAs('buyer', DEMO_PASSWORD)).body.code).toBe(200);
  });

  it('throttles an unknown user name exactly like a known one', async () => {
    const known = [];
    const unknown = [];
    for (let i = 0; i < 6; i += 1) {
      known.push((await tryAs('funder', WRONG)).body);
      unknown.push((await tryAs('nobody-at-all', WRONG)).body);
    }
    expect(unknown).toEqual(known);
    expect(known.at(-1)?.code).toBe(429);
  });

  it('locks a client address after failures under many names, even for the right password', async () => {
    // 12 failures lock an address on this server (50 by default); each name fails only once.
    for (let i = 0; i < 12; i += 1) {
      expect((await tryAs(`guess-${i}`, WRONG)).body.code).toBe(1003);
    }
    expectThrottled(await tryAs('director', DEMO_PASSWORD), 30);
    clock.advance(30_000);
    expect((await tryAs('director', DEMO_PASSWORD)).body.code).toBe(200);
  });
});
