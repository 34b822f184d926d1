import { describe, expect, it } from 'vitest';
import { safeBackUrl } from '../../../src/ui/pages/login/safe-back-url';

describe('the backUrl followed after sign-in', () => {
  it('returns to a same-origin path with its query', () => {
    expect(safeBackUrl('/trading/invoice?page=2')).toBe('/trading/invoice?page=2');
  });
  it.each([
    null,
    '',
    'https://evil.example/',
    '//evil.example/x',
    'javascript:alert(1)',
    '/login?backUrl=/x',
  ])('ignores %s', (value) => {
    expect(safeBackUrl(value)).toBe('/');
  });
});
