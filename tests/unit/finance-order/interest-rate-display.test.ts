import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { formatInterestRate } from '../../../src/shared/finance-order/interest-rate-display';
import { enUS } from '../../../src/ui/i18n/locales/en-US';
import { zhCN } from '../../../src/ui/i18n/locales/zh-CN';

async function translator(lng: 'en-US' | 'zh-CN') {
  const i18n = createInstance();
  await i18n.init({
    lng,
    resources: { 'en-US': { translation: enUS }, 'zh-CN': { translation: zhCN } },
    interpolation: { escapeValue: false },
  });
  return (key: string, params: Record<string, string>) => i18n.t(key, params);
}

const fixed = {
  rateType: 'FIXED' as const,
  fixedRate: '5.25',
  baseRateType: null,
  direction: null,
  spread: null,
};
const floating = (direction: 'UP' | 'DOWN', spread: string) => ({
  rateType: 'FLOATING' as const,
  fixedRate: null,
  baseRateType: 'SOFR',
  direction,
  spread,
});

describe('interest rate display', () => {
  it('shows a fixed rate with its word and a floating one as base ± spread, in English', async () => {
    const t = await translator('en-US');
    expect(formatInterestRate(fixed, t)).toBe('FIXED 5.25%');
    expect(formatInterestRate({ ...fixed, fixedRate: '4.5' }, t)).toBe('FIXED 4.50%');
    expect(formatInterestRate(floating('UP', '1.5'), t)).toBe('SOFR + 1.50%');
    expect(formatInterestRate(floating('DOWN', '0.25'), t)).toBe('SOFR − 0.25%');
  });

  it('words the same rates in Chinese', async () => {
    const t = await translator('zh-CN');
    expect(formatInterestRate(fixed, t)).toBe('固定 5.25%');
    expect(formatInterestRate(floating('DOWN', '0.125'), t)).toBe('SOFR − 0.125%');
  });

  it('shows a dash for terms that name no rate', async () => {
    const t = await translator('en-US');
    expect(formatInterestRate({ ...fixed, fixedRate: null }, t)).toBe('-');
    expect(formatInterestRate({ ...floating('UP', '1'), baseRateType: null }, t)).toBe('-');
  });
});
