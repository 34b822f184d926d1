import * as XLSX from 'xlsx';
import { APP_ID, PRODUCT, serverUrl } from '../helpers/api';

export interface UploadReply {
  code: number;
  message: string;
  messageKey?: string;
  data?: { fileName: string; fileUrl: string; objectKey: string };
}

/** Posts one file as the portal does: multipart field `file`, the usual headers. */
export async function uploadFile(
  token: string,
  name: string,
  bytes: Uint8Array,
  type = 'application/octet-stream',
): Promise<UploadReply> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const response = await fetch(
    new URL(`/api/${PRODUCT}-company/sysAttachment/upload`, serverUrl()),
    { method: 'POST', headers: { appId: APP_ID, token, 'x-language': 'en-US' }, body: form },
  );
  return (await response.json()) as UploadReply;
}

/** An xlsx of these rows, as a user would fill in a template. */
export function xlsxOf(rows: (string | number)[][]): Uint8Array {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return new Uint8Array(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
}

/** The first sheet of an xlsx as rows of text. */
export function rowsOf(bytes: ArrayBuffer): string[][] {
  const book = XLSX.read(new Uint8Array(bytes), { type: 'array' });
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  if (!sheet) throw new Error('no sheet');
  return XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false, defval: '' });
}
