import { RecordBatchReader, type RecordBatch } from 'apache-arrow';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoTouch } from '../../src/api/endpoints/receivables/demo-touch';
import {
  SYNC_ARROW_MEDIA_TYPE,
  SYNC_TABLES,
  syncTable,
} from '../../src/api/endpoints/receivables/sync-table';
import { arrowAnswerToJson } from '../../src/worker/receivables/sync-arrow-json';
import { call, serverUrl, signIn } from './helpers/api';
import { arrowSyncHeaders, arrowSyncUrl } from './helpers/arrow-sync-request';
import { ok } from './receivables/helpers';

interface Body {
  sinceSeq?: number;
  limit?: number;
  countRemaining?: boolean;
}

let token: string;
beforeAll(async () => {
  token = await signIn('supplier');
});

/** The route asked for Arrow, as the worker asks (gzip accepted). */
async function arrowFetch(table: string, body: unknown, as = token): Promise<Response> {
  return fetch(arrowSyncUrl(serverUrl(), table), {
    method: 'POST',
    headers: arrowSyncHeaders(as),
    body: JSON.stringify(body),
  });
}

async function arrowSync(table: string, body: Body) {
  const response = await arrowFetch(table, body);
  expect(response.headers.get('content-type')).toBe(SYNC_ARROW_MEDIA_TYPE);
  const reader = await RecordBatchReader.from(response.body as ReadableStream<Uint8Array>);
  await reader.open();
  const schema = reader.schema;
  const batches: RecordBatch[] = [];
  for await (const batch of reader) batches.push(batch);
  return { answer: arrowAnswerToJson(schema, batches), batches: batches.length };
}

const jsonSync = (table: string, body: Body) =>
  ok<Record<string, unknown>>(syncTable, { token, params: { table }, body });

/** Both answers for the same body; the Arrow one decoded must be the JSON one, field by field. */
async function expectSame(table: string, body: Body) {
  const json = await jsonSync(table, body);
  const { answer } = await arrowSync(table, body);
  expect(answer).toEqual(json);
  return json as { nextSeq: number; done: boolean; rows: unknown[][]; deleted: unknown[] };
}

describe('sync in Arrow IPC (content negotiation on the same route)', () => {
  it('answers every table from 0 exactly as JSON: rows, version, nextSeq, done, remaining', async () => {
    for (const table of SYNC_TABLES) {
      const first = await expectSame(table, { sinceSeq: 0, limit: 7000, countRemaining: true });
      expect(first.rows.length).toBeGreaterThan(0);
      // A later page, and the last one.
      if (!first.done) await expectSame(table, { sinceSeq: first.nextSeq, limit: 50_000 });
    }
  });

  it('types money as integer cents with a scale and dates as days, never a float', async () => {
    const { answer, batches } = await arrowSync('receivables', { sinceSeq: 0, limit: 50_000 });
    expect(answer.rows.length).toBeGreaterThan(10_000);
    expect(batches).toBeGreaterThan(0);
    const response = await arrowFetch('receivables', { limit: 10 });
    const reader = await RecordBatchReader.from(response.body as ReadableStream<Uint8Array>);
    await reader.open();
    const amount = reader.schema.fields.find((f) => f.name === 'amount');
    expect(String(amount?.type)).toBe('Int64');
    expect(amount?.metadata.get('scale')).toBe('2');
    expect(String(reader.schema.fields.find((f) => f.name === 'issueDate')?.type)).toBe(
      'Date32<DAY>',
    );
    await reader.cancel();
  });

  it('answers an incremental sync with its tombstones exactly as JSON', async () => {
    let since = 0;
    for (;;) {
      const page = await jsonSync('receivables', { sinceSeq: since, limit: 50_000 });
      since = page.nextSeq as number;
      if (page.done) break;
    }
    let paymentsSince = 0;
    for (;;) {
      const page = await jsonSync('payments', { sinceSeq: paymentsSince, limit: 50_000 });
      paymentsSince = page.nextSeq as number;
      if (page.done) break;
    }
    const touch = await ok<{ deleted: number[] }>(demoTouch, {
      token,
      body: { count: 12, deleteCount: 4 },
    });
    const delta = await expectSame('receivables', { sinceSeq: since, limit: 50_000 });
    expect(delta.deleted).toHaveLength(4);
    expect(delta.rows.length).toBeGreaterThanOrEqual(12);
    // Cut inside the changes: rows and tombstones merged by seq, as JSON cuts them.
    await expectSame('receivables', { sinceSeq: since, limit: 5, countRemaining: true });
    await expectSame('payments', { sinceSeq: paymentsSince, limit: 50_000, countRemaining: true });
    expect(touch.deleted).toHaveLength(4);
    // Nothing after the last change.
    await expectSame('receivables', { sinceSeq: delta.nextSeq, limit: 50_000 });
  });

  it('serves JSON without the Arrow Accept header, and bad input as the usual 400 envelope', async () => {
    const plain = await call(syncTable, {
      token,
      params: { table: 'buyers' },
      body: { limit: 3 },
    });
    expect(plain.headers.get('content-type')).toContain('application/json');
    expect((plain.body.data as { rows: unknown[] }).rows).toHaveLength(3);
    for (const [table, body] of [
      ['receivables', { limit: 50_001 }],
      ['users', {}],
      ['receivables', { sinceSeq: -1 }],
    ] as const) {
      const reply = await arrowFetch(table, body);
      expect(reply.headers.get('content-type')).toContain('application/json');
      expect(((await reply.json()) as { code: number }).code).toBe(400);
    }
    const anonymous = await arrowFetch('receivables', {}, '');
    expect(((await anonymous.json()) as { code: number }).code).not.toBe(200);
    const limited = await arrowFetch('receivables', { limit: 'x' }, await signIn('limited'));
    expect(await limited.json()).toMatchObject({ code: 403, messageKey: 'common.error.forbidden' });
  });
});
