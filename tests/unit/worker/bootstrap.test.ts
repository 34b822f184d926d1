import { describe, expect, it } from 'vitest';
import type { HttpClient } from '../../../src/api/http/client';
import type { EndpointDef } from '../../../src/api/contract/endpoint';
import { ApiError } from '../../../src/shared/errors/api-error';
import { bootstrapSession } from '../../../src/worker/session/bootstrap';

const user = {
  id: 'u1',
  userName: 'supplier',
  cname: 'Supplier One',
  email: 's@example.com',
  companyId: 'c1',
  companyName: 'Acme',
  language: 'en-US',
  timeZone: '+8',
  timeFormat: 'YYYY/MM/DD',
  userCode: 'U1',
  userRoles: 'Operator',
  companyRole: 'SUPPLIER',
  roles: [{ roleCode: 'ADMIN' }],
  authorities: [{ pid: 'org.account.create' }],
};

function fakeHttp(
  answers: Record<string, () => Promise<unknown>>,
  seen: string[] = [],
): HttpClient {
  return {
    call: ((endpoint: EndpointDef, _input: unknown, options?: { signal?: AbortSignal }) => {
      seen.push(endpoint.id);
      if (options?.signal?.aborted)
        return Promise.reject(new ApiError({ kind: 'cancelled', code: 0, message: '' }));
      const answer = answers[endpoint.id];
      return answer ? answer() : Promise.reject(new Error(`unexpected ${endpoint.id}`));
    }) as HttpClient['call'],
    download: () => Promise.reject(new Error('no')),
    upload: () => Promise.reject(new Error('no')),
  };
}

const ok = (value: unknown) => () => Promise.resolve(value);
const answers = {
  'session.companyBusinessType': ok('DBS_POOL_FACTORING'),
  'session.userInfo': ok(user),
  'session.permissionMenus': ok([{ id: 'P1', name: 'home', parentPermissionId: null }]),
  'company.detail': ok(null),
  'company.dictList': ok([]),
  'company.areaList': ok([]),
};

describe('session bootstrap', () => {
  it('runs the six calls together and builds the principal', async () => {
    const seen: string[] = [];
    const progress: number[] = [];
    const snapshot = await bootstrapSession(fakeHttp(answers, seen), {
      productCode: 'scf',
      onProgress: (done) => progress.push(done),
    });
    expect(seen).toHaveLength(6);
    expect(progress).toEqual([1, 2, 3, 4, 5, 6]);
    expect(snapshot.principal.user.username).toBe('supplier');
    expect(snapshot.companyRole).toBe('supplier');
    expect(snapshot.poolMode).toBe('DBS_POOL_FACTORING');
    expect(snapshot.authority.prefixes).toContain('/home');
    expect(snapshot.authority.excluded).toContain('/finance/poolFactoring');
  });

  it('gives an empty pool mode when the business-type call fails', async () => {
    const failing = {
      ...answers,
      'session.companyBusinessType': () =>
        Promise.reject(new ApiError({ kind: 'network', code: 0, message: 'x' })),
    };
    expect((await bootstrapSession(fakeHttp(failing), { productCode: 'scf' })).poolMode).toBe('');
  });

  it('fails when any other call fails', async () => {
    const failing = {
      ...answers,
      'session.userInfo': () =>
        Promise.reject(new ApiError({ kind: 'session', code: 401, message: 'x' })),
    };
    await expect(bootstrapSession(fakeHttp(failing), { productCode: 'scf' })).rejects.toMatchObject(
      {
        kind: 'session',
      },
    );
  });

  it('stops when its call is cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      bootstrapSession(fakeHttp(answers), { productCode: 'scf', signal: controller.signal }),
    ).rejects.toMatchObject({
      kind: 'cancelled',
    });
  });
});
