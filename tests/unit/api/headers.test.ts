import { describe, expect, it } from 'vitest';
import { companyRoleFromBackUrl } from '../../../src/api/http/company-role';
import { companyDetail } from '../../../src/api/endpoints/company/company-detail';
import { envelope } from './fakes/fake-fetch';
import { getThing, postPage } from './fakes/endpoints';
import { makeClient } from './fakes/test-client';

describe('request headers', () => {
  it('sends the application id, the token and the language on every request', async () => {
    const { client, server } = makeClient({ handler: () => envelope({ name: 'a' }) });
    await client.call(getThing, { query: {} });
    const headers = server.requests[0]?.headers;
    expect(headers?.get('appId')).toBe('portal-app');
    expect(headers?.get('token')).toBe('token-alice');
    expect(headers?.get('x-language')).toBe('en-US');
  });

  it('leaves the token out when there is no login record', async () => {
    const { client, server, session } = makeClient({ handler: () => envelope({ name: 'a' }) });
    session.token = null;
    await client.call(getThing, { query: {} });
    expect(server.requests[0]?.headers.has('token')).toBe(false);
  });

  it('sends companyRole only when it is known', async () => {
    const { client, server, session } = makeClient({ handler: () => envelope({ name: 'a' }) });
    await client.call(getThing, { query: { name: 'first' } });
    session.companyRole = 'BUYER';
    await client.call(getThing, { query: { name: 'second' } });
    expect(server.requests[0]?.headers.has('companyRole')).toBe(false);
    expect(server.requests[1]?.headers.get('companyRole')).toBe('BUYER');
  });

  it('reads token and language afresh for each request', async () => {
    const { client, server, session } = makeClient({ handler: () => envelope({ name: 'a' }) });
    await client.call(getThing, { query: { name: 'one' } });
    session.token = 'token-bob';
    session.language = 'zh-CN';
    await client.call(getThing, { query: { name: 'two' } });
    expect(server.requests[1]?.headers.get('token')).toBe('token-bob');
    expect(server.requests[1]?.headers.get('x-language')).toBe('zh-CN');
  });

  it('adds the headers a caller asks for, such as a fixed authorization', async () => {
    const { client, server } = makeClient({ handler: () => envelope({ name: 'a' }) });
    await client.call(getThing, { query: {} }, { headers: { authorization: 'Bearer fixed' } });
    expect(server.requests[0]?.headers.get('authorization')).toBe('Bearer fixed');
  });

  it('marks a JSON body with its content type and asks for JSON back', async () => {
    const { client, server } = makeClient({ handler: () => envelope({ total: 0 }) });
    await client.call(postPage, { body: {} });
    expect(server.requests[0]?.headers.get('content-type')).toBe('application/json;charset=UTF-8');
    expect(server.requests[0]?.headers.get('accept')).toBe('application/json');
  });

  it('sends no content type on a request without a body', async () => {
    const { client, server } = makeClient({ handler: () => envelope(null) });
    await client.call(companyDetail, {}, { validate: false });
    expect(server.requests[0]?.headers.has('content-type')).toBe(false);
  });
});

describe('companyRoleFromBackUrl', () => {
  it('reads __role from the query inside the backUrl value', () => {
    const search = `?backUrl=${encodeURIComponent('/finance/finance-order?__role=BUYER&x=1')}`;
    expect(companyRoleFromBackUrl(search)).toBe('BUYER');
  });

  it('reads it from an absolute backUrl with a hash after the query', () => {
    const backUrl = 'https://portal.test/home?a=1&__role=FUNDER#top';
    expect(companyRoleFromBackUrl(`backUrl=${encodeURIComponent(backUrl)}`)).toBe('FUNDER');
  });

  it('reads it from a backUrl that was encoded twice', () => {
    const twice = encodeURIComponent(encodeURIComponent('/home?__role=SUPPLIER'));
    expect(companyRoleFromBackUrl(`?backUrl=${twice}`)).toBe('SUPPLIER');
  });

  it('gives null without a backUrl, without a __role, or with an empty one', () => {
    expect(companyRoleFromBackUrl('')).toBeNull();
    expect(companyRoleFromBackUrl('?__role=BUYER')).toBeNull();
    expect(companyRoleFromBackUrl(`?backUrl=${encodeURIComponent('/home?role=BUYER')}`)).toBeNull();
    expect(companyRoleFromBackUrl(`?backUrl=${encodeURIComponent('/home?__role=')}`)).toBeNull();
  });

  it('does not mistake a parameter that merely ends in __role', () => {
    expect(
      companyRoleFromBackUrl(`?backUrl=${encodeURIComponent('/home?x__role=BUYER')}`),
    ).toBeNull();
  });

  it('keeps a malformed escape instead of throwing', () => {
    expect(companyRoleFromBackUrl(`?backUrl=${encodeURIComponent('/home?__role=%E0%A4')}`)).toBe(
      '%E0%A4',
    );
  });
});
