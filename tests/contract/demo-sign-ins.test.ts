import { describe, expect, it } from 'vitest';
import { companyBusinessType } from '../../src/api/endpoints/session/company-business-type';
import { permissionMenus } from '../../src/api/endpoints/session/permission-menus';
import { userInfo } from '../../src/api/endpoints/session/user-info';
import { call, signIn } from './helpers/api';
import { menuPaths } from './helpers/menu-paths';

/** Every route prefix of spec 000 §2's table, and the finance-order list of spec 001 §2. */
const FULL_SUPPLIER_MENU = [
  '/home',
  '/dashboard/ar',
  '/dashboard/cashflow',
  '/buyer-outlook',
  '/buyer-outlook-exhibition',
  '/information',
  '/notice/news',
  '/notice/utilize',
  '/user-center',
  '/org/company/detail',
  '/org/company/edit',
  '/org/account',
  '/org/info',
  '/confirmation/invoiceConfirmation',
  '/confirmation/deduction-report',
  '/contract/info',
  '/account-overview',
  '/trading/purchase',
  '/trading/invoice',
  '/finance/finance-order',
  '/finance/costs',
  '/finance/dbsFinance',
  '/finance/poolFactoring',
  '/finance/account',
  '/finance/interest',
  '/payment/management',
  '/payment/financing',
  '/payment/release-refund',
  '/repayment/repaymentDetail',
  '/repayment/details',
  '/repayment/management',
  '/realname',
  '/proof/subledgers',
  '/proof/bank',
  '/proof/templet',
  '/proof/collect',
  '/proof/e_one',
  '/report/amortization',
];

async function sessionOf(userName: string) {
  const token = await signIn(userName);
  const menus = permissionMenus.data.parse((await call(permissionMenus, { token })).body.data);
  const user = userInfo.data.parse((await call(userInfo, { token })).body.data);
  const businessType = companyBusinessType.data.parse(
    (await call(companyBusinessType, { token })).body.data,
  );
  return { token, menus, user, businessType, ...menuPaths(menus) };
}

describe('demo sign-ins show what their description says', () => {
  it('supplier: company role SUPPLIER, every route of the spec, no pool mode', async () => {
    const s = await sessionOf('supplier');
    expect(s.user.companyRole).toBe('SUPPLIER');
    expect([...s.leaves].sort()).toEqual([...FULL_SUPPLIER_MENU].sort());
    expect(s.businessType).toBe('');
    // Parents come first, so a client can resolve paths in one pass.
    const seqs = s.menus.map((m) => m.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => (a ?? 0) - (b ?? 0)));
  });

  it('supplier-dbs: the full supplier menu and business type DBS_POOL_FACTORING', async () => {
    const s = await sessionOf('supplier-dbs');
    expect(s.user.companyRole).toBe('SUPPLIER');
    expect([...s.leaves].sort()).toEqual([...FULL_SUPPLIER_MENU].sort());
    expect(s.businessType).toBe('DBS_POOL_FACTORING');
  });

  it('supplier-pool: the full supplier menu and business type SCF_POOL_FACTORING', async () => {
    const s = await sessionOf('supplier-pool');
    expect([...s.leaves].sort()).toEqual([...FULL_SUPPLIER_MENU].sort());
    expect(s.businessType).toBe('SCF_POOL_FACTORING');
  });

  it('buyer: company role BUYER, a buyer menu without finance orders', async () => {
    const s = await sessionOf('buyer');
    expect(s.user.companyRole).toBe('BUYER');
    expect(s.leaves).toEqual(
      expect.arrayContaining(['/home', '/trading/purchase', '/confirmation/invoiceConfirmation']),
    );
    expect(s.all).not.toContain('/finance/finance-order');
    expect(s.user.authorities.map((a) => a.pid)).not.toContain('finance.finance-order.create');
  });

  it('funder: company role FUNDER with finance orders', async () => {
    const s = await sessionOf('funder');
    expect(s.user.companyRole).toBe('FUNDER');
    expect(s.leaves).toEqual(
      expect.arrayContaining(['/home', '/finance/finance-order', '/payment/financing']),
    );
  });

  it('director: userRoles contains Director and there is no company role', async () => {
    const s = await sessionOf('director');
    expect(s.user.userRoles).toContain('Director');
    expect(s.user.companyRole).toBeNull();
    expect(s.leaves).toContain('/home');
  });

  it('company: company role COMPANY', async () => {
    const s = await sessionOf('company');
    expect(s.user.companyRole).toBe('COMPANY');
    expect(s.leaves).toContain('/home');
  });

  it('limited: /org/company/detail but not /home', async () => {
    const s = await sessionOf('limited');
    expect(s.leaves).toContain('/org/company/detail');
    expect(s.all).not.toContain('/home');
    // Only the detail page: the org and company groups are there to spell its path.
    expect(s.leaves).not.toContain('/org/company/edit');
    expect(s.leaves).not.toContain('/org/account');
  });

  it('noaccess: neither /home nor /org/company/detail, one unrelated permission', async () => {
    const s = await sessionOf('noaccess');
    expect(s.all).not.toContain('/home');
    expect(s.all).not.toContain('/org/company/detail');
    expect(s.leaves).toEqual(['/contract/info']);
  });

  it('unverified: a SUPPLIER (of the company still to verify) with finance orders and /realname', async () => {
    const s = await sessionOf('unverified');
    expect(s.user.companyRole).toBe('SUPPLIER');
    expect(s.leaves).toContain('/realname');
    expect(s.leaves).toContain('/finance/finance-order');
    expect(s.leaves).toContain('/home');
  });

  it('menu titles follow x-language', async () => {
    const token = await signIn('limited');
    const en = permissionMenus.data.parse((await call(permissionMenus, { token })).body.data);
    const zh = permissionMenus.data.parse(
      (await call(permissionMenus, { token, language: 'zh-CN' })).body.data,
    );
    expect(en.find((p) => p.name === 'detail')?.title).toBe('Company detail');
    expect(zh.find((p) => p.name === 'detail')?.title).toBe('企业详情');
  });
});
