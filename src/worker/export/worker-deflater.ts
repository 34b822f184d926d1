import {
  deflateSegment,
  type DeflatedSegment,
  type SegmentDeflater,
} from './writer/deflate-segment';

/** How long a helper may take to start before the export compresses in line. */
export const READY_TIMEOUT_MS = 3_000;

export interface HelperDeflater {
  deflate: SegmentDeflater;
  stop(): void;
}

interface Job {
  bytes: Uint8Array;
  last: boolean;
  resolve: (part: DeflatedSegment) => void;
  reject: (error: Error) => void;
}

/**
 * Starts the helper worker that compresses an xlsx export's sheet segments (the machine's other
 * core); null where workers cannot be made, and the export compresses in line. Segments wait
 * until the helper says it is ready, then go transferred, not copied (the writer starts a new
 * buffer for the next one). A helper that fails to start compresses nothing: the waiting
 * segments and all later ones are compressed in line instead, so an export never hangs on it.
 */
export function startWorkerDeflater(): HelperDeflater | null {
  if (typeof Worker === 'undefined') return null;
  const worker = new Worker(new URL('./deflate-worker.ts', import.meta.url), { type: 'module' });
  const sent = new Map<number, Job>();
  let queued: Job[] = [];
  let state: 'starting' | 'ready' | 'failed' = 'starting';
  let next = 0;

  const post = (job: Job) => {
    const id = next++;
    sent.set(id, job);
    worker.postMessage({ id, bytes: job.bytes, last: job.last }, [job.bytes.buffer]);
  };
  const inLine = (job: Job) => job.resolve(deflateSegment(job.bytes, job.last));

  worker.onmessage = (
    event: MessageEvent<{
      ready?: true;
      id?: number;
      part?: DeflatedSegment;
      spare?: Uint8Array<ArrayBuffer>;
    }>,
  ) => {
    if (event.data.ready) {
      clearTimeout(patience);
      if (state !== 'starting') return;
      state = 'ready';
      queued.forEach(post);
      queued = [];
      return;
    }
    const id = event.data.id ?? -1;
    const job = sent.get(id);
    sent.delete(id);
    const { part, spare } = event.data;
    if (job && part) job.resolve(spare ? { ...part, spare } : part);
  };
  const fail = () => {
    state = 'failed';
    queued.forEach(inLine);
    queued = [];
    // Segments already handed over are gone with the helper: the export fails and says so.
    for (const job of sent.values()) job.reject(new Error('the compression worker failed'));
    sent.clear();
  };
  worker.onerror = (event) => {
    event.preventDefault();
    fail();
  };
  // A helper that neither starts nor fails (its script held up) must not hold the export.
  const patience = setTimeout(() => {
    if (state === 'starting') {
      fail();
      worker.terminate();
    }
  }, READY_TIMEOUT_MS);

  return {
    deflate: (bytes, last) =>
      new Promise<DeflatedSegment>((resolve, reject) => {
        const job = { bytes, last, resolve, reject };
        if (state === 'ready') post(job);
        else if (state === 'starting') queued.push(job);
        else inLine(job);
      }),
    stop: () => {
      clearTimeout(patience);
      worker.terminate();
    },
  };
}
