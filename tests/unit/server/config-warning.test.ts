import { afterEach, describe, expect, it, vi } from 'vitest';
import { logConfigWarning } from '../../../server/forms/config-warning';

describe('a form-configuration warning in the server log', () => {
  afterEach(() => vi.restoreAllMocks());

  it('names the field but never the value computed from the record', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    logConfigWarning('form-config: expression outcome is not a requirement', {
      field: 'amount',
      outcome: 'IBAN DE44 5001 0517 5407 3249 31',
    });
    expect(warn).toHaveBeenCalledTimes(1);
    const line = warn.mock.calls[0]?.join(' ') ?? '';
    expect(line).toBe('form-config: expression outcome is not a requirement (field amount)');
    expect(line).not.toContain('IBAN');
  });

  it('leaves out a field name that is not a plain identifier', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    logConfigWarning('form-config: unknown rule name', { field: 'a b <script>' });
    expect(warn.mock.calls[0]).toEqual(['form-config: unknown rule name']);
  });
});
