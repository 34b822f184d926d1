import { describe, expect, it } from 'vitest';
import { startsNewVisit } from '../../../src/ui/analytics/visit-change';

describe('a page visit per path, not per query string', () => {
  it('starts a visit on the first navigation and on every new path', () => {
    expect(startsNewVisit(null, { pathname: '/home' })).toBe(true);
    expect(startsNewVisit('/home', { pathname: '/dashboard/ar' })).toBe(true);
  });

  it('keeps the visit while only the query changes (typing in a filter)', () => {
    expect(startsNewVisit('/dashboard/ar', { pathname: '/dashboard/ar' })).toBe(false);
  });
});
