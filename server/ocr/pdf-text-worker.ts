import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parentPort } from 'node:worker_threads';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PdfTextReply, PdfTextRequest } from './pdf-text-messages';

// The 14 standard fonts' metrics ship inside pdfjs-dist; read from disk, never fetched.
const STANDARD_FONTS = `${join(
  dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts',
)}/`;

interface TextItem {
  str?: string;
  hasEOL?: boolean;
}

/** The text layer of the first `maxPages` pages, one line per text line pdf.js reports. */
async function textOf(bytes: Uint8Array, maxPages: number): Promise<string> {
  const task = getDocument({
    data: bytes,
    standardFontDataUrl: STANDARD_FONTS,
    // A document's scripts and embedded fonts are never run or installed: only text is wanted.
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  const pdf = await task.promise;
  try {
    const lines: string[] = [];
    for (let n = 1; n <= Math.min(pdf.numPages, maxPages); n += 1) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      let line = '';
      for (const item of content.items as TextItem[]) {
        line += item.str ?? '';
        if (item.hasEOL) {
          lines.push(line);
          line = '';
        } else if (item.str) {
          line += ' ';
        }
      }
      if (line.trim()) lines.push(line);
      page.cleanup();
    }
    return lines.join('\n');
  } finally {
    await task.destroy();
  }
}

parentPort?.on('message', (request: PdfTextRequest) => {
  void textOf(request.bytes, request.maxPages).then(
    (text) => parentPort?.postMessage({ id: request.id, text } satisfies PdfTextReply),
    () => parentPort?.postMessage({ id: request.id, problem: 'unreadable' } satisfies PdfTextReply),
  );
});
