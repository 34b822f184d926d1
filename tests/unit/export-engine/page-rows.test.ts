import { describe, expect, it } from 'vitest';
import type { HttpClient } from '../../../src/api/http/client';
import { emptyListState } from '../../../src/shared/page-declaration/list-state';
import { pageRows } from '../../../src/worker/export/page-rows';
import { rowShape } from '../../../src/worker/export/row-shape';

type Body = Record<string, unknown>;

/** A list endpoint of `total` rows `{ poNo: 'PO-i' }`, answering the paged contract. */
function fakeServer(total: number, failPage?: number) {
  const bodies: Body[] = [];
  const http = {
    call: async (_endpoint: unknown, input: { body: Body }) => {
      bodies.push(input.body);
      const page = input.body.pageNum as number;
      const size = input.body.pageSize as number;
      if (page === failPage) throw new Error('page failed');
      const start = (page - 1) * size;
      const list = Array.from({ length: Math.max(0, Math.min(size, total - start)) }, (_, i) => ({
        poNo: `PO-${start + i}`,
      }));
      return { list, total, pageNum: page, pageSize: size };
    },
  } as unknown as HttpClient;
  return { http, bodies };
}

const shape = rowShape([{ key: 'poNo', title: 'PO', type: 'text' }]);
const state = {
  ...emptyListState(),
  params: { status: 'OPEN' },
  filters: { buyerName: 'Acme' },
  sort: { field: 'amount', desc: true },
};

async function readAll(source: { batches: AsyncIterable<readonly (readonly unknown[])[]> }) {
  const rows: (readonly unknown[])[] = [];
  for await (const batch of source.batches) rows.push(...batch);
  return rows;
}

describe('rows of a server list page', () => {
  it('reads every page of 20 000 with the list’s filters and sort, in order', async () => {
    const { http, bodies } = fakeServer(45_001);
    const source = await pageRows(
      http,
      'trading.purchase',
      state,
      null,
      shape,
      new AbortController().signal,
    );
    expect(source.total).toBe(45_001);
    const rows = await readAll(source);
    expect(rows).toHaveLength(45_001);
    expect(rows[0]).toEqual(['PO-0']);
    expect(rows[45_000]).toEqual(['PO-45000']);
    expect(bodies.map((b) => b.pageNum)).toEqual([1, 2, 3]);
    for (const body of bodies) {
      expect(body).toMatchObject({
        pageSize: 20_000,
        status: 'OPEN',
        buyerName: 'Acme',
        orderByField: 'amount',
        isDesc: true,
      });
    }
  });

  it('asks no further page once the rows are all read', async () => {
    const { http, bodies } = fakeServer(20_000);
    await readAll(
      await pageRows(http, 'trading.purchase', state, null, shape, new AbortController().signal),
    );
    expect(bodies).toHaveLength(1);
  });

  it('fails the export when a later page fails', async () => {
    const { http } = fakeServer(50_000, 2);
    const source = await pageRows(
      http,
      'trading.purchase',
      state,
      null,
      shape,
      new AbortController().signal,
    );
    await expect(readAll(source)).rejects.toThrow('page failed');
  });
});
