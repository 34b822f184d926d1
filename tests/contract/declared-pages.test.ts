import { describe, expect, it } from 'vitest';
import { declaredLists, type DeclaredList } from '../../src/api/endpoints/pages/declared-lists';
import { declaredRow } from '../../src/api/endpoints/pages/declared-list';
import { recordAction } from '../../src/api/endpoints/pages/record-action';
import { POOL_MODE_EXCLUSIONS, type PoolMode } from '../../src/shared/permissions/pool-mode';
import { isUnderPrefix } from '../../src/shared/routes/path-segments';
import { paths } from '../../src/shared/routes/paths';
import { call, newCommandId, signIn } from './helpers/api';

type Page = { total: number; list: Record<string, unknown>[] };

async function list(list: DeclaredList, token: string, body: Record<string, unknown> = {}) {
  const reply = await call(list.endpoint, {
    token,
    body: { pageNum: 1, pageSize: 20, ...body },
  });
  return reply.body as { code: number; data: Page };
}

/**
 * The three demo suppliers hold the full menu; their companies' business types (spec 000 §6)
 * decide which of the pool-mode pages each may read: the first that may is the page's reader,
 * every other that may sees none of its rows, and one whose type takes the page away gets 403.
 */
const SUPPLIERS: readonly (readonly [string, PoolMode])[] = [
  ['supplier', 'none'],
  ['supplier-dbs', 'dbs'],
  ['supplier-pool', 'product'],
];

function opens(mode: PoolMode, declared: DeclaredList): boolean {
  const { routeId } = declared.declaration;
  const route = routeId ? paths[routeId].permission : null;
  return !route || !POOL_MODE_EXCLUSIONS[mode].some((prefix) => isUnderPrefix(route, prefix));
}

describe('declared list pages served from the record store (issue 5)', () => {
  it.each(declaredLists.map((l) => [l.declaration.id, l] as const))(
    '%s answers its declared rows, each company only its own',
    async (_id, declared) => {
      const [reader, ...others] = SUPPLIERS.filter(([, mode]) => opens(mode, declared));
      if (!reader) throw new Error('no demo supplier may read this page');
      const token = await signIn(reader[0]);
      const answer = await list(declared, token);
      expect(answer.code).toBe(200);
      expect(answer.data.total).toBeGreaterThan(20);
      expect(answer.data.list).toHaveLength(20);
      const row = declaredRow(declared.declaration);
      for (const record of answer.data.list) expect(() => row.parse(record)).not.toThrow();
      const ids = answer.data.list.map((r) => String(r[declared.declaration.rowKey]));
      expect(new Set(ids).size).toBe(ids.length);
      for (const [user] of others) {
        const other = await list(declared, await signIn(user));
        expect(other.code).toBe(200);
        const otherIds = other.data.list.map((r) => String(r[declared.declaration.rowKey]));
        expect(otherIds.some((id) => ids.includes(id))).toBe(false);
      }
      for (const [user] of SUPPLIERS.filter(([, mode]) => !opens(mode, declared))) {
        expect((await list(declared, await signIn(user))).code).toBe(403);
      }
    },
  );

  it('filters, sorts and sums by the declared columns', async () => {
    const purchase = declaredLists.find((l) => l.declaration.id === 'trading.purchase');
    if (!purchase) throw new Error('trading.purchase is not declared');
    const token = await signIn('supplier');
    const usd = await list(purchase, token, { currency: 'USD', pageSize: 100 });
    expect(usd.data.total).toBeGreaterThan(0);
    expect(usd.data.list.every((r) => r.currency === 'USD')).toBe(true);
    const sum = await list(purchase, token, { currency: 'USD', amountSumByField: 'amount' });
    const cents = usd.data.list.reduce((s, r) => s + Math.round(Number(r.amount) * 100), 0);
    expect(sum.data.list[0]).toEqual({
      totalAmount: (cents / 100).toFixed(2),
      count: usd.data.total,
    });
    const ordered = await list(purchase, token, { orderByField: 'dueDate', isDesc: false });
    const due = ordered.data.list.map((r) => String(r.dueDate));
    expect(due).toEqual([...due].sort());
    // Seeded dates lie around the seed day: a range from the data's own middle dates.
    const issued = ordered.data.list.map((r) => String(r.issueDate)).sort();
    const [begin, end] = [issued[5] ?? '', issued[14] ?? ''];
    const ranged = await list(purchase, token, {
      issueDateBegin: begin,
      issueDateEnd: end,
      pageSize: 100,
    });
    expect(ranged.data.total).toBeGreaterThan(0);
    for (const r of ranged.data.list) {
      expect(String(r.issueDate) >= begin && String(r.issueDate) <= end).toBe(true);
    }
  });

  it('answers 403 to a user whose menu does not hold the page', async () => {
    const purchase = declaredLists.find((l) => l.declaration.id === 'trading.purchase');
    if (!purchase) throw new Error('trading.purchase is not declared');
    const answer = await list(purchase, await signIn('director'));
    expect(answer.code).toBe(403);
  });

  it('deletes a record through the declared record action, once per command id', async () => {
    const purchase = declaredLists.find((l) => l.declaration.id === 'trading.purchase');
    if (!purchase) throw new Error('trading.purchase is not declared');
    const token = await signIn('supplier');
    // An order not financed yet: one money has moved against is never deleted (test below).
    const before = await list(purchase, token, { status: 'OPEN' });
    const id = String(before.data.list[0]?.id);
    const commandId = newCommandId('record');
    const body = { pageId: 'trading.purchase', id, action: 'delete' };
    const first = await call(recordAction, { token, commandId, body });
    expect(first.body).toMatchObject({ code: 200, data: { id, deleted: true } });
    const repeat = await call(recordAction, { token, commandId, body });
    expect(repeat.headers.get('x-command-replayed')).toBe('true');
    const after = await list(purchase, token, { id });
    expect(after.data.total).toBe(0);
    const again = await call(recordAction, { token, commandId: newCommandId('record'), body });
    expect(again.body.code).toBe(400);
  });

  it.each([
    ['trading.purchase', 'FINANCED'],
    ['trading.purchase', 'SETTLED'],
    ['trading.invoice', 'FINANCED'],
  ])(
    'refuses to delete a %s record that is %s, saying why, and keeps it',
    async (pageId, status) => {
      const declared = declaredLists.find((l) => l.declaration.id === pageId);
      if (!declared) throw new Error(`${pageId} is not declared`);
      const token = await signIn('supplier');
      const before = await list(declared, token, { status });
      const id = String(before.data.list[0]?.id);
      expect(before.data.list[0]?.status).toBe(status);
      const body = { pageId, id, action: 'delete' };
      const reply = await call(recordAction, { token, commandId: newCommandId('record'), body });
      expect(reply.body).toMatchObject({ code: 400, messageKey: 'pages.delete_blocked' });
      expect(reply.body.message).toContain(id);
      expect(reply.body.message).toContain('cannot be deleted');
      const chinese = await call(recordAction, {
        token,
        language: 'zh-CN',
        commandId: newCommandId('record'),
        body,
      });
      expect(chinese.body.message).toContain('不能删除');
      expect((await list(declared, token, { id })).data.total).toBe(1);
    },
  );

  it('refuses an action the page does not declare with a record effect', async () => {
    const token = await signIn('supplier');
    const reply = await call(recordAction, {
      token,
      commandId: newCommandId('record'),
      body: { pageId: 'trading.purchase', id: 'PO-C001-0001', action: 'view' },
    });
    expect(reply.body.code).toBe(400);
  });
});
