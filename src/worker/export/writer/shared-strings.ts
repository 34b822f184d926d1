import { needsPreserve, xmlText } from './xml-escape';

/**
 * The workbook's shared string table: each distinct text once, cells refer to it by index.
 * Kept only for measurement (see docs/exports.md): inline strings won at a million rows.
 */
export class SharedStrings {
  private readonly index = new Map<string, number>();
  private references = 0;

  /** The index of a text, adding it on first use. */
  indexOf(text: string): number {
    this.references++;
    let at = this.index.get(text);
    if (at === undefined) {
      at = this.index.size;
      this.index.set(text, at);
    }
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
