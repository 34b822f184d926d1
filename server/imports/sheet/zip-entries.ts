import { createInflateRaw } from 'node:zlib';
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
 * Inflates an entry chunk by chunk into `sink`, counting the bytes as they come out: past the
 * budget it stops with `tooLarge`, whatever sizes the ZIP declares (a bomb lies about them).
 * `sink` returns false when it has read enough; the rest is then never inflated. zlib's own
 * inflater (native, streaming, 64 KB at a time) rather than fflate's, which here was several
 * times slower and handed on output in a few large pieces.
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
  const take = (chunk: Uint8Array) => {
    budget.left -= chunk.length;
    if (budget.left < 0) throw new SheetError('tooLarge');
    return sink(chunk);
  };
  if (entry.method === 0) {
    for (let at = start; at < end; at += CHUNK_BYTES) {
      if (!take(bytes.subarray(at, Math.min(end, at + CHUNK_BYTES)))) return;
    }
    return;
  }
  if (entry.method !== 8) throw new SheetError('unreadable');
  const inflate = createInflateRaw({ chunkSize: CHUNK_BYTES });
  inflate.end(bytes.subarray(start, end));
  try {
    for await (const chunk of inflate as AsyncIterable<Buffer>) {
      if (!take(chunk)) break;
    }
  } catch (error) {
    if (error instanceof SheetError) throw error;
    // zlib's own errors: the deflate data is damaged.
    throw new SheetError('unreadable');
  } finally {
    inflate.destroy();
  }
}
