import { beforeAll, describe, expect, it } from 'vitest';
import type { EndpointDef } from '../../src/api/contract/endpoint';
import { bankSearch, SEARCH_RESULT_LIMIT } from '../../src/api/endpoints/company/bank-search';
import { companySimpleSearch } from '../../src/api/endpoints/company/company-simple-search';
import { contractTemplateQuery } from '../../src/api/endpoints/contract/template-query';
import { productList } from '../../src/api/endpoints/product/product-list';
import { call, signIn, type CallOptions } from './helpers/api';

let token = '';
beforeAll(async () => {
  token = await signIn('supplier');
});

/** Calls with the supplier's token and parses the answer with the endpoint's own declaration. */
async function answer<E extends EndpointDef>(endpoint: E, options: CallOptions) {
  const reply = await call(endpoint, { token, ...options });
  expect(reply.body.code, reply.body.message).toBe(200);
  return endpoint.data.parse(reply.body.data) as ReturnType<E['data']['parse']>;
}

const banks = (body: Record<string, string>) => answer(bankSearch, { body });
const companies = (body: Record<string, unknown>, language = 'en-US') =>
  answer(companySimpleSearch, { body, language });

describe('bank search', () => {
  it('finds a bank by part of its English name, ignoring case', async () => {
    const found = await banks({ combBankName: 'merchants' });
    expect(found).toEqual([
      {
        swiftCode: 'CMBCCNBS',
        combBankName: 'China Merchants Bank Co., Ltd.',
        combBankNameLocal: '招商银行股份有限公司',
      },
    ]);
  });

  it('finds a bank by its local name', async () => {
    const found = await banks({ combBankNameLocal: '工商银行' });
    expect(found.map((b) => b.swiftCode)).toEqual(['ICBKCNBJ']);
  });

  it('finds banks by part of a SWIFT code, ignoring case', async () => {
    const found = await banks({ swiftCode: 'bkch' });
    expect(found.map((b) => b.swiftCode).sort()).toEqual(['BKCHCNBJ', 'BKCHCNBJ45A', 'BKCHHKHH']);
  });

  it('matches any of the given fields when the same text is sent in all three', async () => {
    const text = (t: string) => ({ combBankName: t, combBankNameLocal: t, swiftCode: t });
    expect((await banks(text('DBSS'))).map((b) => b.swiftCode)).toEqual(['DBSSSGSG']);
    expect((await banks(text('星展'))).map((b) => b.swiftCode)).toEqual(['DBSSSGSG']);
    expect((await banks(text('Hang Seng'))).map((b) => b.swiftCode)).toEqual(['HASEHKHH']);
  });

  it('treats % and _ as plain characters and answers [] for no match', async () => {
    expect(await banks({ combBankName: '%' })).toEqual([]);
    expect(await banks({ swiftCode: 'ZZZZ' })).toEqual([]);
  });

  it(`answers at most ${SEARCH_RESULT_LIMIT} banks`, async () => {
    expect(await banks({})).toHaveLength(SEARCH_RESULT_LIMIT);
    expect(await banks({ combBankName: 'bank' })).toHaveLength(SEARCH_RESULT_LIMIT);
  });
});

describe('company simple search', () => {
  it('finds companies by code or name without a role', async () => {
    expect(await companies({ codeOrName: 'sup10001' })).toEqual([
      { code: 'SUP10001', name: 'Evergreen Components (Shenzhen) Co., Ltd.' },
    ]);
    const byName = await companies({ codeOrName: 'kowloon' });
    expect(byName.map((c) => c.name)).toEqual(['Kowloon Precision Parts']);
  });

  it('answers the local name in Chinese and finds companies by it', async () => {
    expect(await companies({ codeOrName: '常青' }, 'zh-CN')).toEqual([
      { code: 'SUP10001', name: '常青元器件（深圳）有限公司' },
    ]);
  });

  it('narrows to companies holding the role', async () => {
    const any = await companies({ codeOrName: 'Evergreen' });
    expect(any.map((c) => c.code)).toEqual(['SUP10001']);
    // Evergreen both sells and buys; a funder search must not offer it.
    expect(await companies({ codeOrName: 'Evergreen', role: 'BUYER' })).toHaveLength(1);
    expect(await companies({ codeOrName: 'Evergreen', role: 'FUNDER' })).toEqual([]);
    const funders = await companies({ role: 'FUNDER', codeOrName: '' });
    expect(funders.map((c) => c.code)).toEqual(
      expect.arrayContaining(['FUN30001', 'FUN31035', 'FUN31036']),
    );
    expect(funders.every((c) => c.code.startsWith('FUN'))).toBe(true);
  });

  it('accepts extra and refuses a role that is none', async () => {
    expect(
      await companies({ role: 'SUPPLIER', codeOrName: 'jade', extra: 'anything' }),
    ).toHaveLength(1);
    const reply = await call(companySimpleSearch, { token, body: { role: 'PIRATE' } });
    expect(reply.body).toMatchObject({ code: 400, messageKey: 'common.error.bad_request' });
  });

  it(`answers at most ${SEARCH_RESULT_LIMIT} companies`, async () => {
    expect(await companies({ role: 'BUYER', codeOrName: '' })).toHaveLength(SEARCH_RESULT_LIMIT);
    expect(await companies({})).toHaveLength(SEARCH_RESULT_LIMIT);
  });
});

