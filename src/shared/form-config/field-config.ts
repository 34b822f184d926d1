import { z } from 'zod';

/**
 * A form field as the backend configures it (spec 001 §3 "Backend configuration field", §4
 * "Configuration-driven forms"). Parsed once when a form's configuration arrives, so the rest of
 * the form code works on checked data.
 */
export const FIELD_TYPES = [
  'date',
  'input',
  'input-number',
  'input-money',
  'select',
  'select-other',
  'radio',
  'checkbox',
  'select-buyer',
  'select-supplier',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** '0' not required, '1' required, '2' hidden (spec 001 §9). */
export const requirementSchema = z.enum(['0', '1', '2']);
export type Requirement = z.infer<typeof requirementSchema>;

/**
 * `field eq value ? if : else`. Where the backend puts it on a field, its outcome is that field's
 * requirement (docs/form-config.md): the one attribute the spec says changes with other answers.
 */
export const expressionSchema = z.object({
  field: z.string().min(1),
  express: z.string(),
  value: z.unknown(),
  if: z.unknown(),
  else: z.unknown(),
});
export type Expression = z.infer<typeof expressionSchema>;

/** The backend sends flags as booleans or as '0' / '1'. */
const flag = z.union([z.boolean(), z.enum(['0', '1']).transform((v) => v === '1')]);

export const fieldConfigSchema = z.object({
  type: z.enum(FIELD_TYPES),
  name: z.string().min(1),
  label: z.string(),
  orderBy: z.coerce.number().default(0),
  require: requirementSchema.default('0'),
  editable: flag.default(true),
  /** Rule names (field-rules.ts); a comma list is accepted as well as an array. */
  rules: z
    .union([z.array(z.string()), z.string().transform((s) => s.split(',').map((r) => r.trim()))])
    .default([])
    .transform((names) => names.filter((n) => n !== '')),
  dictName: z.string().optional(),
  /** A currency code, or the name of the field holding it (input-money). */
  currency: z.string().optional(),
  fromCountry: z.string().optional(),
  /** A short help text the form shows under the field, in the caller's language. */
  help: z.string().optional(),
  expression: expressionSchema.optional(),
});
export type FieldConfig = z.infer<typeof fieldConfigSchema>;

export interface ContainerConfig {
  type: 'group' | 'table';
  label: string;
  /**
   * A table's value name: its rows are `values[name]`, one cell per child field
   * (docs/form-config.md). A table without a name is drawn as a group, as before.
   */
  name?: string;
  children: (FieldConfig | ContainerConfig)[];
}

export const containerConfigSchema: z.ZodType<ContainerConfig> = z.lazy(() =>
  z.object({
    type: z.enum(['group', 'table']),
    label: z.string(),
    name: z.string().min(1).optional(),
    children: z.array(z.union([containerConfigSchema, fieldConfigSchema])),
  }),
);

export const formConfigSchema = z.array(z.union([containerConfigSchema, fieldConfigSchema]));
export type FormConfig = z.infer<typeof formConfigSchema>;

export const isContainer = (item: FieldConfig | ContainerConfig): item is ContainerConfig =>
  item.type === 'group' || item.type === 'table';
