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
  children: (ShownField | ShownContainer)[];
}

export type ShownItem = ShownField | ShownContainer;

export interface FormFields {
  items: ShownItem[];
  /** Rules per value name (a select-other's free text under `{name}Other`). */
  rules: Record<string, Rule[]>;
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
  const walk = (items: readonly (FieldConfig | ContainerConfig)[]): ShownItem[] => {
    const shown: ShownItem[] = [];
    const ordered = [...items].sort((a, b) => orderOf(a) - orderOf(b));
    for (const item of ordered) {
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
  return { items: walk(config), rules };
}
