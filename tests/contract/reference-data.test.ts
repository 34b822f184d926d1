import { beforeAll, describe, expect, it } from 'vitest';
import { areaList } from '../../src/api/endpoints/company/area-list';
import { dictList } from '../../src/api/endpoints/company/dict-list';
import { internationalList } from '../../src/api/endpoints/translations/international-list';
import { call, signIn } from './helpers/api';

let token = '';
beforeAll(async () => {
  token = await signIn('supplier');
});

const areas = async (body: Record<string, string>) =>
  areaList.data.parse((await call(areaList, { token, body })).body.data);

describe('areas', () => {
  it('list about 250 countries with numeric codes, China as 156 and OTHER as 000', async () => {
    const countries = await areas({ type: 'COUNTRY' });
    expect(countries.length).toBeGreaterThanOrEqual(245);
    expect(countries.every((c) => /^\d{3}$/.test(c.code))).toBe(true);
    expect(countries.find((c) => c.code === '156')).toMatchObject({
      nameEn: 'China',
      nameCn: '中国',
    });
    expect(countries.find((c) => c.code === '840')?.nameEn).toBe('United States');
    expect(countries.at(-1)).toMatchObject({ code: '000', nameEn: 'Other', nameCn: '其他' });
  });

  it('filter by parentCode, code and name substrings', async () => {
    const provinces = await areas({ parentCode: '156' });
    expect(provinces.length).toBeGreaterThanOrEqual(3);
    expect(provinces.every((p) => p.type === 'PROVINCE')).toBe(true);
    const cities = await areas({ parentCode: '440000' });
    expect(cities.map((c) => c.nameEn)).toEqual(expect.arrayContaining(['Guangzhou', 'Shenzhen']));
    expect(await areas({ code: '702' })).toEqual([
      { code: '702', type: 'COUNTRY', nameEn: 'Singapore', nameCn: '新加坡', parentCode: null },
    ]);
    expect((await areas({ type: 'COUNTRY', nameEn: 'KINGDOM' })).map((c) => c.code)).toContain(
      '826',
    );
    expect((await areas({ nameCn: '深圳' })).map((c) => c.code)).toEqual(['440300']);
    expect(await areas({ nameEn: '%' })).toEqual([]);
  });
});

describe('dictionaries', () => {
  it('hold the groups of the spec in English and Chinese', async () => {
    const all = dictList.data.parse((await call(dictList, { token, body: {} })).body.data);
    const keys = (grp: string) => all.filter((d) => d.grp === grp).map((d) => d.dicKey);
    expect(keys('APPROVAL_STATUS')).toEqual(['PASSED', 'REFUSED', 'REJECTED', 'IN_APPROVE']);
    expect(keys('ENABLE_STATUS')).toEqual(['ENABLE', 'DISABLE', 'PENDING_ACTIVATE']);
    expect(keys('YES_NO')).toEqual(['1', '0']);
    expect(keys('YES_NO_UNKNOWN')).toEqual(['Y', 'N', 'U']);
    expect(keys('USER_STATUS')).toEqual(['unActive', 'active', 'stop']);
    // The spec's three, after DRAFT and OPEN for orders entered in the portal (docs/declared-pages.md).
    expect(keys('PURCHASE_ORDER_STATUS')).toEqual([
      'DRAFT',
      'OPEN',
      'FINANCED',
      'SETTLED',
      'OVERDUE',
    ]);
    expect(keys('COMPANY_ROLE')).toEqual(['supplier', 'buyer', 'capital', 'all']);
    expect(keys('FREQUENCY')).toHaveLength(4);
    expect(keys('DATE_BASE')).toEqual(['360', '365']);
    expect(keys('COUNTERPARTY_KIND')).toEqual(['supplierCode', 'buyerCode']);
    expect(keys('CURRENCY')).toEqual(['USD', 'CNY', 'JPY', 'EUR', 'HKD', 'SGD']);
    expect(keys('ACCOUNT_CATEGORY')).toEqual(Array.from({ length: 20 }, (_, i) => String(i + 1)));
    expect(all.every((d) => d.enValue !== '' && d.cnValue !== '' && d.enValue !== d.cnValue)).toBe(
      true,
    );
  });

  it('narrow to one group with grp', async () => {
    const one = dictList.data.parse(
      (await call(dictList, { token, body: { grp: 'CURRENCY' } })).body.data,
    );
    expect(new Set(one.map((d) => d.grp))).toEqual(new Set(['CURRENCY']));
    expect(one.find((d) => d.dicKey === 'JPY')).toMatchObject({
      enValue: 'Japanese Yen',
      cnValue: '日元',
    });
  });
});

describe('translations', () => {
  it('are seeded for en-US and zh-CN in namespace portal, with one key no page shows', async () => {
    const records = internationalList.data.parse(
      (await call(internationalList, { token, body: { namespace: 'portal' } })).body.data,
    );
    expect(records.map((r) => r.langKey).sort()).toEqual(['en-US', 'zh-CN']);
    // The client merges these over its bundled texts: anything else would change visible texts.
    for (const record of records) {
      expect(Object.keys(JSON.parse(record.value) as object)).toEqual(['portal.server_note']);
    }
    const zh = records.find((r) => r.langKey === 'zh-CN');
    expect(JSON.parse(zh?.value ?? '{}')).toEqual({
      'portal.server_note': '服务器上保存的文本优先于内置文本。',
    });
  });
});
