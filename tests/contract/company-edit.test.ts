import { afterAll, describe, expect, it } from 'vitest';
import {
  companyChangeDetail,
  companyChangeHistory,
  companyChangeList,
  companyChangePending,
  companyChangeReview,
} from '../../src/api/endpoints/company-edit/company-change-endpoints';
import { checkBizRegNo, checkCompName } from '../../src/api/endpoints/company-edit/company-checks';
import { companyEditForm } from '../../src/api/endpoints/company-edit/company-edit-form';
import {
  editBuyer,
  editDirector,
  editFunder,
  editSupplier,
} from '../../src/api/endpoints/company-edit/edit-company';
import { listWithOther } from '../../src/api/endpoints/company-edit/list-with-other';
import { queryBatchBankAccountList } from '../../src/api/endpoints/company-edit/query-batch-bank-accounts';
import { companyDetail } from '../../src/api/endpoints/company/company-detail';
import { workflowApprove } from '../../src/api/endpoints/workflow/workflow-approve';
import { verifyAgain } from './company-edit-helpers';
import { call, newCommandId, signIn, type Reply } from './helpers/api';

/**
 * Company edits and the review of legal-data changes (docs/company-review.md). Legal changes are
 * made on `supplier-pool`'s company (C006), and every test puts back what it changed: the reviewer
 * approves the original data again, then the company is verified again by deposit (an approved
 * rename re-opens its verification: company-edit-reverification.test.ts).
 */

type EditEndpoint = typeof editSupplier;

async function formOf(token: string) {
  const reply = await call(companyEditForm, { token });
  expect(reply.body.code, reply.body.message).toBe(200);
  return companyEditForm.data.parse(reply.body.data);
}

/** The body an unchanged form sends, for the session's role. */
async function unchangedBody(token: string) {
  const { values } = await formOf(token);
  const { licenceNo, mainProducts, paymentTermDays, ...base } = values;
  return { base, licenceNo, mainProducts, paymentTermDays };
}

const edit = (endpoint: EditEndpoint, token: string, body: unknown) =>
  call(endpoint, { token, commandId: newCommandId('company-edit'), body });

const fieldsOf = (reply: Reply) =>
  ((reply.body.data as { fields?: { field: string }[] } | undefined)?.fields ?? []).map(
    (f) => f.field,
  );

async function review(token: string, changeId: string, decision: string, comment = '') {
  return call(companyChangeReview, {
    token,
    commandId: newCommandId('company-review'),
    body: { changeId, decision, comment },
  });
}

describe('checkCompName and checkBizRegNo', () => {
  it('accept the own name, refuse another company’s (however spelt) and bad formats', async () => {
    const token = await signIn('supplier');
    const check = async (compName: string) =>
      checkCompName.data.parse(
        (await call(checkCompName, { token, body: { compName } })).body.data,
      );
    expect(await check('Evergreen Components (Shenzhen) Co., Ltd.')).toMatchObject({
      valid: true,
      problem: null,
    });
    // Northwind's name, in other case, spacing and full-width brackets: still Northwind's.
    expect(await check('  northwind   RETAIL group pte. ltd. ')).toMatchObject({
      valid: false,
      problem: 'taken',
    });
    expect(await check('莲花控股集团有限公司')).toMatchObject({ problem: 'taken' });
    expect(await check('A')).toMatchObject({ valid: false, problem: 'tooShort' });
    expect(await check('12345')).toMatchObject({ valid: false, problem: 'format' });
    expect(await check('Ａｃｍｅ　Ｔｒａｄｉｎｇ')).toMatchObject({
      valid: true,
      normalised: 'Acme Trading',
    });
    const control = await call(checkCompName, { token, body: { compName: 'Acme\u0007Trading' } });
    expect(control.body.code).toBe(400);
  });

  it('judge a new registration number by its country and leave the one on file alone', async () => {
    const token = await signIn('supplier');
    const check = async (bizRegNo: string, countryCode = '156') =>
      checkBizRegNo.data.parse(
        (await call(checkBizRegNo, { token, body: { bizRegNo, countryCode } })).body.data,
      );
    // On file (invented, it fails the checksum): not judged again.
    expect(await check('91440300MA5F0EVG1X')).toMatchObject({ valid: true });
    // A valid unified social credit code (GB 32100-2015 check character).
    expect(await check('91350100M000100Y43')).toMatchObject({ valid: true, problem: null });
    expect(await check('91350100M000100Y44')).toMatchObject({ problem: 'checksum' });
    expect(await check('1234')).toMatchObject({ problem: 'format' });
    // Northwind's Singapore number, with a hyphen and in lower case: taken.
    expect(await check('2019-12345n', '702')).toMatchObject({ problem: 'taken' });
    expect(await check('202012345K', '702')).toMatchObject({ valid: true });
  });

  it('need the edit authority', async () => {
    const token = await signIn('limited');
    const reply = await call(checkCompName, { token, body: { compName: 'Anything Ltd' } });
    expect(reply.body.code).toBe(403);
  });
});

