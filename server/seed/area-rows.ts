import { CHINA_AREAS } from './data/china-areas';
import { COUNTRY_CODES, OTHER_COUNTRY } from './data/countries';

export interface AreaRow {
  code: string;
  type: 'COUNTRY' | 'PROVINCE' | 'CITY';
  nameEn: string;
  nameCn: string;
  parentCode: string | null;
}

/**
 * Countries (numeric ISO code, names from CLDR via Intl in English and simplified Chinese), sorted
 * by English name with OTHER last, then China's provinces and cities. Node's full ICU has both
 * languages; should a name be missing the alpha-2 code stands in rather than failing the seed.
 */
export function buildAreaRows(): AreaRow[] {
  const en = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  const zh = new Intl.DisplayNames(['zh-Hans-CN'], { type: 'region', fallback: 'code' });
  const countries: AreaRow[] = COUNTRY_CODES.map(([alpha2, numeric]) => ({
    code: numeric,
    type: 'COUNTRY' as const,
    nameEn: en.of(alpha2) ?? alpha2,
    nameCn: zh.of(alpha2) ?? alpha2,
    parentCode: null,
  })).sort((a, b) => a.nameEn.localeCompare(b.nameEn, 'en'));
  return [
    ...countries,
    {
      code: OTHER_COUNTRY.code,
      type: 'COUNTRY',
      nameEn: OTHER_COUNTRY.nameEn,
      nameCn: OTHER_COUNTRY.nameCn,
      parentCode: null,
    },
    ...CHINA_AREAS.map((a) => ({ ...a })),
  ];
}
