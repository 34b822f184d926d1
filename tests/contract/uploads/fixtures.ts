import { zipSync } from 'fflate';

/** A real 1×1 grey PNG: the server checks the magic bytes, so a test file must be one. */
export const TINY_PNG = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

/** The first bytes of a PDF (what `%PDF` sniffing needs). */
export const PDF_START = new TextEncoder().encode('%PDF-1.4\n%\u00e2\u00e3\n');

/** A PDF-looking file of exactly `size` bytes: the header, then spaces. */
export function pdfOfSize(size: number): Uint8Array {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(PDF_START);
  return bytes;
}

/** A real ZIP holding one stored entry of `size` bytes. */
export function zipOfSize(size: number): Uint8Array {
  return zipSync({ 'scan.bin': new Uint8Array(size).fill(7) }, { level: 0 });
}
