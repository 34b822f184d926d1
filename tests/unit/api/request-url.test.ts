import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../../../src/api/http/http-client';
import { buildRequestUrl } from '../../../src/api/http/request-url';
import { createMemoryGetCacheStore } from '../../../src/api/http/memory-cache-store';
import { createFakeFetch, envelope } from './fakes/fake-fetch';
import { getByRole, getThing, importByKey, postById, postPage } from './fakes/endpoints';
import { makeClient, rejectionOf } from './fakes/test-client';

describe('request URL and body', () => {
  it('fills the product code and URI-encodes path parameters', async () => {
    const { client, server } = makeClient();
    await client.call(getByRole, { params: { role: 'a b/c' } });
    expect(server.requests[0]?.url).toBe(
      'https://portal.test/api/scf-auth-center/login/change/a%20b%2Fc',
    );
  });

  it('sends a GET query as search parameters, leaving out undefined and null', async () => {
    const { client, server } = makeClient({ handler: () => envelope({ name: 'x' }) });
    await client.call(getThing, { query: { name: 'ACME & Co', page: 2, tags: ['a', 'b'] } });
    const url = new URL(server.requests[0]?.url ?? '');
    expect(url.pathname).toBe('/api/scf-things/thing');
    expect(url.searchParams.get('name')).toBe('ACME & Co');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.getAll('tags')).toEqual(['a', 'b']);
    expect(server.requests[0]?.body).toBeUndefined();
  });

  it('skips absent query values instead of sending "undefined"', () => {
    const url = buildRequestUrl({
      apiBase: '/',
      baseOrigin: 'https://portal.test',
      productCode: 'scf',
      path: '/api/{product}-x/list',
      query: { a: undefined, b: null, c: 0, d: false, e: '' },
    });
    expect(url).toBe('https://portal.test/api/scf-x/list?c=0&d=false&e=');
  });

  it('sends the body of other methods as JSON, with defaults of its schema filled in', async () => {
    const { client, server } = makeClient({ handler: () => envelope({ total: 1 }) });
    await client.call(postPage, { body: { name: 'n' } });
    expect(server.requests[0]?.method).toBe('POST');
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({
      pageNum: 1,
      pageSize: 20,
      name: 'n',
    });
  });

  it('keeps a declared query in the URL of a POST', async () => {
    const { client, server } = makeClient({ handler: () => envelope({ successfulNumber: 1 }) });
    await client.call(importByKey, { query: { fileKey: 'k-1' }, body: {} });
    expect(server.requests[0]?.url).toBe(
      'https://portal.test/api/scf-things/importExcel?fileKey=k-1',
    );
    expect(server.requests[0]?.body).toBe('{}');
  });

  it('fills a query placeholder written in the path template', async () => {
    const { client, server } = makeClient({ handler: () => envelope({ id: '7' }) });
    await client.call(postById, { params: { id: '7' } });
    expect(server.requests[0]?.url).toBe('https://portal.test/api/scf-things/detail?id=7');
  });

  it('resolves the documented default base "/" against the worker origin', async () => {
    const server = createFakeFetch(() => envelope({ name: 'x' }));
    const client = createHttpClient({
      config: { apiBase: '/', productCode: 'abc', appId: 'app' },
      baseOrigin: 'https://worker.origin',
      fetch: server.fetch,
      getToken: () => null,
      getLanguage: () => 'en-US',
      getCompanyRole: () => null,
      cache: createMemoryGetCacheStore(),
      onSessionExpired: () => undefined,
      onNotice: () => undefined,
    });
    await client.call(getThing, { query: {} });
    expect(server.requests[0]?.url).toBe('https://worker.origin/api/abc-things/thing');
  });

  it('keeps a path prefix of the base', () => {
    const url = buildRequestUrl({
      apiBase: 'https://gw.test/portal/',
      productCode: 'scf',
      path: '/api/{product}-x',
    });
    expect(url).toBe('https://gw.test/portal/api/scf-x');
  });

  it('refuses a relative base it cannot resolve, before anything is sent', async () => {
    const server = createFakeFetch();
    const client = createHttpClient({
      config: { apiBase: '/', productCode: 'scf', appId: 'app' },
      fetch: server.fetch,
      getToken: () => null,
      getLanguage: () => 'en-US',
      getCompanyRole: () => null,
      cache: createMemoryGetCacheStore(),
      onSessionExpired: () => undefined,
      onNotice: () => undefined,
    });
    const error = await rejectionOf(client.call(getThing, { query: {} }, { silent: true }));
    expect(error.kind).toBe('contract');
    expect(server.requests).toHaveLength(0);
  });

  it('rejects an input that breaks the endpoint schema without sending it', async () => {
    const { client, server } = makeClient();
    const error = await rejectionOf(
      client.call(postById, { params: { id: '' } }, { silent: true }),
    );
    expect(error.kind).toBe('contract');
    expect(error.message).toContain('params.id');
    expect(server.requests).toHaveLength(0);
  });
});