describe('the edit of each role validates its body with field problems', () => {
  const cases: [
    string,
    EditEndpoint | typeof editBuyer | typeof editFunder | typeof editDirector,
  ][] = [
    ['supplier', editSupplier],
    ['buyer', editBuyer],
    ['funder', editFunder],
    ['director', editDirector],
  ];
  it.each(cases)('%s', async (user, endpoint) => {
    const token = await signIn(user);
    const { base, licenceNo, mainProducts, paymentTermDays } = await unchangedBody(token);
    const extra =
      endpoint === editSupplier
        ? { mainProducts }
        : endpoint === editBuyer
          ? { paymentTermDays }
          : endpoint === editFunder
            ? { licenceNo: licenceNo || 'HK-SFC-AAA123' }
            : {};
    const body = { ...base, ...extra };
    const send = (patch: Record<string, unknown>) =>
      edit(endpoint as EditEndpoint, token, { ...body, ...patch });

    const badArea = await send({ areaCode: '999999' });
    expect(badArea.body.code).toBe(400);
    expect(fieldsOf(badArea)).toEqual(['areaCode']);
    const badCountry = await send({ countryCode: '999' });
    expect(fieldsOf(badCountry)).toEqual(['countryCode']);
    const control = await send({ legalRepresentative: 'Zhang\u0000San' });
    expect(control.body.code).toBe(400);
    expect(fieldsOf(control)).toContain('legalRepresentative');
    const tooLong = await send({ address: 'x'.repeat(301) });
    expect(fieldsOf(tooLong)).toContain('address');
    const badPhone = await send({ phone: 'call me' });
    expect(fieldsOf(badPhone)).toContain('phone');
    const other = await send({ industry: 'OTHER', industryOther: ' ' });
    expect(fieldsOf(other)).toEqual(['industryOther']);
    const bank = await send({ mainBankSwift: 'ZZZZZZZZ' });
    expect(fieldsOf(bank)).toEqual(['mainBankSwift']);
    // Another company's account is none of this one's.
    const account = await send({ accountNos: ['201912345N-NOT-OURS'] });
    expect(fieldsOf(account)).toEqual(['accountNos']);
    // Nothing of a refused edit was written.
    expect((await formOf(token)).values).toMatchObject(base);
  });

  it('answers the edit of the session’s own role only', async () => {
    const token = await signIn('supplier');
    const { base } = await unchangedBody(token);
    const reply = await edit(editBuyer as unknown as EditEndpoint, token, {
      ...base,
      paymentTermDays: 30,
    });
    expect(reply.body.code).toBe(403);
  });
});

describe('other fields apply at once', () => {
  it('a phone, website and industry edit is applied without review', async () => {
    const token = await signIn('buyer');
    const { base, paymentTermDays } = await unchangedBody(token);
    try {
      const reply = await edit(editBuyer as unknown as EditEndpoint, token, {
        ...base,
        phone: '+65 6123 4567',
        website: 'https://northwind.example',
        industry: 'OTHER',
        industryOther: 'Department stores',
        paymentTermDays: 60,
      });
      expect(reply.body.code, reply.body.message).toBe(200);
      expect(reply.body.data).toEqual({ applied: true, changeId: null, changedFields: [] });
      const { values, pending } = await formOf(token);
      expect(values).toMatchObject({
        phone: '+65 6123 4567',
        website: 'https://northwind.example',
        industryOther: 'Department stores',
        paymentTermDays: 60,
      });
      expect(pending).toBeNull();
    } finally {
      await edit(editBuyer as unknown as EditEndpoint, token, { ...base, paymentTermDays });
    }
  });
});

