import { randomBytes } from 'node:crypto';
import { createReadStream, statSync } from 'node:fs';
import { request } from 'node:http';
import { basename } from 'node:path';

/**
 * Posts a file from disk as the portal's upload does (multipart field `file`), streaming it: the
 * bench holds a 1 MB buffer of it at a time, never the whole file. Answers the envelope code and
 * message key, or the HTTP failure.
 */
export function uploadFromDisk(
  url: string,
  token: string,
  path: string,
  contentType: string,
): Promise<{ code: number; messageKey?: string; ms: number }> {
  const boundary = `----bench${randomBytes(12).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${basename(path)}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const length = head.length + statSync(path).size + tail.length;
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: {
          appId: 'scf-portal',
          token,
          'x-language': 'en-US',
          'Content-Type': `multipart/form-data; boundary=${boundary}`,
          'Content-Length': length,
        },
      },
      (res) => {
        const parts: Buffer[] = [];
        res.on('data', (chunk: Buffer) => parts.push(chunk));
        res.on('end', () => {
          const ms = performance.now() - t0;
          try {
            const body = JSON.parse(Buffer.concat(parts).toString('utf8')) as {
              code: number;
              messageKey?: string;
            };
            resolve({
              code: body.code,
              ...(body.messageKey ? { messageKey: body.messageKey } : {}),
              ms,
            });
          } catch {
            resolve({ code: -(res.statusCode ?? 0), ms });
          }
        });
      },
    );
    req.on('error', reject);
    req.write(head);
    const file = createReadStream(path, { highWaterMark: 1024 * 1024 });
    file.on('error', reject);
    file.on('end', () => req.end(tail));
    file.pipe(req, { end: false });
  });
}
