import { describe, expect, it } from 'vitest';
import { decideNavigation } from '../../../../src/shared/permissions/decide-navigation';
import { signedIn, signedOut } from './support/navigation';

describe('a guidance parameter', () => {
  it.each([
    ['signed out', signedOut({ path: '/trading/purchase', query: '?guidance=tok&page=2' })],
    ['signed in', signedIn({ path: '/trading/purchase', query: '?guidance=tok&page=2' })],
  ])('is stored as the login token and taken out of the address (%s)', (_label, input) => {
    expect(decideNavigation(input)).toEqual({
      action: 'redirect',
      to: '/trading/purchase?page=2',
      reason: 'guidance',
      storeGuidanceToken: 'tok',
    });
  });

  it('is taken out before the path is even looked up', () => {
    expect(
      decideNavigation(signedOut({ path: '/nowhere', query: { guidance: 'tok' } })),
    ).toMatchObject({
      to: '/nowhere',
      storeGuidanceToken: 'tok',
    });
  });

  it('does not change the caller’s query object', () => {
    const query = new URLSearchParams('guidance=tok&news=1');
    decideNavigation(signedIn({ path: '/notice/news', query }));
    expect(query.toString()).toBe('guidance=tok&news=1');
  });
});

describe('news with guidance for a COMPANY user', () => {
  const link = { path: '/notice/news', query: '?news=88&guidance=tok' };

  it('switches a signed-in COMPANY user to SUPPLIER as the guidance is taken out', () => {
    expect(decideNavigation(signedIn({ ...link, companyRole: 'COMPANY' }))).toEqual({
      action: 'redirect',
      to: '/notice/news?news=88',
      reason: 'guidance',
      storeGuidanceToken: 'tok',
      switchRole: 'SUPPLIER',
      reload: true,
    });
  });

  it.each(['SUPPLIER', 'BUYER', 'FUNDER', null])(
    'leaves a %s user in their role',
    (companyRole) => {
      expect(decideNavigation(signedIn({ ...link, companyRole }))).toEqual({
        action: 'redirect',
        to: '/notice/news?news=88',
        reason: 'guidance',
        storeGuidanceToken: 'tok',
      });
    },
  );

  it('does not switch on guidance without news', () => {
    const decision = decideNavigation(
      signedIn({ path: '/home', query: '?guidance=tok', companyRole: 'COMPANY' }),
    );
    expect(decision).not.toHaveProperty('switchRole');
  });

  it('carries the guidance over to the session the token opens when nobody is signed in yet', () => {
    expect(decideNavigation(signedOut(link))).toEqual({
      action: 'redirect',
      to: '/notice/news?news=88',
      reason: 'guidance',
      storeGuidanceToken: 'tok',
      carryGuidance: true,
    });
  });

  it('switches on the carried guidance once the session shows a COMPANY user, before the access check', () => {
    const input = signedIn({
      path: '/notice/news',
      query: '?news=88',
      companyRole: 'COMPANY',
      guidanceCarried: true,
      authority: null,
    });
    expect(decideNavigation(input)).toEqual({
      action: 'redirect',
      to: '/notice/news?news=88',
      reason: 'role-switch',
      switchRole: 'SUPPLIER',
      reload: true,
    });
  });

  it('lets the carried guidance go for any other role', () => {
    const input = signedIn({
      path: '/notice/news',
      query: '?news=88',
      companyRole: 'BUYER',
      guidanceCarried: true,
    });
    expect(decideNavigation(input)).toEqual({ action: 'allow', reason: 'signed-in' });
  });

  it('does not switch on news alone', () => {
    const input = signedIn({ path: '/notice/news', query: '?news=88', companyRole: 'COMPANY' });
    expect(decideNavigation(input)).toEqual({ action: 'allow', reason: 'signed-in' });
  });
});

describe('a __role parameter', () => {
  it.each([
    ['BUYER', 'SUPPLIER'],
    ['buyer', 'SUPPLIER'],
    ['supplier', 'COMPANY'],
    ['capital', 'SUPPLIER'],
    ['SUPPLIER', null],
  ])('asks to switch to %s from %s and reload without the parameter', (role, companyRole) => {
    const input = signedIn({
      path: '/trading/purchase',
      query: `?page=3&__role=${role}`,
      companyRole,
    });
    expect(decideNavigation(input)).toEqual({
      action: 'redirect',
      to: '/trading/purchase?page=3',
      reason: 'role-switch',
      switchRole: role,
      reload: true,
    });
  });

  it.each([
    ['SUPPLIER', 'SUPPLIER'],
    ['supplier', 'SUPPLIER'],
    ['capital', 'FUNDER'],
    ['', 'SUPPLIER'],
  ])('does nothing when %j is already the role %s', (role, companyRole) => {
    const input = signedIn({ path: '/trading/purchase', query: `?__role=${role}`, companyRole });
    expect(decideNavigation(input)).toEqual({ action: 'allow', reason: 'permitted' });
  });

  it('switches before the access check, so the new role’s permissions decide', () => {
    const input = signedIn({ path: '/trading/invoice', query: '?__role=BUYER', authority: null });
    expect(decideNavigation(input)).toMatchObject({
      reason: 'role-switch',
      to: '/trading/invoice',
    });
  });

  it('switches on / before choosing the landing page', () => {
    expect(decideNavigation(signedIn({ path: '/', query: '?__role=BUYER' }))).toMatchObject({
      reason: 'role-switch',
      to: '/',
    });
  });
});
