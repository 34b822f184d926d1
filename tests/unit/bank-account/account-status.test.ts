import { describe, expect, it } from 'vitest';
import {
  acceptsCurrency,
  accountDisplayStatus,
  accountTagStatus,
} from '../../../src/shared/bank-account/account-status';

describe('a bank account’s shown status (spec 001 §3)', () => {
  it('shows ENABLE for an enabled account, whatever canEnable says', () => {
    expect(accountDisplayStatus({ status: 'ENABLE', canEnable: true })).toBe('ENABLE');
    expect(accountDisplayStatus({ status: 'ENABLE', canEnable: false })).toBe('ENABLE');
  });

  it('derives pending activate when canEnable is not true and the status is not ENABLE', () => {
    expect(accountDisplayStatus({ status: 'DISABLE', canEnable: false })).toBe('PENDING_ACTIVATE');
    expect(accountDisplayStatus({ status: 'DISABLE', canEnable: null })).toBe('PENDING_ACTIVATE');
    expect(accountDisplayStatus({ status: null, canEnable: undefined })).toBe('PENDING_ACTIVATE');
  });

  it('keeps DISABLE for a disabled account the company may enable again', () => {
    expect(accountDisplayStatus({ status: 'DISABLE', canEnable: true })).toBe('DISABLE');
  });

  it('tags only an enabled account ACTIVE (the tooltip rule)', () => {
    expect(accountTagStatus('ENABLE')).toBe('ACTIVE');
    expect(accountTagStatus('DISABLE')).toBe('INACTIVE');
    expect(accountTagStatus('PENDING_ACTIVATE')).toBe('INACTIVE');
  });

  it('offers an account for a currency of its comma list only when enabled', () => {
    expect(acceptsCurrency({ status: 'ENABLE', currency: 'USD, CNY' }, 'CNY')).toBe(true);
    expect(acceptsCurrency({ status: 'ENABLE', currency: 'USD,CNY' }, 'EUR')).toBe(false);
    expect(acceptsCurrency({ status: 'DISABLE', currency: 'USD' }, 'USD')).toBe(false);
  });
});
