import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../../src/db/memory/memory-storage';
import { utf8ByteLength } from '../../../src/shared/analytics/utf8-length';
import { persistentAnonymousId } from '../../../src/worker/analytics/anonymous-id';
import { trackActionUrl } from '../../../src/worker/analytics/beacon-url';
import { deviceInfoJson } from '../../../src/worker/analytics/device-info';

describe('analytics helpers', () => {
  it.each(['', 'plain', '金额 ¥1,000', 'emoji 😀 and é', 'lone \ud800 surrogate', '\udc00'])(
    'counts UTF-8 bytes as TextEncoder does: %j',
    (text) => {
      expect(utf8ByteLength(text)).toBe(new TextEncoder().encode(text).length);
    },
  );

  it('keeps device_info valid JSON within 2000 characters by cutting the user agent', () => {
    const device = { user_agent: 'A"\\'.repeat(1500), screen_size: '1920x1080', language: 'zh-CN' };

    const text = deviceInfoJson(device);

    expect(text.length).toBeLessThanOrEqual(2000);
    expect(JSON.parse(text)).toMatchObject({ screen_size: '1920x1080', language: 'zh-CN' });
  });

  it('keeps one anonymous id per browser profile', async () => {
    const { settings } = createMemoryStorage();
    let n = 0;
    const newId = () => `anon-${(n += 1)}`;

    const first = await persistentAnonymousId(settings, newId);
    const again = await persistentAnonymousId(settings, newId);

    expect([first, again]).toEqual(['anon-1', 'anon-1']);
  });

  it('resolves the beacon address from the runtime configuration', () => {
    expect(trackActionUrl({ apiBase: '/', productCode: 'scf' }, 'https://portal.test')).toBe(
      'https://portal.test/api/buyer-portal/api/rest/user-analysis/track-action',
    );
    expect(
      trackActionUrl(
        { apiBase: 'https://api.test/gw/', productCode: 'scf' },
        'https://portal.test',
      ),
    ).toBe('https://api.test/gw/api/buyer-portal/api/rest/user-analysis/track-action');
  });
});
