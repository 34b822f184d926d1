import { describe, expect, it } from 'vitest';
import type { EndpointDef } from '../../src/api/contract/endpoint';
import { companySimpleSearch } from '../../src/api/endpoints/company/company-simple-search';
import { declaredLists } from '../../src/api/endpoints/pages/declared-lists';
import { recordDetail } from '../../src/api/endpoints/pages/record-form';
import { preferenceDetail } from '../../src/api/endpoints/preferences/preference-detail';
import { productList } from '../../src/api/endpoints/product/product-list';
import { queryDueBalance } from '../../src/api/endpoints/receivables/query-due-balance';
import { queryPaymentHistoryTable } from '../../src/api/endpoints/receivables/query-payment-history-table';
import { previewTokenVerify } from '../../src/api/endpoints/session/preview-token';
import { internationalList } from '../../src/api/endpoints/translations/international-list';
import { call, request, signIn, type CallOptions, type Reply } from './helpers/api';

interface FieldProblems {
  fields: { field: string; message: string }[];
}

const paymentManagement = declaredLists.find((l) => l.endpoint.id === 'payment.managementList')
  ?.endpoint as EndpointDef;

/** The validation envelope, naming `field` with a problem that matches `problem`. */
function expectRefused(reply: Reply, field: string, problem: RegExp) {
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  expect(reply.body).toMatchObject({ code: 400, messageKey: 'common.error.bad_request' });
  const fields = (reply.body.data as FieldProblems).fields;
  const named = fields.find((f) => f.field === field);
  expect(named, JSON.stringify(fields)).toBeDefined();
  expect(named?.message).toMatch(problem);
  expect(reply.body.message).toContain(`${field}: `);
}

const NUL_PROBLEM = /NUL character \(U\+0000\)|control/;

describe('a NUL byte is a validation error naming its field, never a server error', () => {
  it('in the unauthenticated preview-token check', async () => {
    const reply = await call(previewTokenVerify, { query: { token: 'exh_\u0000' } });
    expectRefused(reply, 'query.token', NUL_PROBLEM);
  });

  const cases: [string, EndpointDef, Omit<CallOptions, 'token'>, string][] = [
    ['a query value', preferenceDetail, { query: { key: 'a\u0000b' } }, 'query.key'],
    [
      'a path parameter',
      recordDetail,
      { params: { pageId: 'trading.purchase', id: 'P\u0000' } },
      'params.id',
    ],
    ['a body filter', queryDueBalance, { body: { buyerCode: 'B\u0000' } }, 'buyerCode'],
    [
      'a list text filter',
      paymentManagement,
      { body: { buyerName: ['ok', 'x\u0000'] } },
      'buyerName.1',
    ],
    ['a translation namespace', internationalList, { body: { namespace: '\u0000' } }, 'namespace'],
  ];
  for (const [what, endpoint, options, field] of cases) {
    it(`in ${what} (${endpoint.id})`, async () => {
      const token = await signIn('supplier');
      expectRefused(await call(endpoint, { ...options, token }), field, NUL_PROBLEM);
    });
  }

  it('where the declaration takes anything (the net under every schema)', async () => {
    const token = await signIn('supplier');
    const reply = await call(companySimpleSearch, {
      token,
      body: { codeOrName: 'C0', extra: { deep: ['fine', 'not\u0000fine'] } },
    });
    expectRefused(reply, 'extra.deep.1', /NUL character/);
  });

  it('in Chinese for a zh-CN request', async () => {
    const reply = await call(previewTokenVerify, {
      language: 'zh-CN',
      query: { token: 'a\u0000b' },
    });
    expect(reply.body.code).toBe(400);
    expect(reply.body.message).toMatch(/^请求参数错误：query\.token：?.*(NUL|控制字符)/);
  });
});

describe('impossible dates are refused before they reach SQL', () => {
  for (const day of ['2024-02-30', '0000-00-00']) {
    it(`${day} in an analytics filter and a list's date range`, async () => {
      const token = await signIn('supplier');
      expectRefused(
        await call(queryDueBalance, { token, body: { beginDate: day } }),
        'beginDate',
        /real date YYYY-MM-DD/,
      );
      expectRefused(
        await call(paymentManagement, { token, body: { paymentDateEnd: day } }),
        'paymentDateEnd',
        /real date YYYY-MM-DD/,
      );
    });
  }

  it('and named in Chinese', async () => {
    const token = await signIn('supplier');
    const reply = await call(queryDueBalance, {
      token,
      language: 'zh-CN',
      body: { endDate: '2024-02-30' },
    });
    expect(reply.body.message).toContain(
      'endDate: 必须是 1900-01-01 至 9999-12-31 之间真实存在的日期',
    );
  });

  it('while a leap day still answers', async () => {
    const token = await signIn('supplier');
    const reply = await call(queryDueBalance, { token, body: { beginDate: '2024-02-29' } });
    expect(reply.body.code).toBe(200);
  });
});

describe('page numbers beyond their bound are refused', () => {
  for (const pageNum of [2 ** 53, 1e10]) {
    it(`pageNum ${pageNum} in a body and in a query`, async () => {
      const token = await signIn('supplier');
      expectRefused(
        await call(queryPaymentHistoryTable, { token, body: { pageNum, pageSize: 20 } }),
        'pageNum',
        /Too big/,
      );
      expectRefused(
        await call(productList, { token, query: { pageNum: String(pageNum) } }),
        'query.pageNum',
        /Too big/,
      );
    });
  }
});

describe('deep JSON', () => {
  it('is refused with the depth it may have, not walked', async () => {
    const token = await signIn('supplier');
    const deep = '{"a":'.repeat(50_000) + '1' + '}'.repeat(50_000);
    const reply = await request('POST', queryDueBalance.path.replace('{product}', 'scf'), {
      token,
      rawBody: `{"currency":${deep}}`,
    });
    expectRefused(
      reply,
      'currency.a.a.a.a.a.a.a.a.a.a.a.a.a.a.a.a.a.a.a.a.a.a.a.a.a.a.a.a.a.a.a',
      /nested deeper than 32 levels/,
    );
  });
});
