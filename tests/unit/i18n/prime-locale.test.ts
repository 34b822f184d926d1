import { afterAll, describe, expect, it } from 'vitest';
import PrimeReact, { ariaLabel, localeOption, localeOptions } from 'primereact/api';
import { applyPrimeLocale } from '../../../src/ui/i18n/prime-locale';
import { primeZhCn } from '../../../src/ui/i18n/prime-locale-zh-cn';

describe("PrimeReact's own texts", () => {
  afterAll(() => applyPrimeLocale('en-US'));

  it('has a Chinese text for every key of its English locale, aria labels included', () => {
    const en = localeOptions('en') as Record<string, unknown> & { aria: Record<string, string> };
    expect(Object.keys(en).filter((key) => !(key in primeZhCn))).toEqual([]);
    expect(Object.keys(en.aria).filter((key) => !(key in primeZhCn.aria))).toEqual([]);
  });

  // Components read the current locale (PrimeReact.locale); the option is looked up in it.
  const current = (key: string): unknown => localeOption(key, PrimeReact.locale ?? 'en');

  it('switch with the portal language', () => {
    applyPrimeLocale('zh-CN');
    expect(current('choose')).toBe('选择');
    expect((current('monthNames') as string[])[0]).toBe('一月');
    expect(ariaLabel('pageLabel', { page: 2 })).toBe('第 2 页');
    applyPrimeLocale('en-US');
    expect(current('choose')).toBe('Choose');
    expect(ariaLabel('selectRow', {})).toBe('Select row');
  });
});
