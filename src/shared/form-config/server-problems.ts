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

function oneProblem(detail: string, byLength: readonly LabelledName[]) {
  for (const candidate of byLength) {
    if (!detail.startsWith(candidate.label)) continue;
    const rest = detail.slice(candidate.label.length);
    const separator = SEPARATOR.exec(rest);
    if (!separator) continue;
    return { name: candidate.name, text: rest.slice(separator[0].length).trim() || detail };
  }
  return null;
}

/**
 * Puts a save refusal on the fields it names. The server answers in the user's language and
 * names each field by its label, several problems joined by "; " (docs/form-config.md): "Due
 * date: must not be before the issue date" lands under Due date in the server's own words. The
 * longest label a problem starts with wins ("Exchange rate (settlement)" over "Exchange rate").
 * Problems naming no shown field (a rule on the record as a whole) are a form-level message.
 */
export function serverProblems(message: string, shown: readonly LabelledName[]): ServerProblems {
  const detail = afterPrefix(message.trim(), shown);
  const byLength = [...shown]
    .filter((s) => s.label !== '')
    .sort((a, b) => b.label.length - a.label.length);
  const fields: FieldFailures<string> = {};
  const rest: string[] = [];
  for (const part of detail.split(/\s*[;；]\s*/).filter((p) => p !== '')) {
    const found = oneProblem(part, byLength);
    if (found && !fields[found.name]) {
      fields[found.name] = { key: SERVER_PROBLEM_KEY, params: { message: found.text } };
    } else if (!found) {
      rest.push(part);
    }
  }
  if (Object.keys(fields).length === 0) return { fields, form: message };
  return { fields, form: rest.length > 0 ? rest.join('; ') : null };
}

/**
 * The refusal's own list of problems (`data.fields` of the validation envelope: each field's key
 * and text), when the delivery carries it: no label matching is needed then.
 */
export function structuredProblems(
  problems: readonly { field: string; message: string }[],
  shown: readonly LabelledName[],
): ServerProblems {
  const names = new Set(shown.map((s) => s.name));
  const fields: FieldFailures<string> = {};
  const rest: string[] = [];
  for (const p of problems) {
    if (names.has(p.field) && !fields[p.field]) {
      fields[p.field] = { key: SERVER_PROBLEM_KEY, params: { message: p.message } };
    } else if (!names.has(p.field)) {
      rest.push(p.message);
    }
  }
  return { fields, form: rest.length > 0 ? rest.join('; ') : null };
}

/**
 * A refusal on the fields it names: the envelope's `data.fields` when the refusal carries them,
 * otherwise the labels its text names (docs/form-config.md "Saving").
 */
export function refusalProblems(
  refusal: { text: string; fields?: readonly { field: string; message: string }[] | undefined },
  shown: readonly LabelledName[],
): ServerProblems {
  return refusal.fields
    ? structuredProblems(refusal.fields, shown)
    : serverProblems(refusal.text, shown);
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
