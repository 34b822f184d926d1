import { isContainer, type FieldConfig, type FormConfig } from './field-config';

/** The form's own fields, through its groups; a named table's fields are its lines' cells. */
export function ownFields(config: FormConfig): FieldConfig[] {
  return config.flatMap((item) =>
    isContainer(item)
      ? item.type === 'table' && item.name
        ? []
        : ownFields(item.children)
      : [item],
  );
}

/** The named tables of a form (docs/form-config.md), with their fields. */
export function namedTables(
  config: FormConfig,
): { name: string; label: string; fields: FieldConfig[] }[] {
  return config.flatMap((item) => {
    if (!isContainer(item)) return [];
    if (item.type === 'table' && item.name) {
      const fields = item.children.filter((c): c is FieldConfig => !isContainer(c));
      return [{ name: item.name, label: item.label, fields }];
    }
    return namedTables(item.children);
  });
}
