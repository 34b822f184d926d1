import { inflateRawSync } from 'node:zlib';
import { MAX_INFLATED_BYTES } from './import-limits';
import { SheetError } from './sheet-error';

/** One file of a ZIP, as its central directory lists it. */
export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  localHeader: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
/** Inflated bytes handed on at a time. */
const CHUNK_BYTES = 64 * 1024;

/**
 * The entries of a ZIP held in memory, by lower-case name (Excel matches part names without
 * case). Read from the central directory, so entries can be inflated in the order the reader
 * needs them (workbook, styles, strings, then the sheet), whatever order they were written in.
 * ZIP64 and encrypted entries are not spreadsheets an import takes.
 */
export function zipEntries(bytes: Uint8Array): Map<string, ZipEntry> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (view.getUint32(i, true) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd === -1) throw new SheetError('unreadable');
  const count = view.getUint16(eocd + 10, true);
  let at = view.getUint32(eocd + 16, true);
  const decoder = new TextDecoder();
  const entries = new Map<string, ZipEntry>();
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== CENTRAL) {
      throw new SheetError('unreadable');
    }
    const flags = view.getUint16(at + 8, true);
    const nameLength = view.getUint16(at + 28, true);
    const entry: ZipEntry = {
      name: decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      localHeader: view.getUint32(at + 42, true),
    };
    if ((flags & 1) === 0) entries.set(entry.name.toLowerCase(), entry);
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return entries;
}

/** How many inflated bytes the reader may still take, shared by every entry it reads. */
export interface InflateBudget {
  left: number;
}

export const newBudget = (): InflateBudget => ({ left: MAX_INFLATED_BYTES });

/**
 * Inflates an entry and hands it to `sink` 64 KB at a time, as text to parse. zlib stops
 * inflating as soon as the output passes what is left of the budget (`maxOutputLength`), so a
 * bomb is refused with `tooLarge` after at most that many bytes, whatever sizes the ZIP declares.
 * `sink` returns false when it has read enough. Inflated in one native call: zlib's streaming
 * API is asynchronous (a thread-pool round trip per chunk, seconds for 50 MB on a busy machine)
 * and fflate's streaming inflater was several times slower than zlib.
 */
export async function inflateEntry(
  bytes: Uint8Array,
  entry: ZipEntry,
  budget: InflateBudget,
  sink: (chunk: Uint8Array) => boolean,
): Promise<void> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const header = entry.localHeader;
  if (header + 30 > bytes.length || view.getUint32(header, true) !== LOCAL) {
    throw new SheetError('unreadable');
  }
  const start = header + 30 + view.getUint16(header + 26, true) + view.getUint16(header + 28, true);
  const end = start + entry.compressedSize;
  if (end > bytes.length) throw new SheetError('unreadable');
  let data: Uint8Array;
  if (entry.method === 0) data = bytes.subarray(start, end);
  else if (entry.method === 8) {
    try {
      data = inflateRawSync(bytes.subarray(start, end), { maxOutputLength: budget.left + 1 });
    } catch (error) {
      const code = (error as { code?: string }).code;
      throw new SheetError(code === 'ERR_BUFFER_TOO_LARGE' ? 'tooLarge' : 'unreadable');
    }
  } else throw new SheetError('unreadable');
  budget.left -= data.length;
  if (budget.left < 0) throw new SheetError('tooLarge');
  for (let at = 0; at < data.length; at += CHUNK_BYTES) {
    if (!sink(data.subarray(at, at + CHUNK_BYTES))) return;
  }
}
