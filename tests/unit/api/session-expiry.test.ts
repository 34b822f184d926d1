import { describe, expect, it } from 'vitest';
import { envelope } from './fakes/fake-fetch';
import { getThing, postPage } from './fakes/endpoints';
import { makeClient, rejectionOf } from './fakes/test-client';

describe('session expiry (spec 8, guard codes of spec 6)', () => {
  it.each([401, 1100, 1101])('ends the session on code %i without a notice', async (code) => {
    const { client, notices, expired } = makeClient({
      handler: () => envelope(null, code, 'gone'),
    });
    const error = await rejectionOf(client.call(postPage, { body: {} }));
    expect(error).toMatchObject({ kind: 'session', code, message: 'gone' });
    expect(expired).toEqual([error]);
    expect(notices).toEqual([]);
  });

  it('keeps the session of a mock token but still rejects, silently', async () => {
    const { client, session, notices, expired } = makeClient({
      handler: () => envelope(null, 401, 'expired'),
    });
    session.mockToken = true;
    const error = await rejectionOf(client.call(postPage, { body: {} }));
    expect(error.kind).toBe('session');
    expect(expired).toEqual([]);
    expect(notices).toEqual([]);
  });

  it('ends the session on code 1002 when a notice token is present', async () => {
    const { client, session, expired, notices } = makeClient({
      handler: () => envelope(null, 1002, 'notice invalid'),
    });
    session.noticeToken = true;
    const error = await rejectionOf(client.call(postPage, { body: {} }));
    expect(error.kind).toBe('session');
    expect(expired).toHaveLength(1);
    expect(notices).toEqual([]);
  });

  it('treats code 1002 as an ordinary business error without a notice token', async () => {
    const { client, expired, notices } = makeClient({
      handler: () => envelope(null, 1002, 'notice invalid'),
    });
    const error = await rejectionOf(client.call(postPage, { body: {} }));
    expect(error.kind).toBe('business');
    expect(expired).toEqual([]);
    expect(notices).toHaveLength(1);
  });

  it('ends the session on HTTP 401 outside the login page', async () => {
    const { client, expired, notices } = makeClient({
      handler: () => new Response(null, { status: 401, statusText: 'Unauthorized' }),
    });
    const error = await rejectionOf(client.call(getThing, { query: {} }));
    expect(error).toMatchObject({ kind: 'session', status: 401 });
    expect(expired).toHaveLength(1);
    expect(notices).toEqual([]);
  });

  it('shows HTTP 401 on the login page as a failure, without ending a session', async () => {
    const { client, session, expired, notices } = makeClient({
      handler: () => new Response(null, { status: 401, statusText: 'Unauthorized' }),
    });
    session.onLoginPage = true;
    const error = await rejectionOf(client.call(getThing, { query: {} }));
    expect(error.kind).toBe('http');
    expect(expired).toEqual([]);
    expect(notices).toEqual([{ titleKey: 'common.error_title', message: 'Unauthorized' }]);
  });

  it('ends the session even for a request that asked for silence', async () => {
    const { client, expired } = makeClient({ handler: () => envelope(null, 1100, 'expired') });
    await rejectionOf(client.call(postPage, { body: {} }, { silent: true }));
    expect(expired).toHaveLength(1);
  });
});
