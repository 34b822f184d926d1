import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { build, type Rollup } from 'vite';
import type { DeflatedSegment } from '../../src/worker/export/writer/deflate-segment';
import type { HelperDeflater } from '../../src/worker/export/worker-deflater';

/**
 * The helper thread as one plain script, as the browser gets it (Vite bundles the portal's
 * deflate-worker.ts the same way): a thread that loaded tsx to run TypeScript would weigh
 * tens of megabytes more than the browser's worker and skew the memory measured.
 */
async function bundleThread(): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      lib: {
        entry: fileURLToPath(new URL('./deflate-thread.ts', import.meta.url)),
        formats: ['es'],
        fileName: 'deflate-thread',
      },
      rolldownOptions: { external: ['node:worker_threads'] },
    },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const first = Array.isArray(output) ? output[0] : output;
  const chunk = first?.output[0];
  if (!chunk || chunk.type !== 'chunk') throw new Error('the deflate thread did not bundle');
  return chunk.code;
}

// Bundled once, before anything is timed.
const threadCode = await bundleThread();

/**
 * The export's helper worker in Node (worker_threads), so the bench measures the writer as the
 * browser runs it: sheet XML on one core, its compression on the other.
 */
export function startNodeDeflater(): HelperDeflater {
  const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(threadCode)}`));
  const waiting = new Map<number, (part: DeflatedSegment) => void>();
  let next = 0;
  worker.on(
    'message',
    ({
      id,
      part,
      spare,
    }: {
      id: number;
      part: DeflatedSegment;
      spare: Uint8Array<ArrayBuffer>;
    }) => {
      waiting.get(id)?.({ ...part, spare });
      waiting.delete(id);
    },
  );
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
