import type { HttpBindings } from '@hono/node-server';
import type { MiddlewareHandler } from 'hono';
import type { IncomingMessage } from 'node:http';
import { ZIP_MAX_BYTES } from '../../src/shared/upload/upload-limits';

/**
 * A refused body up to this size is read to its end and dropped before the refusal goes out, so
 * the client reads the answer and its keep-alive connection stays usable: the largest upload any
 * type may send, plus room for its form fields. A JSON body of 20 MB refused at its header and
 * closed on at once made the client's send fail with EPIPE before it could read the refusal
 * (CI, loaded machine), as a 21 MB PDF that claimed to be a ZIP did on the upload route. Dropping
 * costs bandwidth, not memory; a body announced larger is answered at once with
 * `Connection: close`.
 */
export const DRAIN_MAX_BYTES = ZIP_MAX_BYTES + 1024 * 1024;
/**
 * A client that sends nothing for this long mid-body loses its connection rather than holding the
 * answer. It is a quiet time, not a total: a slow but steady client is not cut off.
 */
const DRAIN_IDLE_MS = 10_000;

/**
 * Answers refused before their body was read (no token, forbidden, too large, a fair-queue
 * refusal) would otherwise leave the rest of the body on the connection: @hono/node-server then
 * gives it 500 ms to arrive and destroys the socket without saying so, and the client's next
 * request on that connection fails with "socket hang up". Here the rest is read and dropped
 * before the answer goes out; a body too large, too slow or already half read by someone else
 * gets `Connection: close`, so the client knows not to reuse the connection.
 */
export function drainUnreadBodies(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
    if (!incoming || incoming.readableEnded || incoming.destroyed) return;
    if (await dropRest(incoming, () => c.req.raw.body)) return;
    c.res.headers.set('connection', 'close');
  };
}

/** True when the body ended within the byte and time bounds. */
function dropRest(incoming: IncomingMessage, body: () => ReadableStream<Uint8Array> | null) {
  // A handler that gave up on the body may already be dropping it itself (an upload refused
  // mid-file resumes it with no reader): then only its end is awaited.
  if (incoming.readableFlowing && incoming.listenerCount('data') === 0) return awaitEnd(incoming);
  // Announced too large to drop: not worth reading.
  const declared = Number(incoming.headers['content-length'] ?? Number.NaN);
  if (declared > DRAIN_MAX_BYTES) return Promise.resolve(false);
  // Otherwise read through the Request's own stream: once Hono has wrapped the incoming message
  // in one, that wrapper holds the flow, and reading the message beside it stalls at its buffer.
  const stream = body();
  return stream && !stream.locked ? drain(stream) : Promise.resolve(false);
}

function awaitEnd(incoming: IncomingMessage): Promise<boolean> {
  return new Promise((resolve) => {
    let bytes = 0;
    const finish = (ended: boolean) => {
      timer.stop();
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onError);
      resolve(ended);
    };
    const onData = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > DRAIN_MAX_BYTES) finish(false);
    };
    const onEnd = () => finish(true);
    const onError = () => finish(false);
    const timer = idleTimer(
      () => bytes,
      () => finish(false),
    );
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('error', onError);
  });
}

async function drain(body: ReadableStream<Uint8Array>): Promise<boolean> {
  const reader = body.getReader();
  let stalled = false;
  let bytes = 0;
  const timer = idleTimer(
    () => bytes,
    () => {
      stalled = true;
      reader.cancel().catch(() => undefined);
    },
  );
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return !stalled;
      bytes += value.byteLength;
      if (bytes > DRAIN_MAX_BYTES) {
        await reader.cancel();
        return false;
      }
    }
  } catch {
    return false;
  } finally {
    timer.stop();
    reader.releaseLock();
  }
}

/**
 * Calls `onIdle` once no byte has come for DRAIN_IDLE_MS. When the timer fires it first lets the
 * event loop reach its poll phase once (setImmediate): after a long synchronous stretch (a heavy
 * query on the same thread) timers run before the socket's waiting data is read, and a client that
 * kept sending all along must not be taken for a silent one.
 */
export function idleTimer(progress: () => number, onIdle: () => void): { stop(): void } {
  let seen = progress();
  let stopped = false;
  let timer: NodeJS.Timeout;
  let pending: NodeJS.Immediate | undefined;
  const arm = () => {
    timer = setTimeout(() => {
      pending = setImmediate(() => {
        if (stopped) return;
        const now = progress();
        if (now !== seen) {
          seen = now;
          arm();
        } else onIdle();
      });
    }, DRAIN_IDLE_MS);
  };
  arm();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
      if (pending) clearImmediate(pending);
    },
  };
}
