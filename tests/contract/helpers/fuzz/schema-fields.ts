import type { z } from 'zod';

/** What the fuzzer knows of a declared field: its name and a value its type accepts. */
export interface FieldInfo {
  name: string;
  required: boolean;
  sample: unknown;
}

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  element?: z.ZodType;
  entries?: Record<string, unknown>;
  values?: unknown[];
  shape?: Record<string, z.ZodType>;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { def: Def }).def;

/** Unwraps optional, default, nullable and pipes down to the schema that judges the value. */
function core(schema: z.ZodType): { schema: z.ZodType; optional: boolean } {
  let current = schema;
  let optional = false;
  for (let i = 0; i < 10; i++) {
    const def = defOf(current);
    if (['optional', 'default', 'prefault', 'nullable', 'catch', 'readonly'].includes(def.type)) {
      if (def.type !== 'nullable') optional = true;
      current = def.innerType as z.ZodType;
    } else if (def.type === 'pipe') {
      current = def.in as z.ZodType;
    } else break;
  }
  return { schema: current, optional };
}

/** The fields of an object schema (all members of a union of objects); none for other kinds. */
export function fieldsOf(schema: z.ZodType | undefined): FieldInfo[] {
  if (!schema) return [];
  const { schema: inner } = core(schema);
  const def = defOf(inner);
  if (def.type === 'union') return (def.options ?? []).flatMap((o) => fieldsOf(o));
  if (def.type !== 'object') return [];
  const shape = (inner as unknown as { shape: Record<string, z.ZodType> }).shape;
  return Object.entries(shape).map(([name, field]) => {
    const unwrapped = core(field);
    return { name, required: !unwrapped.optional, sample: sampleOf(unwrapped.schema) };
  });
}

/** A plausible value of a schema's type (not always valid: formats are not guessed). */
export function sampleOf(schema: z.ZodType): unknown {
  const { schema: inner } = core(schema);
  const def = defOf(inner);
  switch (def.type) {
    case 'string':
      return 'a';
    case 'number':
    case 'int':
      return 1;
    case 'boolean':
      return false;
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'array':
      return [];
    case 'object':
    case 'record':
      return {};
    case 'union':
      return def.options?.[0] ? sampleOf(def.options[0]) : null;
    default:
      return null;
  }
}
