import { describe, expect, it } from 'vitest';
import { parseCli } from '../../../server/cli/parse-cli';
import { arSupplierIds } from '../../../server/seed/seed-ar-companies';

describe('--seed-companies (docs/scaling.md)', () => {
  it('is off unless asked for, so the default seed stays one company', () => {
    expect(parseCli([], {}).seedCompanies).toBeUndefined();
  });

  it('takes the flag or SEED_COMPANIES, the flag winning', () => {
    expect(parseCli(['--seed-companies', '1_000'], {}).seedCompanies).toBe(1000);
    expect(parseCli([], { SEED_COMPANIES: '3' }).seedCompanies).toBe(3);
    expect(parseCli(['--seed-companies=2'], { SEED_COMPANIES: '3' }).seedCompanies).toBe(2);
  });

  it('refuses what is not a whole number of companies from 1', () => {
    expect(() => parseCli(['--seed-companies', '0'], {})).toThrow(/seed-companies/);
    expect(() => parseCli(['--seed-companies', 'many'], {})).toThrow(/seed-companies/);
    expect(() => parseCli(['--seed-companies'], {})).toThrow(/needs a value/);
  });

  it('names the demo supplier first, then AR00002 …', () => {
    expect(arSupplierIds('C001', 1)).toEqual(['C001']);
    expect(arSupplierIds('C001', 3)).toEqual(['C001', 'AR00002', 'AR00003']);
    expect(arSupplierIds('C001', 1000).at(-1)).toBe('AR01000');
    expect(() => arSupplierIds('C001', 0)).toThrow();
  });
});
