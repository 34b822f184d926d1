/**
 * The helper worker of an xlsx export: compresses the sheet's segments on the second core while
 * the core worker writes the next ones (docs/exports.md). It knows nothing but deflate.
 */
import { deflateSegment } from './writer/deflate-segment';

interface Job {
  id: number;
  bytes: Uint8Array;
  last: boolean;
}

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<Job>) => {
  const { id, bytes, last } = event.data;
  const part = deflateSegment(bytes, last);
  // The segment's buffer goes back too, for the writer's next segment (docs/exports.md).
  scope.postMessage({ id, part, spare: bytes }, [part.data.buffer, bytes.buffer]);
};

// Segments are sent only after this: a helper that never starts costs the export nothing.
scope.postMessage({ ready: true });
