import { crc32, deflateRawSync } from 'node:zlib';

const strToU8 = (text: string) => new TextEncoder().encode(text);

/** A cell as written in sheet1.xml: its reference, attributes and inner XML. */
export type HandCell = string;

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK = `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/><Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>`;

/**
 * A minimal xlsx written by hand, so tests can say exactly what the file holds (and what it
 * claims): `sheetData` is the inner XML of sheet1's `<sheetData>`, `dimension` its declared
 * range, `strings` the shared strings' `<si>` inner XML, `styles` the whole styles part.
 */
export function xlsxByHand(options: {
  sheetData: string | Uint8Array;
  dimension?: string;
  strings?: readonly string[];
  styles?: string;
}): Uint8Array {
  const sheetOpen = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${
    options.dimension ? `<dimension ref="${options.dimension}"/>` : ''
  }<sheetData>`;
  const sheetClose = '</sheetData></worksheet>';
  const sheet =
    typeof options.sheetData === 'string'
      ? strToU8(sheetOpen + options.sheetData + sheetClose)
      : concat(strToU8(sheetOpen), options.sheetData, strToU8(sheetClose));
  const strings = options.strings ?? [];
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(CONTENT_TYPES),
    '_rels/.rels': strToU8(ROOT_RELS),
    'xl/workbook.xml': strToU8(WORKBOOK),
    'xl/_rels/workbook.xml.rels': strToU8(WORKBOOK_RELS),
    // Written before the styles and strings, as Excel does: the reader must not need the order.
    'xl/worksheets/sheet1.xml': sheet,
    'xl/styles.xml': strToU8(
      options.styles ??
        '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><cellXfs count="1"><xf numFmtId="0"/></cellXfs></styleSheet>',
    ),
    'xl/sharedStrings.xml': strToU8(
      `<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${strings.length}">${strings
        .map((s) => `<si>${s}</si>`)
        .join('')}</sst>`,
    ),
  };
  return zipOf(files);
}

/**
 * A ZIP of these files, deflated by zlib (fast enough to pack a 200 MB bomb in a test). Sizes
 * are written as a real archiver would; only the reader's guard stands between it and memory.
 */
function zipOf(files: Record<string, Uint8Array>): Uint8Array {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const [name, data] of Object.entries(files)) {
    const nameBytes = strToU8(name);
    const packed = deflateRawSync(data, { level: 9 });
    const crc = crc32(data);
    const header = (size: number, signature: number) => {
      const out = new Uint8Array(size + nameBytes.length);
      const view = new DataView(out.buffer);
      view.setUint32(0, signature, true);
      return { out, view };
    };
    const local = header(30, 0x04034b50);
    local.view.setUint16(4, 20, true);
    local.view.setUint16(8, 8, true);
    local.view.setUint32(14, crc, true);
    local.view.setUint32(18, packed.length, true);
    local.view.setUint32(22, data.length, true);
    local.view.setUint16(26, nameBytes.length, true);
    local.out.set(nameBytes, 30);
    const central = header(46, 0x02014b50);
    central.view.setUint16(4, 20, true);
    central.view.setUint16(6, 20, true);
    central.view.setUint16(10, 8, true);
    central.view.setUint32(16, crc, true);
    central.view.setUint32(20, packed.length, true);
    central.view.setUint32(24, data.length, true);
    central.view.setUint16(28, nameBytes.length, true);
    central.view.setUint32(42, offset, true);
    central.out.set(nameBytes, 46);
    locals.push(local.out, packed);
    centrals.push(central.out);
    offset += local.out.length + packed.length;
  }
  const directory = concat(...centrals);
  const end = new Uint8Array(22);
  const view = new DataView(end.buffer);
  view.setUint32(0, 0x06054b50, true);
  view.setUint16(8, centrals.length, true);
  view.setUint16(10, centrals.length, true);
  view.setUint32(12, directory.length, true);
  view.setUint32(16, offset, true);
  return concat(...locals, directory, end);
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** `count` rows of one inline-string cell each, after a header naming `header`. */
export function manyRows(header: string, count: number): string {
  const rows = [`<row r="1"><c r="A1" t="inlineStr"><is><t>${header}</t></is></c></row>`];
  for (let r = 2; r <= count + 1; r++)
    rows.push(`<row r="${r}"><c r="A${r}"><v>${r}</v></c></row>`);
  return rows.join('');
}
