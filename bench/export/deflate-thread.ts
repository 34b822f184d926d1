/** The bench's helper thread: the browser's deflate-worker.ts, on worker_threads. */
import { parentPort } from 'node:worker_threads';
import { deflateSegment } from '../../src/worker/export/writer/deflate-segment';

const port = parentPort;
if (!port) throw new Error('deflate-thread.ts runs as a worker thread');
port.on('message', ({ id, bytes, last }: { id: number; bytes: Uint8Array; last: boolean }) => {
  const part = deflateSegment(bytes, last);
  port.postMessage({ id, part, spare: bytes }, [part.data.buffer, bytes.buffer as ArrayBuffer]);
});
