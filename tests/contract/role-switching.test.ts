import { describe, expect, it } from 'vitest';
import { loginAll } from '../../src/api/endpoints/session/login-all';
import { loginChoose } from '../../src/api/endpoints/session/login-choose';
import { permissionMenus } from '../../src/api/endpoints/session/permission-menus';
import { roleChange } from '../../src/api/endpoints/session/role-change';
import { userInfo } from '../../src/api/endpoints/session/user-info';
import { call, signIn } from './helpers/api';
import { menuPaths } from './helpers/menu-paths';

/** What the portal reads after a switch: the principal's role, the menu and the authorities. */
async function actingAs(token: string) {
  const user = userInfo.data.parse((await call(userInfo, { token })).body.data);
  const menus = permissionMenus.data.parse((await call(permissionMenus, { token })).body.data);
  return {
    companyRole: user.companyRole,
    leaves: menuPaths(menus).leaves.sort(),
    authorities: user.authorities.map((a) => a.pid).sort(),
  };
}

async function switchTo(token: string, role: string) {
  return call(roleChange, { token, params: { role } });
}

describe('role change (GET login/change/{role})', () => {
  it('switches the session to a held role: companyRole, menu and authorities follow', async () => {
    const token = await signIn('supplier');
    const asSupplier = await actingAs(token);
    expect(asSupplier.companyRole).toBe('SUPPLIER');
    expect(asSupplier.leaves).toContain('/finance/finance-order');

    const reply = await switchTo(token, 'buyer');
    expect(reply.body).toMatchObject({ code: 200, data: { companyRole: 'BUYER' } });
    const asBuyer = await actingAs(token);
    expect(asBuyer.companyRole).toBe('BUYER');
    // Acting as buyer is seeing exactly what the buyer demo user sees.
    const buyer = await actingAs(await signIn('buyer'));
    expect(asBuyer.leaves).toEqual(buyer.leaves);
    expect(asBuyer.authorities).toEqual(buyer.authorities);
    expect(asBuyer.leaves).not.toContain('/finance/finance-order');
    expect(asBuyer.authorities).not.toContain('finance.finance-order.create');

    await switchTo(token, 'SUPPLIER');
    expect(await actingAs(token)).toEqual(asSupplier);
  });

  it('reads the role case-insensitively, in the switcher spelling too (capital is FUNDER)', async () => {
    const supplier = await signIn('supplier');
    expect((await switchTo(supplier, 'BuYeR')).body.data).toEqual({ companyRole: 'BUYER' });
    expect((await switchTo(supplier, 'supplier')).body.data).toEqual({ companyRole: 'SUPPLIER' });
    const funder = await signIn('funder');
    expect((await switchTo(funder, 'capital')).body.data).toEqual({ companyRole: 'FUNDER' });
    expect((await switchTo(funder, 'Funder')).body.data).toEqual({ companyRole: 'FUNDER' });
    expect((await actingAs(funder)).companyRole).toBe('FUNDER');
  });

  it('lets company act as SUPPLIER (news and guidance links) with the supplier menu', async () => {
    const token = await signIn('company');
    expect((await actingAs(token)).leaves).not.toContain('/trading/purchase');
    expect((await switchTo(token, 'supplier')).body.data).toEqual({ companyRole: 'SUPPLIER' });
    const asSupplier = await actingAs(token);
    expect(asSupplier.companyRole).toBe('SUPPLIER');
    expect(asSupplier.leaves).toEqual(
      expect.arrayContaining(['/notice/news', '/trading/purchase', '/finance/finance-order']),
    );
    expect((await switchTo(token, 'company')).body.data).toEqual({ companyRole: 'COMPANY' });
  });

  it('refuses a role the user does not hold with 403 and leaves the session as it was', async () => {
    const cases: [string, string[]][] = [
      ['supplier', ['capital', 'funder', 'company', 'admin', 'constructor']],
      ['buyer', ['supplier']],
      ['funder', ['buyer', 'supplier']],
      ['director', ['supplier', 'company']],
    ];
    for (const [user, roles] of cases) {
      const token = await signIn(user);
      const before = await actingAs(token);
      for (const role of roles) {
        const reply = await switchTo(token, role);
        expect(reply.status).toBe(200);
        expect(reply.body, `${user} as ${role}`).toMatchObject({
          code: 403,
          messageKey: 'common.error.forbidden',
          data: null,
        });
      }
      expect(await actingAs(token)).toEqual(before);
    }
  });

  it('switches only this session; another sign-in starts in the default role', async () => {
    const switched = await signIn('supplier');
    const other = await signIn('supplier');
    await switchTo(switched, 'buyer');
    expect((await actingAs(switched)).companyRole).toBe('BUYER');
    expect((await actingAs(other)).companyRole).toBe('SUPPLIER');
    expect((await actingAs(await signIn('supplier'))).companyRole).toBe('SUPPLIER');
  });

  it('needs a token', async () => {
    const reply = await switchTo('', 'buyer');
    expect(reply.body).toMatchObject({ code: 401, messageKey: 'common.error.session_expired' });
  });
});

