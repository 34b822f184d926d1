import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../../src/shared/format/money';

describe('money', () => {
  it.each([
    ['1234567.89', 'USD', '1,234,567.89'],
    ['1234567.89', 'JPY', '1,234,568'],
    ['5230000.00', 'JPY', '5,230,000'],
    ['0.00', 'EUR', '0.00'],
    ['12', 'CNY', '12.00'],
    ['999.995', 'USD', '1,000.00'],
    ['-1234.5', 'HKD', '-1,234.50'],
    ['-0.001', 'USD', '0.00'],
    ['0.5', 'JPY', '1'],
  ])('shows %s %s as %s', (value, currency, shown) => {
    expect(formatMoney(value, currency)).toBe(shown);
  });

  it('keeps every digit of a sum far beyond float precision', () => {
    expect(formatMoney('123456789012345678901.23', 'USD')).toBe('123,456,789,012,345,678,901.23');
  });

  it('shows row amounts given as numbers to the cent', () => {
    expect(formatMoney(1234.5, 'SGD')).toBe('1,234.50');
    expect(formatMoney(0.1 + 0.2, 'USD')).toBe('0.30');
    expect(formatMoney(52000, 'JPY')).toBe('52,000');
  });

  it("shows '-' for empty values and leaves unreadable text as it is", () => {
    expect(formatMoney(null, 'USD')).toBe('-');
    expect(formatMoney('', 'USD')).toBe('-');
    expect(formatMoney('n/a', 'USD')).toBe('n/a');
  });

  it('uses two decimals when the currency is unknown', () => {
    expect(formatMoney('7', null)).toBe('7.00');
  });
});
