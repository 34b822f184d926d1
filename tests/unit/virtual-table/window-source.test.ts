import { describe, expect, it } from 'vitest';
import { createWindowSource } from '../../../src/ui/components/virtual-table/window-source';
import { createWindowedRows } from '../../../src/ui/components/virtual-table/windowed-rows';

interface Answer {
  offset: number;
  rows: number[];
  total: number;
  tag: string;
}

/** A fake view of `total` rows whose answers the test releases one by one. */
function fakeView(total: number, tag = 'v') {
  const asked: [number, number][] = [];
  const pending: (() => void)[] = [];
  const fetch = (offset: number, limit: number) => {
    asked.push([offset, limit]);
    return new Promise<Answer>((resolve) => {
      pending.push(() => {
        const end = Math.min(total, offset + limit);
        const rows = Array.from({ length: Math.max(0, end - offset) }, (_, i) => offset + i);
        resolve({ offset, rows, total, tag });
      });
    });
  };
  const answerNext = async () => {
    pending.shift()?.();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { fetch, asked, answerNext, pending };
}

const noop = () => undefined;

describe('window source', () => {
  it('asks for the missing windows of the wanted range in one request', async () => {
    const view = fakeView(1_000_000);
    const source = createWindowSource<number, Answer>({
      fetch: view.fetch,
      onChange: noop,
      onError: noop,
    });
    source.setRange(150, 260);
    expect(view.asked).toEqual([[100, 200]]);
    await view.answerNext();
    expect(source.total).toBe(1_000_000);
    expect(source.getRow(150)).toBe(150);
    expect(source.getRow(299)).toBe(299);
    source.setRange(150, 260);
    expect(view.asked).toHaveLength(1);
  });

  it('while a request runs, asks afterwards only for where the user stopped', async () => {
    const view = fakeView(1_000_000);
    const source = createWindowSource<number, Answer>({
      fetch: view.fetch,
      onChange: noop,
      onError: noop,
    });
    source.setRange(0, 40);
    source.setRange(300_000, 300_040);
    source.setRange(999_960, 1_000_000);
    expect(view.asked).toEqual([[0, 100]]);
    await view.answerNext();
    expect(view.asked).toEqual([
      [0, 100],
      [999_900, 100],
    ]);
    await view.answerNext();
    expect(source.getRow(999_999)).toBe(999_999);
    expect(source.getRow(300_000)).toBeUndefined();
  });

  it('never asks for more than the limit at once', () => {
    const view = fakeView(1_000_000);
    const source = createWindowSource<number, Answer>({
      fetch: view.fetch,
      onChange: noop,
      onError: noop,
      maxFetch: 500,
    });
    source.setRange(0, 2000);
    expect(view.asked).toEqual([[0, 500]]);
  });

  it('learns an empty view has no rows and stops asking', async () => {
    const view = fakeView(0);
    const source = createWindowSource<number, Answer>({
      fetch: view.fetch,
      onChange: noop,
      onError: noop,
    });
    source.setRange(0, 30);
    await view.answerNext();
    expect(source.total).toBe(0);
    source.setRange(0, 30);
    expect(view.asked).toHaveLength(1);
  });

  it('reports a failure once and asks again on the next scroll', async () => {
    const errors: unknown[] = [];
    let fail = true;
    const asked: number[] = [];
    const source = createWindowSource<number, Answer>({
      fetch: (offset) => {
        asked.push(offset);
        return fail
          ? Promise.reject(new Error('worker gone'))
          : Promise.resolve({ offset, rows: [offset], total: 1, tag: 'v' });
      },
      onChange: noop,
      onError: (e) => errors.push(e),
    });
    source.setRange(0, 1);
    await new Promise((r) => setTimeout(r, 0));
    expect(errors).toHaveLength(1);
    expect(asked).toEqual([0]);
    fail = false;
    source.setRange(0, 1);
    await new Promise((r) => setTimeout(r, 0));
    expect(source.getRow(0)).toBe(0);
  });
});

describe('rows across queries', () => {
  it('shows the previous query until the new one answers, then only the new one', async () => {
    const rows = createWindowedRows<number, Answer>();
    const before = fakeView(500, 'before');
    rows.show(before.fetch, 'q1');
    await before.answerNext();
    expect(rows.total).toBe(500);

    const after = fakeView(20, 'after');
    rows.show(after.fetch, 'q2');
    expect(rows.total).toBe(500);
    expect(rows.getRow(3)).toBe(3);
    await after.answerNext();
    expect(rows.total).toBe(20);
    expect(rows.latest?.tag).toBe('after');
    expect(rows.getRow(30)).toBeUndefined();
  });

  it('starts a new query at the first row and keeps the place for new data', async () => {
    const rows = createWindowedRows<number, Answer>();
    const first = fakeView(1_000_000);
    rows.show(first.fetch, 'q1');
    await first.answerNext();
    rows.setRange(5000, 5040);
    await first.answerNext();

    const newData = fakeView(1_000_000);
    rows.show(newData.fetch, 'q1');
    expect(newData.asked).toEqual([[5000, 100]]);

    const newQuery = fakeView(1_000_000);
    rows.show(newQuery.fetch, 'q2');
    expect(newQuery.asked).toEqual([[0, 100]]);
  });

  it('ignores answers of a view it no longer shows', async () => {
    const rows = createWindowedRows<number, Answer>();
    const old = fakeView(10, 'old');
    rows.show(old.fetch, 'q1');
    const next = fakeView(5, 'next');
    rows.show(next.fetch, 'q2');
    await old.answerNext();
    expect(rows.total).toBeNull();
    await next.answerNext();
    expect(rows.total).toBe(5);
  });
});
