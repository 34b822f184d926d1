import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/shared/errors/api-error';
import { createConcurrencyLimit } from '../../../src/api/http/concurrency-limit';
import { retryOnCodes } from '../../../src/api/http/retry';
import { createFakeClock } from './fakes/fake-clock';
import { deferred, settle } from './fakes/fake-fetch';

const business = (code: number) =>
  new ApiError({ kind: 'business', code, message: `code ${code}` });
const ocrPolicy = { codes: [400], retries: 1, delayMs: 10_000 };

describe('retryOnCodes (text recognition: once after 10 s on code 400)', () => {
  it('tries once more after the pause when the code is listed', async () => {
    const clock = createFakeClock();
    const answers = [Promise.reject(business(400)), Promise.resolve('extracted')];
    answers[0]?.catch(() => undefined);
    let attempts = 0;
    const result = retryOnCodes(() => answers[attempts++] as Promise<string>, ocrPolicy, clock);
    await settle();
    expect(attempts).toBe(1);
    clock.advance(9_999);
    await settle();
    expect(attempts).toBe(1);
    clock.advance(1);
    await expect(result).resolves.toBe('extracted');
    expect(attempts).toBe(2);
  });

  it('gives up after the allowed retries with the last failure', async () => {
    const clock = createFakeClock();
    let attempts = 0;
    const result = retryOnCodes(
      () => {
        attempts += 1;
        return Promise.reject(business(400));
      },
      ocrPolicy,
      clock,
    );
    result.catch(() => undefined);
    await settle();
    clock.advance(10_000);
    await expect(result).rejects.toMatchObject({ code: 400 });
    expect(attempts).toBe(2);
  });

  it('does not retry other codes or other kinds of failure', async () => {
    const clock = createFakeClock();
    let attempts = 0;
    await expect(
      retryOnCodes(() => (attempts++, Promise.reject(business(500))), ocrPolicy, clock),
    ).rejects.toMatchObject({ code: 500 });
    const cancelled = new ApiError({ kind: 'cancelled', code: 400, message: 'cancelled' });
    await expect(
      retryOnCodes(() => (attempts++, Promise.reject(cancelled)), ocrPolicy, clock),
    ).rejects.toBe(cancelled);
    expect(attempts).toBe(2);
  });

  it('stops waiting when the caller cancels during the pause', async () => {
    const clock = createFakeClock();
    const caller = new AbortController();
    let attempts = 0;
    const result = retryOnCodes(
      () => (attempts++, Promise.reject(business(400))),
      ocrPolicy,
      clock,
      {
        signal: caller.signal,
      },
    );
    result.catch(() => undefined);
    await settle();
    caller.abort();
    await expect(result).rejects.toMatchObject({ kind: 'cancelled' });
    clock.advance(10_000);
    expect(attempts).toBe(1);
  });
});

describe('createConcurrencyLimit (at most 3 recognitions at once)', () => {
  it('runs at most three at a time and starts the next as one finishes', async () => {
    const limit = createConcurrencyLimit(3);
    const gates = Array.from({ length: 5 }, () => deferred<undefined>());
    const started: number[] = [];
    const runs = gates.map((gate, i) =>
      limit(async () => {
        started.push(i);
        await gate.promise;
        return i;
      }),
    );
    const outcomes = Promise.allSettled(runs);
    await settle();
    expect(started).toEqual([0, 1, 2]);
    gates[1]?.resolve(undefined);
    await settle();
    expect(started).toEqual([0, 1, 2, 3]);
    gates[0]?.reject(new Error('failed'));
    await settle();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    for (const gate of gates) gate.resolve(undefined);
    expect((await outcomes).map((o) => o.status)).toEqual([
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
  });

  it('never lets a newcomer overtake a waiting task when a slot frees', async () => {
    const limit = createConcurrencyLimit(1);
    const first = deferred<undefined>();
    const order: string[] = [];
    const a = limit(async () => {
      await first.promise;
      order.push('a');
    });
    const b = limit(async () => {
      order.push('b');
    });
    await settle();
    first.resolve(undefined);
    const c = limit(async () => {
      order.push('c');
    });
    await Promise.all([a, b, c]);
    expect(order).toEqual(['a', 'b', 'c']);
  });

  it('refuses a limit below one', () => {
    expect(() => createConcurrencyLimit(0)).toThrow(RangeError);
  });
});
