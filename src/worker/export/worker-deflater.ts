import type { DeflatedSegment, SegmentDeflater } from './writer/deflate-segment';

export interface HelperDeflater {
  deflate: SegmentDeflater;
  stop(): void;
}

/**
 * Starts the helper worker that compresses an xlsx export's sheet segments (the machine's other
 * core); null where workers cannot be made, and the export compresses in line. Each segment's
 * bytes are transferred, not copied: the writer starts a new buffer for the next one.
 */
export function startWorkerDeflater(): HelperDeflater | null {
  if (typeof Worker === 'undefined') return null;
  const worker = new Worker(new URL('./deflate-worker.ts', import.meta.url), { type: 'module' });
  const waiting = new Map<
    number,
    { resolve: (part: DeflatedSegment) => void; reject: (error: Error) => void }
  >();
  let next = 0;
  worker.onmessage = (event: MessageEvent<{ id: number; part: DeflatedSegment }>) => {
    const job = waiting.get(event.data.id);
    waiting.delete(event.data.id);
    job?.resolve(event.data.part);
  };
  worker.onerror = (event) => {
    event.preventDefault();
    for (const job of waiting.values()) job.reject(new Error('the compression worker failed'));
    waiting.clear();
  };
  return {
    deflate: (bytes, last) =>
      new Promise<DeflatedSegment>((resolve, reject) => {
        const id = next++;
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, bytes, last }, [bytes.buffer]);
      }),
    stop: () => worker.terminate(),
  };
}
