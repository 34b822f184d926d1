import { describe, expect, it } from 'vitest';
import { createOrder } from '../../src/api/endpoints/finance-order/create-order';
import { confirmDeposit } from '../../src/api/endpoints/realname/confirm-deposit';
import { realnameStatus } from '../../src/api/endpoints/realname/realname-status';
import { requestDeposit } from '../../src/api/endpoints/realname/request-deposit';
import { verifyPerson } from '../../src/api/endpoints/realname/verify-person';
import { personInfo } from '../../src/api/endpoints/session/person-info';
import { call, request, signIn } from './helpers/api';

/**
 * Real-name verification on the shared server, as the `unverified` demo user (company C007, used
 * by no other contract test). The right deposit amount is only in the development mailbox, read
 * here through its JSON form; expiry is in realname-deposits.test.ts on a database of its own
 * with a clock the test moves.
 */
const status = async (token: string) => {
  const reply = await call(realnameStatus, { token, body: {} });
  expect(reply.body.code, reply.body.message).toBe(200);
  return realnameStatus.data.parse(reply.body.data);
};
const person = async (token: string) => {
  const reply = await call(personInfo, { token, body: {} });
  expect(reply.body.code, reply.body.message).toBe(200);
  return personInfo.data.parse(reply.body.data);
};
const confirm = async (token: string, amount: string) => {
  const reply = await call(confirmDeposit, { token, body: { amount } });
  expect(reply.body.code, reply.body.message).toBe(200);
  return confirmDeposit.data.parse(reply.body.data);
};
const fieldsOf = (data: unknown) => (data as { fields?: { field: string }[] }).fields ?? [];

describe('company verification by a small deposit', () => {
  it('starts unverified, and only accounts in the registered name can receive the deposit', async () => {
    const token = await signIn('unverified');
    const s = await status(token);
    expect(s.company.state).toBe('UNVERIFIED');
    expect(s.company.verifiedAt).toBeNull();
    expect(s.company.deposit).toBeNull();
    const byId = Object.fromEntries(s.company.accounts.map((a) => [a.id, a.nameMatches]));
    // Half-width brackets and capitals are the registered name as banks print it.
    expect(byId['BA-C007-1']).toBe(true);
    expect(byId['BA-C007-2']).toBe(true);
    // A sister company's account.
    expect(byId['BA-C007-3']).toBe(false);
    expect((await person(token)).companyVerified).toBe(false);
    expect((await person(await signIn('supplier'))).companyVerified).toBe(true);

    const mismatch = await call(requestDeposit, { token, body: { bankAccountId: 'BA-C007-3' } });
    expect(mismatch.body.code).toBe(400);
    expect(fieldsOf(mismatch.body.data).map((f) => f.field)).toEqual(['bankAccountId']);
    expect(mismatch.body.message).toContain('registered name');
    const foreign = await call(requestDeposit, { token, body: { bankAccountId: 'BA-C001-1' } });
    expect(foreign.body.code).toBe(400);
    expect((await status(token)).company.deposit).toBeNull();
  });

  it('counts wrong amounts, locks after three, and a new deposit starts again', async () => {
    const token = await signIn('unverified');
    const sent = await call(requestDeposit, { token, body: { bankAccountId: 'BA-C007-1' } });
    expect(sent.body.code, sent.body.message).toBe(200);
    const after = requestDeposit.data.parse(sent.body.data);
    expect(after.company.state).toBe('DEPOSIT_SENT');
    expect(after.company.deposit).toMatchObject({
      bankAccountId: 'BA-C007-1',
      currency: 'CNY',
      decimals: 2,
      attemptsLeft: 3,
      state: 'PENDING',
    });
    // The amount is the server's secret: no figure of it is in the answer.
    expect(JSON.stringify(sent.body.data)).not.toMatch(/amount/i);
    const deposit = after.company.deposit;
    expect(Date.parse(deposit?.expiresAt ?? '') - Date.parse(deposit?.sentAt ?? '')).toBe(
      48 * 3600 * 1000,
    );

    // 1.00 is never a deposit: every deposit is under 1.00.
    expect(await confirm(token, '1.00')).toEqual({ outcome: 'WRONG', attemptsLeft: 2 });
    // Not an amount of CNY (three decimals) counts as wrong too.
    expect(await confirm(token, '0.001')).toEqual({ outcome: 'WRONG', attemptsLeft: 1 });
    expect(await confirm(token, '1.00')).toEqual({ outcome: 'LOCKED', attemptsLeft: 0 });
    expect(await confirm(token, '0.50')).toEqual({ outcome: 'LOCKED', attemptsLeft: 0 });
    expect((await status(token)).company.deposit?.state).toBe('LOCKED');

    const again = await call(requestDeposit, { token, body: { bankAccountId: 'BA-C007-2' } });
    expect(again.body.code, again.body.message).toBe(200);
    const fresh = await status(token);
    expect(fresh.company.deposit).toMatchObject({
      bankAccountId: 'BA-C007-2',
      currency: 'USD',
      attemptsLeft: 3,
      state: 'PENDING',
    });
    expect(fresh.company.state).toBe('DEPOSIT_SENT');
  });

  it("other companies cannot touch this company's deposit", async () => {
    const own = await signIn('unverified');
    const before = (await status(own)).company.deposit;
    const other = await signIn('supplier');
    // Another company's user answers only about its own (verified) company.
    expect(await confirm(other, '0.37')).toEqual({ outcome: 'ALREADY_VERIFIED', attemptsLeft: 0 });
    const reply = await call(requestDeposit, {
      token: other,
      body: { bankAccountId: 'BA-C007-1' },
    });
    expect(reply.body.code).toBe(400);
    expect((await status(own)).company.deposit).toEqual(before);
    expect((await status(other)).company.deposit).toBeNull();
  });

  it('refuses a finance order submission of an unverified company with a clear message', async () => {
    const token = await signIn('unverified');
    for (const language of ['en-US', 'zh-CN']) {
      const reply = await call(createOrder, {
        token,
        language,
        body: { financingProductId: 'ANY', submit: true },
      });
      expect(reply.body.code).toBe(403);
      expect(reply.body.messageKey).toBe('realname.error.company_unverified');
      expect(reply.body.message).toContain(language === 'en-US' ? 'real-name' : '实名认证');
    }
  });
});

