import { numberText } from './cell-text';
import { readPart } from './read-part';
import type { SheetCell, SheetCollector } from './sheet-text';
import { attributes, xmlText } from './xml-text';
import type { InflateBudget, ZipEntry } from './zip-entries';

/** The column of a cell reference (`C7` is 2), or null when it has none. */
function columnOf(ref: string | undefined): number | null {
  if (ref === undefined) return null;
  let col = 0;
  let i = 0;
  for (; i < ref.length && i < 3; i++) {
    const code = ref.charCodeAt(i) & ~0x20; // upper case
    if (code < 65 || code > 90) break;
    col = col * 26 + (code - 64);
  }
  return i === 0 ? null : col - 1;
}

export interface SheetLookups {
  strings: readonly string[];
  dates: readonly boolean[];
}

interface OpenCell {
  col: number;
  type: string;
  date: boolean;
  value: string[];
}

/** A cell's text as the form would hold it; `value` is its raw `<v>` or inline text. */
function cellText(cell: OpenCell, value: string, strings: readonly string[]): string {
  switch (cell.type) {
    case 's':
      return (strings[Number(value)] ?? '').trim();
    case 'b':
      return value === '' ? '' : value === '1' || value === 'true' ? 'true' : 'false';
    case 'inlineStr':
    case 'str':
    case 'e':
      return value.trim();
    case 'd':
      return value.trim().slice(0, 10);
    default:
      return value.trim() === '' ? '' : numberText(Number(value), cell.date);
  }
}

/**
 * Streams the sheet's rows into the collector: only the cells written in the file, whatever
 * range its `<dimension>` declares, in the order written. Reading stops at the end of the sheet
 * data, or when the collector refuses a row beyond the import's limit.
 */
export function readSheetRows(
  bytes: Uint8Array,
  entries: ReadonlyMap<string, ZipEntry>,
  path: string,
  budget: InflateBudget,
  lookups: SheetLookups,
  collector: SheetCollector,
): Promise<boolean> {
  let cells: SheetCell[] | null = null;
  let cell: OpenCell | null = null;
  let capture = false;
  let phonetic = 0;
  let lastCol = -1;
  return readPart(bytes, entries, path, budget, (stop) => ({
    open(name, raw, selfClosing) {
      if (name === 'row') {
        cells = [];
        lastCol = -1;
      } else if (name === 'c' && cells !== null) {
        const a = attributes(raw);
        const col = columnOf(a.get('r')) ?? lastCol + 1;
        lastCol = col;
        cell = {
          col,
          type: a.get('t') ?? 'n',
          date: lookups.dates[Number(a.get('s') ?? 0)] ?? false,
          value: [],
        };
      } else if (name === 'rPh' && !selfClosing) phonetic++;
      else if ((name === 'v' || name === 't') && cell !== null && phonetic === 0) {
        capture = !selfClosing;
      }
    },
    close(name) {
      if (name === 'v' || name === 't') capture = false;
      else if (name === 'rPh') phonetic = Math.max(0, phonetic - 1);
      else if (name === 'c' && cell !== null) {
        const text = cellText(cell, xmlText(cell.value.join('')), lookups.strings);
        if (text !== '') cells?.push({ col: cell.col, text });
        cell = null;
      } else if (name === 'row' && cells !== null) {
        const row = cells;
        cells = null;
        collector.add(row);
      } else if (name === 'sheetData') stop();
    },
    text(raw) {
      if (capture) cell?.value.push(raw);
    },
  }));
}
