import { isDateFormat } from './cell-text';
import { readPart } from './read-part';
import { attributes, xmlText } from './xml-text';
import type { InflateBudget, ZipEntry } from './zip-entries';

type Entries = ReadonlyMap<string, ZipEntry>;

/** A part's path from a relationship target, relative to the folder of the part that names it. */
function resolve(folder: string, target: string): string {
  const parts = (target.startsWith('/') ? target.slice(1) : `${folder}${target}`).split('/');
  const out: string[] = [];
  for (const part of parts) {
    if (part === '..') out.pop();
    else if (part !== '.' && part !== '') out.push(part);
  }
  return out.join('/');
}

interface Relationship {
  type: string;
  target: string;
}

/** The relationships of a part, by id (`_rels/.rels`, `xl/_rels/workbook.xml.rels`). */
async function relationships(
  bytes: Uint8Array,
  entries: Entries,
  path: string,
  budget: InflateBudget,
): Promise<Map<string, Relationship>> {
  const found = new Map<string, Relationship>();
  await readPart(bytes, entries, path, budget, () => ({
    open(name, raw) {
      if (name !== 'Relationship') return;
      const a = attributes(raw);
      found.set(a.get('Id') ?? '', { type: a.get('Type') ?? '', target: a.get('Target') ?? '' });
    },
    close() {},
    text() {},
  }));
  return found;
}

/** Where the workbook keeps its first sheet, shared strings and styles. */
export interface WorkbookParts {
  sheet: string;
  sharedStrings: string | null;
  styles: string | null;
}

export async function workbookParts(
  bytes: Uint8Array,
  entries: Entries,
  budget: InflateBudget,
): Promise<WorkbookParts | null> {
  const root = [...(await relationships(bytes, entries, '_rels/.rels', budget)).values()].find(
    (r) => r.type.endsWith('/officeDocument'),
  );
  const workbook = root ? resolve('', root.target) : 'xl/workbook.xml';
  let firstSheet: string | null = null;
  const found = await readPart(bytes, entries, workbook, budget, (stop) => ({
    open(name, raw) {
      if (name !== 'sheet') return;
      firstSheet = attributes(raw).get('id') ?? null;
      stop();
    },
    close() {},
    text() {},
  }));
  if (!found || firstSheet === null) return null;
  const folder = workbook.slice(0, workbook.lastIndexOf('/') + 1);
  const rels = await relationships(
    bytes,
    entries,
    `${folder}_rels/${workbook.slice(folder.length)}.rels`,
    budget,
  );
  const sheet = rels.get(firstSheet);
  const ofType = (suffix: string) => {
    const rel = [...rels.values()].find((r) => r.type.endsWith(suffix));
    return rel ? resolve(folder, rel.target) : null;
  };
  return sheet
    ? {
        sheet: resolve(folder, sheet.target),
        sharedStrings: ofType('/sharedStrings'),
        styles: ofType('/styles'),
      }
    : null;
}

/**
 * The shared strings, in order. A string's text is its `<t>` runs, without the phonetic guide
 * (`<rPh>`) that East Asian workbooks add to it.
 */
export async function sharedStrings(
  bytes: Uint8Array,
  entries: Entries,
  path: string | null,
  budget: InflateBudget,
): Promise<string[]> {
  const strings: string[] = [];
  if (path === null) return strings;
  let current: string[] | null = null;
  let inText = false;
  let phonetic = 0;
  await readPart(bytes, entries, path, budget, () => ({
    open(name, _raw, selfClosing) {
      if (name === 'si') current = [];
      else if (name === 'rPh' && !selfClosing) phonetic++;
      else if (name === 't' && current !== null && phonetic === 0 && !selfClosing) inText = true;
    },
    close(name) {
      if (name === 't') inText = false;
      else if (name === 'rPh') phonetic = Math.max(0, phonetic - 1);
      else if (name === 'si' && current !== null) {
        strings.push(xmlText(current.join('')));
        current = null;
      }
    },
    text(raw) {
      if (inText) current?.push(raw);
    },
  }));
  return strings;
}

/** Excel's built-in number formats that show dates or times (ids as SheetJS reads them). */
const BUILT_IN_DATES = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56,
  57, 58, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81,
]);

/** For each cell style (`s` of a cell), whether its number format shows a date. */
export async function dateStyles(
  bytes: Uint8Array,
  entries: Entries,
  path: string | null,
  budget: InflateBudget,
): Promise<boolean[]> {
  const formats = new Map<number, string>();
  const styleFormats: number[] = [];
  let inCellXfs = false;
  if (path !== null) {
    await readPart(bytes, entries, path, budget, (stop) => ({
      open(name, raw, selfClosing) {
        if (name === 'numFmt') {
          const a = attributes(raw);
          formats.set(Number(a.get('numFmtId')), a.get('formatCode') ?? '');
        } else if (name === 'cellXfs' && !selfClosing) inCellXfs = true;
        else if (name === 'xf' && inCellXfs) {
          styleFormats.push(Number(attributes(raw).get('numFmtId') ?? 0));
        }
      },
      close(name) {
        if (name === 'cellXfs') stop();
      },
      text() {},
    }));
  }
  return styleFormats.map((id) => {
    const custom = formats.get(id);
    return custom !== undefined ? isDateFormat(custom) : BUILT_IN_DATES.has(id);
  });
}
