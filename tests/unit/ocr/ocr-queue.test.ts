import { afterEach, describe, expect, it, vi } from 'vitest';
import { OcrError } from '../../../server/ocr/ocr-error';
import { OCR_MAX_WAIT_MS, OCR_MAX_WAITING, OCR_PARALLEL } from '../../../server/ocr/ocr-limits';
import { inOcrQueue } from '../../../server/ocr/ocr-queue';

afterEach(() => {
  vi.useRealTimers();
});

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

describe('the server-wide recognition queue', () => {
  it('runs 2 at once, lets 20 wait, refuses the next as busy, and frees places in order', async () => {
    vi.useFakeTimers();
    const started: number[] = [];
    const release: (() => void)[] = [];
    const job = (n: number) => () =>
      new Promise<number>((resolve) => {
        started.push(n);
        release[n] = () => resolve(n);
      });
    const total = OCR_PARALLEL + OCR_MAX_WAITING;
    const runs = Array.from({ length: total }, (_, n) => inOcrQueue(job(n)));
    await flush();
    expect(started).toEqual([0, 1]);
    await expect(inOcrQueue(job(total))).rejects.toEqual(new OcrError('busy'));

    release[1]?.();
    await flush();
    expect(started).toEqual([0, 1, 2]);
    for (let n = 0; n < total; n += 1) {
      await vi.waitUntil(() => release[n] !== undefined);
      release[n]?.();
    }
    await expect(Promise.all(runs)).resolves.toHaveLength(total);
  });

  it('refuses as busy a recognition that waited longer than the portal would listen', async () => {
    vi.useFakeTimers();
    const release: (() => void)[] = [];
    const holder = () => new Promise<void>((resolve) => release.push(resolve));
    const running = [inOcrQueue(holder), inOcrQueue(holder)];
    let ran = false;
    const waiting = inOcrQueue(async () => {
      ran = true;
    });
    waiting.catch(() => undefined);
    await flush();
    vi.advanceTimersByTime(OCR_MAX_WAIT_MS);
    await expect(waiting).rejects.toEqual(new OcrError('busy'));
    for (const r of release) r();
    await Promise.all(running);
    expect(ran).toBe(false);
    // The places are free again.
    await expect(inOcrQueue(async () => 'next')).resolves.toBe('next');
  });
});
