/**
 * The stage of a recorded answer's pipeline that writes the answer's gzip bytes, as they go to
 * the client, into the snapshot (snapshot-recorder.ts): the stored page is the very answer sent,
 * compressed once. It holds back one chunk, so the client has its last byte only once the page
 * is ended (and, on the chain's last page, the snapshot committed): the next page's request
 * always finds the recording ready for it, and the next first sync finds the snapshot.
 */
import { Transform } from 'node:stream';
import type { PageRecording } from './snapshot-recorder';

export function recordingTap(page: PageRecording, end: () => Promise<void>): Transform {
  let held: Buffer | undefined;
  let ended = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const previous = held;
      held = chunk;
      if (!previous) return done();
      page.append(previous).then(() => done(null, previous), done);
    },
    flush(done) {
      const last = held;
      held = undefined;
      (async () => {
        if (last) await page.append(last);
        await end();
        ended = true;
      })().then(() => done(null, last), done);
    },
    // A client that left, or a read that failed: the page is not whole, the recording is dropped.
    destroy(error, done) {
      if (!ended) page.fail();
      done(error);
    },
  });
}

/** Passes the bytes on and counts them (the recorded answer's length before gzip). */
export function byteCounter(count: { bytes: number }): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      count.bytes += chunk.length;
      done(null, chunk);
    },
  });
}
