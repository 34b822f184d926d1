import { request, type Agent } from 'node:http';
import { APP_ID, PRODUCT, serverUrl } from '../helpers/api';
import type { UploadReply } from './upload-helpers';

export const UPLOAD_PATH = `/api/${PRODUCT}-company/sysAttachment/upload`;
export const BOUNDARY = 'portal-test-boundary-7d3f';

/**
 * The multipart framing of one file, written by hand so that a test can send what a browser's
 * FormData never would (NUL in a name, a name of 10 000 characters, no boundary). `fileName` goes
 * into the header as given, only `"` escaped.
 */
export function filePart(fileName: string, type = 'application/octet-stream') {
  const quoted = fileName.replace(/"/g, '%22');
  return {
    head: Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${quoted}"\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
    ),
    tail: Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  };
}

export interface RawUpload {
  token: string;
  /** Default: multipart with BOUNDARY. */
  contentType?: string;
  /** The body as it is sent, chunk by chunk (a generator keeps a 100 MB body out of memory). */
  body: Iterable<Uint8Array> | AsyncIterable<Uint8Array>;
  /** Announced length; without it the body is sent chunked. */
  contentLength?: number;
  agent?: Agent;
}

export interface RawReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  json: UploadReply;
  /** The local port the request went out from: the same port means the same connection. */
  localPort: number | undefined;
}

/**
 * Posts an upload with node:http, writing the body with backpressure. The server may answer
 * before the body is all sent (a refused file); writing then stops and the answer is returned.
 */
export function postRaw(upload: RawUpload): Promise<RawReply> {
  const url = new URL(UPLOAD_PATH, serverUrl());
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = request(
      url,
      {
        method: 'POST',
        agent: upload.agent,
        headers: {
          appId: APP_ID,
          token: upload.token,
          'x-language': 'en-US',
          'content-type': upload.contentType ?? `multipart/form-data; boundary=${BOUNDARY}`,
          ...(upload.contentLength === undefined
            ? {}
            : { 'content-length': String(upload.contentLength) }),
        },
      },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          try {
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              json: JSON.parse(Buffer.concat(chunks).toString('utf8')) as UploadReply,
              localPort: req.socket?.localPort,
            });
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
      },
    );
    // A server that answered early may close the connection under the rest of the body.
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    void (async () => {
      for await (const chunk of upload.body) {
        if (answered || req.destroyed) break;
        if (!req.write(chunk)) {
          await new Promise<void>((done) => {
            const go = () => {
              req.off('drain', go);
              req.off('close', go);
              done();
            };
            req.on('drain', go);
            req.on('close', go);
          });
        }
      }
      if (!req.destroyed) req.end();
    })().catch((error: unknown) => {
      if (!answered) reject(error instanceof Error ? error : new Error(String(error)));
    });
  });
}

/** A file's bytes, produced on demand so that a 100 MB file is never held. */
export interface Content {
  size: number;
  chunks: () => Iterable<Uint8Array>;
}

/** `size` bytes starting with `start`, the rest `fill` (spaces by default), in 1 MiB chunks. */
export function padded(size: number, start: Uint8Array = new Uint8Array(0), fill = 0x20): Content {
  return {
    size,
    *chunks() {
      const head = start.subarray(0, size);
      if (head.byteLength > 0) yield head;
      const chunk = Buffer.alloc(1024 * 1024, fill);
      for (let sent = head.byteLength; sent < size; sent += chunk.byteLength) {
        yield chunk.subarray(0, Math.min(chunk.byteLength, size - sent));
      }
    },
  };
}

/** One file part as a whole multipart body, with its exact length. */
export function multipartOf(
  fileName: string,
  content: Content,
  type?: string,
): { body: Iterable<Uint8Array>; contentLength: number } {
  const { head, tail } = filePart(fileName, type);
  return {
    body: (function* () {
      yield head;
      yield* content.chunks();
      yield tail;
    })(),
    contentLength: head.byteLength + content.size + tail.byteLength,
  };
}
