import { describe, expect, it } from 'vitest';
import type { EndpointDef } from '../../src/api/contract/endpoint';
import { areaList } from '../../src/api/endpoints/company/area-list';
import { companyDetail } from '../../src/api/endpoints/company/company-detail';
import { dictList } from '../../src/api/endpoints/company/dict-list';
import { preferenceDetail } from '../../src/api/endpoints/preferences/preference-detail';
import { preferenceEdit } from '../../src/api/endpoints/preferences/preference-edit';
import { companyBusinessType } from '../../src/api/endpoints/session/company-business-type';
import { loginAll } from '../../src/api/endpoints/session/login-all';
import { permissionMenus } from '../../src/api/endpoints/session/permission-menus';
import { personInfo } from '../../src/api/endpoints/session/person-info';
import { summaryCompany } from '../../src/api/endpoints/session/summary-company';
import { userInfo } from '../../src/api/endpoints/session/user-info';
import { internationalList } from '../../src/api/endpoints/translations/international-list';
import { internationalSave } from '../../src/api/endpoints/translations/international-save';
import { call, newCommandId, signIn, type CallOptions } from './helpers/api';
import { DEMO_USER_NAMES } from './helpers/demo-user-names';

/** The six calls of the session bootstrap (spec 000 §7), as the portal makes them. */
const BOOTSTRAP: [EndpointDef, CallOptions][] = [
  [companyBusinessType, {}],
  [userInfo, {}],
  [permissionMenus, {}],
  [companyDetail, {}],
  [dictList, { body: {} }],
  [areaList, { body: { type: 'COUNTRY' } }],
];

async function expectDeclaredAnswer(endpoint: EndpointDef, options: CallOptions) {
  const reply = await call(endpoint, options);
  expect(reply.status, endpoint.id).toBe(200);
  expect(reply.body.code, `${endpoint.id}: ${reply.body.message}`).toBe(200);
  expect(reply.body.message).toBe('success');
  const parsed = endpoint.data.safeParse(reply.body.data);
  expect(parsed.error?.issues ?? [], endpoint.id).toEqual([]);
  return parsed.data;
}

describe('every implemented endpoint answers data that validates against its declaration', () => {
  for (const user of DEMO_USER_NAMES) {
    it(`for the session bootstrap of ${user}`, async () => {
      const token = await signIn(user);
      for (const [endpoint, options] of BOOTSTRAP) {
        await expectDeclaredAnswer(endpoint, { ...options, token });
      }
    });
  }

  for (const user of DEMO_USER_NAMES) {
    it(`for the role choices, home figures and person info of ${user}`, async () => {
      const token = await signIn(user);
      await expectDeclaredAnswer(loginAll, { token });
      await expectDeclaredAnswer(summaryCompany, { token, body: {} });
      await expectDeclaredAnswer(personInfo, { token, body: {} });
    });
  }

  it('in both languages', async () => {
    const token = await signIn('supplier');
    for (const [endpoint, options] of BOOTSTRAP) {
      await expectDeclaredAnswer(endpoint, { ...options, token, language: 'zh-CN' });
    }
  });

  it('for preferences and translations', async () => {
    const token = await signIn('buyer');
    await expectDeclaredAnswer(preferenceDetail, { token, query: { key: 'contract-never-saved' } });
    await expectDeclaredAnswer(preferenceEdit, {
      token,
      commandId: newCommandId('contract-pref'),
      body: {
        key: 'contract-columns',
        value: JSON.stringify([{ key: 'a', checked: true, seq: 0 }]),
      },
    });
    await expectDeclaredAnswer(preferenceDetail, { token, query: { key: 'contract-columns' } });
    await expectDeclaredAnswer(internationalList, { token, body: {} });
    await expectDeclaredAnswer(internationalList, {
      token,
      body: { langKey: 'zh-CN', namespace: 'portal' },
    });
    // Saving texts is the portal translator's (docs/security.md#translations).
    await expectDeclaredAnswer(internationalSave, {
      token: await signIn('translator'),
      commandId: newCommandId('contract-tr'),
      body: {
        langKey: 'en-US',
        namespace: 'contract-test',
        value: JSON.stringify({ 'common.ok': 'A B' }),
      },
    });
  });

  it('and fills the principal the way the spec describes it', async () => {
    const token = await signIn('supplier');
    const user = userInfo.data.parse((await call(userInfo, { token })).body.data);
    expect(user).toMatchObject({
      userName: 'supplier',
      companyRole: 'SUPPLIER',
      language: 'en-US',
      timeZone: '+8',
      timeFormat: 'YYYY/MM/DD',
    });
    expect(user.roles).toEqual([{ roleCode: 'ADMIN' }, { roleCode: 'SUPPLIER_OPERATOR' }]);
    expect(user.authorities).toEqual(
      expect.arrayContaining([
        { pid: 'org.account.create' },
        { pid: 'finance.finance-order.create' },
      ]),
    );
  });

  it('and answers the company with its bank accounts', async () => {
    const token = await signIn('buyer');
    const detail = companyDetail.data.parse((await call(companyDetail, { token })).body.data);
    expect(detail.companyRoles).toEqual(['BUYER']);
    expect(detail.bankAccounts.length).toBeGreaterThanOrEqual(2);
  });
});
