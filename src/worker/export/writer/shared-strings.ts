import { needsPreserve, xmlText } from './xml-escape';

/**
 * Texts of a column looked at before deciding whether its texts repeat. A column of a thousand
 * remarks has about 630 new texts in its first thousand and looked unique at 1 000; at 4 000
 * it is a quarter new, while invoice numbers are still all new.
 */
export const SAMPLE_TEXTS = 4000;
/** A column stops sharing when more than this many of its sampled texts were new. */
const MOSTLY_NEW = SAMPLE_TEXTS / 2;
/** Bounds, so the table's memory does not grow with the rows: distinct texts, and one text's length. */
export const MAX_SHARED = 1 << 17;
export const MAX_SHARED_CHARS = 256;

/**
 * The workbook's shared string table, for the texts that repeat. A shared cell is
 * `<c t="s"><v>12</v></c>` instead of the text inline: buyer names, currencies, statuses and
 * remarks repeat down a list and shrink from ~60 bytes to ~20, which is less XML to write, to
 * deflate and to checksum. Texts that do not repeat (invoice numbers) would only grow the table,
 * so each column is watched over its first SAMPLE_TEXTS texts and stops sharing when most of
 * them were new; the table also stops growing at MAX_SHARED texts, and long texts stay inline.
 * Measurements in docs/exports.md.
 */
export class SharedStrings {
  private readonly index = new Map<string, number>();
  private references = 0;
  /** Per column: texts looked up while sampling, how many of them were new, whether it shares. */
  private readonly columns: { looked: number; added: number; shares: boolean }[];

  constructor(columns: number) {
    this.columns = Array.from({ length: columns }, () => ({ looked: 0, added: 0, shares: true }));
  }

  /** The index of a text of column `column`, added on first use; -1 when it goes inline. */
  indexOf(column: number, text: string): number {
    const col = this.columns[column];
    if (!col?.shares) return -1;
    let at = this.index.get(text);
    if (col.looked < SAMPLE_TEXTS) {
      col.looked++;
      if (at === undefined) col.added++;
      if (col.looked === SAMPLE_TEXTS && col.added > MOSTLY_NEW) col.shares = false;
    }
    if (at === undefined) {
      if (this.index.size >= MAX_SHARED || text.length > MAX_SHARED_CHARS) return -1;
      at = this.index.size;
      this.index.set(text, at);
    }
    this.references++;
    return at;
  }

  get size(): number {
    return this.index.size;
  }

  /** sharedStrings.xml in pieces of about `chunkChars` characters. */
  *xmlChunks(chunkChars = 1 << 22): Generator<string> {
    let xml =
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
      `<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${this.references}" uniqueCount="${this.index.size}">`;
    for (const text of this.index.keys()) {
      const escaped = xmlText(text);
      xml += needsPreserve(escaped)
        ? `<si><t xml:space="preserve">${escaped}</t></si>`
        : `<si><t>${escaped}</t></si>`;
      if (xml.length > chunkChars) {
        yield xml;
        xml = '';
      }
    }
    yield `${xml}</sst>`;
  }
}
