import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/shared/errors/api-error';
import type { OcrResult } from '../../../src/api/endpoints/ocr/ocr-standard';
import {
  createRecognitionQueue,
  type RecognitionTransport,
} from '../../../src/worker/ocr/recognition-queue';
import { createFakeClock } from '../api/fakes/fake-clock';
import { deferred, settle } from '../api/fakes/fake-fetch';

const business = (code: number) =>
  new ApiError({ kind: 'business', code, message: `refused with ${code}` });
const found = (invoiceNo: string): OcrResult => ({ extractData: { invoiceNo } });

/** A transport whose every request waits until the test answers it. */
function heldTransport() {
  const requests: { fileKey: string; answer: ReturnType<typeof deferred<OcrResult>> }[] = [];
  const transport: RecognitionTransport = ({ fileKey }) => {
    const answer = deferred<OcrResult>();
    requests.push({ fileKey, answer });
    return answer.promise;
  };
  return { transport, requests };
}

describe('the worker recognition queue (spec 001 §7)', () => {
  it('runs at most 3 requests at once and starts the next when one ends', async () => {
    const { transport, requests } = heldTransport();
    const queue = createRecognitionQueue(transport, createFakeClock());
    const results = ['a', 'b', 'c', 'd', 'e'].map((key) => queue.recognize(key, 'INVOICE'));
    await settle();
    expect(requests.map((r) => r.fileKey)).toEqual(['a', 'b', 'c']);

    requests[1]?.answer.resolve(found('B'));
    await settle();
    expect(requests.map((r) => r.fileKey)).toEqual(['a', 'b', 'c', 'd']);

    requests[0]?.answer.reject(business(500));
    await settle();
    expect(requests.map((r) => r.fileKey)).toEqual(['a', 'b', 'c', 'd', 'e']);

    for (const r of requests.slice(2)) r.answer.resolve(found(r.fileKey.toUpperCase()));
    await expect(Promise.all(results)).resolves.toEqual([
      null,
      { invoiceNo: 'B' },
      { invoiceNo: 'C' },
      { invoiceNo: 'D' },
      { invoiceNo: 'E' },
    ]);
  });

  it('retries a code-400 answer once, 10 000 ms later, and gives the retry’s fields', async () => {
    const clock = createFakeClock();
    const answers = [Promise.reject(business(400)), Promise.resolve(found('INV-7'))];
    answers[0]?.catch(() => undefined);
    let attempts = 0;
    const queue = createRecognitionQueue(() => answers[attempts++] as Promise<OcrResult>, clock);
    const result = queue.recognize('ATT-1', 'INVOICE');
    await settle();
    expect(attempts).toBe(1);
    clock.advance(9_999);
    await settle();
    expect(attempts).toBe(1);
    clock.advance(1);
    await expect(result).resolves.toEqual({ invoiceNo: 'INV-7' });
    expect(attempts).toBe(2);
  });

  it('retries only once, and never for other codes; every failure resolves null', async () => {
    const clock = createFakeClock();
    let attempts = 0;
    const always400 = createRecognitionQueue(() => {
      attempts += 1;
      return Promise.reject(business(400));
    }, clock);
    const first = always400.recognize('ATT-1', 'INVOICE');
    await settle();
    clock.advance(10_000);
    await settle();
    clock.advance(60_000);
    await expect(first).resolves.toBeNull();
    expect(attempts).toBe(2);

    for (const failure of [
      business(429),
      business(500),
      new ApiError({ kind: 'network', code: 0, message: 'offline' }),
      new TypeError('not an API error'),
    ]) {
      let calls = 0;
      const queue = createRecognitionQueue(() => (calls++, Promise.reject(failure)), clock);
      await expect(queue.recognize('ATT-2', 'PO')).resolves.toBeNull();
      expect(calls).toBe(1);
    }
  });

  it('holds no slot while a request waits for its retry', async () => {
    const clock = createFakeClock();
    const { transport, requests } = heldTransport();
    const queue = createRecognitionQueue(transport, clock);
    void queue.recognize('a', 'INVOICE');
    await settle();
    requests[0]?.answer.reject(business(400));
    await settle();
    const others = ['b', 'c', 'd'].map((key) => queue.recognize(key, 'INVOICE'));
    await settle();
    expect(requests.map((r) => r.fileKey)).toEqual(['a', 'b', 'c', 'd']);
    for (const r of requests.slice(1)) r.answer.resolve(found(r.fileKey));
    await expect(Promise.all(others)).resolves.toHaveLength(3);
  });

  it('sends nothing for types recognition does not run for, nor for unknown schemas', async () => {
    const { transport, requests } = heldTransport();
    const queue = createRecognitionQueue(transport, createFakeClock());
    for (const name of ['scan.gif', 'terms.docx', 'sheet.xlsx', 'bundle.zip', 'no-extension']) {
      await expect(queue.recognize('ATT-1', 'INVOICE', name)).resolves.toBeNull();
    }
    await expect(queue.recognize('ATT-1', 'RECEIPT')).resolves.toBeNull();
    expect(requests).toHaveLength(0);

    for (const name of ['a.JPG', 'b.jpeg', 'c.bmp', 'd.png', 'e.PDF', 'f.msg']) {
      void queue.recognize(name, 'INVOICE', name);
    }
    await settle();
    expect(requests.map((r) => r.fileKey)).toEqual(['a.JPG', 'b.jpeg', 'c.bmp']);
  });
});
