import { describe, expect, it } from 'vitest';
import { login } from '../../src/api/endpoints/auth/login';
import { areaList } from '../../src/api/endpoints/company/area-list';
import { preferenceDetail } from '../../src/api/endpoints/preferences/preference-detail';
import { preferenceEdit } from '../../src/api/endpoints/preferences/preference-edit';
import { call, signIn } from './helpers/api';

interface BadRequestData {
  fields: { field: string; message: string }[];
}

describe('validation errors', () => {
  it('name every missing field of the body, with HTTP 200 and code 400', async () => {
    const reply = await call(login, { body: {} });
    expect(reply.status).toBe(200);
    expect(reply.body.code).toBe(400);
    expect(reply.body.messageKey).toBe('common.error.bad_request');
    for (const field of ['userName', 'password', 'loginName', 'type']) {
      expect(reply.body.message).toContain(field);
    }
    const fields = (reply.body.data as BadRequestData).fields.map((f) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['userName', 'password', 'loginName', 'type']));
  });

  it('name the field and the problem for a wrong type or value', async () => {
    const reply = await call(login, {
      body: { userName: 'x', password: 'y', loginName: 'z', type: 2 },
    });
    expect(reply.body.code).toBe(400);
    expect(reply.body.message).toMatch(/type: .*1/);
  });

  it('answer invalid JSON with code 400 rather than crashing', async () => {
    const reply = await call(login, { rawBody: '{"userName": ' });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ code: 400, messageKey: 'common.error.bad_request' });
    expect(reply.body.message).toContain('JSON');
  });

  it('answer a body that is not an object with code 400', async () => {
    for (const rawBody of ['[]', '"text"', '42', 'null']) {
      const reply = await call(login, { rawBody });
      expect(reply.body.code, rawBody).toBe(400);
    }
  });

  it('name a query parameter with its part', async () => {
    const token = await signIn('supplier');
    const reply = await call(preferenceDetail, { token });
    expect(reply.body.code).toBe(400);
    expect(reply.body.message).toContain('query.key');
  });

  it('reject a value outside an enum', async () => {
    const token = await signIn('supplier');
    const reply = await call(areaList, { token, body: { type: 'PLANET' } });
    expect(reply.body.code).toBe(400);
    expect(reply.body.message).toContain('type');
  });

  it('come in Chinese when x-language is zh-CN', async () => {
    const reply = await call(login, { body: {}, language: 'zh-CN' });
    expect(reply.body.code).toBe(400);
    expect(reply.body.message).toMatch(/^请求参数错误：/);
    expect(reply.body.message).toContain('loginName');
  });

  it('check the token before the body, so an anonymous caller learns nothing about it', async () => {
    const reply = await call(preferenceEdit, { body: { nonsense: true } });
    expect(reply.body.code).toBe(401);
  });

  it('reject a malformed command id header', async () => {
    const token = await signIn('supplier');
    const reply = await call(preferenceEdit, {
      token,
      commandId: 'has spaces and is not allowed',
      body: { key: 'k', value: '1' },
    });
    expect(reply.body.code).toBe(400);
    expect(reply.body.message).toContain('x-command-id');
  });
});
