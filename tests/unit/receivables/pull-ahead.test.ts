import { describe, expect, it } from 'vitest';
import type { BinaryAnswer } from '../../../src/api/http/binary-answer';
import { ApiError } from '../../../src/shared/errors/api-error';
import { cancelledError } from '../../../src/worker/core/cancellation';
import { applyChanges } from '../../../src/worker/receivables/apply-changes';
import { pullChanges } from '../../../src/worker/receivables/pull-changes';
import { TABLE_LAYOUTS } from '../../../src/worker/receivables/table-layouts';
import { arrowBytes, receivablesPage } from './sync-arrow-answer';

const layout = TABLE_LAYOUTS.receivables;
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Three Arrow pages of 4, 4 and 3 receivables (ids 1…11), chained by `nextSeq` 10, 20, 30. */
async function threePages() {
  const page = receivablesPage(range(1, 11));
  const cut = (from: number, to: number) => ({ ...page, rows: page.rows.slice(from, to) });
  return [
    await arrowBytes('receivables', cut(0, 4), 2, { nextSeq: 10, done: false, remaining: 11 }),
    await arrowBytes('receivables', cut(4, 8), 2, { nextSeq: 20, done: false }),
    await arrowBytes('receivables', cut(8, 11), 2, { nextSeq: 30, done: true }),
  ];
}

/**
 * A server of Arrow pages whose head (the schema message) comes at once and whose rows come when
 * the test says (`release`), or never (`fail`). Logs each request (`ask <sinceSeq>`) and each
 * page read to its end (`end <sinceSeq>`); a request's signal rejects it, as the client's does.
 */
function heldServer(answers: readonly Uint8Array<ArrayBuffer>[]) {
  const log: string[] = [];
  const signals: AbortSignal[] = [];
  const rows: { release(): void; fail(error: Error): void }[] = [];
  const refuse = new Map<number, ApiError>();
  const call = (async (
    _endpoint: unknown,
    input: { body: { sinceSeq: number } },
    options: { signal: AbortSignal; binary: BinaryAnswer },
  ) => {
    const n = signals.length;
    const since = input.body.sinceSeq;
    log.push(`ask ${since}`);
    signals.push(options.signal);
    const bytes = answers[n] as Uint8Array<ArrayBuffer>;
    const headEnd = 8 + new DataView(bytes.buffer, bytes.byteOffset).getInt32(4, true);
    let release!: () => void;
    let fail!: (error: Error) => void;
    const held = new Promise<void>((resolve, reject) => {
      release = resolve;
      fail = reject;
    });
    rows.push({ release, fail });
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(bytes.subarray(0, headEnd));
        try {
          await held;
          controller.enqueue(bytes.subarray(headEnd));
          controller.close();
        } catch (error) {
          controller.error(error);
        }
      },
    });
    return new Promise((resolve, reject) => {
      options.signal.addEventListener('abort', () => reject(cancelledError()), { once: true });
      const refused = refuse.get(n);
      if (refused) {
        reject(refused);
        return;
      }
      options.binary
        .read(
          new Response(body, {
            headers: { 'content-type': 'application/vnd.apache.arrow.stream' },
          }),
        )
        .then((answer) => {
          log.push(`end ${since}`);
          resolve(answer);
        }, reject);
    });
  }) as unknown as Parameters<typeof pullChanges>[0];
  return { call, log, signals, rows, refuse };
}

const pull = (call: Parameters<typeof pullChanges>[0], signal = new AbortController().signal) =>
  pullChanges(call, layout, {
    sinceSeq: 0,
    knownVersion: undefined,
    signal,
    onProgress: () => undefined,
    pageLimit: 4,
    chunkRows: 4,
  });

/** Turns of the event loop until `done()` holds (or fail). */
async function until(done: () => boolean) {
  for (let i = 0; i < 200 && !done(); i++) await turn();
  expect(done()).toBe(true);
}

describe('the pull asks for the next page while it reads this one', () => {
  it('asks for page n + 1 when page n names it, before page n ends, and keeps the rows in order', async () => {
    const server = heldServer(await threePages());
    const pulling = pull(server.call);
    await until(() => server.log.length === 2);
    for (let i = 0; i < 10; i++) await turn();
    // Page 2 asked for on page 1's head; page 3 not yet: one page ahead at most.
    expect(server.log).toEqual(['ask 0', 'ask 10']);
    // Page 2's rows come first; still, page 2 is read only after page 1.
    server.rows[1]?.release();
    for (let i = 0; i < 10; i++) await turn();
    expect(server.log).toEqual(['ask 0', 'ask 10']);
    server.rows[0]?.release();
    await until(() => server.log.length === 5);
    expect(server.log).toEqual(['ask 0', 'ask 10', 'end 0', 'ask 20', 'end 10']);
    server.rows[2]?.release();
    const pulled = await pulling;
    expect(server.log.slice(5)).toEqual(['end 20']);
    expect(pulled.nextSeq).toBe(30);
    expect([...pulled.changes.latest.keys()]).toEqual(range(1, 11));
    const written = applyChanges(layout, [], pulled.changes, 4).chunks;
    expect(written.map((c) => [c.minKey, c.maxKey, c.rowCount])).toEqual([
      [1, 4, 4],
      [5, 8, 4],
      [9, 11, 3],
    ]);
  });

  it('a cancel aborts the page being read and the page asked ahead', async () => {
    const server = heldServer(await threePages());
    const cancel = new AbortController();
    const pulling = pull(server.call, cancel.signal);
    await until(() => server.log.length === 2);
    cancel.abort();
    await expect(pulling).rejects.toMatchObject({ kind: 'cancelled' });
    expect(server.signals.map((s) => s.aborted)).toEqual([true, true]);
  });

  it('a failed page aborts the page asked ahead', async () => {
    const server = heldServer(await threePages());
    const pulling = pull(server.call);
    await until(() => server.log.length === 2);
    server.rows[0]?.fail(new Error('connection reset'));
    await expect(pulling).rejects.toThrow();
    expect(server.signals[1]?.aborted).toBe(true);
    expect(server.log).toEqual(['ask 0', 'ask 10']);
  });

  it('a page asked ahead that fails fails the pull when its turn comes', async () => {
    const server = heldServer(await threePages());
    const offline = new ApiError({
      kind: 'network',
      code: 0,
      message: 'offline',
      messageKey: 'error.network',
    });
    server.refuse.set(1, offline);
    const pulling = pull(server.call);
    await until(() => server.log.length === 2);
    server.rows[0]?.release();
    await expect(pulling).rejects.toBe(offline);
    // Page 1 was read to its end first; nothing after the failed page was asked for.
    expect(server.log).toEqual(['ask 0', 'ask 10', 'end 0']);
  });
});
