import { evaluateExpression, type ExpressionLogger } from './evaluate-expression';
import { requirementSchema, type FieldConfig, type Requirement } from './field-config';

/**
 * The field's requirement now: its expression's outcome when it has one (an outcome that is
 * not '0', '1' or '2' is logged and the configured `require` stands), else `require`.
 */
export function effectiveRequirement(
  field: FieldConfig,
  values: Readonly<Record<string, unknown>>,
  log: ExpressionLogger,
): Requirement {
  if (!field.expression) return field.require;
  const outcome = evaluateExpression(field.expression, values, log);
  const parsed = requirementSchema.safeParse(
    typeof outcome === 'number' ? String(outcome) : outcome,
  );
  if (parsed.success) return parsed.data;
  log('form-config: expression outcome is not a requirement', { field: field.name, outcome });
  return field.require;
}