describe('legal data goes through the platform review', () => {
  let restore: (() => Promise<void>) | null = null;
  afterAll(async () => {
    await restore?.();
  });

  it('pending, shown beside the approved data, approved by the reviewer, then restored', async () => {
    const supplier = await signIn('supplier-pool');
    const reviewer = await signIn('reviewer');
    const { base, mainProducts } = await unchangedBody(supplier);
    const original = { ...base, mainProducts };
    const newName = 'Jade River Electronics Holdings (Suzhou) Co., Ltd.';
    restore = async () => {
      // Whatever state the test stopped in: return a pending change, then approve the original.
      const pending = companyChangePending.data.parse(
        (await call(companyChangePending, { token: supplier })).body.data,
      );
      if (pending) await review(reviewer, pending.id, 'rejected', 'test clean-up');
      const { values } = await formOf(supplier);
      if (values.nameEn === original.nameEn && values.address === original.address) return;
      const back = await edit(editSupplier, supplier, original);
      const id = (back.body.data as { changeId: string | null }).changeId;
      if (id) await review(reviewer, id, 'passed');
      // The approved renames re-opened the company's real-name verification: verify it again.
      await verifyAgain(supplier, 'supplier-pool');
    };

    const submitted = await edit(editSupplier, supplier, {
      ...original,
      nameEn: newName,
      address: '8 Xinghu Street, Suzhou Industrial Park, Jiangsu, China',
      phone: '+86 512 6666 0000',
    });
    expect(submitted.body.code, submitted.body.message).toBe(200);
    const answer = submitted.body.data as { applied: boolean; changeId: string; changedFields: [] };
    expect(answer.applied).toBe(false);
    expect(answer.changedFields).toEqual(['nameEn', 'address']);
    const changeId = answer.changeId;

    // The phone applied at once; the name did not.
    const form = await formOf(supplier);
    expect(form.values.phone).toBe('+86 512 6666 0000');
    expect(form.values.nameEn).toBe(original.nameEn);
    const detail = companyDetail.data.parse(
      (await call(companyDetail, { token: supplier })).body.data,
    );
    expect(detail.companyBaseInfo.nameEn).toBe(original.nameEn);
    // The detail's section: approved and pending side by side.
    const pending = companyChangePending.data.parse(
      (await call(companyChangePending, { token: supplier })).body.data,
    );
    expect(pending).toMatchObject({
      id: changeId,
      status: 'PENDING',
      approved: { nameEn: original.nameEn, address: original.address },
      proposed: {
        nameEn: newName,
        address: '8 Xinghu Street, Suzhou Industrial Park, Jiangsu, China',
      },
    });
    const history = companyChangeHistory.data.parse(
      (await call(companyChangeHistory, { token: supplier, body: { changeId } })).body.data,
    );
    expect(history.detailDTOS.map((d) => d.operation)).toEqual(['SUBMITTED']);

    // One pending change a company: a second legal edit is refused whole, other edits apply.
    const second = await edit(editSupplier, supplier, { ...original, nameEn: 'Another Name Ltd' });
    expect(second.body.code).toBe(409);
    const phoneOnly = await edit(editSupplier, supplier, { ...original, phone: '+86 512 1' });
    expect(phoneOnly.body.data).toMatchObject({ applied: true });
    // The name under review is reserved: another company cannot take it meanwhile.
    const other = await signIn('supplier');
    const taken = await call(checkCompName, { token: other, body: { compName: newName } });
    expect(taken.body.data).toMatchObject({ problem: 'taken' });

    // The reviewer's queue lists it; the reviewer reads the same history.
    const queue = companyChangeList.data.parse(
      (await call(companyChangeList, { token: reviewer, body: {} })).body.data,
    );
    expect(queue.map((c) => c.id)).toContain(changeId);
    const one = await call(companyChangeDetail, { token: reviewer, params: { changeId } });
    expect(one.body.data).toMatchObject({ id: changeId, companyId: 'C006' });
    const readByReviewer = await call(companyChangeHistory, {
      token: reviewer,
      body: { changeId },
    });
    expect(readByReviewer.body.code).toBe(200);

    const approved = await review(reviewer, changeId, 'passed');
    expect(approved.body.data).toEqual({ changeId, status: 'APPROVED' });
    const after = companyDetail.data.parse(
      (await call(companyDetail, { token: supplier })).body.data,
    );
    expect(after.companyBaseInfo.nameEn).toBe(newName);
    expect((await formOf(supplier)).values.address).toBe(
      '8 Xinghu Street, Suzhou Industrial Park, Jiangsu, China',
    );
    expect((await call(companyChangePending, { token: supplier })).body.data).toBeNull();
    // Decided once: a second verdict is stale.
    expect((await review(reviewer, changeId, 'passed')).body.code).toBe(409);
    const done = companyChangeHistory.data.parse(
      (await call(companyChangeHistory, { token: supplier, body: { changeId } })).body.data,
    );
    expect(done.detailDTOS.map((d) => d.operation)).toEqual(['SUBMITTED', 'PASSED']);

    await restore();
    const restored = companyDetail.data.parse(
      (await call(companyDetail, { token: supplier })).body.data,
    );
    expect(restored.companyBaseInfo.nameEn).toBe(original.nameEn);
  });

  it('returned with a required comment: nothing applied', async () => {
    const supplier = await signIn('supplier-pool');
    const reviewer = await signIn('reviewer');
    const { base, mainProducts } = await unchangedBody(supplier);
    const submitted = await edit(editSupplier, supplier, {
      ...base,
      mainProducts,
      address: '1 Jinji Lake Avenue, Suzhou, Jiangsu, China',
    });
    const { changeId } = submitted.body.data as { changeId: string };
    expect(changeId).toMatch(/^CC-C006-\d+$/);

    const blank = await review(reviewer, changeId, 'rejected', '   ');
    expect(blank.body.code).toBe(400);
    expect(fieldsOf(blank)).toEqual(['comment']);
    const returned = await review(reviewer, changeId, 'rejected', 'Upload the new lease first.');
    expect(returned.body.data).toEqual({ changeId, status: 'RETURNED' });

    expect((await formOf(supplier)).values.address).toBe(base.address);
    const detail = await call(companyChangeDetail, { token: reviewer, params: { changeId } });
    expect(detail.body.data).toMatchObject({
      status: 'RETURNED',
      comment: 'Upload the new lease first.',
    });
    const history = companyChangeHistory.data.parse(
      (await call(companyChangeHistory, { token: supplier, body: { changeId } })).body.data,
    );
    expect(history.detailDTOS.at(-1)).toMatchObject({
      operation: 'REJECTED',
      auditComment: 'Upload the new lease first.',
    });
  });

  it('a supplier cannot review, not even its own change through the generic approve', async () => {
    const supplier = await signIn('supplier-pool');
    const reviewer = await signIn('reviewer');
    const { base, mainProducts } = await unchangedBody(supplier);
    const submitted = await edit(editSupplier, supplier, {
      ...base,
      mainProducts,
      legalRepresentative: 'Someone Else',
    });
    const { changeId } = submitted.body.data as { changeId: string };
    try {
      expect((await review(supplier, changeId, 'passed')).body.code).toBe(403);
      expect((await call(companyChangeList, { token: supplier, body: {} })).body.code).toBe(403);
      const history = companyChangeHistory.data.parse(
        (await call(companyChangeHistory, { token: supplier, body: { changeId } })).body.data,
      );
      const generic = await call(workflowApprove, {
        token: supplier,
        commandId: newCommandId('generic-approve'),
        body: {
          businessType: 'COMPANY_CHANGE',
          businessNo: changeId,
          taskId: history.taskId,
          nodeName: history.currentNode,
          reviewType: 'passed',
          approvalComments: '',
        },
      });
      expect(generic.body.code).toBe(403);
      // Still pending, nothing applied, no history row written.
      const pending = await call(companyChangePending, { token: supplier });
      expect(pending.body.data).toMatchObject({ id: changeId, status: 'PENDING' });
      // Another company's users do not see the change.
      const buyer = await signIn('buyer');
      const foreign = await call(companyChangeHistory, { token: buyer, body: { changeId } });
      expect(foreign.body.code).toBe(400);
    } finally {
      await review(reviewer, changeId, 'rejected', 'test clean-up');
    }
  });
});

