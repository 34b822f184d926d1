import type { FieldConfig, FieldType } from '../../../src/shared/form-config/field-config';
import type { Language } from '../../../src/shared/constants';

/**
 * A field of a record form's configuration in one language: required and editable unless
 * `extra` says otherwise, so a form lists only what is particular to each field.
 */
export const configField =
  (language: Language) =>
  (
    type: FieldType,
    name: string,
    en: string,
    cn: string,
    orderBy: number,
    extra: Partial<FieldConfig> = {},
  ): FieldConfig => ({
    type,
    name,
    label: language === 'zh-CN' ? cn : en,
    require: '1',
    orderBy,
    editable: true,
    rules: [],
    ...extra,
  });