describe('contract template search', () => {
  it('finds templates by English or Chinese name, a page at a time', async () => {
    const page = await answer(contractTemplateQuery, {
      body: { name: 'receivables purchase', pageNum: 1, pageSize: 20 },
    });
    expect(page.total).toBe(3);
    expect(page.list.map((t) => t.code)).toEqual(['TPL-RPA', 'TPL-RPA-NR', 'TPL-ARR']);
    const chinese = await answer(contractTemplateQuery, {
      body: { name: '保密', pageNum: 1, pageSize: 20 },
      language: 'zh-CN',
    });
    expect(chinese.list).toEqual([
      { id: 'T013', code: 'TPL-CFD', name: '保密协议', category: 'GENERAL', version: 1 },
    ]);
  });

  it('pages through every template when no name is given', async () => {
    const first = await answer(contractTemplateQuery, { body: { pageNum: 1, pageSize: 10 } });
    const second = await answer(contractTemplateQuery, { body: { pageNum: 2, pageSize: 10 } });
    expect(first.total).toBe(15);
    expect(first.list).toHaveLength(10);
    expect(second.list).toHaveLength(5);
    const defaults = await answer(contractTemplateQuery, { body: {} });
    expect(defaults).toMatchObject({ pageNum: 1, pageSize: 20, total: 15 });
  });

  it('refuses a page size over 100', async () => {
    const reply = await call(contractTemplateQuery, { token, body: { pageSize: 101 } });
    expect(reply.body.code).toBe(400);
  });
});

describe('financing product search', () => {
  it('finds products by name from the query string', async () => {
    const page = await answer(productList, {
      query: { name: 'early payment', pageNum: '1', pageSize: '20' },
    });
    expect(page.total).toBe(3);
    expect(page.list.map((p) => p.currency)).toEqual(['USD', 'CNY', 'HKD']);
    expect(page.list[0]).toEqual({
      id: 'P004',
      code: 'SCF-RF-USD',
      name: 'Supplier Early Payment (USD)',
      productType: 'REVERSE_FACTORING',
      currency: 'USD',
    });
    const chinese = await answer(productList, { query: { name: '订单' }, language: 'zh-CN' });
    expect(chinese.list.map((p) => p.name)).toEqual(['订单融资（美元）', '订单融资（日元）']);
  });

  it('pages with pageNum and pageSize', async () => {
    const all = await answer(productList, { query: {} });
    expect(all).toMatchObject({ pageNum: 1, pageSize: 20, total: 10 });
    const third = await answer(productList, { query: { pageNum: '3', pageSize: '4' } });
    expect(third.list.map((p) => p.id)).toEqual(['P009', 'P010']);
  });
});

describe('every search needs a session', () => {
  const cases: [EndpointDef, CallOptions][] = [
    [bankSearch, { body: { swiftCode: 'DBS' } }],
    [companySimpleSearch, { body: { codeOrName: 'SUP' } }],
    [contractTemplateQuery, { body: {} }],
    [productList, { query: {} }],
  ];
  for (const [endpoint, options] of cases) {
    it(`${endpoint.id}: 401 without a token, 1100 with an unknown one`, async () => {
      const anonymous = await call(endpoint, options);
      expect(anonymous.body).toMatchObject({ code: 401, data: null });
      const unknown = await call(endpoint, { ...options, token: 'f'.repeat(64) });
      expect(unknown.body).toMatchObject({ code: 1100, data: null });
    });
  }
});
