import { unzipSync } from 'fflate';
import { APP_ID, PRODUCT, serverUrl } from './helpers/api';

/** The answer of batchDownloadByKey: the ZIP's entries, or the envelope of a refusal. */
export async function fetchZip(
  token: string,
  objectKey: string,
  baseUrl = serverUrl(),
): Promise<
  | { kind: 'zip'; entries: Record<string, Uint8Array>; disposition: string }
  | { kind: 'refused'; body: { code: number; message: string; messageKey?: string } }
> {
  const url = new URL(`/api/${PRODUCT}-company/sysAttachment/batchDownloadByKey`, baseUrl);
  url.searchParams.set('objectKey', objectKey);
  const response = await fetch(url, { headers: { appId: APP_ID, token, 'x-language': 'en-US' } });
  const type = response.headers.get('content-type') ?? '';
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (type.startsWith('application/zip')) {
    return {
      kind: 'zip',
      entries: unzipSync(bytes),
      disposition: response.headers.get('content-disposition') ?? '',
    };
  }
  return { kind: 'refused', body: JSON.parse(new TextDecoder().decode(bytes)) as never };
}

/** The bytes behind a signed file URL (getUrl or getDmsUrl). */
export async function fetchUrl(
  url: string,
): Promise<{ status: number; bytes: Uint8Array; type: string; disposition: string }> {
  const response = await fetch(url);
  return {
    status: response.status,
    bytes: new Uint8Array(await response.arrayBuffer()),
    type: response.headers.get('content-type') ?? '',
    disposition: response.headers.get('content-disposition') ?? '',
  };
}
