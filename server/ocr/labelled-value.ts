/**
 * What a document prints after a label: "Invoice No.: INV-1", "发票号码：123", or a label alone on
 * its line with the value on the next ("Bill To" / "Northwind Retail"). Labels are regular
 * expression sources, tried in the order given (the most specific first), each over every line.
 */
export interface LabelledValue {
  /** The text after the label on its line, or the next non-empty line when nothing follows. */
  value: string;
  /** The whole line the label is on, for values written before the label's text ends. */
  line: string;
}

/** A line that is itself "Label: value": never the value of the label above it. */
const LABELLED = /^[^\d:：]{2,30}[:：]/;

/** A label starts a word (or is Chinese), and may be followed by a colon, '#', or 'No.'. */
const labelPattern = (label: string) =>
  new RegExp(`(?:^|[^A-Za-z])(?:${label})\\.?\\s*(?:[:：#]|\\bNo\\.?)?\\s*`, 'i');

export function labelledValue(
  lines: readonly string[],
  labels: readonly string[],
  accept: (value: string) => boolean = (v) => v.length > 0,
): LabelledValue | null {
  for (const label of labels) {
    const pattern = labelPattern(label);
    for (let i = 0; i < lines.length; i += 1) {
      const line = lines[i] ?? '';
      const m = pattern.exec(line);
      if (!m) continue;
      const rest = line.slice(m.index + m[0].length).trim();
      if (accept(rest)) return { value: rest, line };
      if (rest.length === 0) {
        const next = lines.slice(i + 1).find((l) => l.trim().length > 0);
        if (next !== undefined && !LABELLED.test(next) && accept(next.trim())) {
          return { value: next.trim(), line };
        }
      }
    }
  }
  return null;
}

/** The text as trimmed lines, with the runs of spaces OCR leaves inside them made single. */
export const textLines = (text: string): string[] =>
  text.split(/\r?\n/).map((l) => l.replace(/[ \t\u00a0\u3000]+/g, ' ').trim());
