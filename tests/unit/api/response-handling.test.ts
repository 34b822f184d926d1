import { describe, expect, it } from 'vitest';
import { envelope, jsonResponse } from './fakes/fake-fetch';
import { getText, getThing, postPage } from './fakes/endpoints';
import { makeClient, rejectionOf } from './fakes/test-client';

describe('response envelope (spec 8)', () => {
  it('returns the data of a code 200 answer, parsed by the endpoint schema', async () => {
    const { client, notices } = makeClient({
      handler: () => envelope({ name: 'ACME', extra: 'dropped by the schema' }),
    });
    await expect(client.call(getThing, { query: {} })).resolves.toEqual({ name: 'ACME' });
    expect(notices).toEqual([]);
  });

  it('rejects data that breaks the contract as a contract error, with a notice', async () => {
    const { client, notices } = makeClient({ handler: () => envelope({ name: 42 }) });
    const error = await rejectionOf(client.call(getThing, { query: {} }));
    expect(error.kind).toBe('contract');
    expect(error.endpointId).toBe('test.getThing');
    expect(error.message).toContain('name');
    expect(notices).toHaveLength(1);
  });

  it('hands the data over unparsed when validation is switched off', async () => {
    const { client } = makeClient({ handler: () => envelope({ name: 42 }) });
    await expect(client.call(getThing, { query: {} }, { validate: false })).resolves.toEqual({
      name: 42,
    });
  });

  it('shows the server message as a warning titled Error and rejects as a business error', async () => {
    const { client, notices, expired } = makeClient({
      handler: () =>
        envelope(null, 409, 'Order already approved', 'finance.order.already_approved'),
    });
    const error = await rejectionOf(client.call(postPage, { body: {} }));
    expect(error.kind).toBe('business');
    expect(error.code).toBe(409);
    expect(error.message).toBe('Order already approved');
    expect(error.messageKey).toBe('finance.order.already_approved');
    expect(notices).toEqual([
      {
        titleKey: 'common.error_title',
        message: 'Order already approved',
        messageKey: 'finance.order.already_approved',
      },
    ]);
    expect(expired).toEqual([]);
  });

  it('shows no notice when the request asks for silence, and still rejects', async () => {
    const { client, notices } = makeClient({ handler: () => envelope(null, 500, 'boom') });
    const error = await rejectionOf(client.call(postPage, { body: {} }, { silent: true }));
    expect(error.kind).toBe('business');
    expect(notices).toEqual([]);
  });

  it('keeps the block:invalid error silent', async () => {
    const { client, notices } = makeClient({ handler: () => envelope(null, 500, 'block:invalid') });
    const error = await rejectionOf(client.call(postPage, { body: {} }));
    expect(error.message).toBe('block:invalid');
    expect(notices).toEqual([]);
  });

  it("shows 'unknown' when the server gives no message", async () => {
    const { client, notices } = makeClient({
      handler: () => jsonResponse({ code: 500, message: null, data: null }),
    });
    await rejectionOf(client.call(postPage, { body: {} }));
    expect(notices[0]?.message).toBe('unknown');
  });

  it('shows the status text of a non-200 HTTP status and rejects as an HTTP error', async () => {
    const { client, notices } = makeClient({
      handler: () =>
        new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    });
    const error = await rejectionOf(client.call(getThing, { query: {} }));
    expect(error).toMatchObject({ kind: 'http', status: 502, code: 502, message: 'Bad Gateway' });
    expect(error.transient).toBe(true);
    expect(notices).toEqual([{ titleKey: 'common.error_title', message: 'Bad Gateway' }]);
  });

  it('names the status when the HTTP answer has no status text', async () => {
    const { client, notices } = makeClient({ handler: () => new Response('', { status: 500 }) });
    await rejectionOf(client.call(getThing, { query: {} }));
    expect(notices[0]?.message).toBe('HTTP 500');
  });

  it('treats an HTTP status other than 200 as a failure even when it is a 2xx', async () => {
    const { client } = makeClient({ handler: () => new Response(null, { status: 204 }) });
    const error = await rejectionOf(client.call(getThing, { query: {} }, { silent: true }));
    expect(error.kind).toBe('http');
  });

  it('rejects an object body without a numeric code as a contract error', async () => {
    const { client } = makeClient({ handler: () => jsonResponse({ name: 'no envelope' }) });
    const error = await rejectionOf(client.call(getThing, { query: {} }, { silent: true }));
    expect(error.kind).toBe('contract');
  });

  it('takes a 200 body that is not an object as the data itself, checked by the schema', async () => {
    const { client } = makeClient({ handler: () => new Response('https://files.test/a.pdf') });
    await expect(client.call(getText, {})).resolves.toBe('https://files.test/a.pdf');
  });

  it('still rejects a non-envelope body that the schema does not accept', async () => {
    const { client } = makeClient({ handler: () => new Response('<html>proxy login</html>') });
    const error = await rejectionOf(client.call(getThing, { query: {} }, { silent: true }));
    expect(error.kind).toBe('contract');
  });

  it('ends the request the same way when a notice listener throws', async () => {
    const { client } = makeClient({
      handler: () => envelope(null, 500, 'boom'),
      deps: {
        onNotice: () => {
          throw new Error('listener broke');
        },
      },
    });
    const error = await rejectionOf(client.call(postPage, { body: {} }));
    expect(error).toMatchObject({ kind: 'business', message: 'boom' });
  });
});
