import type { SheetCell, SheetCollector } from './sheet-text';

const SEPARATORS = [',', '\t', ';', '|'];

/**
 * The separator SheetJS would pick, so csv files import as before: a `sep=` first line, else the
 * most frequent of `,` tab `;` `|` outside quotes in the first 1024 characters (ties go to the
 * earlier in that list).
 */
function separatorOf(text: string): { separator: string; start: number } {
  const declared = /^sep=(.)(\r\n|\r|\n)/.exec(text);
  if (declared) return { separator: declared[1] ?? ',', start: declared[0].length };
  const counts = new Map<string, number>();
  let quoted = false;
  for (const ch of text.slice(0, 1024)) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && SEPARATORS.includes(ch)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  }
  let best = ',';
  let most = 0;
  for (const separator of SEPARATORS) {
    const n = counts.get(separator) ?? 0;
    if (n > most) [best, most] = [separator, n];
  }
  return { separator: best, start: 0 };
}

/** A field as written, its surrounding quotes removed and doubled quotes undone; then trimmed. */
function fieldText(raw: string): string {
  const unquoted =
    raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"')
      ? raw.slice(1, -1).replace(/""/g, '"')
      : raw;
  return unquoted.trim();
}

/**
 * Reads csv text row by row into the collector, every field kept as typed (no guessed numbers
 * or dates): a quoted field may hold separators and line breaks. One pass over the text; the
 * collector stops it at the import's row limit.
 */
export function readCsvRows(text: string, collector: SheetCollector): void {
  const { separator, start } = separatorOf(text);
  let cells: SheetCell[] = [];
  let col = 0;
  let from = start;
  let quoted = false;
  const finish = (end: number) => {
    const value = fieldText(text.slice(from, end));
    if (value !== '') cells.push({ col, text: value });
    col++;
    from = end + 1;
  };
  const endRow = () => {
    collector.add(cells);
    cells = [];
    col = 0;
  };
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"') {
      if (text[from] === '"') quoted = !quoted;
    } else if (quoted) continue;
    else if (ch === separator) finish(i);
    else if (ch === '\n' || ch === '\r') {
      finish(i);
      endRow();
      if (ch === '\r' && text[i + 1] === '\n') {
        i++;
        from = i + 1;
      }
    }
  }
  if (from < text.length || cells.length > 0) {
    finish(text.length);
    endRow();
  }
}
