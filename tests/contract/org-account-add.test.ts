import { describe, expect, it } from 'vitest';
import { accountAdd } from '../../src/api/endpoints/org/account-add';
import { accountEdit } from '../../src/api/endpoints/org/account-edit';
import { accountFormConfig } from '../../src/api/endpoints/org/account-form-config';
import { accountList } from '../../src/api/endpoints/org/account-list';
import { call, newCommandId, signIn } from './helpers/api';

/** The add-account form's configuration and its create command (issue 5). Uses `funder` (C003). */
describe('/org/account/add', () => {
  it('answers the backend field configuration in the caller’s language', async () => {
    const token = await signIn('funder');
    const en = await call(accountFormConfig, { token });
    expect(en.body.code).toBe(200);
    const config = accountFormConfig.data.parse(en.body.data);
    expect(config.map((c) => c.label)).toEqual(['Account', 'Contact']);
    const zh = await call(accountFormConfig, { token, language: 'zh-CN' });
    expect(accountFormConfig.data.parse(zh.body.data).map((c) => c.label)).toEqual([
      '账号',
      '联系方式',
    ]);
  });

  it('creates an ACTIVE account once per command id and refuses what the form refuses', async () => {
    const token = await signIn('funder');
    const body = {
      userName: 'contract.viewer',
      cname: 'Contract Viewer',
      email: 'contract.viewer@summit-capital.example',
      role: 'VIEWER',
    };
    const commandId = newCommandId('acct-add');
    const created = await call(accountAdd, { token, commandId, body });
    expect(created.body.code).toBe(200);
    expect(created.body.data).toMatchObject({ status: 'ACTIVE' });
    // A re-sent command answers the first answer instead of creating a second account.
    const again = await call(accountAdd, { token, commandId, body });
    expect(again.body.data).toEqual(created.body.data);
    const listed = await call(accountList, {
      token,
      body: { pageNum: 1, pageSize: 20, userName: 'contract.viewer' },
    });
    expect(accountList.data.parse(listed.body.data).total).toBe(1);

    const taken = await call(accountAdd, { token, commandId: newCommandId('acct-add'), body });
    expect(taken.body.code).toBe(400);
    // The field travels structured, so the form marks it without reading the message.
    expect(taken.body.data).toMatchObject({ fields: [{ field: 'userName' }] });
    const admin = await call(accountAdd, {
      token,
      commandId: newCommandId('acct-add'),
      body: { ...body, userName: 'contract.admin', role: 'ADMIN' },
    });
    expect(admin.body.code).toBe(400);
    expect(admin.body.message).toContain('mobile');
  });
});

describe('editing an account (issue 5)', () => {
  it('locks the user name in the edit form and changes the rest through the command', async () => {
    const token = await signIn('funder');
    const config = await call(accountFormConfig, { token, query: { mode: 'edit' } });
    const fields = accountFormConfig.data
      .parse(config.body.data)
      .flatMap((item) => ('children' in item ? item.children : [item]));
    expect(fields.find((f) => 'name' in f && f.name === 'userName')).toMatchObject({
      editable: false,
    });
    const reply = await call(accountEdit, {
      token,
      commandId: newCommandId('acct-edit'),
      body: {
        id: 'C003-A006',
        cname: 'Renamed Person',
        email: 'renamed@summit-capital.example',
        mobile: '',
        role: 'VIEWER',
      },
    });
    expect(reply.body).toMatchObject({ code: 200, data: { id: 'C003-A006' } });
    const listed = await call(accountList, {
      token,
      body: { pageNum: 1, pageSize: 1, id: 'C003-A006' },
    });
    expect((listed.body.data as { list: unknown[] }).list[0]).toMatchObject({
      cname: 'Renamed Person',
      role: 'VIEWER',
    });
  });

  it('refuses an administrator without a mobile, and another company’s account', async () => {
    const token = await signIn('funder');
    const body = {
      id: 'C003-A007',
      cname: 'X',
      email: 'x@summit-capital.example',
      mobile: '',
      role: 'ADMIN',
    };
    const admin = await call(accountEdit, { token, commandId: newCommandId('acct-edit'), body });
    expect(admin.body.code).toBe(400);
    const other = await call(accountEdit, {
      token,
      commandId: newCommandId('acct-edit'),
      body: { ...body, id: 'C001-A001', role: 'VIEWER' },
    });
    expect(other.body.code).toBe(400);
  });
});
