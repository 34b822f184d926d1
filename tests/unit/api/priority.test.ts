import { describe, expect, it } from 'vitest';
import { LOW_PRIORITY_IN_FLIGHT } from '../../../src/api/http/json-call';
import { deferred, envelope, settle } from './fakes/fake-fetch';
import { postPage } from './fakes/endpoints';
import { makeClient } from './fakes/test-client';

describe('request priority', () => {
  it('keeps low-priority calls to a few at once, so that another call never waits for a connection', async () => {
    const held = deferred<undefined>();
    const { client, server } = makeClient({
      handler: async () => {
        await held.promise;
        return envelope({ total: 0 });
      },
    });
    const low = Array.from({ length: LOW_PRIORITY_IN_FLIGHT + 3 }, (_, i) =>
      client.call(postPage, { body: { name: `low-${i}` } }, { priority: 'low' }),
    );
    await settle();
    expect(server.requests).toHaveLength(LOW_PRIORITY_IN_FLIGHT);
    // A browser's six connections to the server: the others' calls still find one free.
    expect(LOW_PRIORITY_IN_FLIGHT).toBeLessThanOrEqual(4);

    const urgent = client.call(postPage, { body: { name: 'sync' } }, { priority: 'high' });
    const plain = client.call(postPage, { body: { name: 'plain' } });
    await settle();
    expect(server.requests).toHaveLength(LOW_PRIORITY_IN_FLIGHT + 2);
    expect(server.requests.slice(-2).map((r) => JSON.parse(r.body ?? '{}').name)).toEqual([
      'sync',
      'plain',
    ]);

    held.resolve(undefined);
    await Promise.all([...low, urgent, plain]);
    // Every low call was sent in the end, in the order asked.
    const names = server.requests.map((r) => JSON.parse(r.body ?? '{}').name as string);
    expect(names.filter((n) => n.startsWith('low-'))).toEqual(
      Array.from({ length: LOW_PRIORITY_IN_FLIGHT + 3 }, (_, i) => `low-${i}`),
    );
  });

  it('hands the priority to the browser’s fetch', async () => {
    const seen: (string | undefined)[] = [];
    const { client } = makeClient({
      deps: {
        fetch: (_url, init) => {
          seen.push(init.priority);
          return Promise.resolve(envelope({ total: 0 }));
        },
      },
    });
    await client.call(postPage, { body: {} }, { priority: 'high' });
    await client.call(postPage, { body: {} });
    expect(seen).toEqual(['high', undefined]);
  });
});
