/**
 * The core worker's memory, read through the DevTools protocol (issue 21: ≤ 300 MB for the
 * engine's tables of 1M × 15). `performance.measureUserAgentSpecificMemory()` would need the page
 * cross-origin isolated (COOP/COEP headers, which the server does not send), so the bench asks
 * the worker's own V8 instead: the page's CDP session auto-attaches to its workers (not
 * flattened: playwright-core's CDPSession cannot address a child session), collects garbage
 * there and reads `Runtime.getHeapUsage`.
 *
 * The worker may still be busy when a phase ends (a dashboard's background decode, the engine's
 * warm-up in slices), so one reading could catch its tables half built: the reading is repeated
 * until six in a row (a second apart) agree, so the number is what the worker holds once idle.
 * `BENCH_HEAP_SNAPSHOT_DIR` also writes a heap snapshot of the worker for each reading
 * (`worker-1.heapsnapshot`, …), to find what holds the memory.
 */
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

export interface WorkerMemory {
  /** Live JavaScript objects after a full collection, MB. */
  heapMb: number;
  /** ArrayBuffer backing stores and external strings (the engine's typed columns), MB. */
  buffersMb: number;
  /** Both: what the worker's tables and caches hold, MB. */
  totalMb: number;
  /** Seconds waited for the worker's memory to stop changing (its background work to end). */
  settledAfterS: number;
}

interface HeapUsage {
  usedSize: number;
  embedderHeapUsedSize?: number;
  backingStorageSize?: number;
}

interface WorkerSession {
  send<T>(method: string, params?: Record<string, unknown>): Promise<T>;
  /** Events of the worker's own protocol (those without an id), by method. */
  on(method: string, listener: (params: Record<string, unknown>) => void): void;
  detach(): Promise<void>;
}

const MB = 1e6;
const round = (bytes: number) => Math.round(bytes / MB);
/**
 * Readings this close (MB) over this many seconds in a row mean the worker is done building: a
 * warm-up step can compute for a second or two without allocating, so two readings are not enough.
 */
const SETTLED_MB = 2;
const SETTLED_READINGS = 6;
const SETTLE_POLL_MS = 1_000;
const SETTLE_MAX_MS = 120_000;

/** A protocol session on the worker whose script URL contains `script` (the Vite chunk name). */
export async function workerSession(page: Page, script: string): Promise<WorkerSession> {
  const cdp = await page.context().newCDPSession(page);
  const replies = new Map<number, (reply: { result?: unknown; error?: unknown }) => void>();
  const listeners = new Map<string, ((params: Record<string, unknown>) => void)[]>();
  cdp.on('Target.receivedMessageFromTarget', (event) => {
    const reply = JSON.parse(event.message) as {
      id?: number;
      result?: unknown;
      error?: unknown;
      method?: string;
      params?: Record<string, unknown>;
    };
    if (reply.id !== undefined) replies.get(reply.id)?.(reply);
    else if (reply.method)
      for (const listener of listeners.get(reply.method) ?? []) listener(reply.params ?? {});
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
  const sessionId = await session.catch(async (error: unknown) => {
    await cdp.detach().catch(() => undefined);
    throw error;
  });
  let next = 0;
  return {
    async send<T>(method: string, params: Record<string, unknown> = {}): Promise<T> {
      const id = ++next;
      const reply = new Promise<{ result?: unknown; error?: unknown }>((resolve) =>
        replies.set(id, resolve),
      );
      await cdp.send('Target.sendMessageToTarget', {
        sessionId,
        message: JSON.stringify({ id, method, params }),
      });
      const { result, error } = await reply;
      replies.delete(id);
      if (error) throw new Error(`${method}: ${JSON.stringify(error)}`);
      return result as T;
    },
    on(method, listener) {
      listeners.set(method, [...(listeners.get(method) ?? []), listener]);
    },
    detach: () => cdp.detach().catch(() => undefined),
  };
}

async function usageAfterGc(worker: WorkerSession): Promise<{ heap: number; buffers: number }> {
  // Twice: the first collection can leave objects that only the finalisation of others frees.
  await worker.send('HeapProfiler.collectGarbage');
  await worker.send('HeapProfiler.collectGarbage');
  const usage = await worker.send<HeapUsage>('Runtime.getHeapUsage');
  return {
    heap: usage.usedSize + (usage.embedderHeapUsedSize ?? 0),
    buffers: usage.backingStorageSize ?? 0,
  };
}

/** Writes a heap snapshot of the worker (what the DevTools memory panel would take). */
async function writeHeapSnapshot(worker: WorkerSession, path: string): Promise<void> {
  const file = createWriteStream(path);
  worker.on('HeapProfiler.addHeapSnapshotChunk', (params) => file.write(String(params.chunk)));
  await worker.send('HeapProfiler.enable');
  await worker.send('HeapProfiler.takeHeapSnapshot', {
    reportProgress: false,
    captureNumericValue: false,
  });
  await new Promise<void>((resolve, reject) =>
    file.end((error?: Error | null) => (error ? reject(error) : resolve())),
  );
}

let snapshots = 0;

/**
 * The worker's memory after a full GC, once it has stopped changing (its background work
 * ended): read every second until six readings in a row agree within 2 MB, at most 120 s.
 */
export async function workerMemory(page: Page, script = 'core-worker'): Promise<WorkerMemory> {
  const worker = await workerSession(page, script);
  try {
    const started = Date.now();
    let last = await usageAfterGc(worker);
    const recent = [last.heap + last.buffers];
    while (Date.now() - started < SETTLE_MAX_MS) {
      await new Promise((resolve) => setTimeout(resolve, SETTLE_POLL_MS));
      last = await usageAfterGc(worker);
      recent.push(last.heap + last.buffers);
      if (recent.length > SETTLED_READINGS) recent.shift();
      if (
        recent.length === SETTLED_READINGS &&
        Math.max(...recent) - Math.min(...recent) < SETTLED_MB * MB
      )
        break;
    }
    const settledAfterS = Math.round((Date.now() - started) / 1000);
    const dir = process.env.BENCH_HEAP_SNAPSHOT_DIR;
    if (dir) await writeHeapSnapshot(worker, join(dir, `worker-${++snapshots}.heapsnapshot`));
    return {
      heapMb: round(last.heap),
      buffersMb: round(last.buffers),
      totalMb: round(last.heap + last.buffers),
      settledAfterS,
    };
  } finally {
    await worker.detach();
  }
}