describe('the right amount, read from the development mailbox', () => {
  it('verifies the company, after which the realname refusal is gone', async () => {
    const token = await signIn('unverified');
    const reply = await request('GET', '/dev/mailbox.json', { query: { to: 'unverified' } });
    const { messages } = reply.body as unknown as { messages: { subject: string; body: string }[] };
    // Newest first: the notice of the current (USD) deposit.
    const notice = messages.find((m) => m.subject.startsWith('Verification deposit'));
    const amount = /: USD (\d+\.\d{2}) credited/.exec(notice?.body ?? '')?.[1];
    expect(amount).toBeDefined();
    expect(await confirm(token, amount ?? '')).toEqual({ outcome: 'PASSED', attemptsLeft: 3 });
    const after = await status(token);
    expect(after.company.state).toBe('VERIFIED');
    expect(after.company.deposit?.state).toBe('PASSED');
    expect((await person(token)).companyVerified).toBe(true);
    const order = await call(createOrder, {
      token,
      body: { financingProductId: 'ANY', submit: true },
    });
    // Refused now for what the application lacks, no longer for verification.
    expect(order.body.messageKey).not.toBe('realname.error.company_unverified');
  });
});

describe('personal verification of the operator', () => {
  it('refuses a bad ID on its field, verifies a good one, and personInfo reflects it', async () => {
    const token = await signIn('unverified');
    const before = await person(token);
    expect(before.verified).toBe(false);
    expect(before.idType).toBe('');

    const wrongCheck = await call(verifyPerson, {
      token,
      body: { realName: '何军', idType: 'ID_CARD', idNo: '110101199003074478' },
    });
    expect(wrongCheck.body.code).toBe(400);
    expect(fieldsOf(wrongCheck.body.data).map((f) => f.field)).toEqual(['idNo']);
    expect(wrongCheck.body.message).toContain('check character');
    const badPassport = await call(verifyPerson, {
      token,
      body: { realName: '何军', idType: 'PASSPORT', idNo: 'ABCDEFGH' },
    });
    expect(badPassport.body.code).toBe(400);
    const badName = await call(verifyPerson, {
      token,
      body: { realName: 'Agent 007', idType: 'PASSPORT', idNo: 'E12345678' },
    });
    expect(fieldsOf(badName.body.data).map((f) => f.field)).toEqual(['realName']);
    expect((await person(token)).verified).toBe(false);

    const good = await call(verifyPerson, {
      token,
      body: { realName: '何军', idType: 'ID_CARD', idNo: '11010119850615321x' },
    });
    expect(good.body.code, good.body.message).toBe(200);
    expect(verifyPerson.data.parse(good.body.data)).toEqual({ outcome: 'VERIFIED', reason: null });
    const after = await person(token);
    expect(after).toMatchObject({ name: '何军', idType: 'ID_CARD', verified: true });
    expect(after.idNoMasked).not.toContain('198506');
    expect(Date.parse(after.verifiedAt ?? '')).not.toBeNaN();
  });

  it('refuses a document already verified for someone else, without recording it', async () => {
    const owner = await signIn('unverified');
    const passport = 'E87654321';
    const first = await call(verifyPerson, {
      token: owner,
      body: { realName: 'He Jun', idType: 'PASSPORT', idNo: passport },
    });
    expect(first.body.code, first.body.message).toBe(200);
    const other = await signIn('limited');
    const reply = await call(verifyPerson, {
      token: other,
      body: { realName: 'He Jun', idType: 'PASSPORT', idNo: passport },
    });
    expect(reply.body.code, reply.body.message).toBe(200);
    expect(verifyPerson.data.parse(reply.body.data)).toEqual({
      outcome: 'REFUSED',
      reason: 'ID_IN_USE',
    });
    expect((await person(other)).verified).toBe(false);
  });
});
