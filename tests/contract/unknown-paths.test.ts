import { describe, expect, it } from 'vitest';
import { request, serverUrl } from './helpers/api';

describe('unknown paths', () => {
  it('answer HTTP 404 with an envelope of code 404 under /api', async () => {
    const reply = await request('GET', '/api/scf-company/no/such/thing');
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({ code: 404, messageKey: 'common.error.not_found' });
    expect(reply.body.message).toContain('/api/scf-company/no/such/thing');
  });

  it('treat a known path with the wrong method as unknown', async () => {
    const reply = await request('GET', '/api/scf-auth-center/login');
    expect(reply.status).toBe(404);
    expect(reply.body.code).toBe(404);
  });

  it('treat another product code as unknown (the product code is configuration)', async () => {
    const reply = await request('GET', '/api/abc-auth-center/permission/menus');
    expect(reply.status).toBe(404);
  });

  it('say so in Chinese for zh-CN', async () => {
    const reply = await request('POST', '/api/nothing', { language: 'zh-CN' });
    expect(reply.body.message).toMatch(/^接口不存在/);
  });

  it('answer / with a hint to build the UI when there is no build (the suite serves none)', async () => {
    const response = await fetch(new URL('/', serverUrl()));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('npm run build');
  });
});
