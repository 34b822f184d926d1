/**
 * The bench's client of the reference server: signs in as the portal does (the login fields
 * encrypted with the published key, the password stamped) and calls the sync endpoint with the
 * body the worker sends (src/worker/receivables/pull-changes.ts).
 */
import { resolvePath } from '../../src/api/contract/endpoint';
import { newLoginNonce, stampLoginPassword } from '../../src/api/crypto/login-stamp';
import { encryptForLogin, importLoginPublicKey } from '../../src/api/crypto/rsa-oaep';
import { login } from '../../src/api/endpoints/auth/login';
import { syncTable, type SyncTable } from '../../src/api/endpoints/receivables/sync-table';

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

/** One page of a table's changes after `sinceSeq`, timed from the request to the parsed answer. */
export async function syncPage(
  baseUrl: string,
  token: string,
  table: SyncTable,
  sinceSeq: number,
  first: boolean,
  limit = 50_000,
): Promise<TimedPage> {
  const url = new URL(resolvePath(syncTable.path, PRODUCT, { table }), baseUrl).toString();
  const started = performance.now();
  const { text, contentType } = await post(url, { sinceSeq, limit, countRemaining: first }, token);
  const envelope = JSON.parse(text) as { code: number; data?: SyncAnswer };
  const ms = performance.now() - started;
  if (envelope.code !== 200 || !envelope.data) {
    throw new Error(`sync/${table}: ${text.slice(0, 300)}`);
  }
  return { page: envelope.data, ms, bytes: Buffer.byteLength(text), contentType };
}

/** Every page of a table after `sinceSeq`, as the worker pulls them. */
export async function syncAll(baseUrl: string, token: string, table: SyncTable, sinceSeq: number) {
  let since = sinceSeq;
  let ms = 0;
  let bytes = 0;
  let rows = 0;
  let deleted = 0;
  for (let first = true; ; first = false) {
    const timed = await syncPage(baseUrl, token, table, since, first);
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
