import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * getUrl answers a URL an anchor or a new tab can open: it cannot send the token header, so the
 * URL carries an HMAC of the key, the mode and the expiry instead. The secret lives in memory:
 * a restart invalidates outstanding URLs, which the portal simply asks for again.
 */
const secret = randomBytes(32);

/** A preview or download URL lives ten minutes; an import's error report a day (docs/uploads.md). */
export const FILE_URL_TTL_MS = 10 * 60_000;
export const REPORT_URL_TTL_MS = 24 * 60 * 60_000;

export interface FileGrant {
  objectKey: string;
  preview: boolean;
  /** Epoch ms. */
  expires: number;
}

const mac = (grant: FileGrant) =>
  createHmac('sha256', secret)
    .update(`${grant.objectKey}\n${grant.preview ? 1 : 0}\n${grant.expires}`)
    .digest('base64url');

export function signedFileUrl(origin: string, path: string, grant: FileGrant): string {
  const url = new URL(path, origin);
  url.searchParams.set('key', grant.objectKey);
  url.searchParams.set('preview', String(grant.preview));
  url.searchParams.set('expires', String(grant.expires));
  url.searchParams.set('sig', mac(grant));
  return url.toString();
}

/** The grant of a file URL, or null when it was not signed here, was altered or has expired. */
export function verifyFileUrl(query: Record<string, string>, now: number): FileGrant | null {
  const { key, preview, expires, sig } = query;
  if (!key || !sig || (preview !== 'true' && preview !== 'false')) return null;
  const grant = { objectKey: key, preview: preview === 'true', expires: Number(expires) };
  if (!Number.isFinite(grant.expires) || grant.expires < now) return null;
  const expected = Buffer.from(mac(grant));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given) ? grant : null;
}
