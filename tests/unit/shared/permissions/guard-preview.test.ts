import { describe, expect, it } from 'vitest';
import { decideNavigation } from '../../../../src/shared/permissions/decide-navigation';
import { signedIn, signedOut } from './support/navigation';

const PREVIEW_PAGES = [
  '/buyer-outlook-exhibition',
  '/dashboard/ar',
  '/notice/news',
  '/notice/utilize',
];

describe('preview visitors on the exhibition pages', () => {
  it.each(PREVIEW_PAGES)('lets a visitor with a valid exhibition token open %s', (path) => {
    expect(decideNavigation(signedOut({ path, exhibitionToken: 'valid' }))).toEqual({
      action: 'allow',
      reason: 'preview',
    });
  });

  it.each(PREVIEW_PAGES)('lets a visitor with a notice parameter open %s', (path) => {
    expect(decideNavigation(signedOut({ path, query: { notice: 'n-123' } }))).toEqual({
      action: 'allow',
      reason: 'preview',
    });
  });

  it('does not count an empty notice parameter', () => {
    expect(decideNavigation(signedOut({ path: '/notice/news', query: '?notice=' }))).toMatchObject({
      reason: 'sign-in',
    });
  });

  it('clears an invalid token and asks the visitor to sign in', () => {
    expect(
      decideNavigation(signedOut({ path: '/dashboard/ar', exhibitionToken: 'invalid' })),
    ).toEqual({
      action: 'redirect',
      to: '/login?backUrl=%2Fdashboard%2Far',
      reason: 'sign-in',
      clearExhibitionToken: true,
    });
  });

  it('clears an invalid token but still honours a notice parameter', () => {
    expect(
      decideNavigation(
        signedOut({ path: '/notice/utilize', query: '?notice=x', exhibitionToken: 'invalid' }),
      ),
    ).toEqual({ action: 'allow', reason: 'preview', clearExhibitionToken: true });
  });

  it('clears an invalid token of a signed-in user and lets the session decide', () => {
    expect(
      decideNavigation(signedIn({ path: '/notice/news', exhibitionToken: 'invalid' })),
    ).toEqual({
      action: 'allow',
      reason: 'signed-in',
      clearExhibitionToken: true,
    });
  });

  it.each(PREVIEW_PAGES)('stores a token from the address of %s and takes it out', (path) => {
    expect(decideNavigation(signedOut({ path, query: '?exhibitionToken=tok&lang=en' }))).toEqual({
      action: 'redirect',
      to: `${path}?lang=en`,
      reason: 'exhibition-token',
      storeExhibitionToken: 'tok',
    });
  });
});

describe('an exhibition token anywhere else', () => {
  it.each(['/home', '/trading/purchase', '/buyer-outlook', '/dashboard/cashflow', '/'])(
    'is cleared on %s and the visitor goes to /login',
    (path) => {
      for (const exhibitionToken of ['valid', 'invalid'] as const) {
        expect(decideNavigation(signedOut({ path, exhibitionToken }))).toEqual({
          action: 'redirect',
          to: '/login',
          reason: 'exhibition-left',
          clearExhibitionToken: true,
        });
      }
    },
  );

  it('is not stored from the address of another page', () => {
    expect(
      decideNavigation(signedOut({ path: '/trading/invoice', query: '?exhibitionToken=tok' })),
    ).toEqual({
      action: 'redirect',
      to: '/login',
      reason: 'exhibition-left',
      clearExhibitionToken: true,
    });
  });

  it('is cleared without signing out a user who has a real session', () => {
    expect(
      decideNavigation(signedIn({ path: '/trading/purchase', exhibitionToken: 'valid' })),
    ).toEqual({
      action: 'allow',
      reason: 'permitted',
      clearExhibitionToken: true,
    });
    expect(
      decideNavigation(signedIn({ path: '/trading/purchase', query: '?exhibitionToken=t&page=2' })),
    ).toEqual({
      action: 'redirect',
      to: '/trading/purchase?page=2',
      reason: 'exhibition-left',
      clearExhibitionToken: true,
    });
  });

  it('is kept on public pages, so an error page does not end the preview', () => {
    expect(decideNavigation(signedOut({ path: '/error/500', exhibitionToken: 'valid' }))).toEqual({
      action: 'allow',
      reason: 'public',
    });
  });

  it('does not let a notice parameter open other pages', () => {
    expect(decideNavigation(signedOut({ path: '/home', query: '?notice=x' }))).toMatchObject({
      reason: 'sign-in',
    });
  });
});
