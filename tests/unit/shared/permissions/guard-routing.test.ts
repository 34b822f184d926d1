import { describe, expect, it } from 'vitest';
import { decideNavigation } from '../../../../src/shared/permissions/decide-navigation';
import { authorityFor, signedIn, signedOut } from './support/navigation';

describe('the guard on public pages', () => {
  it.each([
    '/login',
    '/login?backUrl=%2Fhome',
    '/error/403',
    '/error/404',
    '/error/500',
    '/reset-pwd',
  ])('lets anyone open %s', (address) => {
    const [path = '', query = ''] = address.split('?');
    expect(decideNavigation(signedOut({ path, query }))).toEqual({
      action: 'allow',
      reason: 'public',
    });
    expect(decideNavigation(signedIn({ path, query }))).toEqual({
      action: 'allow',
      reason: 'public',
    });
  });
});

describe('the guard on unknown paths', () => {
  it.each(['/nowhere', '/home/extra', '/trading', '/paymentX', '/error', '/error/a/b'])(
    'sends %s to /error/404, signed in or not',
    (path) => {
      for (const input of [signedIn({ path }), signedOut({ path })]) {
        expect(decideNavigation(input)).toEqual({
          action: 'redirect',
          to: '/error/404',
          reason: 'not-found',
        });
      }
    },
  );
});

describe('the guard without a session', () => {
  it.each([
    ['/trading/purchase', '', '/login?backUrl=%2Ftrading%2Fpurchase'],
    [
      '/trading/invoice',
      '?page=2&size=20',
      '/login?backUrl=%2Ftrading%2Finvoice%3Fpage%3D2%26size%3D20',
    ],
    ['/home', '?__role=BUYER', '/login?backUrl=%2Fhome%3F__role%3DBUYER'],
    ['/user-center', '', '/login?backUrl=%2Fuser-center'],
    ['/realname/verify-bank', '', '/login?backUrl=%2Frealname%2Fverify-bank'],
    ['/dashboard/ar', '', '/login?backUrl=%2Fdashboard%2Far'],
  ])('sends %s%s to sign in and back', (path, query, to) => {
    expect(decideNavigation(signedOut({ path, query }))).toEqual({
      action: 'redirect',
      to,
      reason: 'sign-in',
    });
  });

  it.each(['', '/'])('sends %j to sign in without a backUrl', (path) => {
    expect(decideNavigation(signedOut({ path }))).toEqual({
      action: 'redirect',
      to: '/login',
      reason: 'sign-in',
    });
  });
});

describe('the guard on the empty path and /', () => {
  it.each([
    ['home is allowed', ['/home', '/org/company/detail'], '/home'],
    ['only the company detail is allowed', ['/org/company/detail'], '/org/company/detail'],
    ['the company area as a whole is allowed', ['/org/company'], '/org/company/detail'],
    ['neither is allowed', ['/trading/purchase', '/contract/info'], '/contract/info'],
    ['nothing but the always-allowed routes is granted', [], '/error/403'],
  ])('when %s goes to the right landing page', (_label, leaves, to) => {
    for (const path of ['', '/', '//']) {
      expect(decideNavigation(signedIn({ path, authority: authorityFor(leaves) }))).toEqual({
        action: 'redirect',
        to,
        reason: 'landing',
      });
    }
  });

  it('skips landing pages without a page of their own, so nobody lands on a placeholder', () => {
    const authority = authorityFor(['/org/company/detail', '/user-center']);
    const hasPage = (id: string) => id !== 'orgCompanyDetail';
    expect(decideNavigation(signedIn({ path: '/', authority, hasPage }))).toMatchObject({
      to: '/user-center',
    });
    expect(decideNavigation(signedIn({ path: '/', authority }))).toMatchObject({
      to: '/org/company/detail',
    });
  });

  it('never lands on a route every user is granted (the server may refuse its data)', () => {
    // /dashboard/ar comes first in the menu, but only the user's own permissions count.
    const authority = authorityFor(['/proof/e_one']);
    expect(decideNavigation(signedIn({ path: '/', authority }))).toMatchObject({
      to: '/proof/e_one',
    });
  });

  it('sends a user with no authority at all to /error/403', () => {
    expect(decideNavigation(signedIn({ path: '/', authority: null }))).toMatchObject({
      to: '/error/403',
    });
  });
});

describe('the guard on routes with a permission', () => {
  const limited = authorityFor(['/trading/purchase']);

  it.each([
    ['/trading/purchase', 'permitted'],
    ['/trading/purchase/edit/5', 'permitted'],
    ['/TRADING/purchase/', 'permitted'],
    ['/realname/verify-Personal', 'permitted'],
    ['/finance/finance-order/confirm', 'permitted'],
    ['/information', 'permitted'],
    ['/dashboard/ar', 'permitted'],
    ['/dashboard/cashflow', 'permitted'],
    ['/buyer-outlook', 'permitted'],
    ['/user-center/change-ps', 'signed-in'],
    ['/notice/news', 'signed-in'],
    ['/buyer-outlook-exhibition', 'signed-in'],
    ['/reset-pwd', 'public'],
  ])('lets a user open %s', (path, reason) => {
    expect(decideNavigation(signedIn({ path, authority: limited }))).toEqual({
      action: 'allow',
      reason,
    });
  });

  it.each([
    '/trading/invoice',
    '/trading/invoice/3/details',
    '/home',
    '/org/account/4/edit',
    '/proof',
    '/finance/dbsFinance',
    '/finance/interest',
  ])('sends a user without the permission from %s to /', (path) => {
    expect(decideNavigation(signedIn({ path, authority: limited }))).toEqual({
      action: 'redirect',
      to: '/',
      reason: 'denied',
    });
  });

  it.each([
    ['DBS_POOL_FACTORING', '/finance/finance-order/confirm'],
    ['DBS_POOL_FACTORING', '/finance/interest'],
    ['SCF_POOL_FACTORING', '/payment/management'],
    ['SCF_POOL_FACTORING', '/finance/finance-order/1/detail'],
    ['', '/finance/poolFactoring'],
  ])('under pool mode %j sends the excluded %s to /', (poolMode, path) => {
    const authority = authorityFor(['/finance', '/payment'], poolMode);
    expect(decideNavigation(signedIn({ path, authority }))).toMatchObject({
      to: '/',
      reason: 'denied',
    });
  });

  it('checks sub-pages against their list page, so ids never take part', () => {
    const onlyDetail = authorityFor(['/org/company/detail']);
    expect(
      decideNavigation(signedIn({ path: '/org/company/detail/attach', authority: onlyDetail })),
    ).toEqual({
      action: 'allow',
      reason: 'permitted',
    });
  });

  it('checks /org/company/edit against its own permission node, not its parent’s', () => {
    const onlyDetail = authorityFor(['/org/company/detail']);
    expect(
      decideNavigation(signedIn({ path: '/org/company/edit', authority: onlyDetail })),
    ).toMatchObject({ reason: 'denied' });
    const withEdit = authorityFor(['/org/company/detail', '/org/company/edit']);
    expect(decideNavigation(signedIn({ path: '/org/company/edit', authority: withEdit }))).toEqual({
      action: 'allow',
      reason: 'permitted',
    });
  });

  it('sends /org/company on to its detail page with the query', () => {
    expect(decideNavigation(signedIn({ path: '/org/company', query: '?tab=bank' }))).toEqual({
      action: 'redirect',
      to: '/org/company/detail?tab=bank',
      reason: 'route-redirect',
    });
  });
});
