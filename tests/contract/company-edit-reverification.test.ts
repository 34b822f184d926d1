import { afterAll, describe, expect, it } from 'vitest';
import { companyProfile } from '../../src/api/endpoints/company-profile/company-profile';
import { createOrder } from '../../src/api/endpoints/finance-order/create-order';
import { confirmDeposit } from '../../src/api/endpoints/realname/confirm-deposit';
import { personInfo } from '../../src/api/endpoints/session/person-info';
import {
  decidedEdit,
  editBody,
  realnameOf,
  returnPending,
  verifyAgain,
  type EditAs,
} from './company-edit-helpers';
import { call, signIn } from './helpers/api';

/**
 * An approved change of the company's identity re-opens its real-name verification
 * (docs/realname.md#re-verification, docs/company-review.md). On `supplier-pool`'s company (C006)
 * and `supplier`'s (C001, which submits finance orders); afterAll puts back their names and
 * address and verifies them again the way a user does (a deposit read from the mailbox).
 */

type Body = Awaited<ReturnType<typeof editBody>>;

const person = async (token: string) =>
  personInfo.data.parse((await call(personInfo, { token, body: {} })).body.data);

const verifiedAtOnProfile = async (token: string) =>
  companyProfile.data.parse((await call(companyProfile, { token })).body.data).base
    .realnameVerifiedAt;

const submitOrder = (token: string) =>
  call(createOrder, { token, body: { financingProductId: 'ANY', submit: true } });

const originals = new Map<string, { role: EditAs; body: Body }>();

/** Signs in and remembers the company's data the first time, for afterAll. */
async function start(user: string, role: EditAs): Promise<string> {
  const token = await signIn(user);
  if (!originals.has(user)) originals.set(user, { role, body: await editBody(token, role) });
  return token;
}

afterAll(async () => {
  const reviewer = await signIn('reviewer');
  for (const [user, { role, body }] of originals) {
    const token = await signIn(user);
    await returnPending(token, reviewer);
    const now = await editBody(token, role);
    if (now.name !== body.name || now.nameEn !== body.nameEn || now.address !== body.address) {
      const back = { name: body.name, nameEn: body.nameEn, address: body.address };
      await decidedEdit(token, reviewer, back, 'passed', role);
    }
    await verifyAgain(token, user);
    expect((await person(token)).companyVerified).toBe(true);
  }
});

describe('real-name verification after a legal-data change', () => {
  it('stays after a returned rename and an approved address change', async () => {
    const supplier = await start('supplier-pool', 'SUPPLIER');
    const reviewer = await signIn('reviewer');
    expect((await person(supplier)).companyVerified).toBe(true);

    await decidedEdit(supplier, reviewer, { nameEn: 'Jade River Returned Co., Ltd.' }, 'rejected');
    expect((await realnameOf(supplier)).company.state).toBe('VERIFIED');

    await decidedEdit(supplier, reviewer, { address: '9 Xinghu Street, Suzhou, China' }, 'passed');
    expect((await realnameOf(supplier)).company.state).toBe('VERIFIED');
    expect(await verifiedAtOnProfile(supplier)).not.toBeNull();
  });

  it('is re-opened by an approved rename, and finance orders wait for it', async () => {
    const supplier = await start('supplier', 'SUPPLIER');
    const reviewer = await signIn('reviewer');
    const before = await person(supplier);
    expect(before.companyVerified).toBe(true);
    expect((await submitOrder(supplier)).body.messageKey).not.toBe(
      'realname.error.company_unverified',
    );

    const newName = 'Evergreen Components Holdings (Shenzhen) Co., Ltd.';
    await decidedEdit(supplier, reviewer, { nameEn: newName }, 'passed');

    // The company is no longer verified; the operator's own verification stays as it was.
    const after = await person(supplier);
    expect(after.companyVerified).toBe(false);
    expect(after.verified).toBe(before.verified);
    expect(await verifiedAtOnProfile(supplier)).toBeNull();
    expect((await realnameOf(supplier)).company).toMatchObject({
      state: 'UNVERIFIED',
      verifiedAt: null,
      deposit: null,
    });
    const refused = await submitOrder(supplier);
    expect(refused.body.code).toBe(403);
    expect(refused.body.messageKey).toBe('realname.error.company_unverified');

    // Verified again (afterAll does the same after the name is put back): orders may go.
    await verifyAgain(supplier, 'supplier');
    expect((await person(supplier)).companyVerified).toBe(true);
    expect((await submitOrder(supplier)).body.messageKey).not.toBe(
      'realname.error.company_unverified',
    );
  });

  it('needs a new deposit in the new name: an account in the old name and an old amount fail', async () => {
    const supplier = await start('supplier-pool', 'SUPPLIER');
    const reviewer = await signIn('reviewer');
    const original = originals.get('supplier-pool')?.body;
    const newName = 'Jade River Microelectronics (Suzhou) Co., Ltd.';
    await decidedEdit(supplier, reviewer, { nameEn: newName }, 'passed');

    const status = await realnameOf(supplier);
    expect(status.company).toMatchObject({ nameEn: newName, state: 'UNVERIFIED', deposit: null });
    // Accounts in the old English name no longer prove the company; the Chinese name still does.
    const matches = status.company.accounts.map((a) => a.nameMatches);
    expect(matches).toContain(true);
    expect(matches).toContain(false);
    const amount = await verifyAgain(supplier, 'supplier-pool');
    expect((await person(supplier)).companyVerified).toBe(true);

    // Renamed back: re-opened again, and the deposit that passed proves nothing now: its amount,
    // still in the mailbox, is answered NONE, and /realname offers a new deposit.
    await decidedEdit(supplier, reviewer, { nameEn: original?.nameEn }, 'passed');
    expect((await realnameOf(supplier)).company).toMatchObject({
      state: 'UNVERIFIED',
      deposit: null,
    });
    const replay = await call(confirmDeposit, { token: supplier, body: { amount } });
    expect(confirmDeposit.data.parse(replay.body.data)).toEqual({
      outcome: 'NONE',
      attemptsLeft: 0,
    });
    expect((await person(supplier)).companyVerified).toBe(false);
  });
});
