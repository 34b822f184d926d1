import { describe, expect, it } from 'vitest';
import { runtimeConfigSchema } from '../../src/shared/config/runtime-config';
import { serverUrl } from './helpers/api';

describe('/portal-config.json', () => {
  it('validates against the runtime configuration schema and names the defaults', async () => {
    const response = await fetch(new URL('/portal-config.json', serverUrl()));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const raw: unknown = await response.json();
    const config = runtimeConfigSchema.strict().parse(raw);
    expect(config).toMatchObject({
      apiBase: '/',
      productCode: 'scf',
      appId: 'scf-portal',
      version: 'v2.48.0',
    });
  });

  it('publishes a 2048-bit RSA public key as base64 SPKI', async () => {
    const config = runtimeConfigSchema.parse(
      await (await fetch(new URL('/portal-config.json', serverUrl()))).json(),
    );
    const key = await crypto.subtle.importKey(
      'spki',
      Buffer.from(config.loginPublicKey, 'base64'),
      { name: 'RSA-OAEP', hash: 'SHA-256' },
      true,
      ['encrypt'],
    );
    expect((key.algorithm as RsaHashedKeyAlgorithm).modulusLength).toBe(2048);
  });
});
