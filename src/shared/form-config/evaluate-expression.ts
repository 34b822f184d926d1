import type { Expression } from './field-config';

export type ExpressionLogger = (message: string, detail: unknown) => void;

const sameValue = (a: unknown, b: unknown): boolean =>
  // The backend mixes '1' and 1 for the same answer; compare as text, but never null with ''.
  a === b ||
  (a !== null && a !== undefined && b !== null && b !== undefined && String(a) === String(b));

/**
 * The expression's outcome for the current answers: `if` when `field eq value` holds, else
 * `else`. A condition that cannot be evaluated (an operator other than 'eq', a field the form
 * does not have) is logged and counts as false, as the spec asks.
 */
export function evaluateExpression(
  expression: Expression,
  values: Readonly<Record<string, unknown>>,
  log: ExpressionLogger,
): unknown {
  return condition(expression, values, log) ? expression.if : expression.else;
}

function condition(
  expression: Expression,
  values: Readonly<Record<string, unknown>>,
  log: ExpressionLogger,
): boolean {
  if (expression.express !== 'eq') {
    log('form-config: unsupported expression operator', expression);
    return false;
  }
  if (!Object.hasOwn(values, expression.field)) {
    log('form-config: expression names an unknown field', expression);
    return false;
  }
  return sameValue(values[expression.field], expression.value);
}
