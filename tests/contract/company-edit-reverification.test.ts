import { afterAll, describe, expect, it } from 'vitest';
import { companyProfile } from '../../src/api/endpoints/company-profile/company-profile';
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
 * (docs/realname.md#re-verification, docs/company-review.md). On `supplier-pool`'s company (C006);
 * afterAll puts back its names and address and verifies it again the way a user does (a deposit
 * read from the mailbox). That an unverified company's finance order is refused is
 * realname.test.ts's (C007): the only other company that submits orders, C001, must keep its
 * seeded state (no deposit) for that file, and a re-verification would leave one.
 */

type Body = Awaited<ReturnType<typeof editBody>>;

const person = async (token: string) =>
  personInfo.data.parse((await call(personInfo, { token, body: {} })).body.data);

const verifiedAtOnProfile = async (token: string) =>
  companyProfile.data.parse((await call(companyProfile, { token })).body.data).base
    .realnameVerifiedAt;

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

  it('is re-opened by an approved rename; the operator’s own verification stays', async () => {
    const supplier = await start('supplier-pool', 'SUPPLIER');
    const reviewer = await signIn('reviewer');
    const before = await person(supplier);
    expect(before.companyVerified).toBe(true);
    const original = originals.get('supplier-pool')?.body;
    const newName = 'Jade River Microelectronics (Suzhou) Co., Ltd.';
    await decidedEdit(supplier, reviewer, { nameEn: newName }, 'passed');

    // What the header badge reads (personInfo), the profile and /realname all say it.
    const after = await person(supplier);
    expect(after.companyVerified).toBe(false);
    expect(after.verified).toBe(before.verified);
    expect(await verifiedAtOnProfile(supplier)).toBeNull();
    const status = await realnameOf(supplier);
    expect(status.company).toMatchObject({
      nameEn: newName,
      state: 'UNVERIFIED',
      verifiedAt: null,
      deposit: null,
    });
    // Accounts in the old English name no longer prove the company; the Chinese name still does.
    const matches = status.company.accounts.map((a) => a.nameMatches);
    expect(matches).toContain(true);
    expect(matches).toContain(false);

    // Verified again by a new deposit to an account in the registered name.
    const amount = await verifyAgain(supplier, 'supplier-pool');
    expect((await person(supplier)).companyVerified).toBe(true);
    expect(await verifiedAtOnProfile(supplier)).not.toBeNull();

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
