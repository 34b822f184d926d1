import type { RecordFormMode } from '../../../src/api/endpoints/pages/record-form';
import type { FormConfig } from '../../../src/shared/form-config/field-config';
import type { Language } from '../../../src/shared/constants';
import type { TableRow } from '../../../src/shared/form-config/table-rows';
import type { RecordChecks } from './record-checks';

export type FormValues = Readonly<Record<string, string | number | boolean | null | TableRow[]>>;
/** A stored record: its fields, and the lines of its table containers. */
export type RecordData = Record<string, string | number | null | TableRow[]>;

export interface SaveContext {
  /** The record's id (a new one when adding). */
  id: string;
  draft: boolean;
  /** ISO instant of the save. */
  now: string;
  /** The stored record when changing one, null when adding. */
  existing: RecordData | null;
}

/**
 * A page's record form on the reference server: its field configuration per mode, which stored
 * states each mode may change, and how the form's values become the stored record.
 */
export interface RecordForm {
  pageId: string;
  /** Id prefix of new records (`PO` → `PO-C001-…`). */
  idPrefix: string;
  config: (language: Language, mode: RecordFormMode) => FormConfig;
  /** The `status` values a mode may change; `add` needs none. */
  editableStatuses: Readonly<Record<Exclude<RecordFormMode, 'add'>, readonly string[]>>;
  /** Fields a batch import leaves out (set only in the form, like an exchange-rate pair). */
  notImported?: readonly string[];
  /** Fields whose value must be unique among the company's records of the page. */
  unique: readonly string[];
  /** Business rules beyond the field rules (dates, amounts, counterparties: record-checks.ts). */
  checks?: RecordChecks;
  toRecord: (values: FormValues, context: SaveContext) => RecordData;
}
