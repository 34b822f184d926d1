import type { FieldConfig } from './field-config';

/**
 * The remark is the spec's remark card (spec 001 §2: a textarea, 500 characters with a counter)
 * wherever a form configures one: a text field named `remark`. The backend's configuration has
 * no textarea type, and every record form of the portal names its remark so.
 */
export const isRemarkField = (field: FieldConfig): boolean =>
  field.name === 'remark' && field.type === 'input';
