import { Worker } from 'node:worker_threads';
import type { DeflatedSegment } from '../../src/worker/export/writer/deflate-segment';
import type { HelperDeflater } from '../../src/worker/export/worker-deflater';

/**
 * The export's helper worker in Node (worker_threads), so the bench measures the writer as the
 * browser runs it: sheet XML on one core, its compression on the other.
 */
export function startNodeDeflater(): HelperDeflater {
  // A worker thread does not inherit tsx's loader: it registers it, then imports the TS entry.
  const entry = JSON.stringify(new URL('./deflate-thread.ts', import.meta.url).href);
  const worker = new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${entry}); });`,
    { eval: true },
  );
  const waiting = new Map<number, (part: DeflatedSegment) => void>();
  let next = 0;
  worker.on('message', ({ id, part }: { id: number; part: DeflatedSegment }) => {
    waiting.get(id)?.(part);
    waiting.delete(id);
  });
  return {
    deflate: (bytes, last) =>
      new Promise((resolve) => {
        const id = next++;
        waiting.set(id, resolve);
        worker.postMessage({ id, bytes, last }, [bytes.buffer as ArrayBuffer]);
      }),
    stop: () => void worker.terminate(),
  };
}
