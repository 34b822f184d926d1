import { describe, expect, it } from 'vitest';
import { uiCompanyRole } from '../../../src/worker/session/company-role';

describe('company role of the UI', () => {
  it.each([
    ['SUPPLIER', 'supplier'],
    ['BUYER', 'buyer'],
    ['FUNDER', 'funder'],
    ['COMPANY', 'director'],
    [null, 'director'],
  ] as const)('%s is %s', (raw, role) => {
    expect(uiCompanyRole(raw)).toBe(role);
  });
});
