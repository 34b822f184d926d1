import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { menuGroups } from '../../../../src/shared/routes/menu-groups';
import { isUnderPrefix } from '../../../../src/shared/routes/path-segments';
import {
  paths,
  routeList,
  routeTitleKeys,
  type RouteId,
} from '../../../../src/shared/routes/paths';

/** Spec 000 section 2 and spec 001 section 2, written out by hand so the table is checked. */
const SPEC_ROUTES = [
  '/login',
  '/reset-pwd',
  '/error/:code',
  '/home',
  '/dashboard/ar',
  '/dashboard/cashflow',
  '/buyer-outlook',
  '/buyer-outlook-exhibition',
  '/information',
  '/notice/news',
  '/notice/utilize',
  '/user-center',
  '/user-center/edit',
  '/user-center/change-ps',
  '/user-center/modify',
  '/org/company',
  '/org/company/detail',
  '/org/company/edit',
  '/org/company/detail/attach',
  '/org/account',
  '/org/account/add',
  '/org/account/:id/edit',
  '/org/account/:id/detail',
  '/org/info',
  '/org/info/add-intent',
  '/org/info/edit-intent',
  '/confirmation/invoiceConfirmation',
  '/confirmation/invoiceConfirmation/:id/detail',
  '/confirmation/invoiceConfirmation/upload',
  '/confirmation/invoiceConfirmation/batch-upload',
  '/confirmation/deduction-report',
  '/contract/info',
  '/account-overview',
  '/trading/purchase',
  '/trading/purchase/add',
  '/trading/purchase/details/:id',
  '/trading/purchase/edit/:id',
  '/trading/purchase/draft/:id',
  '/trading/purchase/update/:id',
  '/trading/purchase/upload/:id',
  '/trading/invoice',
  '/trading/invoice/add',
  '/trading/invoice/:id/details',
  '/trading/invoice/:id/edit',
  '/trading/invoice/:id/upload',
  '/finance/finance-order',
  '/finance/finance-order/add',
  '/finance/finance-order/:id/detail',
  '/finance/finance-order/:id/edit',
  '/finance/finance-order/update/:id',
  '/finance/finance-order/arp/:id',
  '/finance/finance-order/:id/confirm',
  '/finance/finance-order/confirm',
  '/finance/costs',
  '/finance/costs/details',
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
  '/realname/verify-bank',
  '/realname/verify-money',
  '/realname/verify-success',
  '/realname/verify-Personal',
  '/realname/personal-success',
  '/realname/personal-error',
  '/proof',
  '/proof/subledgers',
  '/proof/bank',
  '/proof/templet',
  '/proof/templet/:id/detail',
  '/proof/collect',
  '/proof/e_one',
  '/report/amortization',
  // Ours (issue 20, docs/company-review.md): the platform reviewer's queue of company changes.
  '/review/company-changes',
  '/review/company-changes/:changeId',
];

const byId = (id: string) => paths[id as RouteId];

describe('the route table', () => {
  it('has exactly one entry per route of the spec', () => {
    const tablePaths = routeList.map((route) => route.path);
    expect([...tablePaths].sort()).toEqual([...SPEC_ROUTES].sort());
  });

  it('keys every entry by its own id', () => {
    for (const [id, route] of Object.entries(paths)) expect(route.id).toBe(id);
  });

  it('gives every breadcrumb a chain that ends at the top', () => {
    for (const route of routeList) {
      const seen = new Set<string>([route.id]);
      let parent = route.parent;
      while (parent !== null) {
        expect(seen.has(parent), `${route.id} loops through ${parent}`).toBe(false);
        seen.add(parent);
        parent = byId(parent).parent;
      }
    }
  });

  it('names a distinct title key per route, none nested inside another', () => {
    const keys = routeList.map((route) => route.titleKey);
    expect(new Set(keys).size).toBe(keys.length);
    const all = [...routeTitleKeys];
    for (const key of all) {
      expect(
        all.filter((other) => other.startsWith(`${key}.`)),
        key,
      ).toEqual([]);
    }
  });

  it('lists every page title and menu heading in routeTitleKeys', () => {
    const expected = [
      ...routeList.map((route) => route.titleKey),
      ...Object.values(menuGroups).map((group) => group.titleKey),
    ];
    expect([...routeTitleKeys].sort()).toEqual([...new Set(expected)].sort());
  });

  it('uses only icons that primeicons ships, and gives every menu entry one', () => {
    const css = readFileSync('node_modules/primeicons/primeicons.css', 'utf8');
    const icons = [
      ...routeList.map((route) => route.icon),
      ...Object.values(menuGroups).map((group) => group.icon),
    ].filter((icon) => icon !== null);
    for (const icon of icons) {
      expect(css, icon).toContain(`.${icon.replace('pi pi-', 'pi-')}:before`);
    }
    for (const route of routeList.filter((r) => r.menu))
      expect(route.icon, route.id).not.toBeNull();
  });

  it('checks each route against its own path area or its parent page', () => {
    for (const route of routeList) {
      if (route.permission === null) continue;
      const parentPermission = route.parent === null ? null : byId(route.parent).permission;
      const underOwn = isUnderPrefix(route.path, route.permission);
      expect(underOwn || route.permission === parentPermission, route.id).toBe(true);
    }
  });

  it('makes only /login, /error/:code and /reset-pwd public', () => {
    const open = routeList.filter((route) => route.access === 'public').map((route) => route.path);
    expect(open.sort()).toEqual(['/error/:code', '/login', '/reset-pwd']);
  });

  it('accepts preview visitors on the four exhibition pages only', () => {
    const preview = routeList.filter((r) => r.access === 'preview').map((r) => r.path);
    expect(preview.sort()).toEqual([
      '/buyer-outlook-exhibition',
      '/dashboard/ar',
      '/notice/news',
      '/notice/utilize',
    ]);
  });

  it('sends /org/company on to the company detail page', () => {
    expect(paths.orgCompany.redirectTo).toBe(paths.orgCompanyDetail.path);
  });
});

describe('links built from the table', () => {
  it.each([
    [paths.home.getHref(), '/home'],
    [paths.tradingPurchaseEdit.getHref({ id: 42 }), '/trading/purchase/edit/42'],
    [
      paths.tradingInvoiceDetails.getHref({ id: 'INV 7/8' }),
      '/trading/invoice/INV%207%2F8/details',
    ],
    [paths.financeOrderConfirmById.getHref({ id: 'A1' }), '/finance/finance-order/A1/confirm'],
    [paths.error.getHref({ code: 404 }), '/error/404'],
  ])('builds %s', (href, expected) => {
    expect(href).toBe(expected);
  });

  it('refuses to build a link without its parameter rather than linking to undefined', () => {
    const untyped = paths.orgAccountEdit.getHref as (params: object) => string;
    expect(() => untyped({})).toThrow(/needs the parameter id/);
  });

  it('asks the compiler for every parameter', () => {
    // @ts-expect-error the id is required
    expect(() => paths.proofTempletDetail.getHref({})).toThrow();
  });
});
