import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { preferenceDetail } from '../../src/api/endpoints/preferences/preference-detail';
import { preferenceEdit } from '../../src/api/endpoints/preferences/preference-edit';
import { userInfo } from '../../src/api/endpoints/session/user-info';
import { startServer } from '../../server/app';
import { defaultFilesDir } from '../../server/files/file-store';
import { call, signIn } from './helpers/api';

const dataDir = mkdtempSync(join(tmpdir(), 'portal-restart-'));
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  // The file store beside it (startServer's default filesDir).
  rmSync(defaultFilesDir(dataDir), { recursive: true, force: true });
});

/** Starts a server of its own on `dataDir`, runs `fn` against it, and always closes it. */
async function withServer<T>(
  reseed: boolean,
  fn: (url: string, key: string, seeded: boolean) => Promise<T>,
) {
  const server = await startServer({ port: 0, dataDir, quiet: true, reseed });
  try {
    return await fn(server.url, server.config.loginPublicKey, server.seeded);
  } finally {
    await server.close();
  }
}

describe('a restart on the same data folder', () => {
  it('keeps data, sessions and the key pair, and does not reseed; a reseed resets the data only', async () => {
    const first = await withServer(false, async (url, key, seeded) => {
      expect(seeded).toBe(true);
      const token = await signIn('supplier', url);
      const saved = await call(preferenceEdit, {
        baseUrl: url,
        token,
        body: { key: 'survives', value: '{"restart":true}' },
      });
      expect(saved.body.code).toBe(200);
      return { key, token };
    });

    await withServer(false, async (url, key, seeded) => {
      expect(seeded).toBe(false);
      expect(key).toBe(first.key);
      // The session of the first run is still valid: sessions live in the database too.
      expect((await call(userInfo, { baseUrl: url, token: first.token })).body.code).toBe(200);
      const detail = await call(preferenceDetail, {
        baseUrl: url,
        token: first.token,
        query: { key: 'survives' },
      });
      expect(preferenceDetail.data.parse(detail.body.data).valueLong).toBe('{"restart":true}');
    });

    await withServer(true, async (url, key, seeded) => {
      expect(seeded).toBe(true);
      expect(key).toBe(first.key);
      expect((await call(userInfo, { baseUrl: url, token: first.token })).body.code).toBe(1100);
      const token = await signIn('supplier', url);
      const detail = await call(preferenceDetail, {
        baseUrl: url,
        token,
        query: { key: 'survives' },
      });
      expect(preferenceDetail.data.parse(detail.body.data).valueLong).toBeNull();
    });
  }, 120_000);
});