describe('who may edit', () => {
  it('a user with the detail but not the edit authority is refused', async () => {
    const token = await signIn('limited');
    expect((await call(companyEditForm, { token })).body.code).toBe(403);
    const supplier = await signIn('supplier');
    const { base, mainProducts } = await unchangedBody(supplier);
    const reply = await edit(editSupplier, token, { ...base, mainProducts });
    expect(reply.body.code).toBe(403);
    // The detail's section is the detail's: limited reads it.
    expect((await call(companyChangePending, { token })).body.code).toBe(200);
    // The reviewer's pages are the reviewer's.
    expect((await call(companyChangeList, { token, body: {} })).body.code).toBe(403);
  });
});

describe('the form’s lists', () => {
  it('listWithOther answers the industries in the request’s language with OTHER last', async () => {
    const token = await signIn('supplier');
    const en = listWithOther.data.parse(
      (await call(listWithOther, { token, body: { type: 'INDUSTRY' } })).body.data,
    );
    expect(en.at(-1)).toEqual({ value: 'OTHER', label: 'Other', other: true });
    const zh = listWithOther.data.parse(
      (await call(listWithOther, { token, language: 'zh-CN', body: { type: 'INDUSTRY' } })).body
        .data,
    );
    expect(zh.at(-1)?.label).toBe('其他');
    expect((await call(listWithOther, { token, body: { type: 'NOPE' } })).body.code).toBe(400);
  });

  it('queryBatchBankAccountList answers the company’s own accounts and names the rest missing', async () => {
    const token = await signIn('supplier');
    const reply = await call(queryBatchBankAccountList, {
      token,
      body: { bankAccounts: ['745863210001', '745863210004', 'nope'] },
    });
    const data = queryBatchBankAccountList.data.parse(reply.body.data);
    expect(data.found.map((a) => a.bankAccount)).toEqual(['745863210001']);
    // C004's account number is another company's: missing, like one that does not exist.
    expect(data.missing).toEqual(['745863210004', 'nope']);
  });
});
