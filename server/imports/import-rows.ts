import type { Language } from '../../src/shared/constants';
import { formFields } from '../../src/shared/form-config/form-fields';
import { validateFields } from '../../src/shared/validation/rules/validate-fields';
import type { FormValues, RecordData, RecordForm } from '../forms/records/record-form';
import { detailText } from '../http/messages';
import { columnFields, importFields } from './import-columns';
import type { SheetText } from './sheet/sheet-text';
import { ruleText } from './rule-text';
import { logConfigWarning } from '../forms/config-warning';

export interface RowFailure {
  /** The row's number in the sheet (the header is row 1). */
  row: number;
  cells: string[];
  reason: string;
}

export interface ImportContext {
  language: Language;
  /** Values the company already uses, per unique field. */
  taken: ReadonlyMap<string, ReadonlySet<string>>;
  /** The id of the n-th accepted record. */
  newId: () => string;
  now: string;
}

// A configuration mistake is the server's own: it shows in the server log.
const log = logConfigWarning;

/**
 * Checks every row as the page's add form checks a typed record (the same configuration and
 * shared rules, then the unique fields against the company and the rows above), and turns the
 * good ones into records. A bad row never stops the others.
 */
export function importRows(
  form: RecordForm,
  sheet: SheetText,
  context: ImportContext,
): { records: RecordData[]; failures: RowFailure[] } {
  const { language } = context;
  const config = form.config(language, 'add');
  const labels = new Map(importFields(form, language).map((f) => [f.name, f.label]));
  const columns = columnFields(form, sheet.header);
  const seen = new Map(form.unique.map((name) => [name, new Set<string>()]));
  const records: RecordData[] = [];
  const failures: RowFailure[] = [];

  sheet.rows.forEach((cells, index) => {
    const values: Record<string, FormValues[string]> = {};
    columns.forEach((field, c) => {
      if (field !== null) values[field] = cells[c] ?? '';
    });
    const fail = (reason: string) => failures.push({ row: index + 2, cells, reason });

    const shown = formFields(config, values, log);
    const [field, failure] = Object.entries(validateFields(shown.rules, values))[0] ?? [];
    if (field && failure) {
      fail(ruleText(failure, labels.get(field) ?? field, language));
      return;
    }
    for (const name of form.unique) {
      const value = String(values[name] ?? '').trim();
      if (value === '') continue;
      const label = labels.get(name) ?? name;
      if (context.taken.get(name)?.has(value)) {
        fail(detailText('recordValueTaken', language, { field: label }));
        return;
      }
      if (seen.get(name)?.has(value)) {
        fail(detailText('importValueRepeated', language, { field: label }));
        return;
      }
    }
    for (const name of form.unique) seen.get(name)?.add(String(values[name] ?? '').trim());
    records.push(
      form.toRecord(values, {
        id: context.newId(),
        draft: false,
        now: context.now,
        existing: null,
      }),
    );
  });
  return { records, failures };
}
