import type { Language } from '../../src/shared/constants';
import type { FieldConfig } from '../../src/shared/form-config/field-config';
import { ownFields } from '../../src/shared/form-config/form-parts';
import type { RecordForm } from '../forms/records/record-form';

/**
 * The importable fields: every field an add form shows, in form order, but a table's cells (one
 * sheet row cannot hold lines) and what the form leaves out.
 */
export const importFields = (form: RecordForm, language: Language): FieldConfig[] =>
  ownFields(form.config(language, 'add')).filter(
    (f) => f.require !== '2' && !(form.notImported ?? []).includes(f.name),
  );

/** A header cell as the template writes it: the label, with `*` when the field is required. */
export const headerOf = (field: FieldConfig): string =>
  field.require === '1' ? `${field.label} *` : field.label;

const normalise = (text: string) => text.replace(/\*/g, '').trim().toLowerCase();

/**
 * Which field each header cell names: its name, or its label in either language (with or without
 * the `*`), so a template filled in under another language still imports. Unknown columns map to
 * null and are ignored.
 */
export function columnFields(form: RecordForm, header: readonly string[]): (string | null)[] {
  const names = new Map<string, string>();
  for (const language of ['en-US', 'zh-CN'] as const) {
    for (const field of importFields(form, language)) {
      names.set(normalise(field.name), field.name);
      names.set(normalise(field.label), field.name);
    }
  }
  return header.map((cell) => names.get(normalise(cell)) ?? null);
}
