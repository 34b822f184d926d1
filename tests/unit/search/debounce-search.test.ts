import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDebouncedSearch } from '../../../src/shared/search/debounce-search';
import { SEARCH_DELAY_MS, type SearchKind } from '../../../src/shared/search/search-delays';

/** A search whose answers the test releases by hand, in any order. */
function manualSearch() {
  const calls: { text: string; resolve: (r: string) => void; reject: (e: unknown) => void }[] = [];
  const search = vi.fn(
    (text: string) =>
      new Promise<string>((resolve, reject) => {
        calls.push({ text, resolve, reject });
      }),
  );
  const call = (i: number) => {
    const c = calls[i];
    if (!c) throw new Error(`no call ${i}`);
    return c;
  };
  return { search, calls, call };
}

function setUp(delayMs: number) {
  const manual = manualSearch();
  const results: [string, string][] = [];
  const errors: string[] = [];
  const scheduler = createDebouncedSearch({
    delayMs,
    search: manual.search,
    onResult: (result, text) => results.push([result, text]),
    onError: (_, text) => errors.push(text),
  });
  return { ...manual, results, errors, scheduler };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the debounced search', () => {
  it('waits 350 ms for category selects and 500 ms for the bank select', () => {
    const kinds: SearchKind[] = ['buyer', 'supplier', 'company', 'area', 'contractTemplate'];
    for (const kind of [...kinds, 'product' as const]) expect(SEARCH_DELAY_MS[kind]).toBe(350);
    expect(SEARCH_DELAY_MS.bank).toBe(500);

    const category = setUp(SEARCH_DELAY_MS.buyer);
    const bank = setUp(SEARCH_DELAY_MS.bank);
    category.scheduler.type('nor');
    bank.scheduler.type('dbs');
    vi.advanceTimersByTime(349);
    expect(category.search).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(category.search).toHaveBeenCalledWith('nor');
    vi.advanceTimersByTime(149);
    expect(bank.search).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(bank.search).toHaveBeenCalledWith('dbs');
  });

  it('sends only the last text of a burst, counting the wait from the last keystroke', () => {
    const { scheduler, search } = setUp(350);
    scheduler.type('h');
    vi.advanceTimersByTime(300);
    scheduler.type('hs');
    vi.advanceTimersByTime(300);
    scheduler.type('hsb');
    vi.advanceTimersByTime(349);
    expect(search).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(search.mock.calls).toEqual([['hsb']]);
    vi.advanceTimersByTime(5_000);
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('drops a slower earlier answer that arrives after the newer one', async () => {
    const { scheduler, call, results } = setUp(350);
    scheduler.type('ab');
    vi.advanceTimersByTime(350);
    scheduler.type('abc');
    vi.advanceTimersByTime(350);
    call(1).resolve('answer for abc');
    await vi.runAllTimersAsync();
    call(0).resolve('answer for ab');
    await vi.runAllTimersAsync();
    expect(results).toEqual([['answer for abc', 'abc']]);
  });

  it('drops an earlier answer that arrives first, once the user has typed on', async () => {
    const { scheduler, call, results } = setUp(350);
    scheduler.type('ab');
    vi.advanceTimersByTime(350);
    scheduler.type('abc');
    call(0).resolve('answer for ab');
    await vi.advanceTimersByTimeAsync(0);
    expect(results).toEqual([]);
    await vi.advanceTimersByTimeAsync(350);
    call(1).resolve('answer for abc');
    await vi.advanceTimersByTimeAsync(0);
    expect(results).toEqual([['answer for abc', 'abc']]);
  });

  it('reports only the latest failure', async () => {
    const { scheduler, call, errors, results } = setUp(350);
    scheduler.type('a');
    vi.advanceTimersByTime(350);
    scheduler.now('');
    call(0).reject(new Error('old'));
    await vi.advanceTimersByTimeAsync(0);
    expect(errors).toEqual([]);
    call(1).reject(new Error('new'));
    await vi.advanceTimersByTimeAsync(0);
    expect(errors).toEqual(['']);
    expect(results).toEqual([]);
  });

  it('searches at once with now(), cancelling the waiting text', async () => {
    const { scheduler, search, call, results } = setUp(500);
    scheduler.type('bank');
    scheduler.now('');
    expect(search.mock.calls).toEqual([['']]);
    vi.advanceTimersByTime(1_000);
    expect(search).toHaveBeenCalledTimes(1);
    call(0).resolve('first banks');
    await vi.advanceTimersByTimeAsync(0);
    expect(results).toEqual([['first banks', '']]);
  });

  it('forgets the waiting text and answers on the way after cancel()', async () => {
    const { scheduler, search, call, results } = setUp(350);
    scheduler.type('a');
    vi.advanceTimersByTime(350);
    scheduler.type('ab');
    scheduler.cancel();
    vi.advanceTimersByTime(1_000);
    expect(search).toHaveBeenCalledTimes(1);
    call(0).resolve('late');
    await vi.advanceTimersByTimeAsync(0);
    expect(results).toEqual([]);
  });

  it('treats a search that throws at once as a failure', async () => {
    const errors: unknown[] = [];
    const scheduler = createDebouncedSearch({
      delayMs: 350,
      search: () => {
        throw new Error('worker gone');
      },
      onResult: () => undefined,
      onError: (error) => errors.push(error),
    });
    scheduler.now('x');
    await vi.advanceTimersByTimeAsync(0);
    expect(errors).toEqual([new Error('worker gone')]);
  });
});
