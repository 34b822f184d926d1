import { expect } from 'vitest';
import {
  companyChangePending,
  companyChangeReview,
} from '../../src/api/endpoints/company-edit/company-change-endpoints';
import { companyEditForm } from '../../src/api/endpoints/company-edit/company-edit-form';
import { editFunder, editSupplier } from '../../src/api/endpoints/company-edit/edit-company';
import { confirmDeposit } from '../../src/api/endpoints/realname/confirm-deposit';
import { realnameStatus } from '../../src/api/endpoints/realname/realname-status';
import { requestDeposit } from '../../src/api/endpoints/realname/request-deposit';
import { call, newCommandId, request } from './helpers/api';

/** The roles these tests edit as, with what each one's body carries beyond the common fields. */
export type EditAs = 'SUPPLIER' | 'FUNDER';

/** The edit form's values as an unchanged edit body of the role sends them. */
export async function editBody(token: string, role: EditAs = 'SUPPLIER') {
  const reply = await call(companyEditForm, { token });
  expect(reply.body.code, reply.body.message).toBe(200);
  const { values } = companyEditForm.data.parse(reply.body.data);
  const { licenceNo, mainProducts, paymentTermDays: _term, ...common } = values;
  return role === 'FUNDER' ? { ...common, licenceNo } : { ...common, mainProducts };
}

export const editAs = (token: string, body: unknown, role: EditAs = 'SUPPLIER') =>
  call(role === 'FUNDER' ? editFunder : editSupplier, {
    token,
    commandId: newCommandId('company-edit'),
    body,
  });

export const reviewChange = (token: string, changeId: string, decision: string, comment = '') =>
  call(companyChangeReview, {
    token,
    commandId: newCommandId('company-review'),
    body: { changeId, decision, comment },
  });

/** Submits an edit that changes legal data and has the reviewer decide it. */
export async function decidedEdit(
  token: string,
  reviewer: string,
  patch: Record<string, unknown>,
  decision: 'passed' | 'rejected',
  role: EditAs = 'SUPPLIER',
): Promise<string> {
  const body = { ...(await editBody(token, role)), ...patch };
  const submitted = await editAs(token, body, role);
  expect(submitted.body.code, submitted.body.message).toBe(200);
  const { changeId } = submitted.body.data as { changeId: string | null };
  expect(changeId).not.toBeNull();
  const decided = await reviewChange(reviewer, changeId ?? '', decision, 'Decided by the test.');
  expect(decided.body.code, decided.body.message).toBe(200);
  return changeId ?? '';
}

/** Returns whatever change of the company is still pending (clean-up). */
export async function returnPending(token: string, reviewer: string): Promise<void> {
  const pending = companyChangePending.data.parse(
    (await call(companyChangePending, { token })).body.data,
  );
  if (pending) await reviewChange(reviewer, pending.id, 'rejected', 'test clean-up');
}

export async function realnameOf(token: string) {
  const reply = await call(realnameStatus, { token, body: {} });
  expect(reply.body.code, reply.body.message).toBe(200);
  return realnameStatus.data.parse(reply.body.data);
}

/** The amount of the newest deposit notice of a recipient, as the development mailbox shows it. */
export async function depositAmountIn(recipient: string): Promise<string> {
  const reply = await request('GET', '/dev/mailbox.json', { query: { to: recipient } });
  const { messages } = reply.body as unknown as { messages: { subject: string; body: string }[] };
  const notice = messages.find((m) => m.subject.startsWith('Verification deposit'));
  const amount = /: [A-Z]{3} (\d+(?:\.\d+)?) credited/.exec(notice?.body ?? '')?.[1];
  expect(amount).toBeDefined();
  return amount ?? '';
}

/**
 * Verifies the company again as a new user would: a deposit to an account in its registered name,
 * the amount read from the development mailbox (the user name stands for the e-mail), confirmed.
 */
export async function verifyAgain(token: string, userName: string): Promise<string> {
  const status = await realnameOf(token);
  if (status.company.state === 'VERIFIED') return '';
  const account = status.company.accounts.find((a) => a.nameMatches);
  expect(account).toBeDefined();
  const sent = await call(requestDeposit, { token, body: { bankAccountId: account?.id } });
  expect(sent.body.code, sent.body.message).toBe(200);
  const amount = await depositAmountIn(userName);
  const confirmed = await call(confirmDeposit, { token, body: { amount } });
  expect(confirmDeposit.data.parse(confirmed.body.data).outcome).toBe('PASSED');
  return amount;
}
