import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { downloadBatch } from '../../src/api/endpoints/company-profile/batch-download';
import { BATCH_KEY_TTL_MS } from '../../src/shared/company-profile/attachment-rules';
import type { RunningServer } from '../../server/app';
import { call, signIn } from './helpers/api';
import { fetchZip } from './company-profile-helpers';
import { startOwnServer } from './helpers/own-server';

/**
 * A batch key lives BATCH_KEY_TTL_MS. The server runs in this process, so moving the Date clock
 * (timers untouched) moves the server's clock too, instead of waiting ten minutes.
 */
describe('batch keys expire', () => {
  let server: RunningServer;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ server, stop } = await startOwnServer('batch-expiry', {}));
  });
  afterAll(async () => {
    vi.useRealTimers();
    await stop();
  });

  it('answers the ZIP until the key expires, then refuses it', async () => {
    const baseUrl = server.url;
    const token = await signIn('supplier', baseUrl);
    const reply = await call(downloadBatch, {
      token,
      baseUrl,
      body: { keys: ['LFIC0010001'], fileName: 'licence' },
    });
    const key = reply.body.data as string;
    expect((await fetchZip(token, key, baseUrl)).kind).toBe('zip');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + BATCH_KEY_TTL_MS - 60_000 });
    expect((await fetchZip(token, key, baseUrl)).kind).toBe('zip');
    vi.setSystemTime(Date.now() + 2 * 60_000);
    const expired = await fetchZip(token, key, baseUrl);
    expect(expired.kind === 'refused' && expired.body.message).toContain('expired');
  });
});
