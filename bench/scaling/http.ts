/**
 * The bench's client of the reference server: signs in as the portal does (the login fields
 * encrypted with the published key, the password stamped) and calls the sync endpoint with the
 * body the worker sends (src/worker/receivables/pull-changes.ts), in either answer format: JSON,
 * or the Arrow IPC stream (gzipped, as the worker asks for it). Sync calls go through node:http so
 * that the bytes counted are the bytes on the wire.
 */
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { RecordBatchReader } from 'apache-arrow';
import { resolvePath } from '../../src/api/contract/endpoint';
import { newLoginNonce, stampLoginPassword } from '../../src/api/crypto/login-stamp';
import { encryptForLogin, importLoginPublicKey } from '../../src/api/crypto/rsa-oaep';
import { login } from '../../src/api/endpoints/auth/login';
import {
  SYNC_ARROW_MEDIA_TYPE,
  SYNC_ARROW_META,
  syncTable,
  type SyncTable,
} from '../../src/api/endpoints/receivables/sync-table';

export type SyncFormat = 'json' | 'arrow';

const PRODUCT = 'scf';
const HEADERS = { appId: 'scf-portal', 'x-language': 'en-US', Accept: 'application/json' };

export interface SyncAnswer {
  rows: unknown[][];
  deleted: [string, number][];
  nextSeq: number;
  done: boolean;
}

export interface TimedPage {
  page: SyncAnswer;
  /** Request sent → answer parsed. */
  ms: number;
  bytes: number;
  contentType: string;
}

async function post(url: string, body: unknown, token?: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { ...HEADERS, 'Content-Type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { text, contentType: response.headers.get('content-type') ?? '' };
}

export async function signIn(baseUrl: string, userName: string, password: string) {
  const config = (await (await fetch(new URL('/portal-config.json', baseUrl))).json()) as {
    loginPublicKey: string;
  };
  const key = await importLoginPublicKey(config.loginPublicKey);
  const stamped = stampLoginPassword(password, Date.now(), newLoginNonce());
  const { text } = await post(
    new URL(resolvePath(login.path, PRODUCT, undefined), baseUrl).toString(),
    {
      userName: await encryptForLogin(key, userName),
      password: await encryptForLogin(key, stamped),
      loginName: userName,
      type: 1,
    },
  );
  const envelope = JSON.parse(text) as { code: number; data?: { token: string } };
  if (envelope.code !== 200 || !envelope.data) throw new Error(`sign-in of ${userName}: ${text}`);
  return envelope.data.token;
}

/** A POST with a JSON body; answers the status, headers and the raw (undecoded) body. */
function rawPost(url: string, headers: Record<string, string>, body: string) {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; raw: Buffer }>(
    (resolve, reject) => {
      const req = request(url, { method: 'POST', headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, raw: Buffer.concat(chunks) }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(body);
    },
  );
}

/** The Arrow answer read as the worker reads it: batch by batch, the page head from metadata. */
function readArrow(bytes: Uint8Array): SyncAnswer {
  const reader = RecordBatchReader.from(bytes);
  reader.open();
  // Read before the batches: a reader that has run out drops its schema.
  const meta = reader.schema.metadata;
  let rowCount = 0;
  for (const batch of reader) rowCount += batch.numRows;
  return {
    // Only the count is compared; the worker appends the columns without making rows.
    rows: { length: rowCount } as unknown[][],
    deleted: JSON.parse(meta.get(SYNC_ARROW_META.deleted) ?? '[]') as [string, number][],
    nextSeq: Number(meta.get(SYNC_ARROW_META.nextSeq)),
    done: meta.get(SYNC_ARROW_META.done) === 'true',
  };
}

/**
 * One page of a table's changes after `sinceSeq`, timed from the request to the decoded answer
 * (JSON parsed; Arrow gunzipped and its batches read).
 */
export async function syncPage(
  baseUrl: string,
  token: string,
  table: SyncTable,
  sinceSeq: number,
  first: boolean,
  format: SyncFormat,
  limit = 50_000,
): Promise<TimedPage> {
  const url = new URL(resolvePath(syncTable.path, PRODUCT, { table }), baseUrl).toString();
  const headers: Record<string, string> = {
    ...HEADERS,
    'Content-Type': 'application/json',
    token,
    ...(format === 'arrow'
      ? { Accept: SYNC_ARROW_MEDIA_TYPE, 'Accept-Encoding': 'gzip' }
      : { 'Accept-Encoding': 'identity' }),
  };
  const started = performance.now();
  const { headers: answered, raw } = await rawPost(
    url,
    headers,
    JSON.stringify({ sinceSeq, limit, countRemaining: first }),
  );
  const contentType = String(answered['content-type'] ?? '');
  let page: SyncAnswer;
  if (contentType.startsWith(SYNC_ARROW_MEDIA_TYPE)) {
    page = readArrow(answered['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw);
  } else {
    const envelope = JSON.parse(raw.toString('utf8')) as { code: number; data?: SyncAnswer };
    if (envelope.code !== 200 || !envelope.data) {
      throw new Error(`sync/${table}: ${raw.toString('utf8').slice(0, 300)}`);
    }
    page = envelope.data;
  }
  const ms = performance.now() - started;
  if (format === 'arrow' && !contentType.startsWith(SYNC_ARROW_MEDIA_TYPE)) {
    throw new Error(`sync/${table}: asked for Arrow, answered ${contentType}`);
  }
  return { page, ms, bytes: raw.length, contentType };
}

/** Every page of a table after `sinceSeq`, as the worker pulls them. */
export async function syncAll(
  baseUrl: string,
  token: string,
  table: SyncTable,
  sinceSeq: number,
  format: SyncFormat,
) {
  let since = sinceSeq;
  let ms = 0;
  let bytes = 0;
  let rows = 0;
  let deleted = 0;
  for (let first = true; ; first = false) {
    const timed = await syncPage(baseUrl, token, table, since, first, format);
    ms += timed.ms;
    bytes += timed.bytes;
    rows += timed.page.rows.length;
    deleted += timed.page.deleted.length;
    since = timed.page.nextSeq;
    if (timed.page.done) {
      return { ms, bytes, rows, deleted, nextSeq: since, contentType: timed.contentType };
    }
  }
}
