import { describe, expect, it } from 'vitest';
import { companyBaseFields } from '../../../src/api/endpoints/company-edit/company-edit-body';
import { httpUrlOf } from '../../../src/ui/pages/company/contact-links';
import { urlRule } from '../../../src/shared/validation/rules/url';

const website = companyBaseFields.website;
const ruleAccepts = (text: string) => urlRule().safeParse(text).success;

/** The company edit's schema, the detail page's link and the form rule answer every address alike. */
describe('one test of a web address', () => {
  const good = [
    'https://www.evergreen-components.com',
    'http://lotus.example.hk/about?x=1',
    'https://localhost',
  ];
  const bad = [
    'https://intranet',
    'https:/evergreen.com',
    'ftp://files.example.com',
    'javascript:alert(1)',
    'www.example.com',
    'https://a..b',
  ];

  it.each(good)('accepts %s everywhere', (text) => {
    expect(website.safeParse(text).success).toBe(true);
    expect(httpUrlOf(text)).toBe(new URL(text).href);
    expect(ruleAccepts(text)).toBe(true);
  });

  it.each(bad)('refuses %s everywhere', (text) => {
    expect(website.safeParse(text).success).toBe(false);
    expect(httpUrlOf(text)).toBeNull();
    expect(ruleAccepts(text)).toBe(false);
  });

  it('keeps an empty website allowed and trims around an address', () => {
    expect(website.safeParse('').success).toBe(true);
    expect(website.parse('  https://www.example.com  ')).toBe('https://www.example.com');
    expect(httpUrlOf('  https://www.example.com ')).toBe('https://www.example.com/');
  });
});
