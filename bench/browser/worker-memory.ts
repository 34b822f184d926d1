/**
 * The core worker's memory, read through the DevTools protocol (issue 21: ≤ 300 MB for the
 * engine's tables of 1M × 15). `performance.measureUserAgentSpecificMemory()` would need the page
 * cross-origin isolated (COOP/COEP headers, which the server does not send), so the bench asks
 * the worker's own V8 instead: the page's CDP session auto-attaches to its workers (not
 * flattened: playwright-core's CDPSession cannot address a child session), collects garbage
 * there and reads `Runtime.getHeapUsage`.
 */
import type { Page } from 'playwright-core';

export interface WorkerMemory {
  /** Live JavaScript objects after a full collection, MB. */
  heapMb: number;
  /** ArrayBuffer backing stores and external strings (the engine's typed columns), MB. */
  buffersMb: number;
  /** Both: what the worker's tables and caches hold, MB. */
  totalMb: number;
}

interface HeapUsage {
  usedSize: number;
  embedderHeapUsedSize?: number;
  backingStorageSize?: number;
}

const MB = 1e6;
const round = (bytes: number) => Math.round(bytes / MB);

/** The worker whose script URL contains `script` (the Vite chunk name), after a full GC. */
export async function workerMemory(page: Page, script = 'core-worker'): Promise<WorkerMemory> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const replies = new Map<number, (reply: { result?: unknown; error?: unknown }) => void>();
    cdp.on('Target.receivedMessageFromTarget', (event) => {
      const reply = JSON.parse(event.message) as { id?: number; result?: unknown; error?: unknown };
      if (reply.id !== undefined) replies.get(reply.id)?.(reply);
    });
    const session = new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no worker running ${script}`)), 10_000);
      cdp.on('Target.attachedToTarget', (event) => {
        if (event.targetInfo.type !== 'worker' || !event.targetInfo.url.includes(script)) return;
        clearTimeout(timer);
        resolve(event.sessionId);
      });
    });
    await cdp.send('Target.setAutoAttach', {
      autoAttach: true,
      waitForDebuggerOnStart: false,
      flatten: false,
    });
    const sessionId = await session;
    let next = 0;
    const send = async <T>(method: string): Promise<T> => {
      const id = ++next;
      const reply = new Promise<{ result?: unknown; error?: unknown }>((resolve) =>
        replies.set(id, resolve),
      );
      await cdp.send('Target.sendMessageToTarget', {
        sessionId,
        message: JSON.stringify({ id, method, params: {} }),
      });
      const { result, error } = await reply;
      if (error) throw new Error(`${method}: ${JSON.stringify(error)}`);
      return result as T;
    };
    await send('HeapProfiler.collectGarbage');
    const usage = await send<HeapUsage>('Runtime.getHeapUsage');
    const heap = usage.usedSize + (usage.embedderHeapUsedSize ?? 0);
    const buffers = usage.backingStorageSize ?? 0;
    return { heapMb: round(heap), buffersMb: round(buffers), totalMb: round(heap + buffers) };
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}
