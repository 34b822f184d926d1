/**
 * A form-configuration mistake in the server log (an unknown rule, an expression that does not
 * evaluate to a requirement): the message and the field it concerns, never the detail itself,
 * which can carry a value computed from the record being saved (docs/security.md#logs-source-maps-analytics).
 */
export function logConfigWarning(message: string, detail: unknown): void {
  const field =
    typeof detail === 'object' && detail !== null && 'field' in detail ? detail.field : undefined;
  const named =
    typeof field === 'string' && /^[\w.-]{1,80}$/.test(field) ? ` (field ${field})` : '';
  console.warn(`${message}${named}`);
}
