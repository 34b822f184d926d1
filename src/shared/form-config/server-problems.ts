import type { FieldFailures } from '../validation/rules/validate-fields';
import type { ShownItem } from './form-fields';
import { cellName, tableRowsOf } from './table-rows';

/** A value name the form shows, and the label the server names it by. */
export interface LabelledName {
  name: string;
  label: string;
}

/** The failure a field shows for a server's refusal: its own text, already translated. */
export const SERVER_PROBLEM_KEY = 'screen.form.server_problem';

export interface ServerProblems {
  /** Failures by value name, shown on their fields. */
  fields: FieldFailures<string>;
  /** What could not be put on a shown field: said once above the form's actions. */
  form: string | null;
}

// The envelope wraps a field's problem as "Invalid request: {field}: {problem}" (en-US) or
// "请求参数错误：{field}：{problem}" (zh-CN); both separators are accepted in either order.
const SEPARATOR = /^\s*[:：]\s*/;

function afterPrefix(message: string, labels: readonly LabelledName[]): string {
  // The detail starts after the first separator unless the message already starts with a label.
  if (labels.some((l) => l.label !== '' && message.startsWith(l.label))) return message;
  const cut = /[:：]\s*/.exec(message);
  return cut ? message.slice(cut.index + cut[0].length) : message;
}

/**
 * Puts a save refusal on the field it names. The server answers in the user's language and names
 * the field by its label (docs/form-config.md), so a refusal of "Due date: must not be before the
 * issue date" lands under Due date with the server's own words. The longest label that the detail
 * starts with wins ("Exchange rate (settlement)" over "Exchange rate"). A refusal naming no shown
 * field (a rule on the record as a whole) is a form-level message.
 */
export function serverProblems(message: string, shown: readonly LabelledName[]): ServerProblems {
  const detail = afterPrefix(message.trim(), shown);
  const byLength = [...shown]
    .filter((s) => s.label !== '')
    .sort((a, b) => b.label.length - a.label.length);
  for (const candidate of byLength) {
    if (!detail.startsWith(candidate.label)) continue;
    const rest = detail.slice(candidate.label.length);
    const separator = SEPARATOR.exec(rest);
    if (!separator) continue;
    const text = rest.slice(separator[0].length).trim() || detail;
    return {
      fields: { [candidate.name]: { key: SERVER_PROBLEM_KEY, params: { message: text } } },
      form: null,
    };
  }
  return { fields: {}, form: message };
}

/**
 * The names a refusal may point at: every shown field by its label, and every table cell as the
 * server labels it ("Order lines 2: Quantity" for `lines.1.quantity`).
 */
export function labelledNames(
  items: readonly ShownItem[],
  values: Readonly<Record<string, unknown>>,
): LabelledName[] {
  return items.flatMap((item): LabelledName[] => {
    if ('columns' in item) {
      const rows = tableRowsOf(values[item.name]);
      return [
        { name: item.name, label: item.label },
        ...rows.flatMap((_, row) =>
          item.columns.map((c) => ({
            name: cellName(item.name, row, c.config.name),
            label: `${item.label} ${row + 1}: ${c.config.label}`,
          })),
        ),
      ];
    }
    if ('config' in item) return [{ name: item.config.name, label: item.config.label }];
    return labelledNames(item.children, values);
  });
}
