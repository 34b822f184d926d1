import { describe, expect, it } from 'vitest';
import {
  companyChangeDetail,
  companyChangeHistory,
  companyChangeList,
  companyChangePending,
} from '../../src/api/endpoints/company-edit/company-change-endpoints';
import { companySimpleSearch } from '../../src/api/endpoints/company/company-simple-search';
import { availableBuye } from '../../src/api/endpoints/finance-order/available-buye';
import { summaryCompany } from '../../src/api/endpoints/session/summary-company';
import { companyRoleSchema, userInfo } from '../../src/api/endpoints/session/user-info';
import { PORTAL_OPERATOR } from '../../server/seed/data/companies';
import { SEEDED_CHANGE } from '../../server/seed/seed-company-changes';
import { call, signIn } from './helpers/api';

/**
 * The portal operator's company (C000, server/seed/data/companies.ts): the platform's own staff
 * sit in it and their pages name it; it trades with nobody, so no search offers it. The seed
 * leaves the reviewer one change to review (docs/company-review.md, the reviewer).
 */

const DAY_MS = 86_400_000;

describe('the platform staff sit in the portal operator', () => {
  it.each(['reviewer', 'translator'])(
    '%s: the session and the home name the operator, in both languages',
    async (userName) => {
      const token = await signIn(userName);
      const en = userInfo.data.parse((await call(userInfo, { token })).body.data);
      expect(en).toMatchObject({
        companyId: PORTAL_OPERATOR.id,
        companyName: 'SCF Portal Operations Ltd.',
        companyRole: null,
      });
      expect(en.email.endsWith('@scf-portal.example')).toBe(true);
      const zh = userInfo.data.parse(
        (await call(userInfo, { token, language: 'zh-CN' })).body.data,
      );
      expect(zh.companyName).toBe(PORTAL_OPERATOR.name);
      const home = await call(summaryCompany, { token, body: {} });
      expect(home.body.code, home.body.message).toBe(200);
      expect(summaryCompany.data.parse(home.body.data)).toMatchObject({
        companyName: 'SCF Portal Operations Ltd.',
        orderCount: 0,
      });
    },
  );
});

describe('the operator is nobody’s counterparty', () => {
  it('no company search offers it, by code or either name, with or without a role', async () => {
    const token = await signIn('supplier');
    const search = async (body: Record<string, unknown>, language = 'en-US') => {
      const reply = await call(companySimpleSearch, { token, body, language });
      expect(reply.body.code, reply.body.message).toBe(200);
      return companySimpleSearch.data.parse(reply.body.data).map((c) => c.code);
    };
    const texts = [PORTAL_OPERATOR.code, 'Portal Operations', '平台运营'];
    for (const codeOrName of texts) {
      expect(await search({ codeOrName })).toEqual([]);
      expect(await search({ codeOrName }, 'zh-CN')).toEqual([]);
      for (const role of companyRoleSchema.options)
        expect(await search({ codeOrName, role })).toEqual([]);
    }
    // Still a search: the trading companies are found as before.
    expect(await search({ codeOrName: 'SUP10001' })).toEqual(['SUP10001']);
  });

  it('a supplier’s buyer picker does not offer it', async () => {
    const token = await signIn('supplier');
    const reply = await call(availableBuye, {
      token,
      body: { buyerName: '', financingProductId: 'P001' },
    });
    expect(reply.body.code, reply.body.message).toBe(200);
    const names = availableBuye.data.parse(reply.body.data).map((b) => b.buyerCode);
    expect(names.length).toBeGreaterThan(0);
    expect(names).not.toContain(PORTAL_OPERATOR.code);
  });
});

describe('the reviewer finds the seeded change waiting', () => {
  it('Lotus Holdings’ new English name, submitted by `company` a day before the seed day', async () => {
    const reviewer = await signIn('reviewer');
    const queue = companyChangeList.data.parse(
      (await call(companyChangeList, { token: reviewer, body: { status: 'PENDING' } })).body.data,
    );
    const seeded = queue.find((c) => c.companyId === SEEDED_CHANGE.companyId);
    expect(seeded).toMatchObject({
      id: `CC-${SEEDED_CHANGE.companyId}-1`,
      companyName: 'Lotus Holdings Group Co., Ltd.',
      editRole: 'DIRECTOR',
      status: 'PENDING',
      approved: { nameEn: 'Lotus Holdings Group Co., Ltd.', name: '莲花控股集团有限公司' },
      proposed: { nameEn: SEEDED_CHANGE.nameEn, name: '莲花控股集团有限公司' },
      changedFields: ['nameEn'],
      submittedByName: 'Wang Fang',
      decidedAt: null,
    });
    // Oldest first: the seeded change leads the queue, dated a day before the seed day.
    expect(queue[0]?.id).toBe(seeded?.id);
    const age = Date.now() - Date.parse(seeded?.submittedAt ?? '');
    expect(age).toBeGreaterThanOrEqual(DAY_MS);
    expect(age).toBeLessThan(2 * DAY_MS);

    const changeId = seeded?.id ?? '';
    const detail = await call(companyChangeDetail, { token: reviewer, params: { changeId } });
    expect(detail.body.data).toMatchObject({ id: changeId, status: 'PENDING' });
    // Its workflow round is open, so the reviewer can decide it like any submitted change.
    const history = companyChangeHistory.data.parse(
      (await call(companyChangeHistory, { token: reviewer, body: { changeId } })).body.data,
    );
    expect(history.taskId).not.toBeNull();
    expect(history.currentNode).toBe('PLATFORM_REVIEW');
    expect(history.detailDTOS).toMatchObject([
      { operation: 'SUBMITTED', assigneeName: 'Wang Fang' },
    ]);

    // The company's own users see it beside the approved data.
    const director = await signIn('director');
    const pending = await call(companyChangePending, { token: director });
    expect(pending.body.data).toMatchObject({ id: changeId, status: 'PENDING' });
  });
});
