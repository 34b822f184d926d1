import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/shared/errors/api-error';
import { preferenceDetail } from '../../../src/api/endpoints/preferences/preference-detail';
import { DEMO_PASSWORD } from '../helpers/api';
import { createPortalClient } from './portal-client';

describe('the worker session against the reference server', () => {
  it('signs in with RSA-OAEP and bootstraps the principal with the six calls', async () => {
    const client = await createPortalClient();
    const snapshot = await client.session.login('supplier', DEMO_PASSWORD);
    expect(snapshot.principal.user.username).toBe('supplier');
    expect(snapshot.companyRole).toBe('supplier');
    expect(snapshot.poolMode).toBe('');
    expect(snapshot.permissions.length).toBeGreaterThan(10);
    expect(snapshot.dictionaries.some((d) => d.grp === 'CURRENCY' && d.dicKey === 'JPY')).toBe(
      true,
    );
    expect(snapshot.countries.some((c) => c.code === '000')).toBe(true);
    expect((await client.storage.session.get())?.userName).toBe('supplier');
  });

  it('reads the pool mode of supplier-dbs and the director role of director', async () => {
    const dbs = await createPortalClient();
    expect((await dbs.session.login('supplier-dbs', DEMO_PASSWORD)).poolMode).toBe(
      'DBS_POOL_FACTORING',
    );
    const director = await createPortalClient();
    const snapshot = await director.session.login('director', DEMO_PASSWORD);
    expect(snapshot.companyRole).toBe('director');
    expect(snapshot.principal.user.userRoles).toContain('Director');
  });

  it('rejects a wrong password with the server code and message key, storing nothing', async () => {
    const client = await createPortalClient();
    const error = await client.session.login('supplier', 'wrong').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'business',
      code: 1003,
      messageKey: 'login.error.bad_credentials',
    });
    expect(await client.storage.session.get()).toBeUndefined();
    expect(client.events.filter((e) => e.type === 'notice')).toEqual([]);
  });

  it('ends the session once when the server no longer knows the token', async () => {
    const client = await createPortalClient();
    await client.session.login('buyer', DEMO_PASSWORD);
    const stolen = client.session.token();
    // Logging out elsewhere with the same token invalidates it on the server.
    const other = await createPortalClient();
    await other.storage.session.put({
      token: stolen ?? '',
      userId: 'x',
      userName: 'buyer',
      loginAt: 0,
      language: 'en-US',
      companyRole: null,
      mockToken: false,
    });
    await other.session.restore();
    await other.session.logout();
    const calls = [1, 2].map(() =>
      client.http.call(preferenceDetail, { query: { key: 'theme' } }).catch((e: unknown) => e),
    );
    const errors = await Promise.all(calls);
    expect(errors.every((e) => e instanceof ApiError && e.kind === 'session')).toBe(true);
    expect(client.events.filter((e) => e.type === 'session-expired')).toHaveLength(1);
    expect(await client.storage.session.get()).toBeUndefined();
  });

  it('logs out: the token stops working on the server', async () => {
    const client = await createPortalClient();
    await client.session.login('funder', DEMO_PASSWORD);
    const token = client.session.token();
    await client.session.logout();
    expect(client.session.token()).toBeNull();
    const probe = await createPortalClient();
    await probe.storage.session.put({
      token: token ?? '',
      userId: 'x',
      userName: 'funder',
      loginAt: 0,
      language: 'en-US',
      companyRole: null,
      mockToken: false,
    });
    expect(await probe.session.restore()).toBeNull();
  });
});
