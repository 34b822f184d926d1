import type { Rule } from '../validation/rules/first-failure';
import { effectiveRequirement } from './effective-requirement';
import type { ExpressionLogger } from './evaluate-expression';
import {
  isContainer,
  type ContainerConfig,
  type FieldConfig,
  type FormConfig,
} from './field-config';
import { fieldRules } from './field-rules';
import { otherTextName, otherTextRequired } from './select-other';
import { requiredAny } from '../validation/rules/required-variants';
import { cellName, tableRowsOf } from './table-rows';

/** A field as the form shows it now. */
export interface ShownField {
  config: FieldConfig;
  required: boolean;
  editable: boolean;
}

/** A container with what it shows now (hidden fields and empty containers are left out). */
export interface ShownContainer {
  type: ContainerConfig['type'];
  label: string;
  children: ShownItem[];
}

/** A named table: its columns are the fields it shows, its rows `values[name]`. */
export interface ShownTable {
  type: 'table';
  name: string;
  label: string;
  columns: ShownField[];
}

export type ShownItem = ShownField | ShownContainer | ShownTable;

export interface FormFields {
  items: ShownItem[];
  /**
   * Rules per value name (a select-other's free text under `{name}Other`, a table cell under
   * `{table}.{row}.{field}`).
   */
  rules: Record<string, Rule[]>;
  /** The values the rules read: the form's, and every table cell under its cell name. */
  ruleValues: Record<string, unknown>;
}

const orderOf = (item: FieldConfig | ContainerConfig) => (isContainer(item) ? 0 : item.orderBy);

/**
 * What a configuration-driven form shows for the current answers, in `orderBy` order (stable,
 * containers keep their place), and the rules of every shown field. Hidden fields ('2') are
 * neither shown nor validated.
 */
export function formFields(
  config: FormConfig,
  values: Readonly<Record<string, unknown>>,
  log: ExpressionLogger,
): FormFields {
  const rules: Record<string, Rule[]> = {};
  const ruleValues: Record<string, unknown> = { ...values };
  const table = (item: ContainerConfig & { name: string }): ShownTable | null => {
    // A table's cells are fields; a container inside a table has no cell to live in.
    const fields = item.children
      .filter((child): child is FieldConfig => !isContainer(child))
      .sort((a, b) => a.orderBy - b.orderBy);
    const columns: ShownField[] = [];
    for (const field of fields) {
      const requirement = effectiveRequirement(field, values, log);
      if (requirement === '2') continue;
      columns.push({ config: field, required: requirement === '1', editable: field.editable });
    }
    if (columns.length === 0) return null;
    tableRowsOf(values[item.name]).forEach((row, index) => {
      // A cell's rules read its row first, then the form (an amount's currency field).
      const scope = { ...values, ...row };
      for (const column of columns) {
        const name = cellName(item.name, index, column.config.name);
        ruleValues[name] = row[column.config.name];
        rules[name] = fieldRules(column.config, column.required, scope, log);
      }
    });
    return { type: 'table', name: item.name, label: item.label, columns };
  };
  const walk = (items: readonly (FieldConfig | ContainerConfig)[]): ShownItem[] => {
    const shown: ShownItem[] = [];
    const ordered = [...items].sort((a, b) => orderOf(a) - orderOf(b));
    for (const item of ordered) {
      if (isContainer(item) && item.type === 'table' && item.name !== undefined) {
        const drawn = table({ ...item, name: item.name });
        if (drawn) shown.push(drawn);
        continue;
      }
      if (isContainer(item)) {
        const children = walk(item.children);
        if (children.length > 0) shown.push({ type: item.type, label: item.label, children });
        continue;
      }
      const requirement = effectiveRequirement(item, values, log);
      if (requirement === '2') continue;
      const required = requirement === '1';
      shown.push({ config: item, required, editable: item.editable });
      rules[item.name] = fieldRules(item, required, values, log);
      if (item.type === 'select-other' && otherTextRequired(required, values[item.name])) {
        rules[otherTextName(item.name)] = [requiredAny('input')];
      }
    }
    return shown;
  };
  return { items: walk(config), rules, ruleValues };
}
