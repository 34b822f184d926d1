import { describe, expect, it } from 'vitest';
import { accountList } from '../../src/api/endpoints/org/account-list';
import { accountActivate } from '../../src/api/endpoints/org/account-activate';
import { accountDisable } from '../../src/api/endpoints/org/account-disable';
import { accountResetPassword } from '../../src/api/endpoints/org/account-reset-password';
import { accountSendInvite } from '../../src/api/endpoints/org/account-send-invite';
import { call, newCommandId, signIn } from './helpers/api';

type Row = { id: string; status: string; loginCount: number; role: string; createdAt: string };

async function list(token: string, body: Record<string, unknown> = {}) {
  const reply = await call(accountList, { token, body: { pageNum: 1, pageSize: 20, ...body } });
  expect(reply.body.code).toBe(200);
  return accountList.data.parse(reply.body.data) as { total: number; pageNum: number; list: Row[] };
}

describe('/org/account accounts (issue 5)', () => {
  it('pages the signed-in company’s accounts by the paged contract', async () => {
    const token = await signIn('supplier');
    const first = await list(token);
    expect(first.total).toBe(45);
    expect(first.list).toHaveLength(20);
    expect(first.list.every((r) => r.id.startsWith('C001-'))).toBe(true);
    const third = await list(token, { pageNum: 3 });
    expect(third.list).toHaveLength(5);
    const other = await list(await signIn('buyer'));
    expect(other.list.every((r) => r.id.startsWith('C002-'))).toBe(true);
  });

  it('filters by equality, orders by a field and sums whole numbers', async () => {
    const token = await signIn('supplier');
    const disabled = await list(token, { status: 'DISABLED' });
    expect(disabled.total).toBeGreaterThan(0);
    expect(disabled.list.every((r) => r.status === 'DISABLED')).toBe(true);
    const ordered = await list(token, { orderByField: 'loginCount', isDesc: true });
    const counts = ordered.list.map((r) => r.loginCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const all = await list(token, { pageSize: 100 });
    const sum = await list(token, { amountSumByField: 'loginCount' });
    const expected = all.list.reduce((s, r) => s + r.loginCount, 0);
    expect(sum.list[0]).toEqual({ totalAmount: `${expected}.00`, count: 45 });
  });

  it('a date range on a date-time column includes the whole of its last day', async () => {
    const token = await signIn('supplier');
    // C001-A001 was created at 01:00 UTC on 2025-01-06; a range ending that day must hold it.
    const day = await list(token, { createdAtBegin: '2025-01-06', createdAtEnd: '2025-01-06' });
    expect(day.list.map((r) => r.id)).toContain('C001-A001');
    const before = await list(token, { createdAtEnd: '2025-01-05' });
    expect(before.list.map((r) => r.id)).not.toContain('C001-A001');
  });

  it('disable and activate are commands: applied once per command id, status follows', async () => {
    const token = await signIn('supplier');
    const id = 'C001-A010';
    const commandId = newCommandId('acct');
    const first = await call(accountDisable, { token, commandId, body: { id } });
    const repeat = await call(accountDisable, { token, commandId, body: { id } });
    expect(first.body.code).toBe(200);
    expect(first.body.data).toMatchObject({ id, status: 'DISABLED' });
    expect(repeat.headers.get('x-command-replayed')).toBe('true');
    expect((await list(token, { id })).list[0]?.status).toBe('DISABLED');
    const back = await call(accountActivate, {
      token,
      commandId: newCommandId('acct'),
      body: { id },
    });
    expect(back.body.data).toMatchObject({ id, status: 'ACTIVE' });
  });

  it('reset password and send invite keep the status', async () => {
    const token = await signIn('supplier');
    for (const endpoint of [accountResetPassword, accountSendInvite]) {
      const reply = await call(endpoint, {
        token,
        commandId: newCommandId('acct'),
        body: { id: 'C001-A002' },
      });
      expect(reply.body.code).toBe(200);
      expect(reply.body.data).toMatchObject({ id: 'C001-A002', status: 'ACTIVE' });
    }
  });

  it('refuses another company’s account and a user without the authority', async () => {
    const supplier = await signIn('supplier');
    const foreign = await call(accountDisable, { token: supplier, body: { id: 'C002-A001' } });
    expect(foreign.body.code).toBe(400);
    const director = await signIn('director');
    expect((await list(director)).total).toBe(8);
    const denied = await call(accountDisable, { token: director, body: { id: 'C004-A001' } });
    expect(denied.body.code).toBe(403);
  });
});