describe('login/all and login/choose', () => {
  it('list the roles the user may act as, marking the current one', async () => {
    const token = await signIn('supplier');
    const all = async (language?: string) =>
      loginAll.data.parse(
        (await call(loginAll, { token, ...(language ? { language } : {}) })).body.data,
      );
    expect(await all()).toEqual([
      {
        companyId: 'C001',
        companyName: 'Evergreen Components (Shenzhen) Co., Ltd.',
        companyRole: 'SUPPLIER',
        current: true,
      },
      {
        companyId: 'C001',
        companyName: 'Evergreen Components (Shenzhen) Co., Ltd.',
        companyRole: 'BUYER',
        current: false,
      },
    ]);
    await switchTo(token, 'buyer');
    expect((await all()).map((c) => [c.companyRole, c.current])).toEqual([
      ['SUPPLIER', false],
      ['BUYER', true],
    ]);
    expect((await all('zh-CN'))[0]?.companyName).toBe('常青元器件（深圳）有限公司');
  });

  it('list one role for a single-role user and none for a director', async () => {
    const funder = loginAll.data.parse(
      (await call(loginAll, { token: await signIn('funder') })).body.data,
    );
    expect(funder.map((c) => [c.companyId, c.companyRole, c.current])).toEqual([
      ['C003', 'FUNDER', true],
    ]);
    const director = await call(loginAll, { token: await signIn('director') });
    expect(director.body).toMatchObject({ code: 200, data: [] });
  });

  it('choose one of the choices, with the same effect as a role change', async () => {
    const token = await signIn('supplier');
    const reply = await call(loginChoose, {
      token,
      body: { companyId: 'C001', companyRole: 'BUYER' },
    });
    expect(reply.body).toMatchObject({
      code: 200,
      data: { companyId: 'C001', companyRole: 'BUYER' },
    });
    expect((await actingAs(token)).companyRole).toBe('BUYER');
    const all = loginAll.data.parse((await call(loginAll, { token })).body.data);
    expect(all.find((c) => c.current)?.companyRole).toBe('BUYER');
  });

  it('refuse another company or an unheld role with 403, and a non-role with 400', async () => {
    const token = await signIn('supplier');
    const choose = (body: unknown) => call(loginChoose, { token, body });
    expect((await choose({ companyId: 'C002', companyRole: 'BUYER' })).body).toMatchObject({
      code: 403,
      messageKey: 'common.error.forbidden',
    });
    expect((await choose({ companyId: 'C001', companyRole: 'FUNDER' })).body).toMatchObject({
      code: 403,
      messageKey: 'common.error.forbidden',
    });
    const invalid = await choose({ companyId: 'C001', companyRole: 'ADMIN' });
    expect(invalid.body).toMatchObject({ code: 400, messageKey: 'common.error.bad_request' });
    expect(invalid.body.message).toContain('companyRole');
    expect((await actingAs(token)).companyRole).toBe('SUPPLIER');
  });
});
