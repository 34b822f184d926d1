import { afterEach, describe, expect, it, vi } from 'vitest';
import { inflateSync } from 'fflate';
import { deflateSegment } from '../../../src/worker/export/writer/deflate-segment';
import { READY_TIMEOUT_MS, startWorkerDeflater } from '../../../src/worker/export/worker-deflater';

type Behaviour = 'ready' | 'fails' | 'silent';

/** A stand-in for the helper worker: answers like deflate-worker.ts, fails, or never starts. */
function fakeWorker(behaviour: Behaviour, posted: unknown[]) {
  return class {
    onmessage: ((event: { data: unknown }) => void) | null = null;
    onerror: ((event: { preventDefault(): void }) => void) | null = null;
    terminated = false;
    constructor() {
      setTimeout(() => {
        if (behaviour === 'ready') this.onmessage?.({ data: { ready: true } });
        if (behaviour === 'fails') this.onerror?.({ preventDefault: () => undefined });
      }, 5);
    }
    postMessage(message: { id: number; bytes: Uint8Array; last: boolean }) {
      posted.push(message);
      const part = deflateSegment(message.bytes, message.last);
      // As deflate-worker.ts: the segment's buffer goes back with its result.
      const spare = message.bytes;
      setTimeout(() => this.onmessage?.({ data: { id: message.id, part, spare } }), 1);
    }
    terminate() {
      this.terminated = true;
    }
  };
}

const text = new TextEncoder().encode('<row><c><v>1</v></c></row>'.repeat(500));
const inflated = async (pending: Promise<{ data: Uint8Array }>) =>
  new TextDecoder().decode(inflateSync((await pending).data));

describe('the export helper worker', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('sends segments once the helper is ready, and answers its results', async () => {
    const posted: unknown[] = [];
    vi.stubGlobal('Worker', fakeWorker('ready', posted));
    const helper = startWorkerDeflater();
    if (!helper) throw new Error('no helper');
    const segment = text.slice();
    const pending = helper.deflate(segment, true);
    expect(posted).toHaveLength(0); // not before it said it is ready
    expect(await inflated(pending)).toBe(new TextDecoder().decode(text));
    expect(posted).toHaveLength(1);
    expect((await pending).spare).toBe(segment);
    helper.stop();
  });

  it('compresses in line when the helper fails to start', async () => {
    const posted: unknown[] = [];
    vi.stubGlobal('Worker', fakeWorker('fails', posted));
    const helper = startWorkerDeflater();
    if (!helper) throw new Error('no helper');
    const before = helper.deflate(text.slice(), false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const after = helper.deflate(text.slice(), true);
    await Promise.all([before, after]);
    expect(posted).toHaveLength(0);
    expect(await inflated(after)).toBe(new TextDecoder().decode(text));
  });

  it('compresses in line when the helper never starts', async () => {
    vi.useFakeTimers();
    const posted: unknown[] = [];
    vi.stubGlobal('Worker', fakeWorker('silent', posted));
    const helper = startWorkerDeflater();
    if (!helper) throw new Error('no helper');
    const pending = helper.deflate(text.slice(), true);
    vi.advanceTimersByTime(READY_TIMEOUT_MS + 1);
    vi.useRealTimers();
    expect(await inflated(pending)).toBe(new TextDecoder().decode(text));
    expect(posted).toHaveLength(0);
  });
});
